from audit.poker.table cimport PokerTable
from audit.games.stud_deal cimport Dealer
# Declarations that let Cython compile these classes as extension types: their attributes
# (exactly the class's __slots__, checked by tests/test_compiled_declarations.py) become
# fields of a C struct, and their methods (``cpdef``: the same parameters, ``=*`` for each one
# with a default) C functions, so that a call on ``self``, or on a field declared with its
# class (``cdef public PokerTable t``: that class or None), is a C call rather than an
# attribute lookup and a Python call.  The pure-Python build ignores this file.
# StudBetting is the base of the stud replay (audit/games/stud.pxd), which declares no field.

cdef class StudBetting:
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
    cdef public object bring_in_owed
    cdef public object bring_in_early
    cdef public object late_turn
    cdef public object early_last
    cdef public object owed_turn
    cdef public object folded_bring_in
    cdef public object held
    cpdef _open_round(self, early=*)
    cpdef _check(self, seq, ev, i)
    cpdef _call(self, seq, ev, i)
    cpdef _fold(self, seq, ev, i)
    cpdef _bet(self, seq, ev, i)
    cpdef _raise(self, seq, ev, i)
    cpdef _complete(self, seq, ev, i)
    cpdef _bring_in(self, seq, ev, i)
    cpdef _faced(self, i, put)
    cpdef _bring_in_event(self, seq, ev, i)
    cpdef _while_owed(self, seq, ev, i)
    cpdef _opening_bet(self, seq, ev, i)
    cpdef _forced_next(self, seq, i)
    cpdef _owed_call_or_fold(self, seq, ev, i)
    cpdef _unfaced_bring_in(self, final)
    cpdef _owed_turn_as_logged(self)
    cpdef _after_owed_bring_in(self, seq, ev, i)
    cpdef _deal_follows(self, seq)
    cpdef _apply_held(self)
    cpdef _stray_bring_in(self, seq, ev, i)
    cpdef _post_bring_in(self, seq, ev, i)
    cpdef _late_bring_in(self, seq, ev, i)
    cpdef _after_late_bring_in(self, seq, ev, i)
    cpdef _bring_in_why(self, bi, posted=*)
