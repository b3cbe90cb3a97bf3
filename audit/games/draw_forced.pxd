from audit.poker.table cimport PokerTable
from audit.poker.betting cimport BettingRound
# Declarations that let Cython compile these classes as extension types: their attributes
# (exactly the class's __slots__, checked by tests/test_compiled_declarations.py) become
# fields of a C struct, and their methods (``cpdef``: the same parameters, ``=*`` for each one
# with a default) C functions, so that a call on ``self``, or on a field declared with its
# class (``cdef public PokerTable t``: that class or None), is a C call rather than an
# attribute lookup and a Python call.  The pure-Python build ignores this file.

cdef class DrawState:
    cdef public PokerTable t
    cdef public BettingRound br
    cdef public object index
    cdef public object after
    cdef public object where
    cdef public object findings
    cdef public object phase
    cdef public object handlers
    cdef public object round0
    cdef public object last
    cdef public object ante
    cdef public object blinds
    cdef public object sb
    cdef public object bb
    cdef public object posted
    cdef public object redeal_rule
    cdef public object redeal
    cdef public object max_discard
    cdef public object wild
    cdef public object dealt
    cdef public object deal_next
    cdef public object drawn
    cdef public object draw_next
    cdef public object deck_left
    cdef public object pile
    cdef public object stock
    cdef public object entry_blinds
    cdef public object entered
    cdef public object full_short_blind
    cdef public object with_stub
    cdef public object heads_up
    cdef public object stray
    cdef public object recycled
    cdef public object early
    cdef public object skipped
    cdef public object unknown_fill
    cdef public object paid
    cdef public object unseen_taken
    cdef public object stub_unseen
    cdef public object blind_outs
    cdef public object muck_folded
    cdef public object draw_passed
    cdef public object fold_in_draw
    cdef public object packet
    cpdef carry_in(self, chips)
    cpdef _end_forced(self, seq)
    cpdef _ante(self, seq, ev)
    cpdef _dead_blind(self, seq, ev, i)
    cpdef _entry(self, seq, player, kind)
    cpdef _blind_owner(self, seq, ev, i, k, due, want)
    cpdef _another_button(self)
    cpdef _blind_seat(self, k)
    cpdef _wrong_blind(self, seq, ev, i, k, due)
    cpdef _deal(self, seq, ev)
    cpdef _next_in_pass(self, i, held)
    cpdef _past_the_deck(self, seq, i, k, n0)
    cpdef _name_skipped(self, i, finding)
    cpdef _dealt_late(self, seq, i, cards)
