"""FORMAT.md: "an action out of turn is taken as that player's action".  A drop logged under
frank's name while peggy is to act is frank's drop, out of turn, and the payments are judged
against frank's drop.  Session 47 took such a drop as peggy's when the payments that follow net to
peggy's drop: the payments, the very records being audited, decided whose drop it was, so a log
that paid as if another player dropped passed (a review, session 53).  Session 69 takes it as
peggy's again when only reveals and pays follow and they settle peggy's drop and not frank's, but
the one finding tells the other reading, so such a log does not pass: "if frank did drop, it was
out of turn and the payments are wrong (... peggy pays frank 10, walter pays frank 10)"
(tests/test_tonk_a_drop_under_another_name_settled_as_the_player_in_turns_drop_is_theirs.py)."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import run

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s47b" / "hands.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _found(res):
    return [(f.code, f.seq, f.player) for f in res.findings]


def test_a_drop_under_another_players_name_settled_as_the_player_to_acts_drop_is_theirs_with_both_readings():
    assert _found(run(HANDS["drop-under-another-name-base"])) == []      # peggy's drop, logged as hers
    res = run(HANDS["drop-under-another-name"])       # peggy to act; the line names frank
    assert _found(res) == [("out-of-turn", 16, "frank")]
    assert res.stats["dropper"] == "peggy"
    assert "if frank did drop, it was out of turn and the payments are wrong" in res.findings[0].message
    assert "peggy pays frank 10, walter pays frank 10" in res.findings[0].message


def test_the_same_with_on_empty_draw_and_the_stock_empty():
    assert _found(run(HANDS["drop-under-another-name-facing-the-empty-stock-base"])) == []
    res = run(HANDS["drop-under-another-name-facing-the-empty-stock"])    # zoe faces the empty stock
    assert _found(res) == [("out-of-turn", 78, "grace"), ("tonk-wrong-payment", 83, "zoe")]
