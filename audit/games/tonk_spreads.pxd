# One link of the Tonk replay's chain of extension types: its fields are DealPhase's
# (audit/games/tonk_deal.pxd, which says why).  Its own methods are declared ``cpdef``, as there.

from audit.games.tonk_turns cimport TurnPhase

cdef class SpreadPhase(TurnPhase):
    cpdef _lay(self, cards, place)
    cpdef _misnamed_meld(self, seq, ev, verb, what)
    cpdef _meld_cards(self, seq, ev, verb)
    cpdef _meld_of(self, seq, ev, verb, what)
    cpdef _lost_draw_for(self, seq, p, cards)
    cpdef _take_meld(self, seq, i, cards, verb)
    cpdef _spread(self, seq, ev)
    cpdef _hit(self, seq, ev)
    cpdef _melded(self, seq, p, i)
    cpdef _melded_out(self, seq, p)
    cpdef _ended_unlogged(self, seq)
    cpdef _winning_turn_left_open(self, seq, i)
    cpdef _table(self)
