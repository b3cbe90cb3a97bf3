"""A Tonk `deal` line equal to one already applied (the same player's same cards), or an `upcard`
line repeating the upcard, is a line logged twice: one wrong-deal, the line is left out and takes
no card from the stock (as draw and stud leave out a deal logged twice, and as Tonk's repeated
stock draw takes no stock card).  Before, it used up stock, so the stock ran out early and every
later turn, the reveals and the payment were findings too."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import BASE, run, tonk_hand

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s17" / "one-fault.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _findings(res):
    return [(f.code, f.seq, f.message) for f in res.findings]


def test_a_deal_line_logged_twice_is_one_wrong_deal():
    res = run(HANDS["dup-deal-line"])
    assert _findings(res) == [("wrong-deal", 1, "bob was dealt twice: 3h 4h 5h Kc 9d again, as at event 0 "
                                                "(a deal logged twice); the line is left out")]
    assert res.stats["ending"] == "out" and res.stats["winners"] == ["bob"]


def test_a_deal_line_logged_twice_takes_no_stock():
    res = run(HANDS["dup-deal-line-long"])           # a 2-player hand played to the stock out
    assert _findings(res) == [("wrong-deal", 1, "carol was dealt twice: 3c Jh 8s Qs 2h again, as at event 0 "
                                                "(a deal logged twice); the line is left out")]
    assert res.stats["ending"] == "stock_out" and res.stats["winners"] == ["judy"]
    assert res.stats["stakes"] == {"judy": 1, "carol": -1}


def test_an_upcard_line_logged_twice_takes_no_stock():
    res = run(HANDS["dup-upcard-line-long"])
    assert _findings(res) == [("wrong-deal", 3, "the upcard Tc was turned twice, as at event 2 "
                                                "(an upcard logged twice); the line is left out")]
    assert res.stats["ending"] == "stock_out" and res.stats["stakes"] == {"judy": 1, "carol": -1}


def test_the_stock_is_left_as_a_single_deal_leaves_it():
    once = run(tonk_hand(BASE, ["bob drop"]), explain=True)
    twice = run(tonk_hand(BASE, ["deal bob 3h 4h 5h Kc 9d", "upcard 6d", "bob drop"]), explain=True)
    assert [f.code for f in twice.findings] == ["wrong-deal", "wrong-deal"]
    assert twice.stats == once.stats


def test_a_second_deal_of_other_cards_is_still_dealt():
    res = run(tonk_hand(BASE, ["deal bob 2h", "bob drop"]))
    assert [(f.code, f.seq) for f in res.findings][0] == ("wrong-deal", 4)
    assert "left out" not in res.findings[0].message
    assert res.stats["counts"]["bob"] == 3 + 4 + 5 + 10 + 9 + 2
