# One link of the Tonk replay's chain of extension types: its fields are DealPhase's
# (audit/games/tonk_deal.pxd, which says why).

from audit.games.tonk_deal cimport DealPhase

cdef class TurnPhase(DealPhase):
    pass
