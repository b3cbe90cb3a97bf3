"""PHH action notation (seven-card stud) to native events.

``d dh pN cards`` deals cards to a player (3rd street: two down and one up,
written together; 4th to 6th street: one up; 7th: one down); ``d db card`` is
the community card; ``pN pb`` posts the bring-in; ``pN cbr X`` completes,
bets or raises to X (the player's total in the betting round); ``pN cc``
checks or calls; ``pN f`` folds; ``pN sm cards`` shows (``pN sm`` mucks).
Text after ``#`` is a comment.  Cards are written run together
(``Td3c4d``; unknown ``????``).

A ``d db`` community card starts 7th street (its betting round), as a ``d dh``
of a player's 7th card does.  Without a bring-in (``bring_in = 0``) the first
3rd-street ``cbr`` is a bet, not a completion.

The recorded result (``finishing_stacks``, else ``winnings``) becomes events:
a ``return`` of the uncalled part of the largest contribution, then a
``collect`` for every player who ends with more than they kept; chips a
finishing stack says a player lost beyond what they put in become a ``rake``
(chips that left the table), so that the books show them.  PHH has no rake
field: a pot paid short is reported, never taken for a rake.  With
``finishing_stacks`` the return is what they show: at most the uncalled part, and
only what its owner ends with beyond what they kept (an uncalled bet kept by the
pot is reported, as in a native hand).  Otherwise the uncalled part is returned
only when the hand got that far: every other player still in is all-in (a
partial history, cut while a player still has to act, gets none).
"""

from __future__ import annotations

from ..cards import CARD_INDEX
from ..model import Event, Finding
from . import clip

# where each card a stud player receives goes, by its position among the player's cards
_FACE = ("down", "down", "up", "up", "up", "up", "down")


class HandError(ValueError):
    """The hand cannot be read (it becomes a malformed record)."""


def split_cards(text: str) -> list[str]:
    t = "".join(text.split())
    if len(t) % 2:
        raise HandError(f"cards {clip(text)!r}: not a whole number of two-character cards")
    cards = [t[i:i + 2] for i in range(0, len(t), 2)]
    for c in cards:
        if c not in CARD_INDEX:
            raise HandError(f"cards {clip(text)!r}: unknown card {clip(c)!r}")
    return cards


