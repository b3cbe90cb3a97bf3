# The draw's exchange is an extension type whose fields are DrawState's
# (audit/games/draw_forced.pxd, which says why).  Its own methods are
# declared ``cpdef``, as there.

from audit.games.draw_forced cimport DrawState

cdef class DrawExchange(DrawState):
    cpdef _draw_owner(self, seq, i, discard)
    cpdef _exchange(self, seq, i, discard, receive)
    cpdef _early_draws(self)
    cpdef _discard_unknown(self, seq, i, c, keep, held, earlier)
    cpdef _receive_order(self, got, left)
    cpdef _to_pile(self, i)
    cpdef _blind_discard(self, i, held, out, got)
    cpdef _reshuffled(self, stub)
    cpdef _new_deck(self, stub=*)
    cpdef _from_stub(self, seq, i, c, got)
    cpdef _blind_out(self, c, i, state)
    cpdef _take_blind_out(self, c, i, state)
