"""A call under the name of a player who had folded, in draw's first round, while the player in
turn owes it and their call would end the round, the two of them (the player in turn and one
other) the last in, the next line the player in turn's fold on their turn to draw: as logged the
line is not applied and the fold leaves the bet it faced uncalled; when the log returns nothing
to anyone, it reads on as after the player in turn's call, so the call is theirs, logged under
the wrong name (README): one ``out-of-turn``.  Before (session 69's damage harness) the right
collect was called ``wrong-amount``, the books unbalanced and the bet not returned, four
findings.  When the log returns the bet, the fold faced it: the call is a stray line, as before."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

_FILE = FIXTURES / "draw_s69" / "a-call-under-a-folded-players-name-before-the-fold-in-the-draw.jsonl"


def _checked():
    return {c.hand_id: c for c in validate([str(_FILE)])}


def test_nothing_returned_the_call_is_the_player_in_turns():
    c = _checked()["call_under_a_folded_players_name_then_the_fold_in_the_draw_nothing_returned"]
    assert [(f.code, f.seq) for f in c.findings] == [("out-of-turn", 14)]
    assert c.findings[0].message.endswith("taken as olivia's call, logged under judy's name; if olivia folded "
                                          "facing the bet, the payout is 20 more than the pot")


def test_the_bet_returned_the_call_is_a_stray_line():
    c = _checked()["call_under_a_folded_players_name_then_the_fold_the_bet_returned"]
    assert [(f.code, f.seq) for f in c.findings] == [("out-of-turn", 14)]
    assert c.findings[0].message == "judy called after folding: a folded player is out of the hand"
