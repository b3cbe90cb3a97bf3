"""A short all-in OPENING bet (or a short all-in completion of a bring-in) followed by short
all-in raises does not reopen the betting for a player who already acted on a bet (POKER.md 2,
table stakes: "An all-in raise that is less than a full raise does not reopen the betting for
players who have already acted in the round: they may only call or fold").  The betting is
reopened for them only by a full bet or raise, or by short all-ins adding up to a full raise
since their action.  Players who have not acted, and a player who only checked (a check faces
no bet), may still bet or raise; in stud, calling the bring-in is acting on it (the bring-in's
own poster has not acted: the bring-in is forced)."""

from __future__ import annotations

import msgspec
import pytest

from audit.model import Hand
from audit.poker.betting import BettingRound, BettingRules
from audit.replay import replay

from .betting_table import codes, table

RULES = {
    "fixed": {"betting": "fixed", "small_bet": 10},
    "spread": {"betting": "spread", "min_bet": 10, "max_bet": 20},
    "pot": {"betting": "pot", "min_bet": 10},
    "no_limit": {"betting": "no_limit", "min_bet": 10},
}


def round_of(structure: str, *stacks: int) -> tuple:
    t = table(*stacks)
    br = BettingRound(t, BettingRules.from_rules(RULES[structure]), 10)
    br.start(0)
    return t, br


@pytest.mark.parametrize("structure", list(RULES))
def test_a_caller_of_a_short_all_in_opening_bet_may_not_raise_over_a_short_all_in_raise(structure):
    t, br = round_of(structure, 1, 200, 2, 200)
    br.bet(0, 0, 1, True)              # p0 all-in for 1 of a 10 bet: incomplete
    br.call(1, 1, 1)                   # p1 acts on it
    br.raise_(2, 2, 2, True)           # p2 all-in to 2: one more chip, less than a full raise
    br.call(3, 3, 2)
    assert br.options(1) == (1, 0, 0, False)
    br.raise_(4, 1, 12)                # p1 raises anyway
    assert codes(t) == [("betting-not-reopened", 4)]
    assert t.findings[0].message == (
        "p1 re-raised to 12 after p2's all-in to 2: p1 had already acted at 1, and the raises "
        "since (1) are less than a full raise (10), which does not reopen the betting: p1 may "
        "only call or fold")


@pytest.mark.parametrize("structure,to", [("fixed", 10), ("fixed", 11), ("spread", 10),
                                          ("spread", 11), ("pot", 11), ("no_limit", 11)])
def test_a_full_bet_over_a_short_all_in_opening_bet_stays_legal_for_who_has_not_acted(structure, to):
    t, br = round_of(structure, 1, 200, 200)
    br.bet(0, 0, 1, True)
    br.raise_(1, 1, to)                # p1 has not acted: complete the bet, or raise over the all-in
    assert codes(t) == []


@pytest.mark.parametrize("structure,full,again", [("fixed", 10, 20), ("spread", 11, 21),
                                                  ("pot", 11, 21), ("no_limit", 11, 21)])
def test_a_caller_of_a_short_all_in_opening_bet_may_reraise_a_full_raise(structure, full, again):
    t, br = round_of(structure, 1, 200, 200)
    br.bet(0, 0, 1, True)
    br.call(1, 1, 1)
    br.raise_(2, 2, full)              # a full bet or raise: the betting is open again for p1
    assert br.options(1)[3]
    br.raise_(3, 1, again)
    assert codes(t) == []


@pytest.mark.parametrize("structure,allin,again", [("fixed", 11, 20), ("no_limit", 11, 21),
                                                   ("pot", 11, 21)])
def test_short_all_ins_adding_up_to_a_full_raise_reopen_only_for_who_acted_before_them(structure, allin,
                                                                                     again):
    t, br = round_of(structure, 1, 200, 5, 200, 11)
    br.bet(0, 0, 1, True)
    br.call(1, 1, 1)                   # p1 acted at 1
    br.raise_(2, 2, 5, True)           # short all-in to 5
    br.call(3, 3, 5)                   # p3 acted at 5
    br.raise_(4, 4, allin, True)       # short all-in to 11: 10 over p1's 1, only 6 over p3's 5
    assert br.options(1)[3] and not br.options(3)[3]
    br.raise_(5, 1, again)             # p1: the short all-ins since add up to a full raise
    assert codes(t) == []
    br.raise_(6, 3, again + 10)        # p1's raise is a full raise: p3 may raise now
    assert codes(t) == []


