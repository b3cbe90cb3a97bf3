"""Play seven-card stud hands on PokerKit and write them as native logs.

A reusable harness for differential tests and benchmarks: PokerKit's state
machine (``pokerkit.FixedLimitSevenCardStud``) is driven with random legal
actions (never through its hand-history replay, which repairs broken logs
silently), and every operation is written out as a native ``handaudit/1``
hand that a validator must accept as it is.

    from tests.pokerkit_stud import play, play_hand
    hand, final_stacks = play_hand(random.Random(7), players=5)   # native dict, PokerKit's stacks
    game, state, starting, structure = play(random.Random(7), 5)  # the PokerKit objects
    hand, final_stacks = play_hand(random.Random(7), 5, betting="no_limit")   # pot or no limit

Fixed limit plays ``pokerkit.FixedLimitSevenCardStud``; pot and no limit (which
PokerKit has no class for) play its ``SevenCardStud`` with its pot-limit or
no-limit mixin, the small bet the least bet of every street, and bets and
raises of random legal sizes, but completions are always to exactly the small
bet (PokerKit measures a completion's size from the bring-in, the native rules
from zero: README "Readings of the rules", so a larger completion would set
different raise sizes).

Automations on the PokerKit side: ante posting, bet collection, the showdown
(PokerKit shows or mucks in showdown order), hand killing, chips pushing and
pulling.  The harness itself deals (so that it decides which cards come
back when the deck runs dry: only burned cards, never a folded hand's), burns
before 4th to 7th street, and chooses each player's action.  PokerKit's
player 0 is the first seat left of the dealer; the native hand has no
``button``, so its dealer is the last seat, which is the same table.
"""

from __future__ import annotations

import random
import warnings

from pokerkit import (
    AntePosting,
    Automation,
    BetCollection,
    BringInPosting,
    Card,
    CardBurning,
    CheckingOrCalling,
    CompletionBettingOrRaisingTo,
    Deck,
    FixedLimitSevenCardStud,
    Folding,
    HoleCardsShowingOrMucking,
    HoleDealing,
    NoLimitPokerMixin,
    PotLimitPokerMixin,
    SevenCardStud,
    StandardHighHand,
)

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)
NAMES = ("ann", "ben", "cat", "dan", "eve", "fay", "gus", "hal")
#: the commentary of a check PokerKit asked for with nobody left to bet against
NOBODY_LEFT = "nobody left to bet against"
#: (ante, bring_in, small_bet, big_bet).  Always a bring-in: without one PokerKit still
#: lets the lowest upcard open, where the rules (POKER.md 5.2) want the highest.
STRUCTURES = ((1, 2, 5, 10), (0, 1, 2, 4), (2, 5, 10, 20), (5, 10, 20, 40), (1, 3, 5, 10), (3, 4, 10, 20))


class CachedHighHand(StandardHighHand):
    """PokerKit's high hand, its best-of-seven search memoised (the same hands are
    evaluated many times per showdown); the hands and their order are PokerKit's own."""

    _cache: dict = {}

    @classmethod
    def from_game(cls, hole_cards, board_cards=()):
        hole = tuple(Card.clean(hole_cards))
        board = tuple(Card.clean(board_cards))
        key = (hole, board)
        hand = cls._cache.get(key)
        if hand is None:
            if len(cls._cache) > 50000:
                cls._cache.clear()
            hand = cls._cache[key] = super().from_game(hole, board)
        return hand


class _Stud(FixedLimitSevenCardStud):
    hand_types = (CachedHighHand,)


class _PotLimitStud(PotLimitPokerMixin, SevenCardStud):
    deck = Deck.STANDARD
    hand_types = (CachedHighHand,)
    low = False


class _NoLimitStud(NoLimitPokerMixin, SevenCardStud):
    deck = Deck.STANDARD
    hand_types = (CachedHighHand,)
    low = False


#: the PokerKit game of each native ``betting``
GAMES = {"fixed": _Stud, "pot": _PotLimitStud, "no_limit": _NoLimitStud}


def card_name(card) -> str:
    return repr(card)


