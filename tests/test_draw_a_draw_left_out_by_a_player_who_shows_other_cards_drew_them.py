"""A draw line the log leaves out, of a player who then shows cards other than those dealt: the
player drew them (README), unseen.  Heads-up all-in, nothing else ended the draw: the hand was
``hand-incomplete`` and a payout to the wrong player went unjudged.  Now the draw ends there, the
player's cards are those shown, and the payout is judged on them; and a player a draw out of turn
passed over (reported then) is not named again by the check that opens the second round (review
of session 64)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

DIR = FIXTURES / "draw_s64"


def _found(name: str) -> dict[str, list[tuple]]:
    out: dict[str, list[tuple]] = {}
    for c in validate([str(DIR / name)]):
        out[c.hand_id] = [(f.code, f.seq, f.player) for f in c.findings]
    return out


def test_all_in_the_payout_is_judged_on_the_cards_shown():
    found = _found("draw-left-out-all-in-shows-other-cards.jsonl")
    assert found["f1-paid-p2"] == [("out-of-turn", 7, "p1")]          # p2's three queens win
    assert found["f1-paid-p1"] == [("out-of-turn", 7, "p1"), ("wrong-winner", 9, "p1")]
    assert found["f1-with-draw-line"] == []


def test_a_player_passed_over_is_not_named_again_by_the_check():
    found = _found("draw-passed-over-then-check.jsonl")
    assert found == {"p1-draw-missing": [("out-of-turn", 9, "p2")], "p1-allin-draw-missing": [("out-of-turn", 9, "p2")]}


def test_a_draw_left_out_is_held_to_max_discard():
    # the cards shown for those dealt number more than max_discard: the draw broke the limit, as a
    # logged one would (the second diff review of session 64: the hand passed clean)
    found = _found("draw-left-out-past-max-discard.jsonl")
    assert ("wrong-draw", 7, "p2") in found["S6-bet-maxdisc"]
    assert ("wrong-draw", 7, "p2") in found["A-maxdisc3-4changed"]
    assert found["S6b-with-draw-line"] == [("wrong-draw", 7, "p2")]
