"""A call repeated right after itself is the line logged twice (one ``out-of-turn``, left out)
also when the first one ended the betting round: before (review of session 65) the repeat was a
call made during the draw, and the fold that opened the second round answered it, its chips
counted (four findings, a right payout called wrong).  A call logged with no amount is the line
logged twice too (with checking not allowed it was also an ``illegal-check``)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_a_call_logged_twice_is_one_finding_wherever_it_ends():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings]
             for c in validate([str(FIXTURES / "draw_s65" / "call-that-ends-the-round-logged-twice.jsonl")])}
    assert found == {"legal": [], "dup-call": [("out-of-turn", 9, "cat")],
                     "draw-3-29#dup5:call": [("out-of-turn", 6, "walter")]}
