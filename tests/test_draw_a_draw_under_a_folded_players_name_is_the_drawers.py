"""A draw logged under the name of a player who has folded, while it is the turn of a player who
holds every known card it discards and draws nowhere else in the log, is that player's draw (one
``out-of-turn``), as under a live player's name (README).  Before (review of session 65) it was a
draw after folding, left out, and the next drawer's draw was out of turn too."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_one_finding_and_the_draw_is_the_drawers():
    found = [(f.code, f.seq) for c in validate(
        [str(FIXTURES / "draw_s65" / "draw-under-a-folded-players-name.jsonl")]) for f in c.findings]
    assert found == [("out-of-turn", 8)]
