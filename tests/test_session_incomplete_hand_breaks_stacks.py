"""stack-mismatch after a hand the log leaves incomplete (hand-incomplete): its end is not
known (the settlement the replay works out for it is not what happened), so its players' next
hand is not checked against it, nor against the hands before it.  Its button was logged and
still counts for the next hand's button-not-rotated; a player who was not in it keeps their
earlier end."""

from __future__ import annotations

import json

from audit.runner import validate
from audit.session import HandFacts, SessionChecker

from .conftest import FIXTURES

LOG = FIXTURES / "sessions" / "incomplete-then-next.jsonl"    # h2 stops in the first betting round


def test_stack_mismatch_is_not_reported_against_the_end_of_an_incomplete_hand():
    found = [(c.hand_id, [f.code for f in c.findings]) for c in validate([str(LOG)])]
    assert found == [("h1", []), ("h2", ["hand-incomplete"]), ("h3", []), ("h4", [])]


def test_button_not_rotated_is_still_checked_after_an_incomplete_hand(tmp_path):
    lines = LOG.read_text().splitlines()
    h3 = json.loads(lines[2])
    h3["button"] = 2        # h2 had it on seat 2
    log = tmp_path / "log.jsonl"
    log.write_text("\n".join([lines[0], lines[1], json.dumps(h3)]) + "\n")
    found = [(c.hand_id, [f.code for f in c.findings if f.code in ("button-not-rotated", "stack-mismatch")])
             for c in validate([str(log)])]
    assert found == [("h1", []), ("h2", []), ("h3", ["button-not-rotated"])]


def test_stack_mismatch_for_a_player_who_sat_out_the_incomplete_hand_is_still_found():
    def facts(i, button, seats, ends, incomplete=False):
        return HandFacts("f.jsonl", f"h{i}", "s", "T", button, i, [(k, p, s, 0) for k, p, s in seats], ends,
                         incomplete)

    checker = SessionChecker()
    assert checker.observe(facts(1, 1, [(1, "ann", 100), (2, "bo", 100), (3, "cy", 100)],
                                 {"ann": 90, "bo": 110, "cy": 100})) == []
    # cy sits out the incomplete hand 2; ann and bo play it
    assert checker.observe(facts(2, 2, [(1, "ann", 90), (2, "bo", 110)], {"ann": 95, "bo": 105}, True)) == []
    found = checker.observe(facts(3, 1, [(1, "ann", 1), (2, "bo", 2), (3, "cy", 50)], {}))
    assert [(f.code, f.player) for f in found] == [("stack-mismatch", "cy")]
