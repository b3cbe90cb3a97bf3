"""Palace: the player to act passed over by the next player's turn action (``out-of-turn``), when the
payout pays out exactly the small bet more than the log's lines put in, bought a soldier there, its
line lost: the buy is taken as made (a soldier not named, that a later capture or show names), and
the next player's action is in turn after it; the out-of-turn the one finding, telling both readings.
Before (session 71's damage harness: 4,611 copies with a buy line deleted, every one), the right
payout was wrong-amount and the books unbalanced, and the buyer's attack, sized by the soldier
(PALACE.md 3), and the capture of it were findings too: five for one lost line.  A payout that does
not count it leaves the line a wait or nothing, judged as before; a lost wait is the out-of-turn
alone."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "palace_s71" / "a-buy-line-lost.jsonl")
# limit, small bet 10: bob's buy of Kd (his turn, before carol's attack at 12) is not in the log;
# bob attacks with it for 20 at 18, and carol captures Kh Kd from him at 21


def _found(hand_id):
    r = replay(HANDS[hand_id])
    return [(f.code, f.seq) for f in r.findings], r


def test_the_buy_line_lost_the_payout_counting_it():
    codes, r = _found("buy-line-lost-payout-counts-it")
    assert codes == [("out-of-turn", 12)]
    assert r.findings[0].message == (
        "carol played (attack) but it was bob's turn (the payout counts 10 more than the lines put in: taken as "
        "bob's buy of a soldier for 10, its line lost, and carol's turn after it; if bob did not buy, the payout "
        "is 10 more than the pot)")
    assert {a.player: a.correct for a in r.awards} == {"carol": 165}


def test_a_payout_that_does_not_count_it_is_judged_on_the_lines_as_logged():
    codes, _ = _found("buy-line-lost-payout-does-not-count-it")
    assert codes == [("out-of-turn", 12), ("palace-attack-amount", 18), ("palace-capture", 21)]


def test_a_wait_line_lost_is_the_out_of_turn_alone():
    assert _found("wait-legal")[0] == []
    codes, r = _found("wait-line-lost")
    assert codes == [("out-of-turn", 12)] and "taken as" not in r.findings[0].message


def test_not_after_another_fault_whose_chips_may_be_what_the_payout_counts():
    # (a line skipped or of another amount before it leaves the lines' count short of what the
    # payout counts: session 71's harness, a call refused with no battle was read as the buy)
    codes, r = _found("buy-line-lost-after-another-fault")
    assert codes[:3] == [("wrong-forced-bet", 1), ("out-of-turn", 12), ("palace-attack-amount", 18)]
    assert "taken as" not in r.findings[1].message
