"""Nobody left can bet (all-in), so only the deal lines tell the streets apart.  A deal line lost
there is one ``wrong-deal`` and the card unknown (README, Stud: a card a player is never dealt),
the show telling it and the payout judged:

* 7th street's card lost: the showdown comes with the street's deal still open (before, the
  hand was ``hand-incomplete``, the show a mismatch and the payout never judged);
* an earlier street's card lost: the next deal to a player passed over, or to a player who has
  the street's cards already, is of the next street when the players still owed have fewer deal
  lines left in the log than streets to come (before, every later street was off by one, a
  finding at each, and the hand incomplete).  Review of session 65."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_a_lost_deal_line_all_in_is_one_wrong_deal_and_the_payout_is_judged():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings]
             for c in validate([str(FIXTURES / "stud_s65" / "all-in-a-deal-line-lost.jsonl")])}
    assert found == {
        "all-in-full": [],
        "all-in-del11": [("wrong-deal", 11, "bob")],        # ann's 4th street card: bob dealt first
        "all-in-del12": [("wrong-deal", 12, "ann")],        # bob's 4th street card: ann dealt her 5th's
        "all-in-del18": [("wrong-deal", 18, None)],         # bob's 7th street card: the showdown came
        "all-in-del18-paid-to-bob": [("wrong-deal", 18, None), ("wrong-winner", 20, "bob")],
    }


def test_a_deal_under_the_wrong_name_is_not_read_as_a_lost_line():
    # alice's second upcard on 6th street is bob's, under alice's name (the deal's own reading: one
    # wrong-deal); it is no 7th street card (7th deals one down), and alice has no line too few (the
    # diff review of session 65: it was read as bob's 6th street card lost, eight findings)
    found = {c.hand_id: [(f.code, f.seq) for f in c.findings]
             for c in validate([str(FIXTURES / "stud_s45" / "deals.jsonl")])}
    assert found["deal-misnamed"] == [("wrong-deal", 15)]
