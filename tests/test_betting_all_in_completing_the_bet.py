"""Fixed limit, an all-in over a short all-in that completes the bet (to the last full bet plus
one unit) but is not a unit over the short all-in: for a player who acted at the short all-in,
the raises since are less than a full raise, so the betting is not reopened for them
(POKER.md 2: "An all-in raise that is less than a full raise does not reopen the betting for
players who have already acted in the round"; PokerKit agrees).  Landing exactly on the
completed bet is judged as landing one chip above it: before, 40 reopened and 45 did not.

And a bet or raise when everyone else is folded or all-in: nobody can call it, so it is
`illegal-action` wherever it is made (PokerKit allows only a call or fold there); before, it
passed facing a bet and was "a raise during the draw" on the big blind's option."""

from __future__ import annotations

import msgspec
import pytest

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HERE = FIXTURES / "betting_s15"


def _found(hand: Hand) -> list[tuple[str, int | None, str | None]]:
    return [(f.code, f.seq, f.player) for f in replay(hand).findings]


@pytest.mark.parametrize("hand_id", ["mono-allin40", "mono-allin45"])
def test_all_in_completing_a_raise_does_not_reopen_for_a_player_who_acted_at_the_short_all_in(hand_id):
    hand = hands_by_id(HERE / "all-in-completing-a-raise-over-a-short-all-in.jsonl")[hand_id]
    assert _found(hand) == [("betting-not-reopened", 19, "p3")]


def test_all_in_completing_a_raise_in_stud_agrees_with_pokerkit():
    hand = hands_by_id(HERE / "all-in-completing-a-raise-stud.jsonl")["reopen-inbetween"]
    assert _found(hand) == [("betting-not-reopened", 29, "p2")]


@pytest.mark.parametrize("hand_id", ["open-allin20", "open-allin25"])
def test_all_in_completing_a_short_opening_bet_does_not_reopen_for_its_caller(hand_id):
    hand = hands_by_id(HERE / "all-in-completing-a-short-opening-bet.jsonl")[hand_id]
    assert _found(hand) == [("betting-not-reopened", 18, "p2")]


def test_a_completion_with_chips_behind_is_a_full_raise_and_reopens():
    # the README's reading: completing the bet to the full bet is a full raise, when not all-in
    hand = hands_by_id(HERE / "all-in-completing-a-raise-over-a-short-all-in.jsonl")["mono-allin40"]
    data = msgspec.json.decode(msgspec.json.encode(hand))
    data["seats"][3]["stack"] = 1000
    data["events"].insert(20, {"type": "call", "player": "p4"})
    more = msgspec.json.decode(msgspec.json.encode(data), type=Hand)
    assert _found(more) == []


@pytest.mark.parametrize("hand_id,seq,tail", [
    ("lone-raise", 9, "may only call or fold"),
    ("hu-bb7-raise", 4, "may only call or fold"),
    ("bbopt-raise", 8, "may only check"),
])
def test_a_raise_nobody_can_call_is_illegal_action(hand_id, seq, tail):
    hand = hands_by_id(HERE / "raise-nobody-can-call.jsonl")[hand_id]
    result = replay(hand)
    assert [(f.code, f.seq) for f in result.findings] == [("illegal-action", seq)]
    assert "nobody left could call it" in result.findings[0].message
    assert result.findings[0].message.endswith(tail)
