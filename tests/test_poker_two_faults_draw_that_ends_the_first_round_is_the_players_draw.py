"""A draw that ends the first betting round (the checks left out, or an action out of turn
passed over the drawer) is the player's draw in the draw it begins, even when it cannot be
applied (a discard not held: card-not-held), as a draw made in its place is (FORMAT.md: an
event that cannot be applied is skipped, the turn is the player's).  It used to leave the turn
with the drawer: every later event was out of turn and the hand never settled."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "test_poker_two_faults" / "draw_skipdraw_min.jsonl")


def _found(hand_id: str) -> list[tuple[str, int | None, str | None]]:
    return [(f.code, f.seq, f.player) for f in replay(HANDS[hand_id]).findings]


def test_a_bad_draw_in_its_place_uses_the_turn() -> None:
    assert _found("V3_control_bad_draw") == [("card-not-held", 6, "niaj")]


def test_a_bad_draw_that_ends_the_round_left_open_uses_the_turn() -> None:
    assert _found("V2_missing_check_bad_draw") == [("illegal-action", 5, "niaj"), ("card-not-held", 5, "niaj")]
    res = replay(HANDS["V2_missing_check_bad_draw"])
    assert [(a.player, a.correct, a.recorded) for a in res.awards] == [("niaj", 4, 4)]


def test_a_bad_draw_after_a_check_out_of_turn_uses_the_turn() -> None:
    assert _found("V1_oot_check_bad_draw") == [("out-of-turn", 4, "rupert"), ("card-not-held", 5, "niaj")]


def test_the_same_gaps_with_a_good_draw_are_one_finding() -> None:
    assert _found("V4_missing_check_good_draw") == [("illegal-action", 5, "niaj")]
    assert _found("V5_oot_check_good_draw") == [("out-of-turn", 4, "rupert")]
