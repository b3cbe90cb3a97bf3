# The stud dealer is an extension type whose fields are DealState's
# (audit/games/stud_deal_state.pxd, which says why).  Its own methods are
# declared ``cpdef``, as there.  ``give`` (every deal line) has its seat and its counts
# as C integers (seats, card indexes and card counts: small, never an amount) and its
# lists and dict with their types: indexing them is then a C read, not a lookup (the
# check of the stud bench hands runs ~1.3% fewer instructions).

cimport cython
from audit.games.stud_deal_state cimport DealState

cdef class Dealer(DealState):
    cpdef _take(self, seq, i, text, place)
    cpdef _duplicate(self, seq, i, c, before, place)
    cpdef _hold(self, seq, i, c, name)
    @cython.locals(nd=Py_ssize_t, nu=Py_ssize_t, pos=Py_ssize_t, gd=Py_ssize_t, gu=Py_ssize_t, c=Py_ssize_t, where=dict, ups=list, up_log=list)
    cpdef give(self, seq, Py_ssize_t i, ev)
    cpdef _deal_owner(self, seq, i, ev, nd, nu, pos)
    cpdef first_owner(self, seq, i, ev)
    cpdef _dealt_later(self, seq, j)
    cpdef _in_turn(self, pos)
    cpdef _give_checked(self, seq, i, ev, down, up, nd, nu, pos)
    cpdef _next(self)
    cpdef repeated(self, seq, i, ev)
    cpdef repeats(self, i, ev)
    cpdef logged_twice(self, seq, i, ev)
    cpdef late(self, i, ev)
    cpdef out_of_hand(self, seq, i, ev)
    cpdef stray(self, seq, i, ev)
    cpdef burn(self, seq, ev, first)
    cpdef deal_community(self, seq, ev)
    cpdef stray_community(self, seq, ev)
    cpdef _skipped(self, pos)
    cpdef name_owed(self, seats, finding)
    cpdef fits_next(self, i, ev)
    cpdef deal_ahead(self, seq, i, ev)
