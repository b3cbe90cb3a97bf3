"""Draw: a draw logged during the first betting round is illegal-action (README).  When an
action out of turn had passed over the player still to act (reported then), the draw ends the
round with no finding of its own; once that player acts in the round after all, the draw is
known to have been logged early, and it is reported then, as the same early draw without the
action out of turn is.  It used to get no finding."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "test_poker_masked_faults" / "draw_oot_then_early_draw.jsonl")
EARLY = ("alice drew during the first betting round; the draw comes between the two betting rounds")


def _found(hand_id: str) -> list[tuple[str, int | None, str | None, str]]:
    return [(f.code, f.seq, f.player, f.message) for f in replay(HANDS[hand_id]).findings]


def test_an_early_draw_after_a_check_or_call_out_of_turn_is_reported() -> None:
    assert _found("V3_ootcheck_then_early_draw") == [
        ("out-of-turn", 4, "alice", "alice checked but it was heidi's turn to act"),
        ("illegal-action", 5, "alice", EARLY)]
    assert _found("V1_ootcall_then_early_draw") == [
        ("out-of-turn", 4, "alice", "alice called but it was heidi's turn to act"),
        ("illegal-action", 5, "alice", EARLY)]
    found = _found("V4_masked_ootcall_early_draw_no_draw_after")
    # heidi draws nowhere and her show leads to the showdown: her stand-pat line was left out
    # (review 54: taken as standing pat, the hand is settled, its overpaid collect judged)
    assert [f[:3] for f in found] == [("out-of-turn", 4, "alice"), ("illegal-action", 5, "alice"),
                                      ("out-of-turn", 8, "heidi"), ("out-of-turn", 8, "heidi"),
                                      ("wrong-amount", 10, "heidi"), ("books-unbalanced", 10, None)]
    assert "heidi had not drawn, and does not draw later in the log: taken as standing pat" in found[2][3]


def test_the_early_draw_alone_is_unchanged() -> None:
    assert _found("V2_early_draw_only") == [("illegal-action", 4, "alice", EARLY)]
    assert _found("legal") == []
