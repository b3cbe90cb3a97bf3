"""Reopening is judged per player (POKER.md 2, table stakes): "An all-in raise that is less
than a full raise does not reopen the betting for players who have already acted in the
round".  A player who acted between two short all-ins faces only the second: short all-ins
that add up to a full raise reopen the betting for those who acted before them all, not for
a player who acted in between.  And `complete` raises a bring-in (FORMAT.md): with no
bring-in in the round there is nothing to complete."""

from __future__ import annotations

import pytest

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

BETTING = FIXTURES / "betting"


def _hands(name: str) -> dict[str, Hand]:
    return hands_by_id(BETTING / name)


def _found(hand: Hand) -> list[tuple[str, int | None, str | None]]:
    return [(f.code, f.seq, f.player) for f in replay(hand).findings if f.code != "hand-incomplete"]


@pytest.mark.parametrize("name,hand_id,seq", [
    ("short-all-ins-between-a-players-actions.jsonl", "fx-sum-between", 13),
    ("short-all-ins-between-a-players-actions.jsonl", "nl-sum-between", 13),
    ("short-all-ins-between-a-players-actions-stud.jsonl", "sum-between", 9),
    ("short-all-in-over-a-short-opening-bet.jsonl", "reopen-allin", 8),
])
def test_short_all_ins_do_not_reopen_for_a_player_who_acted_between_them(name, hand_id, seq):
    hand = _hands(name)[hand_id]
    found = _found(hand)
    assert [(c, s) for c, s, _ in found] == [("betting-not-reopened", seq)]
    assert "less than a full raise" in replay(hand).findings[0].message


def test_short_all_ins_adding_up_still_reopen_for_a_player_who_acted_before_them():
    for hand in _hands("short-all-ins-adding-up.jsonl").values():
        assert _found(hand) == []


def test_complete_with_no_bring_in_in_the_round_is_illegal_action():
    hands = _hands("complete-without-a-bring-in.jsonl")
    assert _found(hands["complete-4th-over-short-allin"]) == [("illegal-action", 11, "ben")]
    assert _found(hands["complete-4th-nothing"]) == [("illegal-action", 10, "ann")]
