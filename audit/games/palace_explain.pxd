# One link of the Palace replay's chain of extension types: its fields are DealMixin's
# (audit/games/palace_deal.pxd, which says why).  Its own methods are
# declared ``cpdef``, as there.

from audit.games.palace_end cimport EndMixin

cdef class ExplainMixin(EndMixin):
    cpdef _banner_section(self)
