"""Two edges of a lost stud deal line (the diff review of session 65):

* 7th street's community card whose line is lost (too few cards were left for one each, nobody
  dealt a card of their own): the card was the community card, unknown; not a card each, which
  made every six-card show a mismatch (13 findings);
* all-in, the first deal of a street lost and the next street's burn logged: the burn begins the
  next street when the next deal to the player still owed is not a card this street deals (a
  down card on 6th street): one ``wrong-deal``, not a second one for the burn "in the middle of
  the deal"."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_one_wrong_deal_each():
    found = {c.hand_id: [(f.code, f.seq) for f in c.findings if f.code != "unverifiable-award"]
             for c in validate([str(FIXTURES / "stud_s65" / "all-in-lost-lines-diff-review.jsonl")])}
    assert found == {"first-deal-of-a-street-lost-then-burn": [("wrong-deal", 22)],
                     "community-line-lost-all-in": [("wrong-deal", 64)],
                     "community-line-lost-with-betting": [("wrong-deal", 102)]}
