"""Palace Poker, the discard pile and the draw decks made of it (PALACE.md 2: when the draw deck
runs out, the discards are shuffled into a new one): cards go to the pile, the pile becomes the
next deck (``deck1``, ``deck2``, ... in the card ledger), and a card a player kept unseen after a
face-down discard follows that player, or the pile it may have gone to.

One link of the replay's chain (:class:`audit.games.palace.Replay`), between the misnamed actions
(:mod:`.palace_misnamed`) and the turns (:mod:`.palace_turns`), which use it.
"""

from __future__ import annotations

from ..cards import UNKNOWN
from .palace_misnamed import MisnamedMixin


class PileMixin(MisnamedMixin):
    __slots__ = ()

    def _reshuffle_pile(self):
        """The draw deck is empty: the discard pile is shuffled to form a new one."""
        self.deck_gen += 1
        place = f"deck{self.deck_gen}"
        where = self.where
        for c in self.pile:
            where[c] = place
        self.deck_place = place
        self.deck_left = len(self.pile) + self.pile_unknown
        self.deck_unknown = self.pile_unknown
        self.pile = []
        self.pile_unknown = 0

    def pile_count(self):
        return len(self.pile) + self.pile_unknown

    def _to_pile(self, cards):
        where = self.where
        if UNKNOWN in cards:
            for c in cards:
                if c == UNKNOWN:
                    self.pile_unknown += 1
                else:
                    where[c] = "discards"
                    self.pile.append(c)
            return
        for c in cards:
            where[c] = "discards"
        self.pile += cards

    def _kept_reaches(self, prev, holder):
        """Whether a card the ledger places at ``prev`` may all the same be where the log now names
        it: ``prev`` is a card a player kept unseen after a face-down discard (``(name,
        deck_gen)``, :meth:`_face_down_discard`), and it is one of that player's own unknown cards
        (``holder``: the player whose unknown card it turns out to be; None for a buy), or it may
        be the card they discarded, which the draw deck holds since a reshuffle after the discard."""
        if type(prev) is not tuple:
            return False
        return prev[0] == holder or self.deck_gen > prev[1]

    def _pass_kept(self, loser, winner):
        """The winner of a battle captured ``loser``'s unknown soldiers: the cards the loser kept
        unseen are the winner's now (or in the discard pile), kept unseen as they were."""
        where = self.where
        lname = loser.name
        wname = winner.name
        for c in range(52):
            k = where[c]
            if type(k) is tuple and k[0] == lname:
                where[c] = (wname, k[1])

    def deck_places(self):
        return tuple(f"deck{g}" for g in range(1, self.deck_gen + 1))
