"""Five-card draw: the lines of the draw logged out of its order, for :class:`audit.games.draw.Replay`.

A draw out of turn or in the wrong phase, a draw of the wrong size, an event of the next phase
while the first betting round is not over (its checks left out: the round ends there, and comes
back when the player taken as checking acts), and a show, muck or second-round action during the
draw whose players yet to draw never draw later in the log (their draw lines left out: taken as
standing pat, so that the payout is judged on the cards).  Off the hot path: each runs on a line
already out of its place.
"""

from __future__ import annotations

from ..cards import CARD_INDEX, JOKER, UNKNOWN, card_str, cards_str
from ..model import Event
from ..poker.out_of_turn import turn_after
from ..poker.round_end import _ACTIONS, assumed_action, end_left_open
from .draw_exchange import DrawExchange
from .draw_forced import BET1, BET2, DONE, DRAW, cards_n, during


class DrawOrder(DrawExchange):
    """The draw's lines out of order (its fields are DrawState's)."""

    __slots__ = ()

    def _draws_again(self, seq: int, name: str) -> bool:
        """The log has another draw of player ``name`` after event ``seq``."""
        return any(e.type == "draw" and e.player == name for e in self.t.hand.events[seq + 1:])

    def _checks_left_out(self, seq: int, i: int, code: str, text: str) -> bool:
        """An event of the next phase while the betting round is not over (True when it ends it):
        see :func:`~audit.poker.round_end.end_left_open`.  The event is then judged in
        the phase it belongs to, as stud begins a street dealt early, and a check logged later by
        a player taken as checking is that check, another action reopens the round
        (:meth:`_assumed_back`)."""
        if self.phase == BET1 and self.redeal_rule and not self.blinds and self.br.current == 0:
            return False        # checks all round would end the hand (all_check: redeal); the log plays on
        return end_left_open(self.br, seq, i, code, text) is not None

    def _assumed_back(self, ev: Event, i: int) -> bool:
        """A betting action, after the round was ended where the log went on
        (:meth:`_checks_left_out`), by a player taken as checking or not answering (True:
        handled; see :func:`~audit.poker.round_end.assumed_action`).  A check is that
        check (nothing to apply).  Anything else shows the event that went on was logged early:
        the round is back as it was (its phase too; the early draw stays the player's, the early
        show stays shown) and the action is applied in it."""
        back = assumed_action(self.br, i, ev.type == "check" or (ev.type == "call" and not ev.amount))
        if back != 2:
            return back == 1
        if self.phase == DRAW:
            self._enter(BET1)
            self.round0 = -1
            self.draw_next = None
        else:
            self._enter(BET2)
        return True

    def _wrong_draw(self, seq: int, ev: Event, i: int) -> None:
        discard = ev.discard
        if len(discard) > self.max_discard:
            self.t.find("wrong-draw", seq, i, f"{ev.player} discarded {cards_n(len(discard))}; the limit is "
                        f"{self.max_discard} (max_discard)")
        else:
            self.t.find("wrong-draw", seq, i, f"{ev.player} discarded {cards_n(len(discard))} and received "
                        f"{len(ev.receive)}: each discarded card is replaced by one from the deck")

    def _draw_out_of_turn(self, seq: int, ev: Event, i: int) -> None:
        t = self.t
        name = ev.player
        if self.phase == DONE:            # CODES.md: acting after the hand ended is out of turn
            t.find("out-of-turn", seq, i, f"{name} drew after the hand had ended")
        elif self.phase != DRAW:
            t.find("illegal-action", seq, i, f"{name} drew {during(self.phase)}; the draw comes between "
                   f"the two betting rounds")
        elif self.drawn[i]:
            t.find("out-of-turn", seq, i, f"{name} drew a second time; each player draws once")
        else:
            nxt = self.draw_next
            self._lost_draw(seq, i, nxt, f"{name} drew but it was {t.names[nxt]}'s turn to draw")
            if self.draw_passed is None:
                self.draw_passed = []
            self.draw_passed.append(nxt)

    def _lost_draw(self, seq: int, i: int, j: int, text: str) -> None:
        """Seat ``i``'s line at event ``seq`` passes over seat ``j``, whose turn it was to draw:
        one ``out-of-turn`` (``text``).  When ``j`` draws nowhere later in the log but the later
        draws say its draw was made (its line lost: one receives a card ``j`` holds, or a discard
        before the deck can have run out unless ``j`` drew), ``j`` is taken as having drawn in
        its turn, unseen: the cards of theirs the log gives elsewhere (a later draw, their show)
        discarded, with as many ``??`` more as the deck's count needs, for as many unknown cards
        (review of session 66: the draw taken as standing pat made each of those later draws a
        false duplicate-card or wrong-draw, and their show a mismatch).  Else ``j`` stands pat,
        as before (a show of other cards alone: see :meth:`_draws_left_out` and the show)."""
        t = self.t
        name = t.names[j]
        events = t.hand.events
        plan = None
        if not self._draws_again(seq, name):
            # the jokers nobody holds (in the deck, the discards, a folded hand in them): a joker
            # a later draw receives when none is left there was one of ``j``'s (review of session 66)
            free = t.ledger.jokers
            for k in range(t.n):
                if not (t.folded[k] and self.muck_folded):
                    free -= t.cards[k].count(JOKER)
            # (and those in the deck in play: not placed, or back in it from the discards)
            deck_jokers = t.ledger.jokers - len(t.ledger.joker_places) + self.stock.count(JOKER)
            # folded_hands: discard_pile: the hands of the players still in, which a fold of theirs
            # later in the log puts in the discards (review of session 66)
            hands = None
            if self.muck_folded:
                hands = {}
                for k in range(t.n):
                    if not t.folded[k]:
                        hands[t.names[k]] = t.cards[k]
            plan = _lost_draw_cards(events, seq, name, t.cards[j], self.pile, self.stock, self.deck_left,
                                    self.with_stub, self.max_discard, free, deck_jokers, hands)
        if plan is None:
            t.find("out-of-turn", seq, i, text)
            return
        out, k = plan
        more = k - len(out)
        what = cards_str(out)
        if more:
            unknown = f"{more} unknown {'card' if more == 1 else 'cards'}"
            what = f"{what} and {unknown}" if out else unknown
        t.find("out-of-turn", seq, i, f"{text} ({name} draws nowhere else in the log, but the later lines say "
               f"{name} drew: taken as discarding {what} for {cards_n(k)} unseen, the line lost)")
        discard = []
        for c in out:
            discard.append(card_str(c))
        discard += ["??"] * more
        if self._exchange(seq, j, discard, ["??"] * k):
            self.drawn[j] = True

    def _draws_left_out(self, seq: int, i: int, verb: str, code: str = "out-of-turn", betting: bool = False) -> bool:
        """Seat ``i`` (still in) shows or mucks (``betting``: makes a betting action of the second
        round) during the draw: when none of the players yet to draw (``i`` among them, perhaps)
        draws later in the log, no betting action follows a show or muck (the log goes on to the
        showdown), their draw lines were left out: one finding (``code``) naming them (not those a
        draw out of turn passed over, reported then), taken as standing pat (one who shows cards
        other than those they hold as drawing them unseen), and the draw ends there (the second round begins;
        all-in, the showdown), so that the payout is judged on the cards (review 54: the hand was
        left unsettled, a wrong payout unreported, or the betting action blamed on its player).
        False otherwise (the event was logged early)."""
        t = self.t
        left = self._yet_to_draw(i)
        names = [t.names[j] for j in left]
        events = t.hand.events
        nxt = self.draw_next
        if self.fold_in_draw and nxt is not None and seq + 1 < len(events) and \
                events[seq + 1].type == "fold" and events[seq + 1].player == t.names[nxt] and \
                (self.draw_passed is None or nxt not in self.draw_passed):
            # the next to draw folds next, on their turn to draw (review 56); not one a draw out of
            # turn passed over (reported then): their turn to draw is gone, and the fold answers
            # the bet (review of session 65)
            return False
        for e in events[seq + 1:]:
            if (e.type == "draw" and e.player in names) or (e.type in _ACTIONS and not betting):
                return False
        drew: dict[str, list[str]] = {}
        for e in events:
            if e.type == "show" and e.player in names and e.player not in drew and \
                    not self._holds(t.cards[t.index[e.player]], e.cards):
                # they drew (a show of theirs says so) what the log leaves out (README): the cards
                # they show for the cards they no longer hold, unseen (review of session 64: all-in,
                # the draw never ended, and the hand was left incomplete, its payout not judged)
                drew[e.player] = e.cards
        passed = self.draw_passed or ()
        told = [t.names[j] for j in left if j not in passed]
        if told:
            pat = [n for n in told if n not in drew]
            unseen = [n for n in told if n in drew]
            how = "taken as standing pat" if not unseen else \
                "taken as drawing what the log leaves out: the cards shown" if not pat else \
                f"taken as standing pat; {', '.join(unseen)} as drawing what the log leaves out: the cards shown"
            t.find(code, seq, i, f"{t.names[i]} {verb} during the draw ({', '.join(told)} had not drawn, and "
                   f"{'does' if len(told) == 1 else 'do'} not draw later in the log: {how})")
        for j in left:
            name = t.names[j]
            if name in drew:
                self._drew_unseen(seq, j, drew[name])
            self.drawn[j] = True
        self._start_bet2(i if betting else None)     # (a betting action begins the round, as logged)
        return True

    def _drew_unseen(self, seq: int, j: int, shown: list[str]) -> None:
        """Seat ``j``'s draw, which the log leaves out, from its show: the known cards it held and
        does not show were discarded, and as many cards, unseen, received (the show then names
        them)."""
        held = self.t.cards[j]
        rest = []
        for text in shown:
            rest.append(CARD_INDEX.get(text, UNKNOWN))
        discard = []
        for c in held:
            if c != UNKNOWN and c in rest:
                rest.remove(c)
            elif c != UNKNOWN:
                discard.append(card_str(c))
        # at least this many were drawn (an unknown card shown may be a held one): no more than
        # max_discard, as for a draw the log gives (review of session 64)
        changed = len(discard) - rest.count(UNKNOWN)
        if changed > self.max_discard:
            self.t.find("wrong-draw", seq, j, f"{self.t.names[j]} drew at least {cards_n(changed)} (the draw is not in "
                        f"the log: the cards shown for those dealt); the limit is {self.max_discard} (max_discard)")
        self._exchange(seq, j, discard, ["??"] * len(discard))

    def _yet_to_draw(self, i: int) -> list:
        """The players still in who have not drawn, in the draw's order from the next to draw
        (from seat ``i`` when nobody is)."""
        t = self.t
        k = self.draw_next if self.draw_next is not None else i
        return [j for j in (k, *self.after[k][:-1]) if not t.folded[j] and not self.drawn[j]]

    def _holds(self, held: list, shown: list) -> bool:
        """Whether the cards ``shown`` may be the cards ``held`` (an unknown card held may be any)."""
        left = list(held)
        for text in shown:
            c = CARD_INDEX.get(text, UNKNOWN)
            if c != UNKNOWN and c in left:
                left.remove(c)
            elif UNKNOWN in left:
                left.remove(UNKNOWN)
            elif c != UNKNOWN:
                return False
        return True


