# Declarations that let Cython compile these classes as extension types: their attributes
# (exactly the class's __slots__, checked by tests/test_compiled_declarations.py) become
# fields of a C struct, and their methods (``cpdef``: the same parameters, ``=*`` for each one
# with a default) C functions, so that a call on ``self``, or on a field declared with its
# class (``cdef public PokerTable t``: that class or None), is a C call rather than an
# attribute lookup and a Python call.  The pure-Python build ignores this file.

cdef class BettingRound:
    cdef public object t
    cdef public object rules
    cdef public object structure
    cdef public object n
    cdef public object after
    cdef public object folded
    cdef public object all_in
    cdef public object stacks
    cdef public object put
    cdef public object current
    cdef public object opened
    cdef public object full_to
    cdef public object last_raise
    cdef public object raises
    cdef public object praises
    cdef public object level
    cdef public object full
    cdef public object acted_level
    cdef public object acted_full
    cdef public object acted_to
    cdef public object brought_in
    cdef public object to_act
    cdef public object last_aggressor
    cdef public object unit
    cdef public object open_big
    cdef public object min_inc
    cdef public object max_inc
    cdef public object last_allin
    cdef public object live
    cdef public object can
    cdef public object check_allowed
    cdef public object on_over
    cdef public object passed
    cdef public object passed_owed
    cdef public object reopened
    cdef public object assumed
    cdef public object uncapped
    cdef public object loose
    cpdef recount(self)
    cpdef over(self)
    cpdef owed(self, i)
    cpdef pot(self)
    cpdef options(self, i)
    cpdef uncallable(self, i)
    cpdef _acted_at(self, i)
    cpdef closed(self, i)
    cpdef _capped(self, i)
    cpdef post_blind(self, seq, i, amount, big, full=*)
    cpdef post_stray(self, seq, i, amount)
    cpdef post_as_bet(self, seq, i, amount)
    cpdef post_bring_in(self, seq, i, amount)
    cpdef post_folded_bring_in(self, seq, i, amount)
    cpdef unpost_bring_in(self, i, amount)
    cpdef _bring_in_level(self, put)
    cpdef _out(self, i)
    cpdef start(self, first)
    cpdef check(self, seq, i)
    cpdef call(self, seq, i, amount, flag=*)
    cpdef _wrong_call(self, seq, i, pay, owed, due, stack)
    cpdef fold(self, seq, i)
    cpdef bet(self, seq, i, to, flag=*)
    cpdef raise_(self, seq, i, to, flag=*)
    cpdef complete(self, seq, i, to, flag=*)
    cpdef _find(self, code, seq, i, msg)
    cpdef _exceeded(self, seq, i, amount, stack, verb)
    cpdef _all_in(self, i)
    cpdef _pay(self, seq, i, amount, verb, to=*)
    cpdef _acted(self, i)
    cpdef _needs(self, j)
    cpdef to_match(self, j)
    cpdef _advance(self, i)
    cpdef _wager(self, seq, i, to, flag, check, what=*)
    cpdef _judge(self, seq, i, to, all_in)
    cpdef _raise_to(self, i, to, full)
