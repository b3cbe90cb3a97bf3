"""PHH action notation (seven-card stud) to native events.

``d dh pN cards`` deals cards to a player (3rd street: two down and one up,
written together; 4th to 6th street: one up; 7th: one down); ``d db card`` is
the community card; ``pN pb`` posts the bring-in; ``pN cbr X`` completes,
bets or raises to X (the player's total in the betting round); ``pN cc``
checks or calls; ``pN f`` folds; ``pN sm cards`` shows (``pN sm`` mucks).
Text after ``#`` is a comment.  Cards are written run together
(``Td3c4d``; unknown ``????``).

Each ``d dh`` line is a deal event, as logged: the replay judges the deal (a
line logged twice, a card too many, cards given to the wrong player), as in a
native hand; only an unknown verb or player, or a bad card or amount, makes
the hand malformed.  A line of one card to a player who has the street's cards
deals the next street (once its betting has begun, or when nobody can bet);
a card still owed is the street's own, and the next street's once the
street's betting is over.  A ``d db`` community card starts 7th street (its
betting round).  Without a bring-in (``bring_in = 0``) the first 3rd-street
``cbr`` is a bet, not a completion; with one, the first ``cbr`` over the
bring-in completes it and a later one raises (a short completion too).

The recorded result (``finishing_stacks``, else ``winnings``) becomes events:
a ``return`` of the uncalled part of the largest contribution, then a
``collect`` for every player who ends with more than they kept; when it pays
nobody although the hand is over (everyone else folded, or a showdown), a
``collect`` of 0 for each player still in, so that the result is judged (no
collect at all would be no claim).  Chips a finishing stack says a player lost
beyond what they put in become a ``rake`` (chips that left the table), so that
the books show them: only when the collects pay out the whole pot, and never
more than the pot.  PHH has no rake field: a pot paid short is reported, never
taken for a rake.  With
``finishing_stacks`` the return is what they show: at most the uncalled part, and
only what its owner ends with beyond what they kept (an uncalled bet kept by the
pot is reported, as in a native hand).  Otherwise the uncalled part is returned
only when the hand got that far: every other player still in is all-in (a
partial history, cut while a player still has to act, gets none).  ``winnings``
recorded beside ``finishing_stacks`` are checked against them: what they differ
in is one ``books-unbalanced`` (the record at odds with itself).

From the first event a finding of the checker's replay points at, the lines are resolved by
the checker's reading of the hand as converted before (``guide``, :mod:`.phh_guide`): a ``cc``
is a check where the checker has the player to act owing nothing, a call of the replay's
amount where the two agree, else a call without an amount; a ``cbr`` the kind the checker's
round takes it for; a one-card deal line faced as the checker's street and the card's place
among the player's cards agree; the result read against what the checker says each player put
in and who is still in.  A show the player's own muck follows stays before the muck, and a
show logged on 7th street with betting after it (no deal between) is written where it was
logged.
"""

from __future__ import annotations

from ..cards import CARD_INDEX
from ..model import Event, Finding
from . import cards_known, clip, fills_unknown
from ..untrusted import quoted

# where each card a stud player receives goes, by its place among the player's cards (3rd
# street's three, then one card of each street from 4th to 7th)
_FACE = ("down", "down", "up", "up", "up", "up", "down")


class HandError(ValueError):
    """The hand cannot be read (it becomes a malformed record)."""


def split_cards(text: str) -> list[str]:
    t = "".join(text.split())
    if len(t) % 2:
        raise HandError(f"cards {quoted(clip(text))}: not a whole number of two-character cards")
    cards = [t[i:i + 2] for i in range(0, len(t), 2)]
    for c in cards:
        if c not in CARD_INDEX:
            raise HandError(f"cards {quoted(clip(text))}: unknown card {quoted(clip(c))}")
    return cards


def _same_cards(a: list[str], b: list[str]) -> bool:
    """The same cards, one known card at least (``??`` only where the other has ``??``)."""
    if len(a) != len(b):
        return False
    known = False
    for x, y in zip(a, b):
        if CARD_INDEX[x] != CARD_INDEX[y]:
            return False
        known = known or CARD_INDEX[x] >= 0
    return known