def random_stacks(rng: random.Random, players: int, ante: int, big_bet: int) -> list[int]:
    """Stacks from a few bets (all-ins and side pots) to deep."""
    stacks = []
    for _ in range(players):
        r = rng.random()
        if r < 0.35:
            stacks.append(ante + rng.randint(1, 4 * big_bet))
        elif r < 0.5:
            stacks.append(ante + rng.randint(1, big_bet))
        else:
            stacks.append(rng.randint(20, 60) * big_bet)
    return stacks


class Reopening:
    """POKER.md 2: an all-in raise short of a full raise does not reopen the betting.

    PokerKit measures a full raise after a completion from the bring-in (a bring-in
    of 3 completed to 5 makes a "raise" of 2 full), so it lets a player who already
    acted re-raise after a short all-in that the rules do not count as a full raise;
    in pot and no limit it also reopens the first round after any short all-in (its
    raise size starts at 0 there).  This tracker, written from the rules and
    independent of the validator, keeps the harness to the actions both accept.

    A player who has acted may raise again only when, since their action, somebody made a
    full bet or raise (a raise that is not all-in, or an all-in raise of a full raise over
    the bet it faces), or the raises since add up to a full raise (several short all-ins).
    Acting on the bring-in alone counts as acting at 0: the completion is the first bet (a
    short all-in one, like a short all-in opening bet, reopens nothing); a check with no bet
    faced none.
    ``unit`` is the size of a full raise; with ``grows`` (pot and no limit) a full
    raise by itself, counted from the bet it faces, sets the size of the next one.
    ``level`` is the bet the round starts at (a big blind).
    """

    __slots__ = ("acted", "current", "full_to", "fulls", "grows", "unit", "opened")

    def __init__(self, unit: int, level: int = 0, grows: bool = False) -> None:
        self.unit = unit
        self.grows = grows
        self.full_to = level
        self.current = level
        self.opened = level > 0
        self.fulls = 0
        self.acted: dict[int, tuple[int, int]] = {}

    def act(self, i: int) -> None:
        # -1: a check with no bet at all faced none (it has not acted on a bet)
        self.acted[i] = ((self.current if self.opened else 0) if self.current else -1, self.fulls)

    def wager(self, i: int, to: int, all_in: bool = False) -> None:
        if to - self.full_to >= self.unit:
            if self.grows and to - self.current > self.unit:
                self.unit = to - self.current
            self.full_to = to
        if not all_in or to - self.current >= self.unit:
            self.fulls += 1
        self.opened = True
        self.current = to
        self.act(i)

    def may_raise(self, i: int) -> bool:
        if i not in self.acted:
            return True
        was, fulls = self.acted[i]
        return was < 0 or fulls != self.fulls or not (self.current > was and self.current - was < self.unit)


def random_amount(rng: random.Random, state) -> int:
    """A random legal total for a pot- or no-limit bet or raise: often the least or the
    most (all-in, or the pot), sometimes one chip over the least, else anything between."""
    lo = state.min_completion_betting_or_raising_to_amount
    hi = state.max_completion_betting_or_raising_to_amount
    r = rng.random()
    if r < 0.35:
        return lo
    if r < 0.55:
        return hi
    if r < 0.65:
        return min(hi, lo + 1)
    return rng.randint(lo, hi)


def choose(rng: random.Random, state, track: Reopening | None = None, passive: bool = False,
            amount=None) -> None:
    """One random action of the player to act (within the rules' reopening when tracked;
    ``passive``: never fold, so that everybody reaches 7th street).  A bet or raise is to
    ``amount(rng, state)`` (default: the least); a completion is always to the least."""
    if track is None:
        track = Reopening(0)
    i = state.actor_index
    if state.can_post_bring_in():
        if state.can_complete_bet_or_raise_to() and rng.random() < 0.3:
            to = state.min_completion_betting_or_raising_to_amount
            state.complete_bet_or_raise_to(to)
            track.wager(i, to, not state.stacks[i])
        else:
            op = state.post_bring_in()
            track.current = op.amount
        return
    if state.bets[i] == max(state.bets) and not any(
            state.statuses[j] and state.stacks[j] for j in range(len(state.stacks)) if j != i):
        # PokerKit asks a big blind for its option when nobody is left to bet against (the
        # others folded or all-in): a raise would be pointless, a check is what the rules allow
        state.check_or_call(commentary=NOBODY_LEFT)
        track.act(i)
        return
    options = []
    if state.can_fold() and not passive:
        options += ["fold"] * 2
    if state.can_check_or_call():
        options += ["call"] * 8
    if state.can_complete_bet_or_raise_to() and track.may_raise(i):
        options += ["raise"] * 4
    pick = rng.choice(options)
    if pick == "fold":
        state.fold()
        track.act(i)
    elif pick == "call":
        state.check_or_call()
        track.act(i)
    else:
        if amount is None or state.completion_status:
            to = state.min_completion_betting_or_raising_to_amount
        else:
            to = amount(rng, state)
        state.complete_bet_or_raise_to(to)
        track.wager(i, to, not state.stacks[i])


