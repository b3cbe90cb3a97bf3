"""A short ante, a player's whole stack (all-in), logged twice right after itself is the line
logged twice (one ``wrong-forced-bet``, left out), as a full ante is; under another player's
name, when that player cannot post it (it is more than they hold) and it is the whole stack of
the one player with no ante in the log, it is theirs (one ``wrong-forced-bet``).  Before (review
of session 65), only an ante of the full size was read so: the short one counted twice, 5 and 13
findings, the correct payout called wrong."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_a_short_all_in_ante_twice_or_under_another_name_is_one_finding():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings]
             for c in validate([str(FIXTURES / "stud_s65" / "short-all-in-ante-twice-or-misnamed.jsonl")])}
    assert found == {"short-ante-twice": [("wrong-forced-bet", 1, "rupert")],
                     "short-ante-misnamed": [("wrong-forced-bet", 0, "grace")],
                     "short-ante-once": []}
