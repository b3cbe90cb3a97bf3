# Declarations that let Cython compile the Tonk replay as an extension type: its fields are
# DealPhase's (audit/games/tonk_deal.pxd), which the pure-Python classes inherit as slots.
# The pure-Python build ignores this file.

from audit.games.tonk_spreads cimport SpreadPhase

cdef class Replay(SpreadPhase):
    cpdef apply(self, seq, ev)
    cpdef _drop(self, seq, ev)
    cpdef _draw(self, seq, ev)
    cpdef _discard(self, seq, ev)
    cpdef _reveal_fits(self, i, cards, hand, unknown)
    cpdef _unlogged_reveal(self, i, cards)
    cpdef _pay(self, seq, ev)
    cpdef view(self)
    cpdef _face_down_could_be(self, c, i)
    cpdef _unknown_upcard(self, c)
    cpdef _may_be_dealt_tonks(self)
    cpdef _counts(self)
    cpdef _bounds(self)
    cpdef settle(self, explain=*)
    cpdef _incomplete_text(self)
