"""A call logged after the others showed is the call taken where the log went on (README), one
finding at the first show.  When that call puts the player all-in for less than the bet, they
still owe after it; the late line was then not recognised as that call, and a second
``out-of-turn`` said the player "is all-in and has nothing left to act with" (review of the
review of session 67: stud, a short all-in call moved after two shows, two findings for one)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_a_short_all_in_call_after_the_others_showed_is_one_finding():
    found = {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate(
        [str(FIXTURES / "stud_s67" / "a-short-all-in-call-after-the-others-showed.jsonl")])}
    assert found["a_short_all_in_call_logged_after_the_others_showed"] == [("out-of-turn", 39)]
