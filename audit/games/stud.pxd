# The stud replay is an extension type whose fields are StudBetting's
# (audit/games/stud_betting.pxd, which says why).  Its own methods are
# declared ``cpdef``, as there; the table's settlement is cimported (a C call).

from audit.games.stud_lost_deal cimport StudLostDeal
from audit.poker.table_settle cimport settle as settle_table

cdef class Replay(StudLostDeal):
    cpdef apply(self, seq, ev)
    cpdef _ante(self, seq, ev, i)
    cpdef _left_open(self, seq, i, verb)
    cpdef _muck(self, seq, ev, i)
    cpdef _record(self, seq, ev, i)
    cpdef view(self)
    cpdef _rounds(self)
    cpdef _incomplete(self)
    cpdef _deal(self, seq, ev, i)
    cpdef _deal_first(self, seq, ev, i)
    cpdef _give_and_open(self, seq, i, ev)
    cpdef _next_streets_card(self, seq, i, ev)
    cpdef _street_bet(self, seq)
    cpdef _betting_next(self, seq)
    cpdef _after_early_burn(self)
    cpdef _begin_street(self, seq, street)
    cpdef _burn(self, seq, ev, i=*)
    cpdef _community(self, seq, ev, i=*)