def test_short_all_ins_adding_up_leave_a_player_who_acted_between_them_closed():
    t, br = round_of("no_limit", 1, 200, 5, 200, 11)
    br.bet(0, 0, 1, True)
    br.call(1, 1, 1)
    br.raise_(2, 2, 5, True)
    br.call(3, 3, 5)
    br.raise_(4, 4, 11, True)
    br.call(5, 1, 10)
    br.raise_(6, 3, 21)                # p3 acted at 5: 6 more is less than a full raise
    assert codes(t) == [("betting-not-reopened", 6)]


@pytest.mark.parametrize("structure,to", [("fixed", 11), ("no_limit", 11), ("spread", 10)])
def test_a_player_who_only_checked_may_raise_a_short_all_in_opening_bet(structure, to):
    t, br = round_of(structure, 200, 1, 200)
    br.check(0, 0)                     # a check faced no bet
    br.bet(1, 1, 1, True)
    br.call(2, 2, 1)
    assert br.options(0)[3]
    br.raise_(3, 0, to)
    assert codes(t) == []


def _hand(events: list, stacks=(8, 300, 300)) -> Hand:
    data = {"format": "handaudit/1", "hand_id": "short-completion", "game": "stud",
            "rules": {"betting": "fixed", "bring_in": 5, "small_bet": 10, "big_bet": 20},
            "seats": [{"seat": k + 1, "player": p, "stack": s} for k, (p, s) in
                      enumerate(zip(("ann", "bob", "cat"), stacks))],
            "events": [{"type": "deal", "player": "ann", "down": ["Ah", "Ad"], "up": ["9h"]},
                       {"type": "deal", "player": "bob", "down": ["3d", "4s"], "up": ["2c"]},
                       {"type": "deal", "player": "cat", "down": ["7d", "8s"], "up": ["Kd"]},
                       {"type": "bring_in", "player": "bob", "amount": 5}] + events}
    return msgspec.json.decode(msgspec.json.encode(data), type=Hand)


def _found(hand: Hand) -> list[tuple[str, int | None, str | None]]:
    return [(f.code, f.seq, f.player) for f in replay(hand).findings if f.code != "hand-incomplete"]


def test_stud_calling_the_bring_in_is_acting_on_it_a_short_completion_does_not_reopen():
    hand = _hand([{"type": "call", "player": "cat", "amount": 5},
                  {"type": "complete", "player": "ann", "to": 8},      # all-in, short of 10
                  {"type": "call", "player": "bob", "amount": 3},
                  {"type": "raise", "player": "cat", "to": 18}])
    assert _found(hand) == [("betting-not-reopened", 7, "cat")]
    assert replay(hand).findings[0].message == (
        "cat re-raised to 18 after ann's all-in to 8: cat had already acted on the bring-in, and "
        "the bet since (8, counted from zero) is less than a full bet (10), which does not "
        "reopen the betting: cat may only call or fold")


def test_stud_the_bring_in_player_has_not_acted_and_may_raise_a_short_completion():
    hand = _hand([{"type": "call", "player": "cat", "amount": 5},
                  {"type": "complete", "player": "ann", "to": 8},
                  {"type": "raise", "player": "bob", "to": 18},        # one bet over the all-in
                  {"type": "call", "player": "cat", "amount": 13}])
    assert _found(hand) == []


@pytest.mark.parametrize("betting", [{"betting": "no_limit", "min_bet": 10},
                                     {"betting": "fixed", "small_bet": 10, "big_bet": 20}])
def test_draw_short_all_in_opening_bet_then_short_raise_does_not_reopen_for_the_caller(betting):
    names = ("ann", "bob", "cat", "dan")
    cards = (["As", "Ah", "Ad", "Kc", "Kd"], ["Qs", "Qh", "7d", "7c", "2d"],
             ["Js", "Jh", "Jd", "3c", "4d"], ["9s", "8h", "6d", "5c", "2c"])
    data = {"format": "handaudit/1", "hand_id": "short-open", "game": "draw",
            "rules": dict(betting, ante=2), "button": 4,
            "seats": [{"seat": k + 1, "player": p, "stack": s} for k, (p, s) in
                      enumerate(zip(names, (3, 200, 4, 200)))],
            "events": [{"type": "ante", "player": p, "amount": 2} for p in names] +
                      [{"type": "deal", "player": p, "down": c} for p, c in zip(names, cards)] +
                      [{"type": "bet", "player": "ann", "to": 1},            # all-in
                       {"type": "call", "player": "bob", "amount": 1},
                       {"type": "raise", "player": "cat", "to": 2},          # all-in
                       {"type": "call", "player": "dan", "amount": 2},
                       {"type": "raise", "player": "bob", "to": 12}]}
    hand = msgspec.json.decode(msgspec.json.encode(data), type=Hand)
    assert _found(hand) == [("betting-not-reopened", 12, "bob")]
