# One link of the stud replay's chain of extension types: its fields are StudBetting's
# (audit/games/stud_betting.pxd, which says why).  Its own methods are declared ``cpdef``, as there.

from audit.games.stud_betting cimport StudBetting

cdef class StudLostDeal(StudBetting):
    cpdef _over(self)
    cpdef _deal_lost(self, seq, i, ev)
    cpdef _none_can_bet(self)
    cpdef _owed_dealt_next(self, seq, missing)
