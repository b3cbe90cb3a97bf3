"""Palace: what follows a battle's result (review of session 57).

* A wrong battle result, then a ``show`` by one of the battle's players (allowed until the
  capture, README), then the capture by the winner by the cards: the log goes on as the cards
  decide it, and the wrong result is the one finding, as with no show between.  Before, the show
  hid the capture and one fault made eight findings (the winner's next attack "out of turn", the
  pot short of what was collected, the hand incomplete).
* A capture after a tie that put both players out and so ended the hand is that battle's wrong
  capture (``palace-capture``: no battle had a winner), as after the last two's tie; before, it was
  ``palace-hand-not-over``."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

SHOWN = hands_by_id(FIXTURES / "palace_s57" / "wrong-result-then-show-then-capture.jsonl")
TIES = hands_by_id(FIXTURES / "palace_s57" / "capture-after-a-tie.jsonl")


def _found(hand):
    return [(f.code, f.seq) for f in replay(hand).findings]


def test_a_wrong_result_then_the_cards_winners_capture_is_one_finding_with_or_without_a_show():
    assert [e.type for e in SHOWN["WB2"].events[11:14]] == ["battle", "show", "capture"]
    assert _found(SHOWN["WB1"]) == _found(SHOWN["WB2"]) == [("palace-wrong-battle-result", 11)]


def test_the_last_twos_battle_too():
    assert [e.type for e in SHOWN["WL2"].events[8:11]] == ["battle", "show", "capture"]
    assert _found(SHOWN["WL1"]) == _found(SHOWN["WL2"]) == [("palace-wrong-battle-result", 8)]


def test_a_capture_after_a_tie_is_palace_capture_whether_or_not_the_tie_ended_the_hand():
    assert _found(TIES["T1"]) == [("palace-capture", 9)]      # the last two tie
    assert _found(TIES["T4"]) == [("palace-capture", 12)]     # three players: the tie leaves one
