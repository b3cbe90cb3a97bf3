"""PokerStars text: the tokens of one hand to native events (FORMAT.md).

Decisions the text leaves open, and how they are made here:

* Seats: only seated players who are dealt in.  A player flagged sitting out
  (on the seat line, or by a ``sits out`` line before the deal) who posts
  nothing is left out; when the hand has a summary, a player it does not list
  and who does nothing is left out too.
* Deals are written in dealing order from the dealer's left, every street, to the
  players the lines deal (a fold line never takes a player the text deals on out of
  the deals; see ``Builder._dealt_unseen``).  Hidden cards are ``??``; in stud they are filled
  from the cards the player shows (or that the summary says were mucked) when
  the known cards sit at the same places.  A stud ``Dealt to`` line that comes
  after an action of its street, or past the next street's marker, is that deal
  where the line is (the action before it is the validator's ``wrong-deal``).
* Stud: a completion is written by PokerStars as a raise (or, by the lowest
  upcard, as a bet): it becomes ``complete``.  Draw: the draw starts at the
  first ``discards`` / ``stands pat``.
* Stud: ``*** RIVER *** [6h]`` (the cards ran out) is one ``community`` card in place of
  every player's 7th-street card.
* Blinds: their sizes come from the header (limit: half the small and big bet), never from a
  post all-in for less.  ``posts small & big blinds`` (entering out of position) is an entry
  big blind, live, and the small blind dead: a ``blind`` of kind ``dead`` (see ``_on_both``).
* The showdown's ``collected`` lines are emitted after every show and muck,
  preceded by the summary's rake; a ``collected`` line the log writes before more play (a bet,
  a draw, a deal) stays where it is, so that the replay judges the play after the payout
  (``out-of-turn``, README: what is checked).
"""

from __future__ import annotations

from collections import Counter

from ..cards import CARD_INDEX
from ..model import Event, Finding
from . import clip
from ..untrusted import quoted
from .pokerstars_actions import Actions, HandError, unknown_cards as _unknown
from .pokerstars_lines import UNREAD
from .pokerstars_shown import ShownCards
from .pokerstars_stakes import Stakes

STUD_STREETS = ("3rd", "4th", "5th", "6th", "river")
_ACTIONS = {"fold", "check", "call", "bet", "raise", "complete", "bring_in", "discard", "pat",
            "show", "muck", "return", "collect", "ante", "small", "big", "both", "dealt"}
_FORCED = {"ante", "small", "big", "both"}
# lines by which a player who folded is seen to play on (see Builder.out; a Dealt to line: Builder.gone)
_ACTS_AGAIN = {"dealt", "check", "call", "bet", "raise", "complete", "bring_in", "discard", "pat"}
# lines of play: a collected line before one of them pays out in the middle of the hand
_PLAY = _ACTS_AGAIN | {"fold"} | _FORCED


_FORCED_EVENTS = ("ante", "blind", "bring_in")