def play(rng: random.Random, players: int, structure: tuple[int, int, int, int] | None = None,
         stacks: list[int] | None = None, passive: bool = False, betting: str = "fixed", decide=choose):
    """Play one random legal hand on PokerKit: ``(game, state, starting stacks, structure)``.

    ``structure`` is (ante, bring_in, small_bet, big_bet) with 0 < bring_in < small_bet
    (in pot and no limit the big bet is not used).  ``betting``: ``fixed``, ``pot`` or
    ``no_limit``.  ``game`` is the PokerKit game object (for ``HandHistory.from_game_state``).
    ``decide``: takes each action, called as :func:`choose` is (tests/pokerkit_probe.py
    puts an action of its own at one of them).
    """
    structure = structure or rng.choice(STRUCTURES)
    ante, bring_in, small, big = structure
    fixed = betting == "fixed"
    starting = stacks or random_stacks(rng, players, ante, big)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = GAMES[betting](AUTOMATIONS, False, ante, bring_in, small, big if fixed else small)
        state = game(tuple(starting), players)
        deck = list(Deck.STANDARD)
        rng.shuffle(deck)
        burned: list = []
        street = 0
        track = Reopening(small, grows=not fixed)
        amount = None if fixed else random_amount
        while state.status:
            if state.can_burn_card():
                card = deck.pop()
                burned.append(card)
                state.burn_card(card)
                street += 1
                track = Reopening(small if street < 2 or not fixed else big, grows=not fixed)
            elif state.can_deal_hole():
                # the deck runs dry only with seven players to 7th street: a burned card comes back
                state.deal_hole((deck.pop() if deck else burned.pop(0),))
            elif state.actor_index is not None:
                decide(rng, state, track, passive, amount)
            else:  # pragma: no cover - PokerKit always has a next step while status is True
                raise AssertionError(f"PokerKit state stuck: {state}")
    return game, state, starting, structure


def play_hand(rng: random.Random, players: int, hand_id: str = "pk-1",
              structure: tuple[int, int, int, int] | None = None,
              stacks: list[int] | None = None, passive: bool = False,
              betting: str = "fixed") -> tuple[dict, list[int]]:
    """One random legal hand: (native hand dict, PokerKit's final stacks in seat order)."""
    _, state, starting, structure = play(rng, players, structure, stacks, passive, betting)
    return to_native(state, hand_id, starting, structure, betting), list(state.stacks)


