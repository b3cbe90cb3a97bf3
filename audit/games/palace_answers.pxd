# One link of the Palace replay's chain of extension types: its fields are DealMixin's
# (audit/games/palace_deal.pxd, which says why).  Its own methods are
# declared ``cpdef``, as there.

from audit.games.palace_turns cimport TurnMixin

cdef class AnswerMixin(TurnMixin):
    cpdef _repeated_answer(self, seq, ev, b)
    cpdef _answer_at(self, seq, name)
    cpdef _fold_before_attack(self, seq, ev)
    cpdef _fold_before_raise(self, seq, ev, b)
    cpdef _answers_later(self, seq, name)
    cpdef _misnamed_answer(self, seq, ev, r)
    cpdef _legal_raise(self, b, part, last=*)
    cpdef _reraise_meant(self, b, owed, amount)
    cpdef _raise_meant(self, b, part, may)
    cpdef _attacked_next(self, seq, name)
    cpdef _answers_at(self, k, name)
    cpdef _folds_next(self, seq, p)
    cpdef _captured_next(self, seq, winner, loser)
    cpdef _lost_attack(self, seq, ev)
    cpdef _lost_attack_fold(self, seq, ev)
    cpdef _lost_buy(self, seq, p, q)
    cpdef _paid_out_more(self, seq)
