"""Nobody left can bet (all-in) and 7th street's deal line is lost: the showdown comes with the
street's deal still open, one ``wrong-deal``, the card unknown and the payout judged (README, Stud).
A deal or burn line logged twice earlier is left out, the hand as it was (README): it cannot put
the streets off, so it does not stop that reading.  Review of session 66: with a 4th-street deal
line repeated too, bob's show was a false ``shown-cards-mismatch``, the hand ``hand-incomplete``
and the payout never judged (a pot paid to the loser got no ``wrong-winner``)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_a_line_logged_twice_then_a_lost_seventh_street_line_is_two_findings_and_the_payout_judged():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings]
             for c in validate([str(FIXTURES / "stud_s66" / "all-in-a-line-logged-twice-then-7th-lost.jsonl")])}
    assert found == {
        "all-in-legal": [],
        "all-in-4th-deal-twice": [("wrong-deal", 5, "ann")],
        "all-in-bob-7th-lost": [("wrong-deal", 11, None)],
        "all-in-4th-deal-twice-bob-7th-lost": [("wrong-deal", 5, "ann"), ("wrong-deal", 12, None)],
        "all-in-4th-deal-twice-bob-7th-lost-paid-to-bob": [
            ("wrong-deal", 5, "ann"), ("wrong-deal", 12, None), ("wrong-winner", 14, "bob")],
        "all-in-burns-legal": [],
        "all-in-burn-twice-bob-7th-lost": [("wrong-deal", 8, None), ("wrong-deal", 16, None)],
    }
