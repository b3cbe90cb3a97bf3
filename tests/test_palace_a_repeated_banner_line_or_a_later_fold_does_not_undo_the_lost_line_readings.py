"""Two edges of session 66's Palace readings (its last diff review):

- a banner line repeated right after itself is no rejection when the group's banners are judged
  again once a lost banner is named, whatever its ``note`` (the whole lines were compared, note
  included: a false palace-banner-suit on a legal keep);
- an attack whose target is logged under the wrong name, the battle's result naming the player who
  answered and the capture lost, stays on that player when the named target folds later in the
  play (a fold after the battle is no answer of theirs: six findings, a legal fold out of turn)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _found(name):
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings]
            for c in validate([str(FIXTURES / "palace_s66" / name)])}


def test_a_repeated_banner_line_with_a_note_is_the_line_logged_twice():
    found = _found("banner-lost-and-the-next-line-repeated-with-a-note.jsonl")
    plain = found["four-banner-lost-and-the-next-line-repeated"]
    assert [code for code, _, _ in plain] == ["wrong-deal", "wrong-deal"]
    assert found["repeat-with-note"] == plain
    assert [code for code, _, _ in found["repeat-with-note-qq"]] == ["wrong-deal", "wrong-deal"]


def test_a_later_fold_of_the_named_target_is_no_answer():
    found = _found("attack-target-misnamed-capture-lost-target-folds-later.jsonl")
    assert found["target-dan-capture-lost"] == found["target-dan-capture-lost-dan-waits"]
    assert [code for code, _, _ in found["target-dan-capture-lost"]] == ["palace-wrong-response", "palace-capture"]
