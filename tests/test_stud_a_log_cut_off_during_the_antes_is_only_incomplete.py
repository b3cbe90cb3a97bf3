"""A log that ends during the antes is ``hand-incomplete`` (CODES.md: the log ends before the
hand is over), and the antes it never reached are not missing: as in draw, and as stud's own
bring-in the log never reached.  Before, stud also gave ``wrong-forced-bet`` to every player
whose ante was still to come."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id


def test_a_stud_log_cut_off_during_the_antes_blames_nobody_for_the_antes():
    hands = hands_by_id(FIXTURES / "stud_s34" / "log-cut-off-during-the-antes.jsonl")
    found = {hid: [(f.code, f.seq, f.player) for f in replay(h).findings] for hid, h in hands.items()}
    assert found == {
        "stud-cut-in-antes": [("hand-incomplete", None, None)],
        "draw-cut-in-antes": [("hand-incomplete", None, None)],
        "stud-cut-before-bring-in": [("hand-incomplete", None, None)],
    }
