"""FORMAT.md: a sequence is the hands of one session and table.  A table named "" and a session's
hands that name no table are two tables (as a session named "" is not the absence of one), but
they shared one key, so hands of the two interleaved were checked against each other and a button
that did not move at the "" table went unfound (session 52's review).

``empty_table_beside_no_table.jsonl`` (session S1): e1 and e2 at table "" (the button on seat 1
both times), n1 and n2 with no table (the button 1 then 2), interleaved e1 n1 e2 n2."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

LOG = FIXTURES / "session_s52" / "empty_table_beside_no_table.jsonl"


def test_the_button_that_did_not_move_at_the_empty_named_table_is_found():
    found = [(c.hand_id, f.code) for c in validate([str(LOG)], jobs=1) for f in c.findings]
    assert found == [("e2", "button-not-rotated")]
