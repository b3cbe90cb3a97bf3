# Declarations that let Cython compile these classes as extension types: their attributes
# (exactly the class's __slots__, checked by tests/test_compiled_declarations.py) become
# fields of a C struct.  The pure-Python build ignores this file.

cdef class Dealer:
    cdef public object t
    cdef public object order
    cdef public object pos
    cdef public object up
    cdef public object up_log
    cdef public object board_key
    cdef public object board
    cdef public object unknown_up
    cdef public object street
    cdef public object got_down
    cdef public object got_up
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
    cdef public object any_dealt
    cdef public object unseen_burns
    cdef public object named
    cdef public object ahead
    cdef public object ahead_burn
    cdef public object folded
    cdef public object cards
    cdef public object names
    cdef public object where
