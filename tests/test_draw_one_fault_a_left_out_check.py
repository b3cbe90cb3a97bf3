"""Five-card draw, one fault, one finding: a check left out of the log.  When the log goes on to
the next phase (a draw during the first betting round, a show or a muck during the second) while
every player still to act owes nothing, their checks were left out: one finding at that event,
naming them, and the round ends as if they checked (a check changes no chips and no hand), so
the draw and the showdown are judged as logged and the correct payout is not called wrong.
Before, the round stayed open: the big blind's missing check gave ten findings (every draw
"during the first betting round", a check out of turn, a bet that "must be a raise", a call of
the wrong amount, the shows, hand-incomplete and books-unbalanced on a correct payout), a last
check left out four (the shows and hand-incomplete).  A player an action out of turn already
passed over (reported then) is not reported again."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "draw_s17" / "left-out-checks.jsonl")
SECOND = "during the second betting round"


@pytest.mark.parametrize("hand_id,finding", [
    ("big-blind-check-left-out", ("illegal-action", 10, "bob drew during the first betting round; the draw "
                                  "comes between the two betting rounds (carol had not acted, with nothing to "
                                  "call: taken as a check)")),
    ("last-check-left-out", ("out-of-turn", 16, f"bob showed {SECOND}; hands are shown at the showdown (alice "
                             "had not acted, with nothing to call: taken as a check)")),
    ("two-checks-left-out", ("out-of-turn", 15, f"bob showed {SECOND}; hands are shown at the showdown (carol, "
                             "alice had not acted, with nothing to call: taken as checks)")),
    ("last-check-left-out-then-muck", ("out-of-turn", 16, f"bob mucked {SECOND} (alice had not acted, with "
                                       "nothing to call: taken as a check)")),
    ("first-check-passed-over", ("out-of-turn", 14, "carol checked but it was bob's turn to act")),
])
def test_a_left_out_check_is_one_finding_and_the_payout_is_judged(hand_id, finding):
    result = replay(HANDS[hand_id])
    assert [(f.code, f.seq, f.message) for f in result.findings] == [finding]
    assert all(a.correct == (a.recorded or 0) for a in result.awards)
    assert sum(a.correct for a in result.awards) == result.pot_total


def test_the_hand_with_every_check_logged_is_clean():
    result = replay(HANDS["second-round-checked-down"])
    assert result.findings == []
    assert [(a.player, a.correct) for a in result.awards if a.correct] == [("alice", 33)]


def test_the_draw_goes_on_in_its_order_after_the_left_out_check():
    # the draw that ended the round was the first drawer's: the others draw in turn, unreported
    result = replay(HANDS["big-blind-check-left-out"])
    assert [f.seq for f in result.findings] == [10]
    # the event that ended the round is counted in it, as an early draw is (statistics)
    assert result.rounds[10] == 0 and result.rounds[11] == 1
    assert {p.player: p.net for p in result.players} == {"alice": -11, "bob": 5, "carol": 6}


EARLY = hands_by_id(FIXTURES / "draw_s17" / "early-events.jsonl")


@pytest.mark.parametrize("hand_id,finding", [
    ("early-show-before-the-last-bets", ("out-of-turn", 15, f"carol showed {SECOND}; hands are shown at the "
                                         "showdown")),
    ("early-draw-before-the-big-blinds-raise", ("illegal-action", 16, "zoe drew during the first betting round; "
                                                "the draw comes between the two betting rounds")),
    ("stud-early-show-before-the-last-bets", ("out-of-turn", 20, "bob showed during 7th street, with betting "
                                              "still to come; hands are shown at the showdown")),
    # antes only, all_check redeal: checks all round would end the hand, so none is assumed
    ("early-draw-with-all-check-redeal", ("illegal-action", 8, "victor drew during the first betting round; the "
                                          "draw comes between the two betting rounds")),
])
def test_an_event_logged_early_is_one_finding_when_the_round_goes_on_after_it(hand_id, finding):
    # the players taken as checking act after all (a bet, a raise, a fold): the show or draw was
    # early, no check was left out; the round is back as it was, its finding says only that
    result = replay(EARLY[hand_id])
    assert [(f.code, f.seq, f.message) for f in result.findings] == [finding]
    assert all(a.correct == (a.recorded or 0) for a in result.awards)
