# One link of the Palace replay's chain of extension types: its fields are DealMixin's
# (audit/games/palace_deal.pxd, which says why).  Its own methods are
# declared ``cpdef``, as there.

from audit.games.palace_misnamed cimport MisnamedMixin

cdef class PileMixin(MisnamedMixin):
    cpdef _reshuffle_pile(self)
    cpdef pile_count(self)
    cpdef _to_pile(self, cards)
    cpdef _kept_reaches(self, prev, holder)
    cpdef _pass_kept(self, loser, winner)
