from audit.poker.betting cimport BettingRound
# Declarations that let Cython compile these classes as extension types: their attributes
# (exactly the class's __slots__, checked by tests/test_compiled_declarations.py) become
# fields of a C struct, and their methods (``cpdef``: the same parameters, ``=*`` for each one
# with a default) C functions, so that a call on ``self``, or on a field declared with its
# class (``cdef public PokerTable t``: that class or None), is a C call rather than an
# attribute lookup and a Python call.  The pure-Python build ignores this file.

cdef class PokerTable:
    cdef public object hand
    cdef public object names
    cdef public object index
    cdef public object n
    cdef public object start
    cdef public object stacks
    cdef public object total
    cdef public object folded
    cdef public object all_in
    cdef public object mucked
    cdef public object shown
    cdef public object cards
    cdef public object ledger
    cdef public object findings
    cdef public object rounds
    cdef public object collects
    cdef public object returns
    cdef public object rakes
    cdef public BettingRound br
    cdef public object button
    cdef public object betting
    cdef public object last_aggressor
    cdef public object called
    cdef public object odd_chip
    cdef public object anted
    cdef public object dead
    cdef public object early_muck
    cdef public object wrong_returns
    cdef public object paid_total
    cdef public object carried
    cdef public object odd_antes
    cdef public object ante_size
    cdef public object late_answers
    cdef public object disputed
    cdef public object paid_view
    cdef public object lost_calls
    cdef public object odd_calls
    cdef public object lost_bets
    cpdef find(self, code, seq, i, msg)
    cpdef left_of(self, i)
    cpdef next_live(self, i)
    cpdef clockwise_after(self, i)
    cpdef live(self)
    cpdef pot(self)
    cpdef post_ante(self, seq, i, amount, expected)
    cpdef _ante_owner(self, seq)
    cpdef dead_parts(self)
    cpdef post_dead(self, seq, i, amount)
    cpdef _dead_money(self, i, amount)
    cpdef _bad_ante(self, seq, i, amount, expected, st)
    cpdef missing_antes(self, seq, expected)
    cpdef take_back(self, i, what)
    cpdef act(self, seq, ev, i)
    cpdef give(self, seq, i, cards, what=*)
    cpdef _seen(self, seq, i, c, what)
    cpdef muck(self, seq, i)
    cpdef muck_early(self, i)
    cpdef record(self, seq, ev, i, begun=*)
    cpdef _no_uncalled_bet(self, seq, i, amount, begun)
    cpdef view(self, phase)
    cpdef _release(self)
