"""A winner paid the share of a player who collected nothing (judged by totals: the collect names
no pot) is one `wrong-amount`; the player paid short is told by that payout (README), so its
message names them and what they were owed.  Before, only `explain` said bob was owed 400."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id


def test_the_overpaid_winners_message_names_the_player_paid_short():
    hand = hands_by_id(FIXTURES / "settle_s43" / "overpaid-from-a-side-pot.jsonl")["v2"]
    assert [(f.code, f.seq, f.player, f.message) for f in replay(hand).findings] == [
        ("wrong-amount", 14, "alice", "alice collected 700 in all; their share of the pots is 300 (bob collected "
                                      "nothing of a share of 400)")]


def test_no_note_when_the_short_players_chips_went_to_more_than_one_payee():
    # alice took 100 too many and carol, who wins nothing, 300: no one payout took bob's 400
    hand = hands_by_id(FIXTURES / "settle_s43" / "overpaid-from-a-side-pot.jsonl")["v2-two-payees"]
    assert [(f.code, f.seq, f.message) for f in replay(hand).findings][0] == (
        "wrong-amount", 14, "alice collected 400 in all; their share of the pots is 300")
