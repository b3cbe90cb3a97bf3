from audit.poker.table cimport PokerTable
from audit.games.stud_deal cimport Dealer
# Declarations that let Cython compile these classes as extension types: their attributes
# (exactly the class's __slots__, checked by tests/test_compiled_declarations.py) become
# fields of a C struct, and their methods (``cpdef``: the same parameters, ``=*`` for each one
# with a default) C functions, so that a call on ``self``, or on a field declared with its
# class (``cdef public PokerTable t``: that class or None), is a C call rather than an
# attribute lookup and a Python call.  The pure-Python build ignores this file.

cdef class Replay:
    cdef public PokerTable t
    cdef public object findings
    cdef public object ante
    cdef public object bring_in
    cdef public object open_pair_big
    cdef public Dealer deal
    cdef public object phase
    cdef public object street
    cdef public object await_bring_in
    cdef public object bring_in_seat
    cdef public object openers
    cdef public object ended
    cdef public object free_first
    cdef public object gate
    cdef public object index
    cdef public object events
    cdef public object street_starts
    cdef public object live
    cdef public object early_burn
    cdef public object seat_of
    cpdef apply(self, seq, ev)
    cpdef _ante(self, seq, ev, i)
    cpdef _left_open(self, seq, i, verb)
    cpdef _muck(self, seq, ev, i)
    cpdef _record(self, seq, ev, i)
    cpdef view(self)
    cpdef _over(self)
    cpdef _rounds(self)
    cpdef _incomplete(self)
    cpdef _deal(self, seq, ev, i)
    cpdef _deal_first(self, seq, ev, i)
    cpdef _next_streets_card(self, seq, i, ev)
    cpdef _street_bet(self, seq)
    cpdef _betting_next(self, seq)
    cpdef _after_early_burn(self)
    cpdef _begin_street(self, seq, street)
    cpdef _burn(self, seq, ev, i=*)
    cpdef _community(self, seq, ev, i=*)
    cpdef _open_round(self, early=*)
    cpdef _check(self, seq, ev, i)
    cpdef _call(self, seq, ev, i)
    cpdef _fold(self, seq, ev, i)
    cpdef _bet(self, seq, ev, i)
    cpdef _raise(self, seq, ev, i)
    cpdef _complete(self, seq, ev, i)
    cpdef _bring_in(self, seq, ev, i)
    cpdef _stray_bring_in(self, seq, ev, i)
    cpdef _bring_in_why(self, bi, posted=*)
