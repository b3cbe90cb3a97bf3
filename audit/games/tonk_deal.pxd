# Declarations that let Cython compile these classes as extension types: their attributes
# (exactly the class's __slots__, checked by tests/test_compiled_declarations.py) become
# fields of a C struct.  The pure-Python build ignores this file.

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