class _Stud:
    def __init__(self, names, stacks, bring_in, small_bet, amount, guide=None) -> None:
        self.names = names
        self.guide = guide                        # the checker's states (phh_guide.Guide) or None
        self.kept_show: dict[int, list[str]] = {}  # a show the same player's later muck followed
        self.amount = amount                      # text of an amount -> integer (HandError if not one)
        self.left = list(stacks)                  # chips behind
        self.total = [0] * len(names)             # contributed this hand
        self.round = [0] * len(names)             # contributed this betting round
        self.max_bet = 0
        self.street = 0                           # 3..7 once dealing has begun
        self.bet_street = 0                       # the street whose betting round the actions are in
        self.pending = False                      # a street dealt before the last one's betting was over
        self.dealt = [[] for _ in names]          # (event, field, index) per card received
        self.got = [0] * len(names)               # cards each player received on this street
        self.lines: dict[int, tuple[list[str], list[str], Event]] = {}   # last deal line (cards, faces, event)
        self.acted = False                        # a betting action since the last deal line
        self.bets = False                         # a betting action in this street's round
        self.answered: set[int] = set()           # players who checked, called, bet or raised in it
        self.opened = False                       # a cbr in this betting round
        self.folded = [False] * len(names)
        self.bring_in = bring_in
        self.small_bet = small_bet
        self.shown: dict[int, list[str] | str | None] = {}
        self.show_order: list[int] = []
        self.shown_at: dict[int, int] = {}        # cards the player held at their last show
        self.in_place = False                     # the sm read next has betting after it on 7th street
        self.events: list[Event] = []
        self.warnings: list[Finding] = []

    def pay(self, i: int, amount: int) -> int:
        amount = min(amount, self.left[i])
        self.left[i] -= amount
        self.total[i] += amount
        self.round[i] += amount
        if self.round[i] > self.max_bet:
            self.max_bet = self.round[i]
        return amount

    def player(self, label: str) -> int:
        # ASCII digits, at most 6 of them: '²' is a digit that int() does not read, '१' one that it
        # reads as 1, and 4,400 digits one that it refuses (a crash before each; review 55)
        digits = label[1:]
        if label[:1] == "p" and 0 < len(digits) <= 6 and digits.isascii() and digits.isdecimal():
            i = int(digits) - 1
            if 0 <= i < len(self.names):
                return i
        raise HandError(f"unknown player {quoted(clip(label))}")

    def begin(self, street: int) -> None:
        """Cards of ``street`` are dealt: a later street starts its betting round, once the
        betting of the street before is over.  Dealt before that (the replay's ``wrong-deal``,
        which keeps the round going), the actions that finish the round are still its own
        (a ``cc`` owes that round's bet), and the new round begins with the first action after
        it is over."""
        if street > self.street:
            early = self.street >= 3 and self.bets and not self._round_over() and self._can_bet()
            self.street = street
            self.got = [0] * len(self.names)
            self.lines = {}
            if early:
                self.pending = True
            else:
                self._new_round()

    def _new_round(self) -> None:
        self.bet_street = self.street
        self.pending = False
        self.round = [0] * len(self.names)
        self.max_bet = 0
        self.opened = False
        self.bets = False
        self.answered = set()

    def community(self, cards: list[str]) -> None:
        """The community card replaces the players' 7th cards: 7th street begins."""
        self.begin(7)
        self.acted = False
        self.events.append(Event(type="community", cards=cards))

    def deal(self, i: int, cards: list[str]) -> None:
        """One ``d dh`` line: a deal event of its cards, as logged, each card faced as the
        line's street deals it; the replay judges the deal (a line logged twice, a card too
        many, cards given to the wrong player), as in a native hand.  3rd street written a card
        at a time, a player's cards one after the other (PHH allows it), is one event, as when
        written together.  A line that repeats the player's last line of the street (one known
        card at least), with no betting between, is that line logged twice: the same event
        again, and the player holds the cards once."""
        last = self.lines.get(i)
        if last is not None and not self.acted and _same_cards(last[0], cards):
            self._deal_event(i, cards, last[1], hold=False)
            return
        have = self._street_of(i, len(cards))
        if self.street == 3 or len(cards) > 1:
            # 3rd street's shape, two down and one up (a line of several cards is one)
            start = have if self.street == 3 else 0
            faces = [_FACE[(start + k) % 3] for k in range(len(cards))]
        else:
            faces = [_FACE[self.street - 1]]
            snap = self._snap()
            place = len(self.dealt[i])
            if snap is not None and 1 <= snap.deal_street <= 4 and place < len(_FACE) \
                    and _FACE[place] == _FACE[2 + snap.deal_street]:
                # after the checker's first finding the streets the replay counts may not be the
                # checker's: when the street the checker deals and the card's place among the
                # player's cards agree, the card is faced as they say
                faces = [_FACE[place]]
        self.got[i] = have + len(cards)
        prev = self.events[-1] if self.events else None
        if self.street == 3 and 0 < have < 3 and last is not None and prev is last[2]:
            # the next card of the player's 3rd street: one deal of the player's three cards
            self._extend(i, prev, cards, faces)
            self.lines[i] = (cards, faces, prev)
            return
        self.lines[i] = (cards, faces, self._deal_event(i, cards, faces, hold=True))

    def _street_of(self, i: int, n: int) -> int:
        """Begin the street a deal line of ``n`` cards to player ``i`` deals, and return the
        cards the player had received on it before the line.  The first line deals 3rd street;
        a line of one card deals the next street to a player who has this street's cards once
        the street's betting has begun (or when nobody can bet: the streets dealt out), and to
        one still owed this street's card once its betting is over (the card never dealt); any
        other line (a card still owed, a card too many before the betting, a line of several
        cards: 3rd street's shape) is this street's, as the replay reads a late or extra deal."""
        if self.street == 0:
            self.begin(3)
        elif n == 1 and self.street < 7:
            # (while a street dealt early waits for the betting before it, its own has not begun)
            if self.got[i] >= (3 if self.street == 3 else 1):
                if (self.bets and not self.pending) or not self._can_bet():
                    self.begin(self.street + 1)
            elif not self.pending and self._round_over():
                self.begin(self.street + 1)
        self.acted = False
        return self.got[i]

    def _round_over(self) -> bool:
        """The street's betting is over: it has begun, and every player still in with chips behind
        has checked, called, bet or raised, and matched the bet."""
        if not self.bets:
            return False
        for i, out in enumerate(self.folded):
            if not out and self.left[i] > 0 and (i not in self.answered or self.round[i] != self.max_bet):
                return False
        return True

    def _can_bet(self) -> bool:
        """Two players still in have chips behind: the street has a betting round."""
        return sum(1 for i, out in enumerate(self.folded) if not out and self.left[i] > 0) >= 2

    def _deal_event(self, i: int, cards: list[str], faces: list[str], hold: bool) -> Event:
        """A deal event of ``cards`` faced ``faces``; ``hold``: the player holds them (their
        places are kept for the showdown)."""
        down = [c for c, f in zip(cards, faces) if f == "down"]
        up = [c for c, f in zip(cards, faces) if f == "up"]
        ev = Event(type="deal", player=self.names[i], down=down or None, up=up or None)
        if hold:
            di = ui = 0
            for f in faces:
                if f == "down":
                    self.dealt[i].append((ev, "down", di))
                    di += 1
                else:
                    self.dealt[i].append((ev, "up", ui))
                    ui += 1
        self.events.append(ev)
        return ev

    def _extend(self, i: int, ev: Event, cards: list[str], faces: list[str]) -> None:
        """Add ``cards``, faced ``faces``, to the player's deal ``ev`` (its last event)."""
        for c, face in zip(cards, faces):
            held = getattr(ev, face) or []
            self.dealt[i].append((ev, face, len(held)))
            held.append(c)
            setattr(ev, face, held)

    def _snap(self):
        """The checker's state before the next event when the reader follows it (after the
        checker's first finding: :mod:`.phh_guide`), else None."""
        return None if self.guide is None else self.guide.at(len(self.events))

    def _kind(self, kind: str, snap) -> str:
        """The kind of a ``cbr`` (``kind``: the replay's) as the checker's state ``snap`` takes
        it: the replay's when the checker reads it so, else the one it does (a PHH ``cbr`` states
        no kind, so it can be no illegal-bet)."""
        if snap is None or not snap.betting or snap.legal(kind):
            return kind
        if snap.legal("bet"):
            return "bet"
        return "complete" if snap.legal("complete") else "raise"

    def _cc(self, i: int, snap, owed: int | None = None, paid: int = 0) -> Event:
        """A ``cc`` as the checker's state ``snap`` reads it: a check when the player is to act
        and owes nothing, a call of ``paid`` when the player is to act and owes what the replay
        says (``owed``: what the reader counts owed, None for a folded player's line) and ``paid``
        is what the checker takes such a call to put in (all of it, or all the player has left
        by the checker's count: the reader's count of the stack may differ); a check too when
        the checker's round has nobody left to act and the reader counts nothing owed (the last
        player with chips checking after the others are all in or folded, which PokerKit logs:
        read as without the guide, so that an earlier finding does not turn it into an
        out-of-turn call); a check too when the player, out of turn, owes nothing by both counts,
        nor does the player to act (but before the bring-in); else a call of what is owed, without an amount (the line states
        none)."""
        name = self.names[i]
        if snap.betting and snap.to_act == i and not snap.folded[i]:
            if snap.owed[i] == 0:
                return Event(type="check", player=name)
            if snap.owed[i] == owed and paid == min(owed, self.left[i] + self.total[i] - snap.total[i]):
                return Event(type="call", player=name, amount=paid)
        elif snap.betting and snap.to_act is None and owed is not None and owed <= 0:
            return Event(type="check", player=name)
        elif snap.betting and not snap.folded[i] and snap.owed[i] == 0 and owed is not None and owed <= 0 and \
                snap.to_act is not None and snap.owed[snap.to_act] == 0 and \
                (self.bring_in <= 0 or snap.brought_in or snap.opened or self.bet_street != 3):
            # out of turn, owing nothing by both counts, nor does the player to act (whose line it
            # may be, under the wrong name): a check, as the line was read before the checker's
            # first finding (review of session 63: "called", and a VPIP, for a check); not before
            # the bring-in, where a call is the bring-in taken as posted (README)
            return Event(type="check", player=name)
        return Event(type="call", player=name)

    def action(self, i: int, verb: str, arg: str | None) -> None:
        name = self.names[i]
        snap = self._snap()
        if self.pending and verb != "sm" and self._round_over():
            self._new_round()       # the betting of the street dealt early begins
        if self.folded[i] and verb in ("cc", "cbr", "pb"):
            # a player who folded acts again: the event is written as logged (the replay's
            # out-of-turn, which skips it), and its chips are not counted as put in, as the
            # replay does not count them (else the settlement read from finishing_stacks
            # would pay them back to somebody)
            self.acted = self.bets = True
            ev = self._void(i, verb, arg)
            if snap is not None and verb == "cc":
                ev = self._cc(i, snap)
            elif snap is not None and verb == "cbr":
                ev = Event(type=self._kind(ev.type, snap), player=name, to=ev.to)
            self.events.append(ev)
            return
        if verb != "sm":
            self.acted = self.bets = True
            if verb in ("cc", "cbr", "pb"):     # (the bring-in acts: calls of it end the round)
                self.answered.add(i)
        if verb == "pb":
            self.events.append(Event(type="bring_in", player=name, amount=self.pay(i, self.bring_in)))
        elif verb == "f":
            self.folded[i] = True
            self.events.append(Event(type="fold", player=name))
        elif verb == "cc":
            owed = self.max_bet - self.round[i]
            if owed <= 0:
                ev = Event(type="check", player=name)
            else:
                ev = Event(type="call", player=name, amount=self.pay(i, owed))
            self.events.append(ev if snap is None else self._cc(i, snap, owed, ev.amount or 0))
        elif verb == "cbr":
            if arg is None:
                raise HandError("cbr needs an amount")
            to = self.amount(arg)
            if self.bet_street == 3 and self.bring_in > 0 and self.max_bet < self.small_bet and not self.opened:
                # the first cbr over the bring-in completes it; a later one raises that completion,
                # short or not (README: completing a short all-in bet is logged as a raise)
                kind = "complete"
            elif self.max_bet == 0:
                kind = "bet"
            else:
                kind = "raise"
            self.pay(i, to - self.round[i])
            self.opened = True
            self.events.append(Event(type=self._kind(kind, snap), player=name, to=to))
        elif verb == "sm":
            # PokerKit also shows the hands of all-in players before the last street:
            # only each player's last show or muck is the showdown, written after the deals
            # (a show the player's own muck follows stays, before the muck)
            shown = split_cards(arg) if arg not in (None, "-") else arg
            before = self.shown.get(i)
            if shown is None and isinstance(before, list):
                self.kept_show[i] = before
            elif shown is not None:
                self.kept_show.pop(i, None)
                self.shown_at[i] = len(self.dealt[i])
            if i in self.show_order:
                self.show_order.remove(i)
            if self.in_place and isinstance(shown, list):
                # a show logged on 7th street with betting after it (no deal): no all-in show of
                # PokerKit's, but a show in the betting, written where it was logged
                self.shown.pop(i, None)
                self.events.append(self._show_event(i, shown))
                return
            self.shown[i] = shown
            self.show_order.append(i)
        else:
            raise HandError(f"unknown action {quoted(verb)}")

    def _void(self, i: int, verb: str, arg: str | None) -> Event:
        """The event of a betting action by a player out of the hand, no chips counted."""
        name = self.names[i]
        if verb == "pb":
            return Event(type="bring_in", player=name, amount=min(self.bring_in, self.left[i]))
        if verb == "cc":
            owed = min(self.max_bet - self.round[i], self.left[i])
            return Event(type="call", player=name, amount=owed) if owed > 0 else Event(type="check", player=name)
        if arg is None:
            raise HandError("cbr needs an amount")
        return Event(type="raise" if self.max_bet else "bet", player=name, to=self.amount(arg))

    def showdown(self) -> None:
        """The ``show`` / ``muck`` events, in the order of each player's last ``sm``."""
        for i in self.show_order:
            arg = self.shown[i]
            if arg is None:
                kept = self.kept_show.get(i)
                if kept is not None:
                    self.events.append(self._show_event(i, kept))
                self.events.append(Event(type="muck", player=self.names[i]))
                continue
            self.events.append(self._show_event(i, arg))

    def _show_event(self, i: int, arg) -> Event:
        """The ``show`` event of player ``i`` showing ``arg`` (cards, or ``-``: the cards held)."""
        held = [getattr(ev, f)[k] for ev, f, k in self.dealt[i]]
        shown = held if arg == "-" else arg
        if len(shown) < len(held):
            down = [c for (_, f, _), c in zip(self.dealt[i], held) if f == "down"]
            up = {c for (_, f, _), c in zip(self.dealt[i], held) if f != "down" and c != "??"}
            if len(shown) == len(down) and not any(c in up for c in shown):
                # only the face-down cards were written: put them back among the upcards (not when
                # an upcard is among them: then they are not the face-down cards, and are shown as
                # written, so that no card is shown twice; review of session 62)
                downs = iter(shown)
                shown = [next(downs) if f == "down" else c for (_, f, _), c in zip(self.dealt[i], held)]
            elif shown == held[:len(shown)] and self.shown_at[i] <= len(shown):
                # shown earlier (an all-in before the last street): the cards dealt since
                shown = shown + held[len(shown):]
        return Event(type="show", player=self.names[i], cards=list(shown))

    def over(self) -> bool:
        """The log shows the hand over: everyone else folded, or a showdown after 7th street."""
        return self.folded.count(False) <= 1 or (self.street == 7 and bool(self.show_order))

    def fill_unknown(self) -> None:
        """Put the cards a player showed into the ``??`` of their deals (same places), unless one of
        them is known elsewhere in the hand (:func:`cards_known`)."""
        known = cards_known(self.events)
        for i, slots in enumerate(self.dealt):
            shows = [e for e in self.events if e.type == "show" and e.player == self.names[i]]
            if not shows or len(shows[-1].cards) != len(slots):
                continue
            cards = shows[-1].cards
            held = [getattr(ev, f)[k] for ev, f, k in slots]
            if any(h != "??" and h != c for h, c in zip(held, cards)) or not fills_unknown(held, cards, known):
                continue
            for (ev, f, k), c in zip(slots, cards):
                if c != "??":
                    getattr(ev, f)[k] = c


