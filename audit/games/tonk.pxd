# Declarations that let Cython compile the Tonk replay as an extension type: its fields are
# DealPhase's (audit/games/tonk_deal.pxd), which the pure-Python classes inherit as slots.
# The pure-Python build ignores this file.

from audit.games.tonk_turns cimport TurnPhase

cdef class Replay(TurnPhase):
    pass