def call_before_a_fold_in_the_draw(d, seq: int, ev: Event, i: int) -> int:
    """A call at ``seq`` in the draw's first round (multiway: not the line before it logged twice) under the name of seat ``i``, who owes nothing,
    while the player in turn, ``p``, owes it (the amount, when logged, theirs) and their call would
    end the round, the next line ``p``'s fold on their turn to draw (``p`` the first to draw):
    the log reads on as after either, so the payout tells.  Unless it returns chips to ``i`` (a
    return says whose bet went uncalled: as logged, ``p`` folded facing it), the call is ``p``'s,
    logged under ``i``'s name: one ``out-of-turn`` here, and ``p`` (README; review of session 67:
    heads-up, three or four findings and the right payout called wrong).  So is such a call under
    the name of a player who had folded (as logged, a line not applied), ``p`` and one other the
    last players in, when the log returns nothing to anyone (as logged, ``p``'s fold left the bet
    ``p`` faced uncalled; damage harness
    of session 69: three findings, the right collect wrong-amount and the books unbalanced).
    Else ``i``."""
    t = d.t
    br = d.br
    p = br.to_act
    out = t.folded[i]
    if p is None or p == i or not d.fold_in_draw or t.all_in[i] or (not out and br.owed(i) > 0) or \
            (out and t.n - t.folded.count(True) != 2) or \
            (t.n - t.folded.count(True) != 2 and seq >= 1 and t.hand.events[seq - 1] == ev):
        # (with others in, nothing is returned either way: the line right after the same line is that
        # line logged twice; review of session 67.  Any other such line is the player in turn's call,
        # as heads-up: the review of the review, a caller's call renamed had its right payout called wrong)
        return i
    owed = min(br.owed(p), t.stacks[p])
    if owed <= 0 or (ev.amount is not None and ev.amount != owed) or turn_after(br, p, False) >= 0:
        return i
    events = t.hand.events
    names = t.names
    if seq + 1 >= len(events) or events[seq + 1].type != "fold" or events[seq + 1].player != names[p] or \
            d._next_drawer(t.button if t.button is not None else t.n - 1) != p:
        return i
    for e in events[seq + 2:]:
        if e.type == "return" and (out or e.player == names[i]):
            return i
    t.find("out-of-turn", seq, i, f"{names[i]} called {'after folding' if out else 'but owed nothing'} when it was "
           f"{names[p]}'s turn to act, and {names[p]}, whose call would end the round, folds next on their turn to "
           f"draw, the log returning nothing to {'anyone' if out else names[i]}: taken as {names[p]}'s call, logged "
           f"under {names[i]}'s name; if {names[p]} folded facing the bet, the payout is {owed} more than the pot")
    return p


