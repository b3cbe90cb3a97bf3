"""With ``entry_blinds: false``, a big blind posted by a player entering, after the player due had
posted theirs, is ``wrong-forced-bet`` saying why (the option), as a dead blind's does; it said
"dave posted the big blind of 10 but erin, left of the small blind, posts it", as if erin's blind,
posted on the line before, were missing (review of session 64)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

HANDS = FIXTURES / "draw_s64" / "entry-big-blind-with-entry-blinds-false.jsonl"


def test_the_entry_big_blind_names_the_option():
    found = [(c.hand_id, f.code, f.seq, f.player, f.message)
             for c in validate([str(HANDS)]) for f in c.findings if f.code == "wrong-forced-bet"]
    assert found == [("h2", "wrong-forced-bet", 2, "dave", "dave posted the big blind of 10 but entry_blinds is "
                      "false: a player entering posts no blinds out of turn")]
