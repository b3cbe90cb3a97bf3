"""Tonk: a spread or hit under another player's name, while the player in turn holds its cards, is
a stray line (one ``card-not-held``, not played) only when the turn's own lines right after it play
every one of its cards (README).  The diff review of session 67: "one of its cards" made heidi's
spread of 8c 8d 8h, logged under frank's name, a stray line because heidi's discard line then names
8c (a real ``card-not-held``: she discarded Kh): 8d and 8h were kept in her hand, her right reveal
was a ``tonk-reveal-mismatch`` and both right payments ``tonk-wrong-payment``.  The two faults are
two findings, and the payout is judged right."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import nets, run

HANDS = {h["hand_id"]: h for h in map(json.loads, (
    FIXTURES / "tonk_s67" / "misnamed-spread-then-a-real-card-not-held-discard.jsonl")
    .read_text(encoding="utf-8").splitlines())}


def test_the_legal_twin_is_clean():
    res = run(HANDS["legal-twin"])
    assert [(f.code, f.seq) for f in res.findings] == []
    assert nets(res) == {"heidi": 30, "niaj": -20, "frank": -10}


def test_a_misnamed_spread_then_a_discard_of_one_of_its_cards_is_the_turns_spread():
    res = run(HANDS["misnamed-spread-then-a-discard-of-one-of-its-cards"])
    assert [(f.code, f.seq, f.player) for f in res.findings] == [
        ("card-not-held", 5, "frank"), ("card-not-held", 6, "heidi")]
    assert "taken as heidi's spread" in res.findings[0].message
    assert nets(res) == {"heidi": 30, "niaj": -20, "frank": -10}