def _lost_draw_cards(events: list, seq: int, name: str, held: list, pile: list, stock: list, deck_left: int,
                     with_stub: bool, max_discard: int, free: int = 0, deck_jokers: int = 0,
                     hands: dict | None = None) -> tuple | None:
    """The draw of player ``name`` (holding ``held``), passed over at event ``seq`` and not in the
    log again, as the later lines tell it (:meth:`DrawOrder._lost_draw`): (the known cards it
    discarded, how many cards it drew), or None when nothing says it drew.  Its discards: the
    cards of its hand a later draw receives (a joker when the draw receives one while none is
    left but its: ``free`` jokers nobody held at ``seq``, and those later draws discard; review
    of session 66), and those its first show does not hold (the show holds what it kept); how
    many: the fewest, from those on, with which the later draws take discards only once the deck
    has run out (the deck in play: ``deck_left`` cards, the known ones ``stock``, ``deck_jokers``
    of its jokers; the discards not yet in it: ``pile``), or that go furthest so; no more than
    the hand and ``max_discard`` allow.  Nothing says it drew when none of its cards is drawn
    later and the later draws fit the deck without its draw.  With ``hands`` (the hands of the
    players still in, folded_hands: discard_pile), a fold later in the log puts the hand in the
    discards, in the count as a draw's discards; after its own fold, a card of its hand drawn
    says nothing of its draw (review of session 66: its folded hand, reshuffled and drawn, read
    as its discards)."""
    known = []
    for c in held:
        if 0 <= c < JOKER:
            known.append(c)
    jokers = held.count(JOKER)
    out = []
    shown = None
    later = []
    for e in events[seq:]:
        if e.type == "draw" and e.player != name:
            got = []
            for text in e.receive:
                c = CARD_INDEX.get(text, UNKNOWN)
                got.append(c)
                if c in known and c not in out:
                    out.append(c)
                elif c == JOKER:
                    if free > 0:
                        free -= 1
                    elif out.count(JOKER) < jokers:
                        out.append(c)       # (none left but its: it discarded one)
            gone = []
            for text in e.discard:
                c = CARD_INDEX.get(text, UNKNOWN)
                gone.append(c)
                if c == JOKER:
                    free += 1
            later.append((got, gone))
        elif e.type == "burn":
            # a burn takes deck cards (README: taken as logged; review of session 66: left out, a
            # deck it ran out read as the lost draw's)
            got = []
            for text in e.cards or ("??",):
                c = CARD_INDEX.get(text, UNKNOWN)
                got.append(c)
                if c in known and c not in out:
                    out.append(c)       # (burned from a new deck of its discards)
            later.append((got, None))
        elif e.type == "fold" and hands is not None and e.player in hands:
            gone = []
            for c in hands.pop(e.player):
                gone.append(c)
                if c == JOKER:
                    free += 1
            if e.player == name:
                # its own fold: its hand after the draw (what it kept, and as many unknown cards
                # as it discarded of those drawn later), and none of it a discard of its draw
                gone = []
                for c in held:
                    if c not in out:
                        gone.append(c)
                gone += [UNKNOWN] * len(out)
                known = []
                jokers = 0
            later.append(([], gone))
        elif e.type == "show" and e.player == name and shown is None:
            shown = e.cards
    if not later:
        return None
    state = (deck_left, stock, pile, with_stub, deck_jokers)
    if not out and _deck_fits(state, [], 0, later) == len(later):
        return None     # (a show of other cards alone: drawn unseen, as the show has it, README)
    cap = min(max_discard, len(held))
    if shown is not None:
        # the show tells what it kept (none of it discarded) and what it discarded
        rest = []
        for text in shown:
            rest.append(CARD_INDEX.get(text, UNKNOWN))
        kept = 0
        taken = out.count(JOKER)      # (jokers out already: a later draw received theirs)
        for c in held:
            if c < 0:
                continue        # (an unknown card: the show may hold it, or not)
            if c in rest:
                rest.remove(c)
                kept += 1
            elif c == JOKER and taken > 0:
                taken -= 1
            elif (c == JOKER or c not in out) and UNKNOWN not in rest:
                out.append(c)   # (a joker too)
        cap = min(cap, len(held) - kept)
    best = -1
    k = 0
    for n in range(len(out), cap + 1):
        fit = _deck_fits(state, out, n, later)
        if fit > best:
            best = fit
            k = n
        if fit == len(later):
            break
    if k <= 0:
        return None
    return out[:k], k


