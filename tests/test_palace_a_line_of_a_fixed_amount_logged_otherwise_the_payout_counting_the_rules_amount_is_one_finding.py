"""Palace: a line whose amount the rules fix (PALACE.md: the ante; a buy pays the small bet; in
``limit`` an attack is exactly (soldiers + 1) x small bet and a raise the owed plus one big bet; a
battle call what is owed) logged with another amount, or an ante line lost, while the payout is
exactly the pot with the rules' amount there: the payout settled the pot as the chips went in at the
table, so the pot is judged so, and that line is the one fault, its finding saying the payout counts
the rules' amount (as draw and stud do with an ante).  A payout that counts the amount as logged is
judged as before (no settlement finding); one that counts neither is still wrong-amount.  Before
(session 71's damage harness, 16,568 of 17,986 copies with an amount changed), the right payout was
wrong-amount and the books unbalanced besides: three findings for one line."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "palace_s71" / "a-line-of-a-fixed-amount-logged-otherwise.jsonl")
# limit, small bet 10, big bet 20, ante 5: the legal hand's pot is 165, all collected by carol


def _found(hand_id):
    r = replay(HANDS[hand_id])
    return [(f.code, f.seq) for f in r.findings], r.findings


def test_the_legal_hand_is_clean():
    assert _found("legal")[0] == []


def test_an_ante_of_another_amount_or_lost_the_payout_counting_the_ante():
    codes, (f,) = _found("ante-7-payout-counts-5")
    assert codes == [("wrong-forced-bet", 1)]
    assert f.message.endswith("(the payout counts 5 here, not 7: the pot is judged with 5, this line's amount "
                              "the one fault; if the line is right, the payout is 2 short of the pot)")
    codes, (f,) = _found("ante-lost-payout-counts-it")
    assert codes == [("wrong-forced-bet", 2)]
    assert f.message.endswith("(the payout counts the 5: taken as posted, its line lost; if it was not, the "
                              "payout is 5 more than the pot)")


def test_a_buy_a_limit_attack_a_limit_raise_or_a_call_of_another_amount():
    assert _found("buy-15-payout-counts-10")[0] == [("palace-buy", 12)]
    assert _found("attack-15-payout-counts-10")[0] == [("palace-attack-amount", 13)]
    assert _found("raise-35-payout-counts-30")[0] == [("palace-wrong-response", 14)]
    assert _found("call-25-payout-counts-20")[0] == [("palace-wrong-response", 16)]


def test_two_such_lines_the_payout_counting_both_as_the_rules_have_them():
    assert _found("ante-7-and-call-25-payout-counts-both-as-ruled")[0] == [("wrong-forced-bet", 1),
                                                                           ("palace-wrong-response", 16)]


def test_a_payout_counting_the_amount_as_logged_or_neither():
    codes, (f,) = _found("call-25-payout-counts-25")
    assert codes == [("palace-wrong-response", 16)] and "payout counts" not in f.message
    codes, _ = _found("call-25-payout-counts-neither")
    assert codes == [("palace-wrong-response", 16), ("wrong-amount", 23), ("books-unbalanced", None)]
