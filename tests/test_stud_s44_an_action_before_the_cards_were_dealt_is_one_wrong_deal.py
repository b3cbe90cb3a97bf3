"""README (stud): a betting action logged before any card was dealt, with the deal after it in
the log, is one ``wrong-deal``, and is taken as logged right after the deal of 3rd street, where it
is judged.  Before, it began the deal there: its player was taken as the first to act (the bring-in
of the lowest upcard became a stray one, the calls after it wrong amounts and out of turn), and the
antes logged after it were "after the deal began" with no card dealt.  (The hands end after 3rd
street's betting: ``hand-incomplete`` is left out below.)"""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "stud_s44" / "actions_before_the_deal.jsonl")
BRING_IN = "a has to bring in: 2c is the lowest upcard (8s of b is higher by rank), and must bring in or complete first"


def _found(hand_id: str):
    return [(f.code, f.seq, f.message) for f in replay(HANDS[hand_id]).findings if f.code != "hand-incomplete"]


def _wrong_deal(seq: int, who: str, done: str):
    return ("wrong-deal", seq, f"{who} {done} before the cards were dealt; taken as an action after the deal of 3rd street")


def test_a_check_before_the_deal_is_judged_after_it():
    assert _found("N4-check-after-antes-before-deal") == [
        _wrong_deal(3, "b", "checked"), ("wrong-forced-bet", 3, f"b checked before the bring-in: {BRING_IN}")]
    # as the same check logged after the deal
    assert _found("N7-check-after-deal-before-bringin") == [
        ("wrong-forced-bet", 6, f"b checked before the bring-in: {BRING_IN}")]


def test_the_bring_in_before_the_deal_is_the_bring_in():
    assert _found("N5-bringin-before-deal") == [_wrong_deal(3, "a", "posted the bring-in")]
    assert _found("N3-bringin-before-antes-done") == [_wrong_deal(2, "a", "posted the bring-in")]
    assert _found("N6-clean") == []


def test_the_antes_after_it_are_not_late():
    assert _found("N2-stray-check-during-antes") == [
        _wrong_deal(1, "b", "checked"), ("wrong-forced-bet", 1, f"b checked before the bring-in: {BRING_IN}")]
    found = _found("N1-stray-fold-during-antes")
    assert found[0] == _wrong_deal(1, "c", "folded")
    assert not any("after the deal began" in m for _, _, m in found)
