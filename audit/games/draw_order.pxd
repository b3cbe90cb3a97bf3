# One link of the draw replay's chain of extension types: its fields are DrawState's
# (audit/games/draw_forced.pxd, which says why).  Its own methods are declared ``cpdef``, as there.

from audit.games.draw_exchange cimport DrawExchange

cdef class DrawOrder(DrawExchange):
    cpdef _checks_left_out(self, seq, i, code, text)
    cpdef _assumed_back(self, ev, i)
    cpdef _wrong_draw(self, seq, ev, i)
    cpdef _draw_out_of_turn(self, seq, ev, i)
    cpdef _lost_draw(self, seq, i, j, text)
    cpdef _draws_left_out(self, seq, i, verb, code=*, betting=*)
    cpdef _drew_unseen(self, seq, j, shown)
    cpdef _yet_to_draw(self, i)
    cpdef _holds(self, held, shown)