class Builder(Actions, ShownCards, Stakes):
    """One hand's tokens (:mod:`audit.readers.pokerstars_lines`) walked into native events
    (:meth:`build`); the checks of the cards shown (:class:`ShownCards`) and the rules from the
    stakes (:class:`Stakes`) are its other parts."""

    def __init__(self, game, betting, small, big, money, seats, button, tokens, memory, text_of=None) -> None:
        self.game = game
        self.text_of = text_of          # line number -> the line as logged (quoted in messages)
        self.betting = betting
        self.small = small
        self.big = big
        self.money = money
        self.seats = seats              # (seat, name, stack, flagged sitting out)
        self.table_button = button
        self.tokens = tokens
        self.memory = memory
        self.events: list[Event] = []
        self.warnings: list[Finding] = []

    # ---- who plays ----------------------------------------------------------

    def _players(self) -> list[tuple[int, str, int]]:
        acting = {t[2] for t in self.tokens if t[0] in _ACTIONS}
        summary = {t[3]["seat"] for t in self.tokens if t[0] == "sumseat"}
        sitting: set[str] = set()
        for t in self.tokens:
            if t[0] == "street":
                break
            if t[0] == "sitout":
                sitting.add(t[2])
        posted = {t[2] for t in self.tokens if t[0] in _FORCED}
        out = []
        for seat, name, stack, flagged in self.seats:
            if name in posted or name in acting:
                out.append((seat, name, stack))
            elif flagged or name in sitting:
                continue
            elif summary and seat not in summary:
                continue
            else:
                out.append((seat, name, stack))
        return sorted(out)

    def _order(self, players) -> tuple[list[str], int | None]:
        """Dealing order (from the dealer's left) and the button seat of the native hand."""
        seats = [s for s, _, _ in players]
        names = [n for _, n, _ in players]
        if self.game == "stud":
            first = next((t[2] for t in self.tokens if t[0] == "dealt"), None)
            if first is None or first == names[0]:
                return names, None
            k = names.index(first)
            return names[k:] + names[:k], seats[k - 1]
        button = self.table_button
        if button is None:
            sb = next((t[2] for t in self.tokens if t[0] == "small"), None)
            if sb is None:
                raise HandError("no button and no small blind: the dealing order is unknown")
            k = names.index(sb)
            button = seats[k] if len(seats) == 2 else seats[k - 1]
        if button not in seats:
            # a dead or empty button seat: the nearest player to its right keeps "left of the button"
            before = [s for s in seats if s < button]
            button = before[-1] if before else seats[-1]
        k = seats.index(button)
        order = names[k + 1:] + names[:k + 1]
        return order, button

    # ---- the walk -------------------------------------------------------------

    def build(self):
        players = self._players()
        if len(players) < 1:
            raise HandError("no player is dealt in")
        self.names = {n for _, n, _ in players}
        self.order, button = self._order(players)
        # who folded, for the reader: the fold is an event as logged (who is in is the validator's
        # judgement), so later deals and shows follow the lines, never the reader's idea of who
        # folded.  ``gone``: a fold line under their name and no Dealt to line since (dealt no
        # unseen card); ``out``: a fold line their last line (a show or muck is no showdown's)
        self.gone: set[str] = set()
        self.out: set[str] = set()
        # each player's dealt cards: (street number, deal, field, index), sorted by street when read
        self.slots: dict[str, list[tuple[int, Event, str, int]]] = {n: [] for n in self.order}
        self.late: set[tuple[str, str]] = set()     # (player, stud street) of a deal left to its late line
        self.hole: set[str] | None = None   # players whose stud deal lines show their down cards
        self.draws: dict[str, Event] = {}
        self.reveals: dict[str, list[str]] = {}
        # the cards each player's show lists, and the other lists of a player's cards (a muck with
        # cards, the summary's "showed [...]" / "mucked [...]"): (line, what, cards) of each
        self.shown: dict[str, list[str]] = {}
        self.listed: list[tuple[int, str, str, list[str]]] = []
        self.street: str | None = None
        self.community: list[str] | None = None
        self.pending: dict[str, list[list[str]]] | None = None
        self.again: list[tuple[str, list[list[str]]]] = []     # a player's second line of the street
        self.dealt_streets: set[str] = set()
        self.contrib: dict[str, int] = {}
        self.max_bet = 0
        self.completed = False              # 3rd street's bring-in completed (not all-in for less)
        self.drawing = False
        self.collects: list[Event] = []
        self.won: dict[str, int] = {}       # what the summary's seat lines say each player took
        self.collected_lines = False        # the hand has "collected" lines (_summary_won)
        self.total = None
        self.forced = {"ante": [], "small": [], "big": [], "bring_in": []}
        self.at = 0                         # the index of the token being read
        # the last line of play: a collected line before it stays in place (_on_collect)
        self.last_play = max((i for i, t in enumerate(self.tokens) if t[0] in _PLAY), default=-1)
        self.early_collects = 0
        for self.at, tok in enumerate(self.tokens):
            self._token(tok)
        self._summary_won()
        # a hand cut off before any action is not dealt at its end (its forced bets, if any, are
        # where the log ends)
        paid = bool(self.collects) or self.early_collects > 0
        self._flush(implicit=paid or any(e.type not in _FORCED_EVENTS for e in self.events))
        self._fill_reveals()
        self._check_listed()
        if self.total is not None and self.total[1] > 0:
            self.events.append(Event(type="rake", amount=self.total[1]))
        if self.total is not None or not self.money.cash and paid:
            self.events.extend(self.collects)
        elif not paid:
            # cut off after its first action, before its collections and summary (every hand the room
            # writes has both): no payout is recorded, so none can be judged (the replay's own
            # hand-incomplete, when the betting is not over either, is the one finding:
            # recorded_totals.with_reader_findings; a hand cut before its first action is the replay's)
            if any(e.type not in _FORCED_EVENTS and e.type != "deal" for e in self.events):
                self.warnings.append(Finding(
                    "hand-incomplete", None, None, "the log ends before the hand's collections and summary: "
                    "no payout is recorded, so none is judged"))
        else:
            # cut off before its summary's "Total pot ... | Rake" line: a cash hand's rake is not
            # known, so its collections cannot be judged (a tournament has no rake)
            self.warnings.append(Finding(
                "hand-incomplete", None, None, "the log ends before the hand's summary (its 'Total pot ... | "
                "Rake' line): the rake is not known, so the collections are not judged"))
        rules = self._rules()
        return self.events, self.warnings, rules, players, button

    def _summary_won(self) -> None:
        """The summary's seat lines record what each player took (``won ($0.81)``, ``collected
        ($0.25)``): with no ``collected`` line in the hand, they are its recorded payout (collects
        with no pot named), so that a summary that pays the wrong player is judged as a collect
        would be.  Beside ``collected`` lines, they are compared with them once the hand is
        replayed (:func:`audit.recorded_totals.summary_findings`)."""
        self.collected_lines = bool(self.collects) or self.early_collects > 0
        if self.won and self.total is not None and not self.collected_lines:
            self.collects = [Event(type="collect", player=p, amount=a,
                                   note="the summary's amount: the log has no 'collected' line")
                             for p, a in self.won.items() if a]

    def _warn(self, lineno: int, text: str | None, why: str | None = None) -> None:
        """An ``unparsed-line`` warning: the line as logged (``text``; None: the hand's line
        ``lineno``), and why it was not read when it was understood as something else."""
        if text is None:
            text = self._line(lineno)
        self.warnings.append(Finding("unparsed-line", len(self.events), None,
                                     f'line {lineno}: "{clip(text)}" was not understood'
                                     + (f" ({why})" if why else "")))

    def _line(self, lineno: int) -> str:
        return self.text_of(lineno) if self.text_of is not None else f"line {lineno}"

    def _other_game(self, lineno: int, what: str) -> None:
        """A forced bet of the other game's (a bring-in or completion in draw, a blind in stud)
        moves chips that the hand cannot hold: the hand is malformed, naming the line."""
        game = "five-card draw" if self.game == "draw" else "seven-card stud"
        raise HandError(f'line {lineno}: "{clip(self._line(lineno))}" is {what}, which {game} does not have')

    def _amount(self, data, key="amt") -> int:
        return self.money(data[key])

    def _token(self, tok) -> None:
        kind, lineno, player, data = tok
        if kind == "unknown":
            self._warn(lineno, data)
            return
        if kind in ("noop", "sitout"):
            return
        if kind == "street":
            self._street(*data)
            return
        if kind == "sumseat":
            name = next((n for s, n, _, _ in self.seats if s == data["seat"]), None)
            if name in self.names:
                # a seat line that says the player won nothing ("lost", "folded") is a 0, so that a
                # summary whose every line says so is still compared with the collected lines (a
                # player with no seat line, or one whose amount won cannot be read, is not compared:
                # recorded_totals.summary_findings)
                if data["won"] != UNREAD:
                    self.won.setdefault(name, 0)
                if data["how"]:
                    self.reveals.setdefault(name, data["cards"])
                    if data["cards"]:
                        self.listed.append((lineno, name, f"the summary says {name} {data['how']}",
                                            list(data["cards"])))
                if data["won"] and data["won"] != UNREAD:
                    self.won[name] += self._amount(data, "won")
            return
        if kind == "total":
            self.total = (self.money(data["total"]), self.money(data["rake"]),
                          [(i, self.money(a)) for i, a in data["pots"]])
            return
        if player is not None and player not in self.names:
            self._warn(lineno, None, f"an action by {player}, who was not dealt in")
            return
        if kind == "dealt":
            self._dealt(lineno, player, data)
        else:
            if kind not in _FORCED:
                self._flush()
            getattr(self, "_on_" + kind)(player, data, lineno)
        if kind in _ACTS_AGAIN:
            # (after the line: the deals its street's first action brings are not the player's by it)
            self.out.discard(player)
            if kind == "dealt":
                self.gone.discard(player)

    # ---- streets and deals ----------------------------------------------------

    def _street(self, street: str, board: list[str]) -> None:
        if street == self.street and street in STUD_STREETS + ("deal",) and (street != "river" or not board):
            # the marker of the street under way logged again: it changes nothing (read as a new
            # street, it ended the street before its deal lines and left their cards unknown)
            return
        self._flush(implicit=False)
        if street in STUD_STREETS or street == "deal":
            if self.game == "stud" and street not in STUD_STREETS or self.game == "draw" and street != "deal":
                return
            self.street = street
            self.pending = {}
            # "*** RIVER *** [6h]": the cards ran out, one community card for every player still in
            self.community = board if self.game == "stud" and street == "river" and board else None
            if self.game == "stud":
                self._new_round()   # draw: the blinds already posted belong to the first round
        elif street == "draw" and self.game == "draw":
            self._start_draw()

    def _new_round(self) -> None:
        self.contrib = {}
        self.max_bet = 0
        self.completed = False

    def _start_draw(self) -> None:
        if not self.drawing:
            self.drawing = True
            self._new_round()

    def _dealt(self, lineno: int, player: str, groups: list[list[str]]) -> None:
        for g in groups:
            for c in g:
                if c not in CARD_INDEX:
                    raise HandError(f"line {lineno}: {player} is dealt {quoted(c)}, which is not a card")
        if len(groups) > 1:
            self._check_restated(lineno, player, [c for g in groups[:-1] for c in g])
        if self.game == "stud":
            form = self._stud_street(player, groups)
            if form is not None and (player, form) not in self.late and \
                    STUD_STREETS.index(form) == (STUD_STREETS.index(self.street) if self.street in STUD_STREETS else -1) + 1:
                # a line of the street after the one under way: its street marker is missing (the
                # line's form says which street it deals); dealt as if the marker were there.  (Only
                # the next street: a hero whose first line is missing restates as many cards as an
                # opponent two streets on, and is not taken for one.)
                self._street(form, [])
        late = (player, self._stud_street(player, groups)) if self.late else None
        if late in self.late:
            self.late.discard(late)     # a late line: the deal is where it is
            self._deal(player, late[1], groups)
            return
        if self.pending is not None:
            if player in self.pending:      # a second line of the street: a second deal (wrong-deal)
                self.again.append((player, groups))
            else:
                self.pending[player] = groups
            return
        ev = self.draws.get(player)
        unseen = ev is not None and ("??" in ev.receive or not ev.receive)
        if ev is not None and groups and (len(groups[-1]) == len(ev.receive) or unseen and len(groups) > 1):
            if unseen:
                # the cards drawn (the line's last group: the kept cards come first); as many as
                # were discarded, else the replay's wrong-draw (a different number received)
                ev.receive = list(groups[-1])
            else:
                # a second line after the draw: a deal where it stands (the replay's wrong-deal; the
                # same cards again are a deal logged twice), not a silent change of the cards drawn
                self.events.append(Event(type="deal", player=player, down=list(groups[-1])))
            return
        self._warn(lineno, "Dealt to " + player + " " + " ".join("[" + " ".join(g) + "]" for g in groups))

    def _check_restated(self, lineno: int, player: str, restated: list[str]) -> None:
        """A ``Dealt to`` line after the first restates the cards seen before its new ones (stud:
        the upcards, or every card for a player whose lines show the down cards; draw: the cards
        kept).  A restated card that differs from the one dealt there makes the log contradict
        itself about the player's hand: which of the two was held cannot be known, and the hand
        cannot be replayed (it is ``malformed``, naming both)."""
        slots = self._dealt_slots(player)
        if self.game == "draw":
            ev = self.draws.get(player)
            held = [getattr(e, f)[i] for e, f, i in slots]
            if ev is None or "??" in held:
                return
            left = Counter(held)
            left.subtract(c for c in ev.discard if left[c] > 0)
            for card in restated:
                if left[card] <= 0:
                    raise HandError(f"line {lineno}: {player} keeps {card} in the draw, but was dealt "
                                    f"{' '.join(held)} and discarded {' '.join(ev.discard) or 'nothing'}")
                left[card] -= 1
            return
        # (by the place of each card in the line: a street whose line is lost leaves no slot, and
        # the cards after it are compared with the cards of their own streets: review of session 60)
        for (ev, f, i), k in self._stud_places(player, player in self._hole()):
            if k >= len(restated):
                continue
            dealt, card = getattr(ev, f)[i], restated[k]
            if "??" not in (dealt, card) and dealt != card:
                raise HandError(f"line {lineno}: the cards dealt to {player} are restated with {card} "
                                f"where {dealt} was dealt")

    def _flush(self, implicit: bool = True) -> None:
        """Emit the deals of the current street (every player still in, in dealing order).

        ``implicit``: a draw hand without a ``DEALING HANDS`` line is dealt at its first action.
        """
        if self.pending is None:
            if implicit and self.game == "draw" and "deal" not in self.dealt_streets and self.street is None:
                self.street = "deal"
                self.pending = {}
            else:
                return
        pending, self.pending = self.pending, None
        street = self.street
        if street in self.dealt_streets:
            return
        self.dealt_streets.add(street)
        if self.community is not None:
            self.events.append(Event(type="community", cards=list(self.community)))
            return
        again, self.again = self.again, []
        for name in self.order:
            groups = pending.get(name)
            if groups is not None:          # (a line dealing a folded player: the deal, wrong-deal)
                self._deal(name, street, groups)
                continue
            if name in self.gone:
                continue
            # the player's line of this street comes later: the deal waits for it (the street's
            # first action, logged before it, is then the validator's wrong-deal).  A street
            # marker that ends a street no line dealt deals it as before.
            if (pending or implicit) and self._dealt_later(name, street):
                self.late.add((name, street))
                continue
            if self._dealt_unseen(name, street, pending):
                self._deal(name, street, [])
        for name, groups in again:
            self._deal(name, street, groups, False)

    def _dealt_unseen(self, name: str, street: str, pending) -> bool:
        """Whether ``name``, with no line of ``street`` and not out of the hand by a fold, is dealt
        it unseen (``??``).  Draw, and stud's 3rd street: yes.  After 3rd street the stud deal
        follows the text: on 4th to 6th street, which the room deals by a line to every player
        in, a player the street's lines leave out is not dealt; the river (no line for the
        others) goes unseen to each player who plays on (a later action, show or muck), whether
        dealt the street before or not (a line lost), a hero with no line for it too; and to one
        dealt the street before whom the log shows in at the river all the same
        (:meth:`_in_at_the_river`).  So a fold line under another player's name (or a fold line
        lost, on 6th street too: review of session 63) never deals the player who really folded,
        nor moves a card from the player the text deals."""
        if self.game != "stud" or street == "3rd":
            return True
        if pending and street != "river":
            return False
        rank = STUD_STREETS.index(street)
        plays_on = any(t[2] == name and t[0] in _ACTIONS and t[0] not in ("collect", "return")
                       for t in self.tokens[self.at:])
        if not any(r == rank - 1 for r, _, _, _ in self.slots[name]):
            # not dealt the street before (its line lost): dealt the river only when they play on
            # (a later action, show or muck), as the hero (review of session 60)
            return plays_on
        # the hero's lines give every card dealt to them: with none for the street, only a hero who
        # plays on was dealt it
        if name in self._hole():
            return plays_on
        # the others' river has no line: a player who ended 6th street's betting owing nothing, was
        # all-in, or whose seven cards or river fold the summary gives was dealt it too; one with
        # none of these and no later line is a 6th-street fold line lost (it dealt the river to the
        # player who folded: review of session 63; and its diff reviews: not a player all-in, nor
        # one who called 6th street's last bet, nor one the summary says folded on the river)
        return plays_on or street != "river" or self._in_at_the_river(name)

    def _in_at_the_river(self, name: str) -> bool:
        """Whether stud player ``name`` (not the hero), with no line after the river's marker, is seen
        to be in the hand at the river all the same: their lines of 6th street answer its last bet
        (a bet, raise, completion or call of theirs after it; a check with no bet after it), an
        action of theirs was all-in, or the summary lists seven cards of theirs or says they
        folded on the river."""
        sixth = square = bet = False
        for t in self.tokens:
            kind = t[0]
            if kind == "street":
                if sixth:
                    break
                sixth = t[3][0] == "6th"
            elif not sixth:
                continue
            elif kind == "bet" or kind == "raise" or kind == "complete":
                bet = True
                square = t[2] == name       # another's: a bet to answer
            elif t[2] == name and (kind == "call" or kind == "check" and not bet):
                square = True
        if square:
            return True
        if any(e.player == name and e.all_in for e in self.events):
            return True
        seat = next((s for s, n, _, _ in self.seats if n == name), None)
        return any(t[0] == "sumseat" and t[3]["seat"] == seat and (len(t[3]["cards"]) >= 7 or t[3].get("river"))
                   for t in self.tokens)

    def _deal(self, name: str, street: str, groups: list[list[str]], held: bool = True) -> None:
        """Emit ``name``'s deal of ``street`` from the card groups of its line (none: unknown cards).
        ``held``: its cards are the player's as later lines restate them (not so a second line of
        the street, the replay's wrong-deal: the log's own later lines restate the hand without it)."""
        slots = self.slots[name] if held else []
        flat = [c for g in groups for c in g]
        rank = STUD_STREETS.index(street) if street in STUD_STREETS else 0
        if street == "deal":
            ev = Event(type="deal", player=name, down=flat if len(flat) == 5 else _unknown(5))
            if flat and len(flat) != 5:
                raise HandError(f"{name} is dealt {len(flat)} cards in five-card draw")
            slots += [(rank, ev, "down", i) for i in range(5)]
        elif street == "3rd":
            if len(flat) == 3:
                ev = Event(type="deal", player=name, down=flat[:2], up=flat[2:])
            elif len(flat) <= 1:
                ev = Event(type="deal", player=name, down=_unknown(2), up=flat or _unknown(1))
            else:
                raise HandError(f"{name} is dealt {len(flat)} cards on 3rd street")
            slots += [(rank, ev, "down", 0), (rank, ev, "down", 1), (rank, ev, "up", 0)]
        else:
            new = groups[-1] if groups else _unknown(1)
            if len(new) != 1:
                raise HandError(f"{name} is dealt {len(new)} new cards on {street} street")
            field = "down" if street == "river" else "up"
            ev = Event(type="deal", player=name, **{field: list(new)})
            slots.append((rank, ev, field, 0))
        self.events.append(ev)

    def _stud_street(self, player: str, groups: list[list[str]]) -> str | None:
        """The stud street a ``Dealt to`` line is written on, by its form: one group on 3rd
        street; then the cards seen before (up cards only, or all of them for a player whose
        lines show the down cards) and one new card.  None for no stud line."""
        if self.game != "stud" or not groups:
            return None
        if len(groups) == 1:
            return "3rd"
        k = sum(len(g) for g in groups[:-1]) - (2 if player in self._hole() else 0)
        return STUD_STREETS[k] if len(groups[-1]) == 1 and 1 <= k < len(STUD_STREETS) else None

    def _hole(self) -> set[str]:
        """The players whose stud deal lines show their down cards (the hero)."""
        if self.hole is None:
            self.hole = {t[2] for t in self.tokens if t[0] == "dealt" and (
                len(t[3]) == 1 and len(t[3][0]) == 3 or sum(len(g) for g in t[3][:-1]) >= 4)}
        return self.hole

    def _dealt_later(self, player: str, street: str) -> bool:
        """Whether a stud ``Dealt to`` line of ``player`` for ``street`` comes after the line being
        read: an action logged before it (or a street marker) does not deal the player that street
        unknown cards, the deal is where its line is, and the action is the validator's
        ``wrong-deal``."""
        if self.game != "stud":
            return False
        return any(t[0] == "dealt" and t[2] == player and self._stud_street(player, t[3]) == street
                   for t in self.tokens[self.at + 1:])
