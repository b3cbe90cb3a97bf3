"""``explain`` and the hand page mark a settlement row "differs" only where the payout is wrong:
when some collect names no pot, the collects are judged by each player's total (README), and the
recorded column only places that total on the player's pots, so a player whose total is right has
no row that differs.  Before, a hand judged right showed three rows "<-- differs" (alice's 538,
naming side pot 2, placed there against 75 / 109 / 354)."""

from __future__ import annotations

from audit.explain import explain_data
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

(HAND,) = hands_by_id(FIXTURES / "settle_s42" / "unnamed-collects-right-by-total.jsonl").values()


def test_a_right_settlement_by_totals_has_no_row_that_differs():
    assert replay(HAND).findings == []
    rows = explain_data(HAND)["awards"]
    assert [(a["player"], a["correct"], a["recorded"]) for a in rows if a["player"] == "alice"] == [
        ("alice", 75, 0), ("alice", 109, 0), ("alice", 354, 538)]
    assert not any(a["differs"] for a in rows)


def test_a_player_whose_total_is_wrong_still_has_their_rows_marked():
    import msgspec
    data = msgspec.to_builtins(HAND)
    collect = next(e for e in data["events"] if e["type"] == "collect" and e["player"] == "alice")
    collect["amount"] -= 10
    hand = msgspec.convert(data, type(HAND))
    rows = explain_data(hand)["awards"]
    assert any(a["differs"] for a in rows if a["player"] == "alice")
    assert not any(a["differs"] for a in rows if a["player"] != "alice")
