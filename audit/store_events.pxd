# The event rows of a chunk (audit/store_events.py) as an extension type: its lists are
# fields of a C struct, typed ``list`` (appending to them is a C call, not a method looked up),
# and ``add``, which visits every event of the chunk, has its counters and its rule's numbers
# as C integers (row and card counts, never an amount) and its lists and rules' dict typed
# (session 70, callgrind: a worker's hand ~2.5% fewer instructions).  The pure build ignores
# this file (tests/test_compiled_declarations.py keeps it equal to the class).

cimport cython

cdef class EventColumns:
    cdef public list starts
    cdef public list type
    cdef public list player
    cdef public list amount
    cdef public list cards
    cdef public list offsets
    cdef public list listed
    cdef public list discarded_rows
    cdef public list discarded
    cdef public list round
    cdef public list no_round
    cdef public object n_hands
    @cython.locals(n=Py_ssize_t, row=Py_ssize_t, end=Py_ssize_t, code=Py_ssize_t, player=Py_ssize_t, amount=Py_ssize_t, cards=Py_ssize_t, rules=dict, codes=list, players=list, amounts=list, flat=list, offsets=list, listed=list)
    cpdef add(self, events, rounds, game)