def _settlement(st: _Stud, stacks, finishing, winnings) -> list[Event]:
    """The recorded result as events: the return, then a ``collect`` of what each player got
    from the pot (possibly 0), then a ``rake`` of the chips that left the table."""
    n = len(st.names)
    kept = [stacks[i] - st.total[i] for i in range(n)]
    order = sorted(range(n), key=lambda i: st.total[i], reverse=True)
    top = order[0]
    uncalled = st.total[top] - st.total[order[1]] if n > 1 else 0
    returned = [0] * n
    if finishing is not None:
        # what the result shows its owner got back, up to the uncalled part
        returned[top] = max(0, min(uncalled, finishing[top] - kept[top]))
    elif all(st.left[i] == 0 for i in range(n) if i != top and not st.folded[i]):
        returned[top] = uncalled       # nobody still in can call it: the hand got past it
    out = [Event(type="return", player=st.names[i], amount=returned[i]) for i in range(n) if returned[i]]
    if finishing is not None:
        won = [finishing[i] - kept[i] - returned[i] for i in range(n)]
        if winnings is not None:
            st.warnings += _winnings_at_odds(st.names, winnings, won)
    elif winnings is not None:
        won = list(winnings)
    else:
        return out
    pot = sum(st.total) - uncalled
    paid = [i for i in range(n) if won[i] > 0]
    if not paid and (pot > 0 or returned[top] < uncalled) and st.over():
        # the hand is over and the result pays nobody (not even the uncalled part back): that is
        # its claim all the same, judged as one (no collect would be no claim): each player still
        # in, who may be owed the pot, got 0
        paid = [i for i in range(n) if not st.folded[i]]
    out += [Event(type="collect", player=st.names[i], amount=max(0, won[i])) for i in paid]
    lost = [i for i in range(n) if won[i] < 0]
    if not lost:
        return out
    who = ", ".join(f"{st.names[i]} ends {-won[i]} below what they kept" for i in lost)
    paid_out = sum(max(0, w) for w in won)
    gone = -sum(won[i] for i in lost)
    if paid_out == pot and gone <= pot:
        # a finishing stack below what the player kept: the chips left the table, and the only
        # native event for chips leaving the table is a rake (the books then show them).  Only
        # when the collects pay out exactly the pot, and no more than the pot: a rake taken from
        # a pot paid short would pass for the pot's missing chips, and one beside a pot paid out
        # more than once would move the overpayment onto the wrong player (PHH has no rake field)
        out.append(Event(type="rake", amount=gone, note=f"finishing_stacks: {who}"))
    else:
        # the pot paid out wrong as well (the replay's findings), or more chips left the table than
        # the pot held (no rake takes them; with no pot, none at all): the chips these players lost
        # are reported here, once, so that nobody's loss passes unnamed (the next hand starts from
        # the finishing stacks as recorded, and finds no mismatch)
        why = (f"paid out {'more' if paid_out > pot else 'less'} than it held" if paid_out != pot
               else f"of {pot}, which a rake could not take them from")
        st.warnings.append(Finding("books-unbalanced", None, None,
                                   f"finishing_stacks: {who} (chips that left the table, beside a pot {why})"))
    return out


