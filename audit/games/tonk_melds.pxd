# Declarations that let Cython compile these classes as extension types: their attributes
# (exactly the class's __slots__, checked by tests/test_compiled_declarations.py) become
# fields of a C struct.  The pure-Python build ignores this file.

cdef class Spread:
    cdef public object number
    cdef public object owner
    cdef public object cards
    cdef public object kind
    cdef public object hits
