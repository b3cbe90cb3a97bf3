# Declarations that let Cython compile these classes as extension types: their attributes
# (exactly the class's __slots__, checked by tests/test_compiled_declarations.py) become
# fields of a C struct, and their methods (``cpdef``: the same parameters, ``=*`` for each one
# with a default) C functions, so that a call on ``self``, or on a field declared with its
# class (``cdef public PokerTable t``: that class or None), is a C call rather than an
# attribute lookup and a Python call.  The pure-Python build ignores this file.

cdef class BettingState:
    cdef public object t
    cdef public object rules
    cdef public object structure
    cdef public object n
    cdef public object after
    cdef public object folded
    cdef public object all_in
    cdef public object stacks
    cdef public object put
    cdef public object current
    cdef public object opened
    cdef public object full_to
    cdef public object last_raise
    cdef public object raises
    cdef public object praises
    cdef public object level
    cdef public object full
    cdef public object acted_level
    cdef public object acted_full
    cdef public object acted_to
    cdef public object brought_in
    cdef public object to_act
    cdef public object last_aggressor
    cdef public object unit
    cdef public object open_big
    cdef public object min_inc
    cdef public object max_inc
    cdef public object last_allin
    cdef public object live
    cdef public object can
    cdef public object check_allowed
    cdef public object on_over
    cdef public object passed
    cdef public object passed_owed
    cdef public object reopened
    cdef public object assumed
    cdef public object uncapped
    cdef public object loose
    cpdef recount(self)
    cpdef over(self)
    cpdef owed(self, i)
    cpdef pot(self)
    cpdef options(self, i)
    cpdef uncallable(self, i)
    cpdef _acted_at(self, i)
    cpdef closed(self, i)
    cpdef _capped(self, i)
    cpdef to_match(self, j)