def _deck_fits(state: tuple, out: list, k: int, later: list) -> int:
    """How many of the ``later`` draws (each (cards received, cards discarded); a burn's: (cards
    burned, None)) take a discard only
    once the deck has run out, in a row from the first, after a draw of ``k`` cards discarding
    ``out`` (and ``??`` for the rest) from ``state`` (the deck's count, its known cards, the
    discards not yet in it, with_stub, the jokers in the deck).  Counts only: a card nobody has
    seen, or an unknown one, comes from the deck in play (a card another player holds is another
    finding's); a joker does while the deck holds one, else it is a discard when one was
    discarded (jokers are alike: counted, not named; review of session 66)."""
    left, stock, pile, with_stub, jokers = state
    deck = set()
    for c in stock:
        if c >= 0:
            deck.add(c)
    piled = set()
    counts = [0, 0]         # the discards not yet in the deck: ?? ones, jokers
    _to_pile(pile, piled, counts)
    draws = [([UNKNOWN] * k, out + [UNKNOWN] * (k - len(out)))] + later
    for n, (got, gone) in enumerate(draws):
        if with_stub and gone is not None and 0 < left < len(got) and (piled or counts[0] or counts[1]):
            deck |= piled
            left += len(piled) + counts[0] + counts[1]
            jokers += counts[1]
            piled = set()
            counts = [0, 0]
        first = []
        back = []
        for c in got:
            if c in piled or (c == JOKER and jokers <= 0 and counts[1] > 0):
                back.append(c)
            else:
                first.append(c)
        for c in first + back:
            if c in piled or (c == JOKER and jokers <= 0 and counts[1] > 0):
                if left > 0:
                    return n - 1 if n else 0      # a discard before the deck ran out
            if left <= 0:
                deck = piled
                left = len(piled) + counts[0] + counts[1]
                jokers += counts[1]
                piled = set()
                counts = [0, 0]
            left -= 1
            if c == JOKER and jokers > 0:
                jokers -= 1
            deck.discard(c)
        _to_pile(gone or (), piled, counts)
    return len(later)


