"""Play fixed-limit, pot-limit and no-limit five-card draw hands on PokerKit and write them as native logs.

The draw counterpart of tests/pokerkit_stud.py (whose action choice, reopening
tracker and settlement events it shares): PokerKit's state machine is driven
with random legal actions and every operation is written out as a native
``handaudit/1`` hand that a validator must accept as it is.

    from tests.pokerkit_draw import play_hand
    hand, final_stacks = play_hand(random.Random(7), 4, "pot")   # native dict, PokerKit's stacks

PokerKit has five-card draw only as deuce-to-seven lowball, so the game is its
``SingleDraw`` (one betting round, the draw, one more) with five hole cards,
the high hand and its fixed-limit (the same bet before and after the draw; the rules'
raise cap: :class:`_FixedLimitDraw`), pot-limit or no-limit mixin.  Blinds (the big blind the
least bet; heads-up the dealer posts the small one), antes or both; stacks from
less than a blind to deep, so that there are short blinds, short all-ins and side
pots.  A big blind all-in for less than the blind is owed only what it posted in
PokerKit: such hands carry ``short_big_blind: "posted"``.

Automations on the PokerKit side: ante and blind posting, bet collection, the
showdown, hand killing, chips pushing and pulling.  The harness deals (one
card at a time, each player's five from the dealer's left; when the deck runs
dry during the draw, the cards discarded by the players who drew earlier come
back, never the burned card), burns a card before the draw, and chooses each
discard and action.  PokerKit's player 0 is the first seat left of the dealer; the
native button is the last seat.
"""

from __future__ import annotations

import random
import warnings

from pokerkit import (
    AntePosting,
    Automation,
    BetCollection,
    BlindOrStraddlePosting,
    CardBurning,
    CompletionBettingOrRaisingTo,
    Deck,
    Draw,
    FixedLimitPokerMixin,
    HoleDealing,
    NoLimitPokerMixin,
    Opening,
    PotLimitPokerMixin,
    SingleDraw,
    StandingPatOrDiscarding,
    Street,
)

from . import pokerkit_stud
from .pokerkit_stud import (
    NAMES,
    CachedHighHand,
    Reopening,
    card_name,
    choose,
    log_call_or_fold,
    random_amount,
    random_stacks,
    showdown_and_settlement,
)

AUTOMATIONS = pokerkit_stud.AUTOMATIONS + (Automation.BLIND_OR_STRADDLE_POSTING,)
#: how many cards a player throws away, drawn at random
DISCARDS = (0, 0, 1, 2, 3, 5)


class _FiveCardDraw(SingleDraw):
    deck = Deck.STANDARD
    hand_types = (CachedHighHand,)
    hole_dealing_count = 5


class _PotLimitDraw(PotLimitPokerMixin, _FiveCardDraw):
    pass


class _NoLimitDraw(NoLimitPokerMixin, _FiveCardDraw):
    pass


class _FixedLimitDraw(FixedLimitPokerMixin, _FiveCardDraw):
    """Fixed limit, the same bet before and after the draw.  The rules count the big blind as
    the opening bet (POKER.md 4), so the round before the draw allows three raises over it
    (a bet and three raises, POKER.md 2), where PokerKit's fixed-limit games count only the
    raises after the blinds, four of them: its cap for that round is set to three."""

    def __init__(self, automations, ante_trimming_status, raw_antes, raw_blinds_or_straddles, min_bet):
        cap = self.max_completion_betting_or_raising_count
        first = cap - 1 if raw_blinds_or_straddles else cap
        Draw.__init__(
            self, automations,
            (Street(False, (False,) * self.hole_dealing_count, 0, False, Opening.POSITION, min_bet, first),
             Street(True, (), 0, True, Opening.POSITION, min_bet, cap)),
            ante_trimming_status, raw_antes, raw_blinds_or_straddles, 0)


GAMES = {"fixed": _FixedLimitDraw, "pot": _PotLimitDraw, "no_limit": _NoLimitDraw}


