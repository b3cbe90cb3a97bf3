# Declarations that let Cython compile these classes as extension types: their attributes
# (exactly the class's __slots__, checked by tests/test_compiled_declarations.py) become
# fields of a C struct.  The pure-Python build ignores this file.

cdef class Replay:
    cdef public object t
    cdef public object findings
    cdef public object ante
    cdef public object bring_in
    cdef public object open_pair_big
    cdef public object deal
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