def _winnings_at_odds(names, winnings: list[int], won: list[int]) -> list[Finding]:
    """One ``books-unbalanced`` when ``winnings``, recorded beside ``finishing_stacks``, differ from
    what the finishing stacks show each player won from the pot (``won``; the uncalled bet given
    back is no winning): the record at odds with itself, as a PokerStars summary whose totals
    disagree.  The finishing stacks stay the result the replay judges (they also carry the chips
    to the next hand), so a wrong ``winnings`` is reported once, naming each player it differs for,
    instead of passing unread."""
    odd = [i for i, (w, f) in enumerate(zip(winnings, won)) if w != max(0, f)]
    if not odd:
        return []
    recorded = ", ".join(f"{names[i]} {winnings[i]}" for i in odd)
    shown = ", ".join(f"{names[i]} {max(0, won[i])}" for i in odd)
    return [Finding("books-unbalanced", None, None,
                    f"winnings record {recorded}, but finishing_stacks show {shown} won from the pot "
                    "(the finishing stacks are the result checked)")]


def _betting_follows(rest) -> bool:
    """A betting action (``cc``, ``cbr``, ``f``) comes in ``rest`` before any deal line."""
    for text in rest:
        words = text.split("#", 1)[0].split()
        if not words:
            continue
        if words[0] == "d":
            return False
        if len(words) >= 2 and words[1] in ("cc", "cbr", "f"):
            return True
    return False


