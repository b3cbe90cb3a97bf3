# The draw replay is an extension type whose fields are DrawState's
# (audit/games/draw_forced.pxd, which says why).  Its own methods are
# declared ``cpdef``, as there; the table's settlement is cimported (a C call).

from audit.games.draw_showdown cimport DrawShowdown
from audit.poker.table_settle cimport settle as settle_table

cdef class Replay(DrawShowdown):
    cpdef _enter(self, phase)
    cpdef apply(self, seq, ev)
    cpdef view(self)
    cpdef settle(self, explain=*)
    cpdef _best(self, cards)
    cpdef _rank_fns(self)
    cpdef _draw_section(self)
    cpdef _incomplete(self)
    cpdef _end_deal(self, seq)
    cpdef _next_drawer(self, after)
    cpdef _start_bet2(self, first=*)
    cpdef _check(self, seq, ev)
    cpdef _call(self, seq, ev)
    cpdef _fold(self, seq, ev)
    cpdef _bet(self, seq, ev)
    cpdef _raise(self, seq, ev)
    cpdef _out_of_round(self, seq, ev)
    cpdef _betting_phase(self, seq, ev, i)
    cpdef _fold_in_draw(self, seq, ev, i)
    cpdef _resolve_stray(self, ev)
    cpdef _option_check(self, i)
    cpdef _nobody_left_check(self, i)
    cpdef _taken_as_owners(self, seq, i, ev)
    cpdef _draw(self, seq, ev)
