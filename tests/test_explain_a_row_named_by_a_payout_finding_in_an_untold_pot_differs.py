"""In a pot whose winner the unknown cards decide, the settlement's correct column is the recorded
award taken as it is; a row of a player a payout finding names is marked (in the text, "<-- a
finding says this payout is wrong" when its amounts are equal, and in the data the hand page uses). Before, tied known hands paid unequally beside unknown
cards were `wrong-amount` in `check`, and no row of the dispute view said so. Review of session
60."""

from __future__ import annotations

from audit.explain import explain_data, find_hand, render_text

from .conftest import FIXTURES

HAND = FIXTURES / "settle_s33" / "tied-known-hands-one-left-out-draw.jsonl"


def test_the_player_owed_a_share_is_marked() -> None:
    hand, stored, record = find_hand("unk-share", file=HAND)
    data = explain_data(hand, None, stored, record)
    assert [f["code"] for f in data["findings"]] == ["wrong-amount"]
    assert {a["player"]: a["differs"] for a in data["awards"]} == {"bob": False, "alice": True}
    text = render_text(data)
    # (alice's correct 0 beside no collect: not "differs", review of session 64)
    assert "ties bob: owed a share whenever they are (cards unknown)  <-- a finding says this payout is wrong" in text
