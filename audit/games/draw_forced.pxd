# Declarations that let Cython compile these classes as extension types: their attributes
# (exactly the class's __slots__, checked by tests/test_compiled_declarations.py) become
# fields of a C struct.  The pure-Python build ignores this file.

cdef class DrawState:
    cdef public object t
    cdef public object br
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
    cdef public object stray
    cdef public object recycled
    cdef public object early
    cdef public object skipped
    cdef public object unknown_fill
    cdef public object paid