def random_setup(rng: random.Random) -> tuple[int, tuple[int, int] | None, int]:
    """``(ante, (small blind, big blind) or None, min_bet)``: mostly blinds (with or without
    an ante), else antes only; the least bet is the big blind."""
    big = rng.choice((2, 10, 20, 25))
    if rng.random() < 0.8:
        return rng.choice((0, 0, 1, 5)), (big // 2, big), big
    return rng.choice((1, 5)), None, big


def play(rng: random.Random, players: int, betting: str,
         setup: tuple[int, tuple[int, int] | None, int] | None = None, stacks: list[int] | None = None,
         decide=choose):
    """Play one random legal hand on PokerKit: ``(state, starting stacks, setup)``.

    ``betting``: ``fixed``, ``pot`` or ``no_limit``; ``setup``: ``(ante, blinds or None, min_bet)``;
    ``decide``: takes each action, called as :func:`tests.pokerkit_stud.choose` is.
    """
    setup = setup or random_setup(rng)
    ante, blinds, min_bet = setup
    starting = stacks or random_stacks(rng, players, ante, min_bet)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = GAMES[betting](AUTOMATIONS, False, ante, blinds or (), min_bet)
        state = game(tuple(starting), players)
        deck = list(Deck.STANDARD)
        rng.shuffle(deck)
        discarded: list[tuple[int, object]] = []   # (player, card) in the order thrown away
        drew: list[int] = []                         # the players in the order they drew
        track = None
        while state.status:
            if state.can_burn_card():
                state.burn_card(deck.pop())
            elif state.can_deal_hole():
                i = state.hole_dealee_index
                if deck:
                    card = deck.pop()
                else:
                    # the deck ran dry (many players drawing): an earlier player's discard
                    k, (j, card) = next((k, d) for k, d in enumerate(discarded) if d[0] != i)
                    assert drew.index(j) < drew.index(i), "the earlier players' discards ran out too"
                    del discarded[k]
                state.deal_hole((card,))
            elif state.can_stand_pat_or_discard():
                i = state.stand_patter_or_discarder_index
                cards = rng.sample(list(state.hole_cards[i]), rng.choice(DISCARDS))
                discarded += [(i, c) for c in cards]
                drew.append(i)
                state.stand_pat_or_discard(cards)
                track = None
            elif state.actor_index is not None:
                if track is None:
                    # a round starts at the big blind's level (before the draw) or at 0
                    track = Reopening(min_bet, max(state.bets), grows=betting != "fixed")
                decide(rng, state, track, False, random_amount)
            else:  # pragma: no cover - PokerKit always has a next step while status is True
                raise AssertionError(f"PokerKit state stuck: {state}")
    return state, starting, setup


def play_hand(rng: random.Random, players: int, betting: str, hand_id: str = "pk-1",
              setup: tuple[int, tuple[int, int] | None, int] | None = None,
              stacks: list[int] | None = None) -> tuple[dict, list[int]]:
    """One random legal hand: (native hand dict, PokerKit's final stacks in seat order)."""
    state, starting, setup = play(rng, players, betting, setup, stacks)
    return to_native(state, hand_id, starting, setup, betting), list(state.stacks)


def to_native(state, hand_id: str, starting: list[int], setup: tuple[int, tuple[int, int] | None, int],
              betting: str, settle: bool = True) -> dict:
    """The native hand of a finished PokerKit draw state (``settle`` false: of the operations so
    far, without the showdown and the settlement)."""
    ante, blinds, min_bet = setup
    n = len(starting)
    names = NAMES[:n]
    # heads-up PokerKit's player 1, the dealer, posts the small blind
    big_blind = (0 if n == 2 else 1) if blinds else None
    events: list[dict] = []
    bets = [0] * n
    put_in = [0] * n
    dealt: list[list[str]] = [[] for _ in range(n)]
    draws: dict[int, dict] = {}
    short_big_blind = False
    first_draw = 0
    for op in state.operations:
        if isinstance(op, AntePosting):
            events.append({"type": "ante", "player": names[op.player_index], "amount": op.amount})
            put_in[op.player_index] += op.amount
        elif isinstance(op, BlindOrStraddlePosting):
            i = op.player_index
            big = i == big_blind
            short_big_blind |= big and op.amount < blinds[1]
            events.append({"type": "blind", "player": names[i], "amount": op.amount,
                           "kind": "big" if big else "small"})
            bets[i] += op.amount
            put_in[i] += op.amount
        elif isinstance(op, HoleDealing):
            i = op.player_index
            cards = [card_name(c) for c in op.cards]
            if draws:
                draws[i]["receive"] += cards
                continue
            dealt[i] += cards
            if sum(map(len, dealt)) == 5 * n:
                # one deal event per player, from the dealer's left
                events += [{"type": "deal", "player": names[j], "down": dealt[j]} for j in range(n)]
        elif isinstance(op, CardBurning):
            # PokerKit burns once everybody has discarded, before the replacements: the native
            # draw events hold both, so the burn goes before the first of them
            events.insert(first_draw, {"type": "burn", "cards": [card_name(op.card)]})
        elif isinstance(op, StandingPatOrDiscarding):
            i = op.player_index
            if not draws:
                first_draw = len(events)
            draws[i] = {"type": "draw", "player": names[i], "discard": [card_name(c) for c in op.cards],
                        "receive": []}
            events.append(draws[i])
        elif isinstance(op, CompletionBettingOrRaisingTo):
            i = op.player_index
            events.append({"type": "raise" if max(bets) else "bet", "player": names[i], "to": op.amount})
            put_in[i] += op.amount - bets[i]
            bets[i] = op.amount
        elif log_call_or_fold(op, names, bets, put_in, events):
            pass                     # handaudit takes a check with nobody left as the round's end
        elif isinstance(op, BetCollection):
            bets = [0] * n
    if settle:
        events += showdown_and_settlement(state, names, starting, put_in)
    if betting == "fixed":
        # PokerKit's single draw bets the same before and after the draw
        rules: dict = {"betting": betting, "small_bet": min_bet, "big_bet": min_bet}
    else:
        rules = {"betting": betting, "min_bet": min_bet}
    if ante:
        rules["ante"] = ante
    if blinds:
        rules["blinds"] = list(blinds)
    if short_big_blind:
        rules["short_big_blind"] = "posted"
    return {"format": "handaudit/1", "hand_id": hand_id, "game": "draw", "rules": rules, "button": n,
            "seats": [{"seat": i + 1, "player": names[i], "stack": starting[i]} for i in range(n)],
            "events": events}
