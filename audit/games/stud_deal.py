"""The stud deal: who gets which cards when, and what is left in the deck.

:class:`Dealer` checks every ``deal``, ``burn`` and ``community`` event of a
stud hand against POKER.md section 5:

* each street deals, clockwise from the dealer's left, to every player still
  in the hand: 3rd street two down and one up (in one event per player, or
  card by card in passes around the table), 4th to 6th street one up, 7th
  street one down; anything else is ``wrong-deal`` (count, face, order, a
  player who folded);
* at most one burn before each of 4th to 7th street, none before 3rd;
* the deck: 52 cards; a burned card may be dealt again only once the deck is
  empty; cards of folded hands never come back (the ledger still holds them
  under the folded player, so they are ``duplicate-card``); when the cards not
  dealt to any player (deck and burns) cannot give every player still in a
  7th-street card, a single community card is dealt instead, and a community
  card when they could is ``community-not-needed``.
"""

from __future__ import annotations

from ..cards import CARD_INDEX, card_str, cards_str
from ..model import Event
from .stud_rules import DEAL_SHAPE, DECK_SIZE, STREET_NAMES, community_needed

_SHAPE_WORDS = ("two down and one up", "one card up", "one card up", "one card up", "one card down")


class Dealer:
    __slots__ = ("t", "order", "pos", "up", "street", "got_down", "got_up", "got", "size", "pending",
                 "last", "cards_out",
                 "burn_pile", "community", "burned_now", "reused", "community_left", "any_dealt")

    def __init__(self, t, order: list[int]) -> None:
        self.t = t
        self.order = order                       # seats clockwise from the dealer's left
        self.pos = {j: k for k, j in enumerate(order)}
        self.up: list[list[int]] = [[] for _ in range(t.n)]
        self.street = 0
        self.got_down = [0] * t.n
        self.got_up = [0] * t.n
        self.got = [0] * t.n                      # cards each player received on this street
        self.size = 3                             # cards each player receives on this street
        self.pending = 0                          # players still in who have not received them all
        self.last: int | None = None              # position in ``order`` of the last player dealt to
        self.cards_out = 0                        # cards dealt to players or as the community card
        self.burn_pile = 0                        # burned cards not dealt again
        self.community: int | None = None
        self.burned_now = False
        self.reused = 0                           # burned cards dealt again
        self.community_left = 0                   # cards left (deck + burns) when the community card came
        self.any_dealt = False

    # ---- state ----------------------------------------------------------------------
    def deck_left(self) -> int:
        return DECK_SIZE - self.cards_out - self.burn_pile

    def begin(self, street: int) -> None:
        self.street = street
        n = self.t.n
        self.got_down = [0] * n
        self.got_up = [0] * n
        self.got = [0] * n
        down, up = DEAL_SHAPE[street]
        self.size = down + up
        self.pending = n - self.t.folded.count(True)
        self.last = None
        self.burned_now = False
        self.any_dealt = False

    def started(self) -> bool:
        return self.any_dealt or self.community is not None and self.street == len(DEAL_SHAPE) - 1

    def _needs(self, j: int) -> bool:
        return self.got[j] < self.size

    def missing(self) -> list[int]:
        t = self.t
        if self.community is not None and self.street == len(DEAL_SHAPE) - 1:
            return []
        return [j for j in self.order if not t.folded[j] and self._needs(j)]

    def complete(self) -> bool:
        return self.pending <= 0 or (self.community is not None and self.street == len(DEAL_SHAPE) - 1)

    # ---- cards ------------------------------------------------------------------------
    def _take(self, seq: int, i: int | None, text: str, place: str) -> int:
        """One card leaves the deck (or the burn pile once the deck is empty) for ``place``."""
        t = self.t
        c = CARD_INDEX[text]
        from_burns = False
        if self.deck_left() <= 0:
            if self.burn_pile > 0:
                self.burn_pile -= 1
                self.reused += 1
                from_burns = True
            else:
                t.find("wrong-deal", seq, i, f"{card_str(c)} was dealt but no card was left: all {DECK_SIZE} "
                       f"cards are dealt or burned")
        self.cards_out += 1
        if c >= 0:
            before = t.ledger.put(c, place)
            if before is not None and not (before == "burn" and from_burns):
                if before == "burn":
                    where = "was burned: a burned card may be dealt again only when the deck is empty"
                elif before in ("muck", "community"):
                    where = f"is already in the {before}"
                elif t.folded[t.index[before]] if before in t.index else False:
                    where = f"was {before}'s, who folded: cards of folded hands are never dealt again"
                else:
                    where = f"is already held by {before}"
                t.find("duplicate-card", seq, i, f"{card_str(c)} dealt to {place} {where}")
        return c

    def give(self, seq: int, i: int, ev: Event) -> None:
        """A deal to player ``i`` during the deal of the current street."""
        t = self.t
        name = t.names[i]
        if t.folded[i]:
            why = "has no chips and is not in the hand" if t.start[i] <= 0 else "has folded"
            t.find("wrong-deal", seq, i, f"{name} was dealt {self._words(ev)} but {why}")
            self.stray(seq, i, ev)
            return
        s = self.street
        down = ev.down or ()
        up = ev.up or ()
        if self.community is not None and s == len(DEAL_SHAPE) - 1:
            t.find("wrong-deal", seq, i, f"{name} was dealt {self._words(ev)} on 7th street after the "
                   f"community card, which is every player's seventh card")
        elif self.got[i] >= self.size:
            t.find("wrong-deal", seq, i, f"{name} was dealt {self._words(ev)} but already had "
                   f"the cards of {STREET_NAMES[s]} ({_SHAPE_WORDS[s]})")
        else:
            pos = self.pos[i]
            last = self.last
            if pos != (0 if last is None else last + 1):     # not simply the next seat: check who was
                expect = self._next()
            else:
                expect = i
            if expect is not None and expect != i:
                t.find("wrong-deal", seq, i, f"{name} was dealt before {t.names[expect]}: cards are dealt "
                       f"clockwise starting left of the dealer")
            sd, su = DEAL_SHAPE[s]
            gd = self.got_down[i] + len(down)
            gu = self.got_up[i] + len(up)
            if gd > sd or gu > su or not (down or up):
                street = STREET_NAMES[s]
                t.find("wrong-deal", seq, i, f"{name} was dealt {gd} down and {gu} up on {street}; "
                       f"{street} deals {_SHAPE_WORDS[s]}")
        nd = len(down)
        nu = len(up)
        self.got_down[i] += nd
        self.got_up[i] += nu
        g = self.got[i]
        if g < self.size <= g + nd + nu:
            self.pending -= 1
        self.got[i] = g + nd + nu
        self.last = self.pos[i]
        self.any_dealt = True
        cards = t.cards[i]
        for text in down:
            cards.append(self._take(seq, i, text, name))
        ups = self.up[i]
        for text in up:
            c = self._take(seq, i, text, name)
            cards.append(c)
            ups.append(c)

    def _next(self) -> int | None:
        """The next player clockwise (after the last one dealt to) who still needs cards."""
        order = self.order
        n = len(order)
        start = 0 if self.last is None else self.last + 1
        t = self.t
        for k in range(n):
            j = order[(start + k) % n]
            if not t.folded[j] and self._needs(j):
                return j
        return None

    def stray(self, seq: int, i: int | None, ev: Event) -> None:
        """Cards dealt outside the deal (already reported): out of the deck, to nobody in the hand."""
        for text in list(ev.down or ()) + list(ev.up or ()):
            self._take(seq, i, text, "muck")

    @staticmethod
    def _words(ev: Event) -> str:
        parts = []
        if ev.down:
            parts.append(f"{cards_str(CARD_INDEX[c] for c in ev.down)} down")
        if ev.up:
            parts.append(f"{cards_str(CARD_INDEX[c] for c in ev.up)} up")
        return " and ".join(parts) or "no cards"

    def burn(self, seq: int, ev: Event, first: bool) -> None:
        t = self.t
        if not first:
            t.find("wrong-deal", seq, None, f"a second card was burned before {STREET_NAMES[self.street]}: "
                   f"one card is burned before each street")
        cards = ev.cards or ["??"]
        if len(cards) > 1:
            t.find("wrong-deal", seq, None, f"{len(cards)} cards were burned at once ({' '.join(cards)}): "
                   f"one card is burned before each street")
        if self.deck_left() < len(cards):
            t.find("wrong-deal", seq, None, "a card was burned from an empty deck")
        self.burned_now = True
        for text in cards:
            c = CARD_INDEX[text]
            self.burn_pile += 1
            if c >= 0:
                before = t.ledger.put(c, "burn")
                if before is not None:
                    t.find("duplicate-card", seq, None, f"{card_str(c)} burned is already "
                           f"{'in the ' + before if before in ('burn', 'muck', 'community') else 'held by ' + before}")

    def deal_community(self, seq: int, ev: Event) -> None:
        t = self.t
        live = [j for j in self.order if not t.folded[j]]
        left = DECK_SIZE - self.cards_out
        self.community_left = left
        if not community_needed(left, len(live)):
            t.find("community-not-needed", seq, None, f"a community card with {len(live)} players left: "
                   f"the deck still held {left} cards for 7th street (counting the {self.burn_pile} "
                   f"burned), enough for one each")
        cards = ev.cards
        if len(cards) != 1:
            t.find("wrong-deal", seq, None, f"{len(cards)} community cards were dealt; stud deals a single "
                   f"community card")
        for k, text in enumerate(cards):
            c = self._take(seq, None, text, "community")
            if k == 0:
                self.community = c
        self.any_dealt = True

    def stray_community(self, seq: int, ev: Event) -> None:
        for text in ev.cards:
            self._take(seq, None, text, "muck")
