# One link of the Palace replay's chain of extension types: its fields are DealMixin's
# (audit/games/palace_deal.pxd, which says why).  Its own methods are
# declared ``cpdef``, as there.  Battle (one battle's state) is an extension
# type of its own.

from audit.games.palace_answers cimport AnswerMixin

cdef class BattleMixin(AnswerMixin):
    cpdef _on_attack(self, seq, ev)
    cpdef battle_ok_after_buy(self, p)
    cpdef _battle_actor(self, seq, ev, what)
    cpdef _owed_words(self, b, p, owed)
    cpdef _on_call(self, seq, ev)
    cpdef _called(self, b, p, amount, owed)
    cpdef _out_of_order_chips(self, seq, p, b, amount, what)
    cpdef _on_raise(self, seq, ev)
    cpdef _lost_call(self, seq, b, r, winner)
    cpdef _battle_fold(self, seq, ev)
    cpdef _misnamed_battle_fold(self, seq, ev, b)
    cpdef _on_battle(self, seq, ev)
    cpdef _decide(self, seq, b, claim, has_claim, by_event=*)
    cpdef _apply_outcome(self, seq, b, winner)
    cpdef _battle_turn(self, b)


cdef class Battle:
    cdef public object attacker
    cdef public object defender
    cdef public object responder
    cdef public object owed
    cdef public object raises
    cdef public object last_raise
    cdef public object state
    cdef public object folded
    cdef public object winner
    cdef public object loser
    cdef public object seq
    cdef public object amount
    cdef public object snap
    cdef public object _judged
    cdef public object claimed
    cdef public object calls
    cdef public object round_no
    cdef public object banners
    cdef public object last_two
    cdef public object later
    cdef public object late_capture
    cdef public object early_fold
    cdef public object held_only
    cdef public object split_rest
    cdef public object legal_part
    cpdef other(self, p)
