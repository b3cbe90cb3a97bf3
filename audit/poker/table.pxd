# Declarations that let Cython compile these classes as extension types: their attributes
# (exactly the class's __slots__, checked by tests/test_compiled_declarations.py) become
# fields of a C struct.  The pure-Python build ignores this file.

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
    cdef public object br
    cdef public object button
    cdef public object betting
    cdef public object last_aggressor
    cdef public object called
    cdef public object odd_chip
    cdef public object anted
    cdef public object dead
    cdef public object early_muck
    cdef public object wrong_returns