def convert_actions(names, stacks, antes, bring_in, small_bet, actions, finishing, winnings, amount, guide=None):
    """Native events and warnings (``winnings`` at odds with ``finishing_stacks``) for one PHH stud
    hand; :class:`HandError` naming the action when one cannot be read (an unknown verb or player,
    a bad card or amount).

    ``amount`` turns the text of a ``cbr`` amount into an integer of the hand's unit.  ``guide``:
    the checker's states over the hand as converted before (:mod:`.phh_guide`), which resolve the
    lines after its first finding.
    """
    st = _Stud(names, stacks, bring_in, small_bet, amount, guide)
    for i, a in enumerate(antes):
        if a:
            st.events.append(Event(type="ante", player=names[i], amount=st.pay(i, a)))
    st.round = [0] * len(names)
    st.max_bet = 0
    for k, text in enumerate(actions):
        words = text.split("#", 1)[0].split()
        if not words:
            continue
        try:
            if words[0] == "d" and len(words) == 4 and words[1] == "dh":
                st.deal(st.player(words[2]), split_cards(words[3]))
            elif words[0] == "d" and len(words) == 3 and words[1] == "db":
                st.community(split_cards(words[2]))
            elif words[0] != "d" and len(words) == 3 and words[1] in ("pb", "f", "cc"):
                raise HandError(f"{words[1]} takes nothing after it")
            elif words[0] != "d" and len(words) in (2, 3) and words[1] in ("pb", "f", "cc", "cbr", "sm"):
                st.in_place = words[1] == "sm" and st.street == 7 and _betting_follows(actions[k + 1:])
                st.action(st.player(words[0]), words[1], words[2] if len(words) == 3 else None)
            else:
                raise HandError("not a seven-card stud action")
        except HandError as e:
            # the replay cannot go on without the action (the turn, the bets): the record is malformed
            raise HandError(f"action {k + 1}: {quoted(clip(text))} cannot be read ({e})") from None
    st.showdown()
    st.fill_unknown()
    snap = None if guide is None else guide.at(len(st.events))
    if snap is not None:
        # the result is read against what the checker's replay says each player put in and who
        # is still in, after the showdown (after its first finding the reader's replay may say
        # otherwise: a call missing before the show is taken as made there)
        st.total = list(snap.total)
        st.folded = list(snap.folded)
        st.left = [stacks[i] - st.total[i] for i in range(len(names))]
    st.events += _settlement(st, stacks, finishing, winnings)
    return st.events, st.warnings
