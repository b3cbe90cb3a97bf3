# Declarations that let Cython compile the Tonk replay as an extension type: its fields are
# DealPhase's (audit/games/tonk_deal.pxd), which the pure-Python class inherits as slots.
# The pure-Python build ignores this file.

from audit.games.tonk_deal cimport DealPhase

cdef class Replay(DealPhase):
    pass
