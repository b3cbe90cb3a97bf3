# The draw replay is an extension type whose fields are DrawState's
# (audit/games/draw_forced.pxd, which says why).

from audit.games.draw_exchange cimport DrawExchange

cdef class Replay(DrawExchange):
    pass