def _to_pile(cards, piled: set, counts: list) -> None:
    """``cards`` into the discards (:func:`_deck_fits`): a known one into ``piled``, a ``??`` counted
    in ``counts[0]``, a joker in ``counts[1]`` (jokers are alike)."""
    for c in cards:
        if c == JOKER:
            counts[1] += 1
        elif c >= 0:
            piled.add(c)
        else:
            counts[0] += 1


#: the lines of the payout
_PAYOUT_LINES = frozenset(("collect", "return", "rake"))


def fold_of_the_last_opponent(d, seq: int, ev: Event, i: int) -> bool:
    """A fold during the draw at ``seq`` under the name of seat ``i`` while it is seat ``p``'s turn
    to draw, ``i`` and ``p`` the last two players in, after which the log only pays out, paying
    ``i`` and naming ``p`` nowhere: as logged, ``i`` folded and the log paid the folded player
    (two faults); the log reads on as after ``p``'s fold, so the fold is ``p``'s, logged under
    ``i``'s name (README), as a fold in a betting round is (:func:`~audit.poker.out_of_turn.misnamed`):
    one ``out-of-turn`` here, ``p`` folds and the hand is over (True; review of session 69:
    heads-up, the right collect was called wrong-winner).  Else False (nothing done)."""
    t = d.t
    p = d.draw_next
    if p is None or p == i or not d.fold_in_draw or d.stray is not None or t.folded[i] or t.folded[p] or \
            t.n - t.folded.count(True) != 2:
        return False
    names = t.names
    paid = False
    for e in t.hand.events[seq + 1:]:
        if e.type not in _PAYOUT_LINES or e.player == names[p]:
            return False
        if e.type == "collect" and e.player == names[i] and e.amount:
            paid = True
    if not paid:
        return False
    t.find("out-of-turn", seq, i, f"{names[i]} folded during the draw when it was {names[p]}'s turn to draw, "
           f"the two of them the last players in, and the log then pays {names[i]} and names {names[p]} "
           f"nowhere again: taken as {names[p]}'s fold, logged under {names[i]}'s name; if {names[i]} did fold, "
           f"the pot is {names[p]}'s and the log paid a folded player")
    d._fold_in_draw(seq, ev, p)
    return True
