# One link of the Palace replay's chain of extension types: its fields are DealMixin's
# (audit/games/palace_deal.pxd, which says why).  Its own methods are
# declared ``cpdef``, as there.

from audit.games.palace_explain cimport ExplainMixin

cdef class Replay(ExplainMixin):
    cpdef apply(self, seq, ev)
    cpdef _before_turn(self, seq, ev, t)
    cpdef _stray(self, seq, ev, t)
    cpdef _aftermath_follows(self, seq)
    cpdef _find(self, code, seq, player, message)
    cpdef _place_words(self, place)
    cpdef _ledger_check(self, seq, who, card, place, ok, holder=*)
