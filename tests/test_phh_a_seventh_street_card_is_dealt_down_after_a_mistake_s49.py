"""POKER.md: 7th street deals one card down.  A PHH ``d dh`` line does not say up or down: the reader
faced a card by the street its own replay had reached, which after a mistake in the log (a fold
deleted) lagged behind, so the right 7th-street deals were written as upcards and reported
"dealt 0 down and 1 up on 7th street".  After the checker's first finding a one-card line is
faced by its place among the player's cards (review 49, G1)."""

from __future__ import annotations

from pathlib import Path

from audit.readers import phh
from audit.runner import validate

from .conftest import FIXTURES

P5 = FIXTURES / "phh_s49" / "P5_fold_deleted.phh"


def test_the_right_seventh_street_deals_are_no_wrong_deal():
    (checked,) = validate([str(P5)])
    assert [f for f in checked.findings if f.code == "wrong-deal"] == []
    # (the deleted fold's player, passed over at 11 and not in the log again, is not named again at 15
    # when the turn comes back: review of session 65)
    assert [(f.code, f.seq) for f in checked.findings] == [("out-of-turn", 11)]


def test_each_players_seventh_card_is_dealt_down():
    (record,) = phh.read(Path(P5), P5.read_text())
    seventh = {}
    for e in record.hand.events:
        if e.type == "deal":
            seventh.setdefault(e.player, []).append(e)
    for player, deals in seventh.items():
        if sum(len(e.down or []) + len(e.up or []) for e in deals) == 7:
            assert deals[-1].down and not deals[-1].up, player
