"""A short ante that is the whole stack (all-in) of the one player with no ante in the log,
logged under the name of a player who could post it but posts their own ante later in the log,
is that player's ante under the wrong name: one ``wrong-forced-bet`` at that line, the chips
theirs (README: "and so is a short ante that is that player's whole stack (all-in), second or
first").  Before (review of session 66), the first-line reading held only when the named player
could not post the amount: the short ante was the named player's, their own full ante then a
second one taken for the short player (more than their stack), and the right payout was called
wrong: 7 findings in stud, 5 in draw (the table is shared)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

NAME = "short-all-in-ante-misnamed-before-the-named-players-own.jsonl"


def _found(folder):
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings]
            for c in validate([str(FIXTURES / folder / NAME)])}


def test_stud_a_short_all_in_ante_before_the_named_players_own_is_the_short_players():
    assert _found("stud_s66") == {"short-ante-legal": [],
                                  "short-ante-misnamed-first": [("wrong-forced-bet", 1, "bob")],
                                  "short-ante-misnamed-second": [("wrong-forced-bet", 2, "bob")]}


def test_draw_a_short_all_in_ante_before_the_named_players_own_is_the_short_players():
    assert _found("draw_s66") == {"draw-short-ante-legal": [],
                                  "draw-short-ante-misnamed-first": [("wrong-forced-bet", 0, "bob")]}
