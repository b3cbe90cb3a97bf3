"""A pot split between tied winners, one winner's collect logged under the other's name: the one
``wrong-amount`` (the payee paid the whole pot) also tells the tied winner who collected nothing,
as the collects judged by each player's total already did (README: "a player who collected
nothing is told by the payout that took their share").  Review of session 48, P-E
(tests/fixtures/settle_s48/)."""

from __future__ import annotations

from .conftest import FIXTURES, settled

DIR = FIXTURES / "settle_s48"


def _result(name: str):
    return settled(DIR / name)


def test_the_winner_who_collected_nothing_is_named_by_the_payout_that_took_their_share():
    assert _result("E_split_pot_cowinner_name.base.jsonl").findings == []
    # 35 trent 6 (judy's share, under trent's name); 36 trent 5 (his own)
    (f,) = _result("E_split_pot_cowinner_name.jsonl").findings
    assert (f.code, f.seq, f.player) == ("wrong-amount", 35, "trent")
    assert f.message == ("trent collected 11 from the main pot; their share is 5 (the pot of 11 split 2 ways; "
                         "judy collected nothing of a share of 6)")
