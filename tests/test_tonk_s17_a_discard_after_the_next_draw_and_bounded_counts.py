"""Two Tonk readings (one fault, one finding): a discard logged after the next player's draw is
that turn's discard, late (one tonk-turn-order, in place of "ended without a discard"; the next
player's hit and discard are theirs, not "before drawing"); and a drop or stock out whose unknown
count cannot change the settlement (known cards bound it: each unknown card counts 1 to 10) is
settled and checked, with no unverifiable-award (Palace bounds a hand the same way)."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import BASE, run, tonk_hand

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s17" / "one-fault.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _findings(res):
    return [(f.code, f.seq, f.message) for f in res.findings]


def test_a_discard_logged_after_the_next_players_draw_is_one_finding():
    res = run(HANDS["discard-after-next-draw"])      # alice's discard Td after bob's draw of 7h
    assert _findings(res) == [("tonk-turn-order", 13, "alice discarded Td after bob's draw; a turn ends with "
                                                      "its discard, before the next player draws")]
    assert res.stats["ending"] == "out" and res.stats["winners"] == ["bob"]
    assert res.stats["stakes"] == {"alice": -1, "bob": 2, "carol": -1}


def test_a_turn_that_never_discards_is_still_reported():
    res = run(tonk_hand(BASE, ["bob draw stock 6h", "carol draw stock 7d", "carol discard 7d", "alice drop"]))
    assert [(f.code, f.seq) for f in res.findings] == [("tonk-turn-order", 5)]
    assert "ended without a discard" in res.findings[0].message


def test_an_unknown_card_that_cannot_change_a_drop_is_no_warning():
    res = run(HANDS["unverifiable-but-bounded"])     # carol holds 31 and one unknown card: 32 to 41
    assert _findings(res) == []
    assert res.stats["ending"] == "drop_won" and res.stats["winners"] == ["alice"]
    assert res.stats["stakes"] == {"judy": -1, "carol": -1, "alice": 3, "zoe": -1}
    assert "carol" not in res.stats["counts"]


def test_an_unknown_card_that_could_change_a_drop_is_still_unverifiable():
    deal = {**BASE, "carol": "Qc Qh 2d 3s ??"}       # carol 26 to 35: bob's 31 is caught either way,
    res = run(tonk_hand(deal, ["bob drop", "pay bob alice 2"]))     # but by carol or by alice (29)
    assert [(f.code, f.seq) for f in res.findings] == [("unverifiable-award", None)]
    assert res.stats["stakes"] == {} and res.settlement_unknown
    # with no pay the hand makes no claim (FORMAT.md: nothing is compared), so no award is left
    # unchecked, as in poker (review 54); its settlement is still unknown
    res = run(tonk_hand(deal, ["bob drop"]))
    assert res.findings == [] and res.stats["stakes"] == {} and res.settlement_unknown
