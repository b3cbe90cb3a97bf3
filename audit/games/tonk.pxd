# Declarations that let Cython compile the Tonk replay as an extension type: its fields are
# DealPhase's (audit/games/tonk_deal.pxd), which the pure-Python classes inherit as slots.
# The pure-Python build ignores this file.

from audit.games.tonk_turns cimport TurnPhase

cdef class Replay(TurnPhase):
    cpdef _lay(self, cards, place)
    cpdef apply(self, seq, ev)
    cpdef _drop(self, seq, ev)
    cpdef _draw(self, seq, ev)
    cpdef _meld_cards(self, seq, ev, verb)
    cpdef _take_meld(self, seq, i, cards, verb)
    cpdef _spread(self, seq, ev)
    cpdef _hit(self, seq, ev)
    cpdef _discard(self, seq, ev)
    cpdef _melded(self, seq, p, i)
    cpdef _melded_out(self, seq, p)
    cpdef _reveal_fits(self, i, cards, hand, unknown)
    cpdef _unlogged_reveal(self, i, cards)
    cpdef _pay(self, seq, ev)
    cpdef view(self)
    cpdef _face_down_could_be(self, c, i)
    cpdef _may_be_dealt_tonks(self)
    cpdef _counts(self)
    cpdef _bounds(self)
    cpdef settle(self, explain=*)
    cpdef _incomplete_text(self)
