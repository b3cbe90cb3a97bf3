"""Draw and stud: when the log goes on to the next phase (a draw, a show, the next street's burn
or deal) while players still owed an answer to a bet, and the next betting action in the log is
not theirs, their answers were left out (README, "answers left out"): a player who is not in the
log again (but for a muck) is taken as folded, one who plays on (is dealt, draws, acts, shows)
as calling, and the round ends there: one finding at that event, none when an action out of turn
passed over each of them (reported then).  Before, the round stayed open: every later action
was out of turn, every later street dealt "before the betting was over", and a right payout was
called wrong (up to 18 findings for one missing line)."""

from __future__ import annotations

import json

import msgspec
import pytest

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES, SPEC, hands_by_id, paid_right

HANDS = hands_by_id(FIXTURES / "poker_s45" / "answers-left-out.jsonl")
STUD = json.loads((SPEC / "examples" / "stud-sample-deal.jsonl").read_text().splitlines()[0])


@pytest.mark.parametrize("hand_id,finding", [
    ("draw-fold-left-out-passed", ("out-of-turn", 7, "alice called but it was carol's turn to act")),
    ("draw-fold-left-out-last", ("illegal-action", 8, "alice drew during the first betting round; the draw "
                                 "comes between the two betting rounds (carol had not acted, facing a bet, and is "
                                 "not in the log again: taken as folded)")),
    ("stud-fold-left-out-passed", ("out-of-turn", 10, "dave called but it was walter's turn to act")),
    ("stud-call-left-out-passed", ("out-of-turn", 38, "olivia called but it was walter's turn to act")),
])
def test_an_answer_left_out_is_one_finding_and_the_payout_is_judged(hand_id, finding):
    result = replay(HANDS[hand_id])
    assert [(f.code, f.seq, f.message) for f in result.findings] == [finding]
    assert paid_right(result)


def _stud_without(k: int):
    doc = dict(STUD, events=STUD["events"][:k] + STUD["events"][k + 1:])
    return replay(msgspec.json.decode(json.dumps(doc).encode(), type=Hand))


def test_stud_the_last_call_of_a_street_left_out_is_taken_as_a_call_at_the_next_burn():
    # carol's call of alice's 500 on 5th street (event 23) is missing; carol is dealt 6th street
    result = _stud_without(23)
    assert [(f.code, f.seq, f.message) for f in result.findings] == [
        ("wrong-deal", 23, "a card was burned for 6th street before the betting of 5th street was over "
                           "(carol had not acted, facing a bet, and plays on: taken as calling)")]
    assert paid_right(result)


def test_a_call_logged_after_the_next_streets_deal_is_still_that_call():
    # the next betting action is the player's own call: the burn and deal were early (as before)
    events = STUD["events"][:23] + STUD["events"][24:27] + [STUD["events"][23]] + STUD["events"][27:]
    doc = dict(STUD, events=events)
    result = replay(msgspec.json.decode(json.dumps(doc).encode(), type=Hand))
    assert [f.code for f in result.findings][0] == "wrong-deal"
    assert "taken as" not in result.findings[0].message
    assert paid_right(result)


def test_a_call_logged_before_the_bet_it_answers_is_not_counted_again():
    # carol's call of alice's 500 on 5th street logged before the bet (a call of nothing then,
    # its chips in the pot): at the burn she owes 500 and plays on; those chips were her answer
    events = STUD["events"][:22] + [STUD["events"][23], STUD["events"][22]] + STUD["events"][24:]
    doc = dict(STUD, events=events)
    result = replay(msgspec.json.decode(json.dumps(doc).encode(), type=Hand))
    assert [(f.code, f.seq) for f in result.findings] == [
        ("out-of-turn", 22), ("wrong-call-amount", 22), ("wrong-deal", 24)]
    assert "taken as calling" in result.findings[-1].message
    assert paid_right(result)


REVIEW = hands_by_id(FIXTURES / "poker_s45" / "answers-left-out-review.jsonl")


@pytest.mark.parametrize("hand_id,seq,taken", [
    ("A1-own-show", 10, "alice had not acted, facing a bet, and plays on: taken as calling"),     # own show went on
    ("A2-own-draw-thenmuck", 6, "alice had not acted, facing a bet, and plays on: taken as calling"),
    ("stud-3-13|del|call|43", 43, "walter had not acted, facing a bet, and plays on: taken as calling"),
    ("leftout-foldfirst", 9, "alice had not acted, facing a bet, and plays on: taken as calling"),   # drew, then folds
    ("C-call-leftout-muck", 13, "carol had not acted, facing a bet, and plays on: taken as calling"),  # muck at the showdown
    ("C-pass-and-out-bb-leftout", 7, "erin had not acted, with nothing to call but checking not allowed, and is "
                                     "not in the log again: taken as folded"),
    ("D-late-fold-after-next-action", 8, "carol had not acted, facing a bet, and folds later in the log: taken as "
                                         "folded"),
    ("D-stud-late-fold-after-next-action", 16, "alice had not acted, facing a bet, and folds later in the log: "
                                               "taken as folded"),
    ("E-fold-leftout-collect0", 13, "carol had not acted, facing a bet, and is not in the log again: taken as "
                                    "folded"),     # a collect of 0 is no playing on
])
def test_each_players_next_lines_tell_what_was_left_out(hand_id, seq, taken):
    result = replay(REVIEW[hand_id])
    assert [f.seq for f in result.findings] == [seq]
    assert result.findings[0].message.endswith(f"({taken})")
    assert paid_right(result)


@pytest.mark.parametrize("hand_id,seq", [("late_call_after_others_drew", 9),
                                         ("stud_late_call_after_next_street_bets", 15)])
def test_a_call_line_logged_after_the_log_went_on_is_the_call_taken_there(hand_id, seq):
    # the call, with nothing bet since the log went on, is the answer taken as calling there:
    # no second finding, its chips not counted twice (a right collect was called wrong)
    result = replay(REVIEW[hand_id])
    assert [f.seq for f in result.findings] == [seq]
    assert "calls later in the log: taken as calling" in result.findings[0].message
    assert paid_right(result)


def test_a_fold_out_of_turn_by_a_player_who_plays_on_is_another_players_line():
    # alice's fold logged as bob's, who shows and collects: the fold is not bob's (not applied),
    # and alice, not in the log again, is taken as folded (the right collect was wrong-winner)
    assert [f.code for f in replay(REVIEW["fold-misnamed-legal"]).findings] == []
    result = replay(REVIEW["fold-misnamed"])
    assert [(f.code, f.seq, f.player) for f in result.findings] == [("out-of-turn", 13, "bob")]
    assert paid_right(result)
