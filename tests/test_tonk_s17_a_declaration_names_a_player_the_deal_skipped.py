"""README (Tonk): "A player the deal skips is named in one wrong-deal (at the first deal after the
skip, or at the upcard or the first play when it was the last deal)".  A `declare` is the first
play: when the last deal is missing and a dealt tonk is declared, the undealt player is named
there, once, and holds unknown cards: they may be a dealt tonk too, which would make the hand void, so
the declared win is paid as logged but cannot be checked (``unverifiable-award``, session 34)."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import run, tonk_hand

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s17" / "one-fault.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}
NAMED = ("wrong-deal", 1, "bob declared a dealt tonk but alice was never dealt; every player is dealt "
                          "5 cards (taken as 5 unknown cards)")
UNVERIFIABLE = ("unverifiable-award", None, "bob declared a dealt tonk (a count of 50); alice may hold a dealt "
                "tonk too, which would make the hand void: the cards of alice are not all known, so the count "
                "and the settlement cannot be checked")


def _findings(res):
    return [(f.code, f.seq, f.message) for f in res.findings]


def test_the_last_deal_missing_before_a_declaration_is_one_wrong_deal():
    res = run(HANDS["last-deal-missing-declare"])       # upcard: false; bob dealt 50, declares
    assert _findings(res) == [NAMED, UNVERIFIABLE]
    assert res.stats["ending"] == "dealt_tonk" and res.stats["winners"] == ["bob"]
    assert res.stats["stakes"] == {}


def test_with_an_upcard_due_the_declaration_still_names_the_skipped_player_once():
    res = run(HANDS["last-deal-missing-declare-upcard"])   # upcard: true, no upcard line
    assert _findings(res) == [NAMED, UNVERIFIABLE]
    assert res.stats["stakes"] == {}


def test_a_player_dealt_after_the_declaration_is_not_named():
    hand = tonk_hand(None, ["deal bob Kc Qd Jh Ts Kd", "bob declare", "deal alice 2c 3c 4c 5c 6c",
                            "pay alice bob 20"], rules={"stake": 10, "upcard": False},
                     players=("alice", "bob"))
    res = run(hand)
    assert _findings(res) == []
    assert res.stats["stakes"] == {"alice": -2, "bob": 2}


def test_the_skipped_player_named_at_the_first_deal_is_not_named_again_at_the_declaration():
    hand = tonk_hand(None, ["deal carol 7s 7c 2d Qs Jh", "deal alice Kc Qd Jd Ts Kd", "alice declare",
                            "pay bob alice 2", "pay carol alice 2"])
    res = run(hand)
    assert _findings(res) == [
        ("wrong-deal", 0, "carol was dealt before bob; the deal goes one at a time clockwise from the "
                          "dealer's left (bob, carol, alice); bob is never dealt (taken as 5 unknown cards)"),
        ("unverifiable-award", None, "alice declared a dealt tonk (a count of 50); bob may hold a dealt tonk "
                                     "too, which would make the hand void: the cards of bob are not all known, "
                                     "so the count and the settlement cannot be checked"),
    ]
