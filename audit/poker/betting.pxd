# The betting round is an extension type whose fields are BettingState's
# (audit/poker/betting_state.pxd, which says why).  Its own methods are declared ``cpdef``, as there.

from audit.poker.betting_state cimport BettingState

cdef class BettingRound(BettingState):
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
    cpdef _advance(self, i)
    cpdef _wager(self, seq, i, to, flag, check, what=*)
    cpdef _judge(self, seq, i, to, all_in)
    cpdef _raise_to(self, i, to, full)