def to_native(state, hand_id: str, starting: list[int], structure: tuple[int, int, int, int],
              betting: str = "fixed", settle: bool = True) -> dict:
    """The native hand of a finished PokerKit stud state (``settle`` false: of the operations so
    far, without the showdown and the settlement)."""
    ante, bring_in, small, big = structure
    n = len(starting)
    names = NAMES[:n]
    events: list[dict] = []
    street_bets = [0] * n
    put_in = [0] * n
    completed = False
    third = True
    for op in state.operations:
        if isinstance(op, AntePosting):
            events.append({"type": "ante", "player": names[op.player_index], "amount": op.amount})
            put_in[op.player_index] += op.amount
        elif isinstance(op, HoleDealing):
            ev: dict = {"type": "deal", "player": names[op.player_index]}
            cards = [card_name(c) for c in op.cards]
            ev["up" if op.statuses[0] else "down"] = cards
            events.append(ev)
        elif isinstance(op, CardBurning):
            third = False
            events.append({"type": "burn", "cards": [card_name(op.card)]})
        elif isinstance(op, BringInPosting):
            events.append({"type": "bring_in", "player": names[op.player_index], "amount": op.amount})
            street_bets[op.player_index] += op.amount
            put_in[op.player_index] += op.amount
        elif isinstance(op, CompletionBettingOrRaisingTo):
            i = op.player_index
            facing = max(street_bets)
            if third and not completed:
                kind = "complete"
                completed = True
            else:
                kind = "raise" if facing > 0 else "bet"
            events.append({"type": kind, "player": names[i], "to": op.amount})
            put_in[i] += op.amount - street_bets[i]
            street_bets[i] = op.amount
        elif log_call_or_fold(op, names, street_bets, put_in, events):
            pass
        elif isinstance(op, BetCollection):
            street_bets = [0] * n
    if settle:
        events += showdown_and_settlement(state, names, starting, put_in)
    if betting == "fixed":
        rules = {"betting": "fixed", "ante": ante, "bring_in": bring_in, "small_bet": small, "big_bet": big}
    else:
        rules = {"betting": betting, "ante": ante, "bring_in": bring_in, "small_bet": small}
    return {"format": "handaudit/1", "hand_id": hand_id, "game": "stud", "rules": rules,
            "seats": [{"seat": i + 1, "player": names[i], "stack": starting[i]} for i in range(n)],
            "events": events}


def call_or_check(names, op) -> dict:
    """The native event of a PokerKit ``CheckingOrCalling``."""
    if op.amount:
        return {"type": "call", "player": names[op.player_index], "amount": op.amount}
    return {"type": "check", "player": names[op.player_index]}


def log_call_or_fold(op, names, bets: list[int], put_in: list[int], events: list[dict]) -> bool:
    """A PokerKit ``CheckingOrCalling`` or ``Folding`` as its native event (``bets``, this round's
    bets, and ``put_in``, the hand's, updated); False for any other operation.  (PokerKit also
    asks for a check when nobody is left to bet against; it is logged as PokerKit plays it.)"""
    if isinstance(op, CheckingOrCalling):
        events.append(call_or_check(names, op))
        bets[op.player_index] += op.amount
        put_in[op.player_index] += op.amount
        return True
    if isinstance(op, Folding):
        events.append({"type": "fold", "player": names[op.player_index]})
        return True
    return False


def showdown_and_settlement(state, names, starting: list[int], put_in: list[int]) -> list[dict]:
    """The native events that end a finished PokerKit hand: the shown and mucked hands (in
    PokerKit's showdown order), the uncalled bet returned and each winner's collect.

    ``put_in[i]``: every chip player ``i`` put in (antes, blinds and bets)."""
    n = len(starting)
    events: list[dict] = []
    shows: dict[int, tuple[int, list[str]]] = {}
    for k, op in enumerate(state.operations):
        if isinstance(op, HoleCardsShowingOrMucking):
            shows[op.player_index] = (k, [card_name(c) for c in op.hole_cards])
    for i, (_, cards) in sorted(shows.items(), key=lambda item: item[1][0]):
        if cards:
            events.append({"type": "show", "player": names[i], "cards": cards})
        else:
            events.append({"type": "muck", "player": names[i]})
    # the uncalled part of the largest contribution goes back to its owner
    order = sorted(range(n), key=lambda i: -put_in[i])
    returned = [0] * n
    if n > 1 and put_in[order[0]] > put_in[order[1]]:
        top = order[0]
        returned[top] = put_in[top] - put_in[order[1]]
        events.append({"type": "return", "player": names[top], "amount": returned[top]})
    final = list(state.stacks)
    # one collect per winner: PokerKit merges pots that the native rules keep apart (or the
    # reverse), so its pot numbers are not the native ones; the validator then checks the
    # totals player by player
    for i in range(n):
        won = final[i] - (starting[i] - put_in[i] + returned[i])
        if won:
            events.append({"type": "collect", "player": names[i], "amount": won})
    return events
