# Declarations that let Cython compile the Palace replay's chain of parts as extension types
# (see audit/games/palace.py): DealMixin, the base, declares every field (exactly its __slots__,
# checked by tests/test_compiled_declarations.py); the others inherit them.  The pure-Python
# build ignores this file.

cdef class DealMixin:
    cdef public object hand
    cdef public object events
    cdef public object rules
    cdef public object findings
    cdef public object players
    cdef public object seat_order
    cdef public object order
    cdef public object where
    cdef public object after
    cdef public object phase
    cdef public object group_suits
    cdef public object group_unknown
    cdef public object rejected
    cdef public object bdeck_cards
    cdef public object bdeck_left
    cdef public object deck_left
    cdef public object deck_gen
    cdef public object deck_place
    cdef public object deck_unknown
    cdef public object pile
    cdef public object pile_unknown
    cdef public object to_act
    cdef public object in_turn
    cdef public object last_pos
    cdef public object turn_pos
    cdef public object round_no
    cdef public object round_starts
    cdef public object round_quiet
    cdef public object quiet_gen
    cdef public object n_quiet
    cdef public object n_in
    cdef public object suits_in
    cdef public object pending
    cdef public object cont
    cdef public object cont_kind
    cdef public object cont_seq
    cdef public object battle
    cdef public object battles
    cdef public object end_kind
    cdef public object end_seq
    cdef public object end_players
    cdef public object end_words
    cdef public object collects
    cdef public object rakes
    cdef public object last_bettor
    cdef public object settled
    cdef public object next_banner
    cdef public object next_deal
    cdef public object n_dealt
    cdef public object paid_at_payout
    cdef public object early_answer
    cdef public object early_deals
    cdef public object twice
    cdef public object passed
    cdef public object late_battle
    cdef public object as_ruled
    cpdef _on_ante(self, seq, ev)
    cpdef _ante_owner(self, seq)
    cpdef _ante_findings(self, seq, p, amount, ante)
    cpdef _left_out_words(self, p)
    cpdef _left_out_rule(self, p)
    cpdef _close_antes(self, seq)
    cpdef _on_banner(self, seq, ev)
    cpdef _banner_owner(self, seq, p)
    cpdef _banners_lost(self, seq, i, p)
    cpdef _repeated_banner(self, k, ev)
    cpdef _unknown_banner(self, seq, p, rejected)
    cpdef _kept_beside_unknown(self, seq, p, card, unknown)
    cpdef _banner_named(self, seq, p, card, how)
    cpdef _extra_banner(self, seq, ev, p, card)
    cpdef _reshuffle_rejected(self)
    cpdef _late_banner(self, seq, ev)
    cpdef _close_banners(self, seq)
    cpdef _on_deal(self, seq, ev)
    cpdef _palace_owner(self, seq, ev, p)
    cpdef _round_passed(self, seq, p)
    cpdef _passed(self, players)
    cpdef _palace_cards(self, seq, ev, p)
    cpdef _close_deal(self, seq)
