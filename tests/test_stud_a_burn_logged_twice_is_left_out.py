"""A stud burn line repeated right after itself (the same card burned twice cannot be) is the line
logged twice: one ``wrong-deal``, left out, its card not taken from the deck again (README, as a
deal, a call or an ante logged twice).  Before (review of session 65) it gave two findings (a
second burn, and the card already in the burn), and in an eight-handed hand whose deck runs out a
later legal burn was "from an empty deck"."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_a_burn_logged_twice_is_one_finding_and_left_out():
    found = {c.hand_id: [(f.code, f.seq) for f in c.findings]
             for c in validate([str(FIXTURES / "stud_s65" / "burn-logged-twice.jsonl")])}
    assert found == {"burn-logged-twice": [("wrong-deal", 25)], "burn-once": []}
