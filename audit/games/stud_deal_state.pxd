from audit.poker.table cimport PokerTable
# Declarations that let Cython compile these classes as extension types: their attributes
# (exactly the class's __slots__, checked by tests/test_compiled_declarations.py) become
# fields of a C struct, and their methods (``cpdef``: the same parameters, ``=*`` for each one
# with a default) C functions, so that a call on ``self``, or on a field declared with its
# class (``cdef public PokerTable t``: that class or None), is a C call rather than an
# attribute lookup and a Python call.  The pure-Python build ignores this file.
# DealState is the base of the stud dealer (audit/games/stud_deal.pxd), which declares no field.
# Its lists and its card ledger are declared ``list`` and ``dict`` (always such, never None), for
# the dealer's typed reads.

cdef class DealState:
    cdef public PokerTable t
    cdef public list order
    cdef public list pos
    cdef public list up
    cdef public list up_log
    cdef public list board_key
    cdef public list board
    cdef public list unknown_up
    cdef public object street
    cdef public list got_down
    cdef public list got_up
    cdef public object size
    cdef public object shape
    cdef public object pending
    cdef public object last
    cdef public object cards_out
    cdef public object burn_pile
    cdef public object community
    cdef public object burned_now
    cdef public object reused
    cdef public object community_left
    cdef public object community_for
    cdef public object community_owed
    cdef public object any_dealt
    cdef public object unseen_burns
    cdef public object named
    cdef public object ahead
    cdef public object ahead_burn
    cdef public list folded
    cdef public list cards
    cdef public list names
    cdef public dict where
    cpdef deck_left(self)
    cpdef begin(self, street)
    cpdef started(self)
    cpdef _needs(self, j)
    cpdef missing(self)
    cpdef unlogged(self)
    cpdef lost_out(self, lost)
    cpdef shown_from_burns(self, i, cards)
    cpdef complete(self)
    cpdef board_strength(self, j)
    cpdef best_board(self, seats, known=*)
    cpdef open_pair(self, seats)
    cpdef upcards_then(self, logged)
    cpdef _show_up(self, i, c)
