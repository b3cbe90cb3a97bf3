# Declarations that let Cython compile the Palace replay's chain of parts as extension types
# (see audit/games/palace.py): DealMixin, the base, declares every field (exactly its __slots__,
# checked by tests/test_compiled_declarations.py); the others inherit them.  The pure-Python
# build ignores this file.

from audit.games.palace_end cimport EndMixin

cdef class ExplainMixin(EndMixin):
    pass
