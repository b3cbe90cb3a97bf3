# One link of the Palace replay's chain of extension types: its fields are DealMixin's
# (audit/games/palace_deal.pxd, which says why).  Its own methods are
# declared ``cpdef``, as there.

from audit.games.palace_pile cimport PileMixin

cdef class TurnMixin(PileMixin):
    cpdef _unlink(self, p)
    cpdef _in_hand(self)
    cpdef _begin_play(self, seq)
    cpdef _turn_start(self, seq, ev, kind)
    cpdef _turn_allowed(self, seq, ev, kind, p)
    cpdef _must_battle(self, seq, p, kind)
    cpdef _loud(self)
    cpdef _quiet_action(self, seq, p)
    cpdef _check_end(self, seq)
    cpdef _close_cont(self)
    cpdef _soldier_limit(self, seq, p)
    cpdef _on_buy(self, seq, ev)
    cpdef _battle_buy_ok(self, p, card)
    cpdef _buy_made(self, seq, p, card, amount)
    cpdef _acts_next(self, seq, name)
    cpdef _buy_checks(self, seq, p, amount)
    cpdef _unknown_bought(self)
    cpdef _bought_seen_card(self, seq, p, card, prev)
    cpdef _on_discard(self, seq, ev)
    cpdef _late_owed_discard(self, seq, ev)
    cpdef _repeated_discard(self, seq, ev)
    cpdef _discard_cards(self, seq, p, cards)
    cpdef _face_down_discard(self, p)
    cpdef _on_wait(self, seq, ev)
    cpdef _on_fold(self, seq, ev)
    cpdef _plays_later(self, seq, name)
    cpdef _fold_in_battle(self, seq, b, p)
    cpdef _leave(self, p, how, keep_army=*)
    cpdef _army_out(self, p)
