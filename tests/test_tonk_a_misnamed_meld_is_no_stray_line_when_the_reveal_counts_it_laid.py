"""Tonk: a spread or hit under another player's name, whose cards the turn's own lines right after
it all replay, is a stray line (README) unless that player's next reveal shows as many cards as
they hold with the meld laid, not as many as without it: then the meld was played (one
``card-not-held``, the line names the wrong player) and the own line that replays its cards is the
faulty one.  The diff review of session 67: carol's hit of 2h, logged under alice's name, then
carol's discard line naming 2h (she discarded Jh) was read as a stray hit: Jh stayed in her hand,
her right reveal was a ``tonk-reveal-mismatch`` and the right payments ``tonk-wrong-payment``
(alice's drop judged a win).  The two faults are two findings, and the payout is judged right."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import nets, run

HANDS = {h["hand_id"]: h for h in map(json.loads, (
    FIXTURES / "tonk_s67" / "misnamed-hit-then-a-discard-line-naming-its-card.jsonl")
    .read_text(encoding="utf-8").splitlines())}


def test_the_legal_twin_is_clean():
    res = run(HANDS["legal-twin"])
    assert [(f.code, f.seq) for f in res.findings] == []
    assert nets(res) == {"alice": -20, "bob": -10, "carol": 30}


def test_a_misnamed_hit_then_a_discard_line_naming_its_card_is_the_turns_hit_when_the_reveal_counts_it():
    res = run(HANDS["misnamed-hit-then-the-discard-line-naming-its-card"])
    assert [(f.code, f.seq, f.player) for f in res.findings] == [
        ("card-not-held", 16, "alice"), ("card-not-held", 17, "carol")]
    assert "taken as carol's hit" in res.findings[0].message
    assert nets(res) == {"alice": -20, "bob": -10, "carol": 30}
