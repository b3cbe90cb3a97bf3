"""README (Readings of the rules, Tonk): a turn that ends without its discard applied (the
discard line left out: tonk-turn-order; or naming a card the player does not hold:
card-not-held) is one finding.  One of the cards the player held then may have gone to the pile
unlogged: a reveal of the hand without one of them, the next draw from the pile naming one (the
pile unchanged since), or the player's last play before the log pays an out, shows which, and
the hand is counted so; the payout is judged from it (session 47: the reveal was a second
finding, tonk-reveal-mismatch, and a payout that agreed with the reveal two tonk-wrong-payment).
Without such a line the hand is counted as logged (the card kept)."""

from __future__ import annotations

import copy
import json

from .conftest import FIXTURES
from .test_tonk_support import run

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s47b" / "hands.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _found(res):
    return [(f.code, f.seq) for f in res.findings]


def _with(name: str, seq: int, **fields) -> dict:
    h = copy.deepcopy(HANDS[name])
    h["events"][seq].update(fields)
    return h


def test_a_discard_not_held_then_a_reveal_without_one_held_card_is_one_finding():
    assert _found(run(HANDS["discard-not-held-base"])) == []
    res = run(HANDS["discard-not-held"])     # zoe discards 4h (erin's) for Kc; reveals 2c at the drop
    assert _found(res) == [("card-not-held", 6)]
    assert res.stats["ending"] == "drop_caught" and res.stats["counts"]["zoe"] == 2
    assert res.stats["winners"] == ["zoe"]
    # a reveal without a card drawn after that turn (2c) is still a mismatch: it was not that discard
    assert ("tonk-reveal-mismatch", 55) in _found(run(_with("discard-not-held", 55, cards=["Kc"])))


def test_a_discard_left_out_then_a_reveal_without_one_held_card_is_one_finding():
    assert _found(run(HANDS["discard-left-out-base"])) == []
    res = run(HANDS["discard-left-out"])     # heidi's discard of 6h left out; reveals 2d 2s at the stock out
    assert _found(res) == [("tonk-turn-order", 8)]
    assert res.stats["counts"]["heidi"] == 4 and res.stats["winners"] == ["heidi"]
    # heidi showing 6h too kept it (no discard): counted with it, no mismatch, the payout judged so
    res = run(_with("discard-left-out", 70, cards=["2d", "2s", "6h"]))
    assert ("tonk-reveal-mismatch", 70) not in _found(res)
    assert res.stats["counts"]["heidi"] == 10 and res.stats["winners"] == ["victor"]
    # a reveal two cards short is still a mismatch
    assert ("tonk-reveal-mismatch", 70) in _found(run(_with("discard-left-out", 70, cards=["2d"])))


def test_the_discard_not_held_drawn_by_the_next_player_from_the_pile():
    assert _found(run(HANDS["discard-not-held-drawn-from-the-pile-base"])) == []
    res = run(HANDS["discard-not-held-drawn-from-the-pile"])    # carol: Qd for 6d; olivia draws 6d
    assert _found(res) == [("card-not-held", 77)]


def test_the_discard_left_out_drawn_by_the_next_player_from_the_pile():
    assert _found(run(HANDS["discard-left-out-drawn-from-the-pile-base"])) == []
    res = run(HANDS["discard-left-out-drawn-from-the-pile"])    # erin's 5d left out; zoe draws 5d
    assert _found(res) == [("tonk-turn-order", 33)]


def test_a_discard_not_held_then_the_players_last_play_before_the_payout_is_an_out():
    assert _found(run(HANDS["discard-not-held-then-out-base"])) == []
    res = run(HANDS["discard-not-held-then-out"])     # erin: 2s for Ks, later discards Ad, then the pay
    assert _found(res) == [("card-not-held", 6)]
    assert res.stats["ending"] == "out" and res.stats["winners"] == ["erin"]
