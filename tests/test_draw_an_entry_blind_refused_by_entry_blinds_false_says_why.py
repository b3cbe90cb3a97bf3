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


def _blinds(hand_id: str) -> list[str]:
    path = FIXTURES / "draw_s64" / "blinds-in-every-order.jsonl"
    return [f.message for c in validate([str(path)]) if c.hand_id == hand_id
            for f in c.findings if f.code == "wrong-forced-bet"]


def test_the_reason_does_not_depend_on_the_order_of_the_blind_lines():
    # dave's entry big blind before or after erin's big blind (the second diff review of session 64)
    said = "dave posted the big blind of 10 but entry_blinds is false: a player entering posts no blinds out of turn"
    assert _blinds("o1-S-E-D") == [said] and _blinds("o2-S-D-E") == [said]


def test_the_small_blind_posting_a_big_blind_too_is_not_a_player_entering():
    said = "carol posted the big blind of 10 but erin, left of the small blind, posted it"
    assert _blinds("o6-S-E-Cbig") == [said] and _blinds("o9-S-E-Cbig-eb") == [said]
