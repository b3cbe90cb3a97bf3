# The draw replay is an extension type whose fields are DrawState's
# (audit/games/draw_forced.pxd, which says why).

from audit.games.draw_forced cimport DrawState

cdef class Replay(DrawState):
    pass
