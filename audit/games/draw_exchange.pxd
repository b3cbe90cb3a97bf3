# The draw's exchange is an extension type whose fields are DrawState's
# (audit/games/draw_forced.pxd, which says why).

from audit.games.draw_forced cimport DrawState

cdef class DrawExchange(DrawState):
    pass
