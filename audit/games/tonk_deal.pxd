# Declarations that let Cython compile these classes as extension types: their attributes
# (exactly the class's __slots__, checked by tests/test_compiled_declarations.py) become
# fields of a C struct, and their methods (``cpdef``: the same parameters, ``=*`` for each one
# with a default) C functions, so that a call on ``self``, or on a field declared with its
# class (``cdef public PokerTable t``: that class or None), is a C call rather than an
# attribute lookup and a Python call.  The pure-Python build ignores this file.

cdef class DealPhase:
    cdef public object hand
    cdef public object opt
    cdef public object findings
    cdef public object order
    cdef public object pos
    cdef public object n
    cdef public object hands
    cdef public object unknown
    cdef public object where
    cdef public object jokers
    cdef public object pile
    cdef public object spreads
    cdef public object stock
    cdef public object phase
    cdef public object dealt
    cdef public object upcard_seen
    cdef public object declared
    cdef public object cur
    cdef public object next_of
    cdef public object actor
    cdef public object drawn
    cdef public object acted
    cdef public object penalized
    cdef public object penalty
    cdef public object last_stock
    cdef public object end_kind
    cdef public object end_actor
    cdef public object end_how
    cdef public object end_stakes
    cdef public object end_seq
    cdef public object end_unplayed
    cdef public object pays
    cdef public object round
    cdef public object rounds
    cdef public object _ace_high
    cdef public object _end_after_last_draw
    cdef public object play_seq
    cdef public object hidden
    cdef public object deal_tonks
    cdef public object rules
    cdef public object disproved
    cdef public object skipped
    cdef public object discarded
    cdef public object held_back
    cdef public object missed
    cdef public object late_turn
    cdef public object spare
    cdef public object face_down
    cdef public object past_end
    cdef public object held_melds
    cdef public object done_early
    cdef public object unlogged
    cdef public object missed_card
    cdef public object maybe
    cdef public object kept_only
    cpdef _put_odd(self, c, place)
    cpdef _move_odd(self, c, place)
    cpdef _place_of(self, c)
    cpdef _place_text(self, place)
    cpdef _to_hand(self, i, card)
    cpdef _take(self, seq, i, cards, verb)
    cpdef _may_be_unknown(self, seq, i, c)
    cpdef _kept_unknown(self, i, c)
    cpdef _took_face_down(self, i, j)
    cpdef _borrowed(self, i, cards)
    cpdef _use_tokens(self, i, cards)
    cpdef _drawn_later(self, seq, i, c)
    cpdef _misnamed_play(self, seq, p, cards, verb, what)
    cpdef _unplayable_discard(self, seq, p, c)
    cpdef _stock_card(self, seq, p, i, c)
    cpdef _find(self, code, seq, player, message)
    cpdef _qualifies(self, p)
    cpdef _deal(self, seq, ev)
    cpdef _deal_owner(self, seq, p, n)
    cpdef _logged_before(self, seq, ev)
    cpdef _deal_card(self, seq, p, i, c)
    cpdef _upcard(self, seq, ev)
    cpdef _taken_upcard(self, seq, c)
    cpdef _played_without_upcard(self)
    cpdef _not_dealt(self, players)
    cpdef _never_dealt(self, seq, players)
