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

The state it keeps (the seating, this street's deal so far, the deck and the burns, the
upcards and the boards) is its base, :class:`audit.games.stud_deal_state.DealState`.
"""

from __future__ import annotations

from ..cards import CARD_INDEX, NO_JOKERS, UNKNOWN, card_str, cards_str
from ..later_lines import in_run
from ..model import Event
from ..poker.evaluate import rank_hand
from .stud_deal_state import BOARDS, NIBBLE, DealState, board_of_key
from .stud_rules import DEAL_SHAPE, DECK_SIZE, SEVENTH, STREET_NAMES, community_needed

_SHAPE_WORDS = ("two down and one up", "one card up", "one card up", "one card up", "one card down")


class Dealer(DealState):
    """The deal of one stud hand: each ``deal``, ``burn`` and ``community`` event checked (see the
    module's docstring) and applied to the state :class:`~audit.games.stud_deal_state.DealState`
    holds (its fields, declared there)."""

    __slots__ = ()      # the state's fields are declared by DealState (stud_deal_state)

    # ---- cards ------------------------------------------------------------------------
    def _take(self, seq: int, i: int | None, text: str, place: str) -> int:
        """One card leaves the deck (or the burn pile once the deck is empty) for ``place``."""
        t = self.t
        c = CARD_INDEX[text]
        from_burns = False
        left = self.deck_left()
        if left > 0 and self.burn_pile > 0 and left <= self.street - self.burn_pile - self.reused \
                and (c < 0 or self.where.get(c) == "burn"):
            # a burned card (or an unknown one) dealt while the deck holds no more cards than the
            # burns the log left out (burn lines are optional, README): those burns emptied it, so
            # it came from the burns, as POKER.md 5.6 allows
            left = 0
        if left <= 0:
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
                self._duplicate(seq, i, c, before, place)
                if before == place and i is not None:
                    return UNKNOWN      # a card the player holds already: which card they got is not known
        elif from_burns and i is not None:
            # a burned card dealt again face down: which one is not known, so it may be shown
            unseen = self.unseen_burns
            if unseen is None:
                unseen = self.unseen_burns = {}
            unseen[i] = unseen.get(i, 0) + 1
        return c

    def _duplicate(self, seq: int, i: int | None, c: int, before: str, place: str) -> None:
        t = self.t
        if before == "burn":
            where = "was burned: a burned card may be dealt again only when the deck is empty"
        elif before in ("muck", "community"):
            where = f"is already in the {before}"
        elif before == NO_JOKERS:
            where = "but seven-card stud is played with one 52-card deck and no jokers"
        elif t.folded[t.index[before]] if before in t.index else False:
            where = f"was {before}'s, who folded: cards of folded hands are never dealt again"
        else:
            where = f"is already held by {before}"
        if place == "muck" and i is not None:    # a stray card (reported): it was dealt to player i
            place = t.names[i]
        t.find("duplicate-card", seq, i, f"{card_str(c)} dealt to {place} {where}")

    def _hold(self, seq: int, i: int, c: int, name: str) -> None:
        """Card ``c``, just taken from a deck that held it, is now ``name``'s."""
        if c >= 0:
            if c < 52:
                where = self.t.ledger.where
                before = where.get(c)
                where[c] = name
            else:
                before = self.t.ledger.put(c, name)
            if before is not None:
                self._duplicate(seq, i, c, before, name)

    def give(self, seq: int, i: int, ev: Event) -> bool:
        """A deal to player ``i`` during the deal of the current street; true when that
        completes the street's deal (:meth:`complete`)."""
        down = ev.down
        up = ev.up
        nd = len(down) if down else 0
        nu = len(up) if up else 0
        pos = self.pos[i]
        sd, su = self.shape
        gd = self.got_down[i] + nd
        gu = self.got_up[i] + nu
        if not (gd <= sd and gu <= su and (nd or nu) and not self.folded[i]
                and (pos == self.last + 1 or self._in_turn(pos))
                and self.cards_out + self.burn_pile + nd + nu <= DECK_SIZE
                and (not self.burn_pile or self.cards_out + nd + nu + self.street - self.reused <= DECK_SIZE)
                and (self.street != SEVENTH or self.community is None and self.community_owed < 0 and (
                    self.any_dealt or DECK_SIZE - self.cards_out >= self.pending))):
            self._give_checked(seq, i, ev, down, up, nd, nu, pos)
            return self.complete()
        # the usual deal: the player in turn gets cards the street deals, and the deck has them
        cards = self.cards[i]
        if cards and cards[-1] == CARD_INDEX[up[-1] if up else down[-1]] and self.repeated(seq, i, ev):
            return self.pending <= 0         # a line logged twice (a pass later): left out
        self.got_down[i] = gd
        self.got_up[i] = gu
        if gd + gu == self.size:
            self.pending -= 1
        self.last = pos
        self.any_dealt = True
        self.cards_out += nd + nu
        name = self.names[i]
        where = self.where
        # (``c in where`` then ``where[c]`` rather than ``where.get(c)``: no method looked up once compiled)
        if down:
            for text in down:
                c = CARD_INDEX[text]
                if 0 <= c < 52:
                    if c in where:
                        before = where[c]
                        where[c] = name
                        self._duplicate(seq, i, c, before, name)
                        if before == name:
                            c = UNKNOWN     # a card the player holds already: which they got is not known
                    else:
                        where[c] = name
                else:
                    self._hold(seq, i, c, name)
                cards.append(c)
        if up:
            ups = self.up[i]
            up_log = self.up_log
            key = self.board_key[i]
            for text in up:
                c = CARD_INDEX[text]
                if 0 <= c < 52:
                    if c in where:
                        before = where[c]
                        where[c] = name
                        self._duplicate(seq, i, c, before, name)
                        if before == name:
                            c = UNKNOWN     # (as a down card)
                            self.unknown_up[i] = True
                    else:
                        where[c] = name
                    if c >= 0:
                        key += NIBBLE[c >> 2]
                else:
                    self._hold(seq, i, c, name)
                    if c < 0:
                        self.unknown_up[i] = True
                    else:
                        key += NIBBLE[13]
                cards.append(c)
                ups.append(c)
                up_log.append(i)
            self.board_key[i] = key
            if len(ups) < 5:
                self.board[i] = BOARDS[key] if key in BOARDS else board_of_key(key)
            else:
                self.board[i] = rank_hand(ups)
        return self.pending <= 0

    def _deal_owner(self, seq: int, i: int, ev: Event, nd: int, nu: int, pos: int) -> int:
        """The next player to deal to, whose cards a deal to seat ``i`` is when ``i`` folded, already has
        the street's cards, or is dealt out of turn and again later in the street's deal lines, the
        cards fit what they are owed, and they have no deal line of the street after it (a deal
        under the wrong name), or -1."""
        j = self._next()
        t = self.t
        if j is None or j == i or t.folded[j] or self.community is not None and self.street == SEVENTH \
                or t.start[i] <= 0 or self.repeats(i, ev):
            return -1
        sd, su = self.shape
        if self.got_down[j] + nd > sd or self.got_up[j] + nu > su or not (nd or nu):
            return -1
        again = t.folded[i] or self.got_down[i] + self.got_up[i] >= self.size
        if not again and (pos == self.last + 1 or self._in_turn(pos)):
            return -1
        names = self.t.names
        me = names[i]
        them = names[j]
        events = self.t.hand.events
        # the cards of the street's deal lines after this one, down and up, to ``i`` and to ``j``
        i_down = i_up = j_down = j_up = 0
        for k in range(seq + 1, len(events)):
            e = events[k]
            if e.type != "deal":
                break               # the street's deal lines are over
            if e.player == them:
                j_down += len(e.down) if e.down else 0
                j_up += len(e.up) if e.up else 0
            elif e.player == me:
                again = True
                i_down += len(e.down) if e.down else 0
                i_up += len(e.up) if e.up else 0
        if j_down or j_up:
            # ``j`` is dealt later in the street too (a street dealt a card at a time): the line is
            # theirs only when it makes their cards of the street exactly the street's, and ``i``'s
            # lines without it make ``i``'s so too
            if self.got_down[j] + nd + j_down != sd or self.got_up[j] + nu + j_up != su or t.folded[i] \
                    or self.got_down[i] + i_down != sd or self.got_up[i] + i_up != su:
                return -1
        return j if again else -1

    def first_owner(self, seq: int, i: int, ev: Event) -> int:
        """The street's betting is over and no card of the next street is dealt yet (nor any dealt
        ahead): the seat whose first card of that street a deal to folded player ``i`` is (README: a
        deal under the wrong name, as :meth:`_deal_owner` reads one later in the street): the first
        player still in from the dealer's left, when the line gives the cards that street deals, the
        next line deals the second player still in, and the first has no deal line of the street after
        it; else -1."""
        t = self.t
        s = self.street + 1
        if s >= len(DEAL_SHAPE) or not t.folded[i] or t.start[i] <= 0 or self.ahead or self.ahead_burn:
            return -1
        sd, su = DEAL_SHAPE[s]
        nd = len(ev.down) if ev.down else 0
        nu = len(ev.up) if ev.up else 0
        if not (nd or nu) or nd > sd or nu > su:
            return -1
        # the first two players still in from the dealer's left: the line is the first's when the
        # second's card comes right after it (the street's deal goes on), and the first has no deal
        # line in the rest of it
        j = k = -1
        for m in self.order:
            if not t.folded[m]:
                if j < 0:
                    j = m
                else:
                    k = m
                    break
        events = t.hand.events
        if k < 0 or seq + 1 >= len(events) or events[seq + 1].type != "deal" \
                or events[seq + 1].player != t.names[k] or self._dealt_later(seq, j):
            return -1
        return j

    def _dealt_later(self, seq: int, j: int) -> bool:
        """Seat ``j`` has a deal line among the street's deal lines after ``seq``."""
        return in_run(self.t.hand.events, seq + 1, "deal", self.t.names[j])

    def _in_turn(self, pos: int) -> bool:
        """The player at position ``pos`` is the next to deal to (:meth:`_next`)."""
        return self._next() == self.order[pos]

    def _give_checked(self, seq: int, i: int, ev: Event, down, up, nd: int, nu: int, pos: int) -> None:
        """A deal out of the ordinary: each rule checked, each card taken one by one."""
        t = self.t
        name = t.names[i]
        j = self._deal_owner(seq, i, ev, nd, nu, pos)
        if j < 0 and (self.out_of_hand(seq, i, ev) or self.repeated(seq, i, ev)):
            return
        if j >= 0:
            # the next player's cards under this name (README): one finding, dealt to them
            t.find("wrong-deal", seq, i, f"{name} was dealt {self._words(ev)} "
                   + ("but has folded" if t.folded[i] else
                      "but already had the cards of " + STREET_NAMES[self.street]
                      if self.got_down[i] + self.got_up[i] >= self.size else
                      f"before {t.names[j]} and is dealt again later")
                   + (f", and {t.names[j]}, the next to be dealt, is dealt the rest of the street after it: "
                      if self._dealt_later(seq, j) else
                      f", and {t.names[j]}, the next to be dealt, has no deal of the street in the log: ")
                   + f"taken as {t.names[j]}'s, logged under {name}'s name")
            self.give(seq, j, ev)
            return
        g = self.got_down[i] + self.got_up[i]
        s = self.street
        if s == SEVENTH and self.community is None and (self.community_owed >= 0 or not self.any_dealt and
                                                        community_needed(DECK_SIZE - self.cards_out, self.pending)):
            # (``pending``: the players still in, before the street's first deal)
            if self.community_owed < 0:
                self.community_owed = DECK_SIZE - self.cards_out
                self.community_for = self.pending
            t.find("wrong-deal", seq, i, f"{name} was dealt {self._words(ev)} on 7th street, but {self._owed()}")
        if self.community is not None and s == SEVENTH:
            t.find("wrong-deal", seq, i, f"{name} was dealt {self._words(ev)} on 7th street after the "
                   f"community card, which is every player's seventh card")
        elif g >= self.size:
            t.find("wrong-deal", seq, i, f"{name} was dealt {self._words(ev)} but already had "
                   f"the cards of {STREET_NAMES[s]} ({_SHAPE_WORDS[s]})")
        else:
            named = self.named
            if named is not None and i in named:
                if g + nd + nu >= self.size:     # a player passed over, dealt now: that fault was reported
                    del named[i]
            elif pos != self.last + 1:           # not simply the next seat: check who was
                expect = self._next()
                # (one named already by a deal out of order, still owed a card: reported then)
                if expect is not None and expect != i and (named is None or expect not in named):
                    t.find("wrong-deal", seq, i, f"{name} was dealt before {t.names[expect]}: cards "
                           f"are dealt clockwise starting left of the dealer")
                    self.name_owed(self._skipped(pos), t.findings[-1])
            sd, su = DEAL_SHAPE[s]
            gd = self.got_down[i] + nd
            gu = self.got_up[i] + nu
            if gd > sd or gu > su or not (nd or nu):
                street = STREET_NAMES[s]
                t.find("wrong-deal", seq, i, f"{name} was dealt {gd} down and {gu} up on {street}; "
                       f"{street} deals {_SHAPE_WORDS[s]}")
        self.got_down[i] += nd
        self.got_up[i] += nu
        if g < self.size <= g + nd + nu:
            self.pending -= 1
        self.last = pos
        self.any_dealt = True
        cards = t.cards[i]
        for text in down or ():
            cards.append(self._take(seq, i, text, name))
        for text in up or ():
            c = self._take(seq, i, text, name)
            cards.append(c)
            self._show_up(i, c)

    def _next(self) -> int | None:
        """The next player to deal to: clockwise after the last one dealt to, the first still owed
        a card of this pass (holding fewer of this street's cards than that player: a street dealt
        a card at a time goes round the table once for each card); else, for the next pass, the
        first from the dealer's left of those holding the fewest; None when all have the street's
        cards."""
        order = self.order
        n = len(order)
        folded = self.t.folded
        got_down = self.got_down
        got_up = self.got_up
        if self.last >= 0:
            k = order[self.last]
            held = got_down[k] + got_up[k]
            for step in range(1, n):
                j = order[(self.last + step) % n]
                if not folded[j] and got_down[j] + got_up[j] < held:
                    return j
        best = None
        fewest = self.size
        for j in order:
            g = got_down[j] + got_up[j]
            if not folded[j] and g < fewest:
                best, fewest = j, g
        return best

    def repeated(self, seq: int, i: int, ev: Event) -> bool:
        """A deal line logged twice (:meth:`repeats`), reported (:meth:`logged_twice`)."""
        if self.repeats(i, ev):
            self.logged_twice(seq, i, ev)
            return True
        return False

    def repeats(self, i: int, ev: Event) -> bool:
        """A deal line that gives player ``i`` the very cards its last deal line gave it on
        this street (one known card at least; ``??`` where that line's card was unknown, or
        for a card known since, as a show fills a PokerStars opponent's down cards in): the
        line logged twice."""
        t = self.t
        down = ev.down or ()
        up = ev.up or ()
        held = t.cards[i]
        if not held or not (up or down) or held[-1] != CARD_INDEX[up[-1] if up else down[-1]]:
            return False                 # the usual case, told by the last card alone
        texts = list(down) + list(up)
        n = len(texts)
        if not texts or len(held) < n or self.got_down[i] < len(down) or self.got_up[i] < len(up):
            return False
        known = False
        for text, c in zip(texts, held[len(held) - n:]):
            d = CARD_INDEX[text]
            if d != c and d != UNKNOWN:      # (a card unknown in the line may be one known since:
                return False                 # a show filled the first line's down cards in)
            known = known or d >= 0
        return known

    def logged_twice(self, seq: int, i: int, ev: Event) -> None:
        """A deal line logged twice (:meth:`repeated`): one ``wrong-deal``; the hand is left as it was."""
        name = self.t.names[i]
        n = len(ev.down or ()) + len(ev.up or ())
        self.t.find("wrong-deal", seq, i, f"{name} was dealt {self._words(ev)} again: {name} already holds "
                    f"{'them' if n > 1 else 'it'} (a deal logged twice)")

    def late(self, i: int, ev: Event) -> bool:
        """The betting of this street began before its deal was over, and this line gives player
        ``i`` cards of this street it has not received yet: it is this street's deal, late (the
        street does not advance while its deal is not over)."""
        if self.complete() or self.t.folded[i] or not self._needs(i):
            return False
        sd, su = self.shape
        return (self.got_down[i] + (len(ev.down) if ev.down else 0) <= sd
                and self.got_up[i] + (len(ev.up) if ev.up else 0) <= su)

    def out_of_hand(self, seq: int, i: int, ev: Event) -> bool:
        """A deal to a player out of the hand (folded, or seated without chips): one ``wrong-deal``,
        and the deal is skipped (FORMAT.md): its cards leave the deck for nobody."""
        t = self.t
        if not t.folded[i]:
            return False
        why = "has no chips and is not in the hand" if t.start[i] <= 0 else "has folded"
        t.find("wrong-deal", seq, i, f"{t.names[i]} was dealt {self._words(ev)} but {why}")
        self.stray(seq, i, ev)
        return True

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
        if DECK_SIZE - self.cards_out - self.burn_pile < len(cards):
            t.find("wrong-deal", seq, None, "a card was burned from an empty deck")
        self.burned_now = True
        self.burn_pile += len(cards)
        for text in cards:
            c = CARD_INDEX[text]
            if c >= 0:
                before = t.ledger.put(c, "burn")
                if before is not None:
                    t.find("duplicate-card", seq, None, f"{card_str(c)} burned is already "
                           f"{'in the ' + before if before in ('burn', 'muck', 'community') else 'held by ' + before}")

    def deal_community(self, seq: int, ev: Event) -> None:
        t = self.t
        live = [j for j in self.order if not t.folded[j]]
        left = DECK_SIZE - self.cards_out if self.community_owed < 0 else self.community_owed
        self.community_left = left
        if self.community_owed < 0:
            self.community_for = len(live)
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

    # ---- cards owed, cards ahead ------------------------------------------------------
    def _skipped(self, pos: int) -> list[int]:
        """The players still owed this street's cards between the last one dealt to and ``pos``."""
        order = self.order
        n = len(order)
        ks = [(self.last + 1 + k) % n for k in range((pos - self.last - 1) % n)]
        return [order[k] for k in ks if not self.t.folded[order[k]] and self._needs(order[k])]

    def name_owed(self, seats: list[int], finding) -> None:
        """``finding`` named these players as still owed this street's cards: not named again."""
        named = self.named
        if named is None:
            named = self.named = {}
        for j in seats:
            named.setdefault(j, finding)

    def all_named(self, seats: list[int]) -> bool:
        named = self.named
        return bool(seats) and named is not None and all(j in named for j in seats)

    def fill_owed(self, seq: int) -> None:
        """The street's deal is over (the next street begins, or the showdown) with cards still owed:
        never dealt (README, as Palace and Tonk read a skipped deal).  They are unknown (``??``)
        cards from the deck, so a show of them is judged against the deck; the finding that named
        the player says so."""
        missing = self.missing()
        if not missing:
            if self.pending > 0:
                self.lost_out(self.unlogged())      # owed to players who folded since: lines lost
            return
        t = self.t
        named = self.named or {}
        players = max(self.pending, len(missing))      # (in at the street's start)
        if self.street == SEVENTH and self.community is None and not self.any_dealt and \
                community_needed(DECK_SIZE - self.cards_out, players):
            # too few cards for one each: 7th street's card was the community card, its line lost (not
            # a card each: every show a mismatch; the diff review of session 65)
            self.community_left = DECK_SIZE - self.cards_out
            self.community_for = players
            self.community = self._take(seq, None, "??", "community")
            self.any_dealt = True
            for f in {id(f): f for f in named.values()}.values():
                f.message += "; 7th street's card is the community card, not in the log (taken as unknown)"
            self.pending = 0
            return
        sd, su = self.shape
        notes: dict[int, tuple] = {}
        # no more than the deck holds beyond the rest of a full deal (as draw and Tonk): a line
        # logged under the wrong player holds real cards the deck no longer has, and the cards
        # never dealt may be those
        live = t.folded.count(False)
        spare = self.deck_left() + self.burn_pile - live * sum(
            d + u for d, u in DEAL_SHAPE[self.street + 1:])
        lost = self.unlogged()      # but the cards of lines lost were dealt: out of the deck
        for j in missing:
            name = t.names[j]
            cards = t.cards[j]
            for k in range(sd - self.got_down[j] + su - self.got_up[j]):
                if spare > 0 or lost > 0 and self.deck_left() > 0:
                    c = self._take(seq, j, "??", name)
                    spare -= 1
                    lost -= 1
                else:
                    c = UNKNOWN
                cards.append(c)
                if k >= sd - self.got_down[j]:
                    self._show_up(j, c)
            self.got_down[j] = sd
            self.got_up[j] = su
            f = named.get(j)
            if f is not None:
                notes.setdefault(id(f), (f, []))[1].append(name)
        self.lost_out(lost)         # (and the pending count done)
        what = f"{STREET_NAMES[self.street]}'s card{'s' if self.size > 1 else ''}"
        for f, names in notes.values():
            f.message += (f"; {' and '.join(names)} {'is' if len(names) == 1 else 'are'} never dealt "
                          f"{what} (taken as unknown)")

    def fits_next(self, i: int, ev: Event) -> bool:
        """The line can be player ``i``'s cards of the next street (none of them dealt ahead yet)."""
        s = self.street + 1
        if s > SEVENTH or self.t.folded[i] or (self.ahead and i in self.ahead):
            return False
        sd, su = DEAL_SHAPE[s]
        nd = len(ev.down) if ev.down else 0
        nu = len(ev.up) if ev.up else 0
        return bool(nd or nu) and nd <= sd and nu <= su

    def _owed(self) -> str:
        """Why 7th street is owed as the community card, in words."""
        left = self.community_owed
        return (f"only {left} card{'s were' if left != 1 else ' was'} left (deck and burned) for the "
                f"{self.community_for} players still in: 7th street is a single community card, every "
                f"player's seventh")

    def deal_ahead(self, seq: int, i: int, ev: Event) -> None:
        """Player ``i``'s cards of the next street, dealt before this street's betting was over
        (reported, the finding just made: when the next street is 7th and too few cards are left for
        every player still in, it says the community card is owed, and :meth:`deal_community`
        will take it): the player's now, and counted for that street when it begins (:meth:`begin`)."""
        t = self.t
        if self.street + 1 == SEVENTH and self.community is None and self.community_owed < 0:
            live = self.folded.count(False)
            if community_needed(DECK_SIZE - self.cards_out, live):
                self.community_owed = DECK_SIZE - self.cards_out
                self.community_for = live
                t.findings[-1].message += f"; and {self._owed()}"
        name = t.names[i]
        cards = t.cards[i]
        for text in ev.down or ():
            cards.append(self._take(seq, i, text, name))
        for text in ev.up or ():
            c = self._take(seq, i, text, name)
            cards.append(c)
            self._show_up(i, c)
        if self.ahead is None:
            self.ahead = {}
        self.ahead[i] = (len(ev.down) if ev.down else 0, len(ev.up) if ev.up else 0)
