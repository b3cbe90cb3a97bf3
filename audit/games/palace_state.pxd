# Declarations that let Cython compile these classes as extension types: their attributes
# (exactly the class's __slots__, checked by tests/test_compiled_declarations.py) become
# fields of a C struct, and their methods (``cpdef``: the same parameters, ``=*`` for each one
# with a default) C functions, so that a call on ``self``, or on a field declared with its
# class (``cdef public PokerTable t``: that class or None), is a C call rather than an
# attribute lookup and a Python call.  The pure-Python build ignores this file.

cdef class Player:
    cdef public object name
    cdef public object seat
    cdef public object pos
    cdef public object group
    cdef public object start
    cdef public object stack
    cdef public object paid
    cdef public object in_hand
    cdef public object out_how
    cdef public object banner
    cdef public object palace
    cdef public object soldiers
    cdef public object anted
    cdef public object dealt
    cdef public object bannered
    cdef public object exit_cards
    cdef public object quiet
    cdef public object turn_round
    cdef public object buys
    cdef public object attacks
    cdef public object battles_won
    cdef public object battles_lost
    cdef public object captures
    cpdef cards(self)
    cpdef banner_suit(self)
    cpdef same_suit(self, other)
    cpdef army(self)
