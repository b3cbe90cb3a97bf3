"""Palace deal lines.  A player's three palace cards logged in more than one `deal` event (two
then one, or a card at a time round the table, as PALACE.md 1 deals them) are one deal: the
later cards were a false `wrong-deal` ("dealt a second time", "after play began") and were
dropped, so the player was judged without them (a false `palace-wrong-battle-result` and
`wrong-winner`).  A player dealt fewer than three with no more to come before play is still
`wrong-deal` at that deal.  A log that ends at a banner card does not say whether it was kept:
`hand-incomplete` only (it was also `palace-banner-suit` when the suit repeated)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "palace_s43" / "palace-cards-dealt-in-parts.jsonl")


def _found(hand_id):
    return [(f.code, f.seq, f.player) for f in replay(HANDS[hand_id]).findings]


def test_palace_cards_dealt_two_then_one_are_the_players_three():
    assert _found("split-carol") == []


def test_palace_cards_dealt_a_card_at_a_time_round_the_table_are_legal():
    assert _found("palace-one-at-a-time") == []


def test_a_card_of_the_second_part_is_tracked_in_the_deck():
    # bob buys 9d, which carol was dealt in her second part
    assert _found("split-carol-then-buy-9d")[0] == ("duplicate-card", 13, "bob")


def test_fewer_than_three_with_no_more_before_play_is_wrong_deal_at_that_deal():
    assert _found("split-carol-never-finished")[0] == ("wrong-deal", 10, "carol")


def test_a_log_ending_at_a_banner_card_is_only_incomplete():
    # whether carol's 3h (hearts, as bob's Kh in her group) was kept or rejected, the log does
    # not say: not also palace-banner-suit
    hand = hands_by_id(FIXTURES / "palace_s43" / "log-ends-at-a-banner.jsonl")["trunc-after-rejected"]
    assert [(f.code, f.seq) for f in replay(hand).findings] == [("hand-incomplete", None)]
