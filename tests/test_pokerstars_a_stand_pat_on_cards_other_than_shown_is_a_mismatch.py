"""``stands pat on [...]`` names the hand kept.  For a player whose cards the log does not deal
(not the hero), the hand kept must be the hand shown later, as a muck's listed cards must: else
the log contradicts itself, one ``shown-cards-mismatch`` naming the line (README).  Before (review
of session 65) only the hero's was checked (against the cards dealt: ``malformed``)."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

from .conftest import SHARED

DRAW = SHARED / "real_histories" / "pokerstars" / "pokerstars_5carddraw_limit_multi_hands_2009.txt"


def test_a_stand_pat_naming_other_cards_than_shown(tmp_path: Path):
    text = DRAW.read_text(encoding="utf-8")
    assert text.count("dantho: stands pat\n") == 1 and "dantho: shows [3s Js 5s 6s 2s]" in text
    found = {}
    for cards, name in (("3s Js 5s 6s 2h", "other.txt"), ("2s 3s 5s 6s Js", "same.txt")):
        log = tmp_path / name
        log.write_text(text.replace("dantho: stands pat\n", f"dantho: stands pat on [{cards}]\n"), encoding="utf-8")
        found[name] = [(c.hand_id, f.code) for c in validate([str(log)]) for f in c.findings]
    assert found["other.txt"] == [("35839165896", "shown-cards-mismatch")]
    assert found["same.txt"] == []
