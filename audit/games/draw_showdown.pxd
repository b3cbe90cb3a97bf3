# One link of the draw replay's chain of extension types: its fields are DrawState's
# (audit/games/draw_forced.pxd, which says why).  Its own methods are declared ``cpdef``, as there.

from audit.games.draw_order cimport DrawOrder

cdef class DrawShowdown(DrawOrder):
    cpdef _show(self, seq, ev)
    cpdef _shown(self, seq, i, cards)
    cpdef _muck(self, seq, ev)
    cpdef _record(self, seq, ev)
    cpdef _burn(self, seq, ev)