class _Stud:
    def __init__(self, names, stacks, bring_in, small_bet, amount) -> None:
        self.names = names
        self.amount = amount                      # text of an amount -> integer (HandError if not one)
        self.left = list(stacks)                  # chips behind
        self.total = [0] * len(names)             # contributed this hand
        self.round = [0] * len(names)             # contributed this betting round
        self.max_bet = 0
        self.street = 0                           # 3..7 once dealing has begun
        self.dealt = [[] for _ in names]          # (event, field, index) per card received
        self.folded = [False] * len(names)
        self.bring_in = bring_in
        self.small_bet = small_bet
        self.shown: dict[int, list[str] | str | None] = {}
        self.show_order: list[int] = []
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
        if len(label) > 1 and label[0] == "p" and label[1:].isdigit():
            i = int(label[1:]) - 1
            if 0 <= i < len(self.names):
                return i
        raise HandError(f"unknown player {clip(label)!r}")

    def begin(self, street: int) -> None:
        """Cards of ``street`` are dealt: a later street starts its betting round."""
        if street > self.street:
            self.street = street
            self.round = [0] * len(self.names)
            self.max_bet = 0

    def community(self, cards: list[str]) -> None:
        """The community card replaces the players' 7th cards: 7th street begins."""
        self.begin(7)
        self.events.append(Event(type="community", cards=cards))

    def deal(self, i: int, cards: list[str]) -> None:
        have = len(self.dealt[i])
        if have + len(cards) > 7:
            raise HandError(f"{self.names[i]} is dealt more than seven cards")
        self.begin(max(3, have + len(cards)))
        down = [c for k, c in enumerate(cards) if _FACE[have + k] == "down"]
        up = [c for k, c in enumerate(cards) if _FACE[have + k] == "up"]
        last = self.events[-1] if self.events else None
        if 0 < have < 3 and last is not None and last.type == "deal" and last.player == self.names[i]:
            # 3rd street written a card at a time, a player's cards one after the other (PHH allows
            # it): one deal of the player's three cards, as when written together
            self._extend(i, last, down, up)
            return
        ev = Event(type="deal", player=self.names[i], down=down or None, up=up or None)
        di = ui = 0
        for k in range(len(cards)):
            if _FACE[have + k] == "down":
                self.dealt[i].append((ev, "down", di))
                di += 1
            else:
                self.dealt[i].append((ev, "up", ui))
                ui += 1
        self.events.append(ev)

    def _extend(self, i: int, ev: Event, down: list[str], up: list[str]) -> None:
        """Add ``down`` and ``up`` cards to the player's deal ``ev`` (its last event)."""
        for face, cards in (("down", down), ("up", up)):
            if cards:
                held = getattr(ev, face) or []
                for c in cards:
                    self.dealt[i].append((ev, face, len(held)))
                    held.append(c)
                setattr(ev, face, held)

    def action(self, i: int, verb: str, arg: str | None) -> None:
        name = self.names[i]
        if verb == "pb":
            self.events.append(Event(type="bring_in", player=name, amount=self.pay(i, self.bring_in)))
        elif verb == "f":
            self.folded[i] = True
            self.events.append(Event(type="fold", player=name))
        elif verb == "cc":
            owed = self.max_bet - self.round[i]
            if owed <= 0:
                self.events.append(Event(type="check", player=name))
            else:
                self.events.append(Event(type="call", player=name, amount=self.pay(i, owed)))
        elif verb == "cbr":
            if arg is None:
                raise HandError("cbr needs an amount")
            to = self.amount(arg)
            if self.street == 3 and self.bring_in > 0 and self.max_bet < self.small_bet:
                kind = "complete"
            elif self.max_bet == 0:
                kind = "bet"
            else:
                kind = "raise"
            self.pay(i, to - self.round[i])
            self.events.append(Event(type=kind, player=name, to=to))
        elif verb == "sm":
            # PokerKit also shows the hands of all-in players before the last street:
            # only each player's last show or muck is the showdown, written after the deals
            self.shown[i] = split_cards(arg) if arg not in (None, "-") else arg
            if i in self.show_order:
                self.show_order.remove(i)
            self.show_order.append(i)
        else:
            raise HandError(f"unknown action {verb!r}")

    def showdown(self) -> None:
        """The ``show`` / ``muck`` events, in the order of each player's last ``sm``."""
        for i in self.show_order:
            arg = self.shown[i]
            if arg is None:
                self.events.append(Event(type="muck", player=self.names[i]))
                continue
            held = [getattr(ev, f)[k] for ev, f, k in self.dealt[i]]
            shown = held if arg == "-" else arg
            if len(shown) < len(held):
                down = [c for (_, f, _), c in zip(self.dealt[i], held) if f == "down"]
                if len(shown) == len(down):
                    # only the face-down cards were written: put them back among the upcards
                    downs = iter(shown)
                    shown = [next(downs) if f == "down" else c for (_, f, _), c in zip(self.dealt[i], held)]
                elif shown == held[:len(shown)]:
                    # shown earlier (an all-in before the last street): the cards dealt since
                    shown = shown + held[len(shown):]
            self.events.append(Event(type="show", player=self.names[i], cards=list(shown)))

    def fill_unknown(self) -> None:
        """Put the cards a player showed into the ``??`` of their deals (same places)."""
        for i, slots in enumerate(self.dealt):
            shows = [e for e in self.events if e.type == "show" and e.player == self.names[i]]
            if not shows or len(shows[-1].cards) != len(slots):
                continue
            cards = shows[-1].cards
            held = [getattr(ev, f)[k] for ev, f, k in slots]
            if any(h != "??" and h != c for h, c in zip(held, cards)):
                continue
            for (ev, f, k), c in zip(slots, cards):
                if c != "??":
                    getattr(ev, f)[k] = c


def _settlement(st: _Stud, stacks, finishing, winnings) -> list[Event]:
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
    elif winnings is not None:
        won = list(winnings)
    else:
        return out
    out += [Event(type="collect", player=st.names[i], amount=won[i]) for i in range(n) if won[i] > 0]
    lost = [i for i in range(n) if won[i] < 0]
    if lost:
        # a finishing stack below what the player kept: the chips left the table, and the
        # only native event for chips leaving the table is a rake (the books then show it)
        who = ", ".join(f"{st.names[i]} ends {-won[i]} below what they kept" for i in lost)
        out.append(Event(type="rake", amount=-sum(won[i] for i in lost),
                         note=f"finishing_stacks: {who}"))
    return out


def convert_actions(names, stacks, antes, bring_in, small_bet, actions, finishing, winnings, amount):
    """Native events and warnings (none so far) for one PHH stud hand; :class:`HandError` naming
    the action when one cannot be read (an unknown verb or player, a bad card or amount).

    ``amount`` turns the text of a ``cbr`` amount into an integer of the hand's unit.
    """
    st = _Stud(names, stacks, bring_in, small_bet, amount)
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
            elif words[0] != "d" and len(words) in (2, 3) and words[1] in ("pb", "f", "cc", "cbr", "sm"):
                st.action(st.player(words[0]), words[1], words[2] if len(words) == 3 else None)
            else:
                raise HandError("not a seven-card stud action")
        except HandError as e:
            # the replay cannot go on without the action (the turn, the bets): the record is malformed
            raise HandError(f"action {k + 1}: {clip(text)!r} cannot be read ({e})") from None
    st.showdown()
    st.fill_unknown()
    st.events += _settlement(st, stacks, finishing, winnings)
    return st.events, st.warnings
