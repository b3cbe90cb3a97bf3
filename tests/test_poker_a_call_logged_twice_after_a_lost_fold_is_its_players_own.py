"""A call (or bet, raise, completion) logged while it was another player's turn, followed by the
same line again, when the player in turn is nowhere in the log after it: the next line is this one
logged twice (one ``out-of-turn``, left out), not the action that would follow the player in
turn's; the line is its player's own, out of turn (one ``out-of-turn``), and the player passed
over folded (their line lost: no finding more).  The counterpart of the fold's guard of
``misnamed`` (README).  Before (review of session 66), the first line was taken as the passed-over
player's call under the wrong name, so the repeat was its player's own call out of turn, its
chips counted: six findings in a PokerStars stud hand, the right payout called wrong."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _found(path) -> dict[str, list[tuple]]:
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(path)])}


def test_pokerstars_stud_a_repeated_call_and_a_lost_fold():
    found = _found(FIXTURES / "stud_s66" / "pokerstars-a-call-logged-twice-after-a-lost-fold.txt")
    assert found == {"900001217": [],
                     "900001216": [("out-of-turn", 14, "MasterTrini1"), ("out-of-turn", 15, "MasterTrini1")],
                     "900001218": [("out-of-turn", 14, "MasterTrini1")]}


def test_draw_a_repeated_call_and_a_lost_fold():
    found = _found(FIXTURES / "draw_s66" / "a-call-logged-twice-after-a-lost-fold.jsonl")
    assert found == {"draw-call-twice-legal": [],
                     "draw-call-twice-after-a-lost-fold": [("out-of-turn", 14, "grace"), ("out-of-turn", 15, "grace")],
                     "draw-lost-fold-only": [("out-of-turn", 14, "grace")]}
