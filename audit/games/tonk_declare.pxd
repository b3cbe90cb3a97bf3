# One link of the Tonk replay's chain of extension types: its fields are DealPhase's
# (audit/games/tonk_deal.pxd, which says why).  Its own methods are declared ``cpdef``, as there.

from audit.games.tonk_deal cimport DealPhase

cdef class DeclarePhase(DealPhase):
    cpdef _declare(self, seq, ev)
    cpdef _dealt_next(self, seq, p)
    cpdef _settled_undeclared(self, seq)
    cpdef _declares_after_settling(self, seq, p)
    cpdef _refused_declaration(self, p)
    cpdef _dealt_tonks(self)
    cpdef _close_deal(self, seq, playing)
    cpdef _end_by_declaration(self, seq, holders)
    cpdef _only_multiple(self)
    cpdef _prove_hidden_deals(self)
    cpdef _count_qualifies(self, c)
    cpdef _qualifying_text(self)
    cpdef _declared_at(self, p)
