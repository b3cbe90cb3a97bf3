# One link of the Palace replay's chain of extension types: its fields are DealMixin's
# (audit/games/palace_deal.pxd, which says why).

from audit.games.palace_deal cimport DealMixin

cdef class TurnMixin(DealMixin):
    pass
