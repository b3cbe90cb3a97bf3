"""Palace: palace cards logged a card at a time go round the table once for each card (PALACE.md 1:
"three cards face down, one at a time, from the dealer's left"): a card out of that order in any
round is one ``wrong-deal`` at its line, and the players it passed over may be dealt next with no
other finding, as draw and Tonk judge their deals (README).  Before, the order was judged by each
player's first line only: a later round out of order was no finding, and a first line logged
late (carol, alice, then bob) was two findings, one at each line dealt before bob's."""

from __future__ import annotations

import msgspec

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HAND = hands_by_id(FIXTURES / "palace_s43" / "palace-cards-dealt-in-parts.jsonl")["palace-one-at-a-time"]
DEAL = slice(9, 18)     # bob, carol, alice: three rounds of one card each (alice, seat 3, deals)


def _found(order):
    events = list(HAND.events)
    lines = events[DEAL]
    events[DEAL] = [lines[k] for k in order]
    r = replay(msgspec.structs.replace(HAND, events=events))
    return [(f.code, f.seq, f.message) for f in r.findings]


def test_the_deal_in_order_has_no_finding():
    assert _found(range(9)) == []


def test_two_players_swapped_in_a_later_round_are_one_wrong_deal():
    assert _found([0, 1, 2, 4, 3, 5, 6, 7, 8]) == [
        ("wrong-deal", 12, "carol was dealt palace card 2 before bob was dealt card 2: they are dealt one at a "
                           "time from the dealer's left")]
    assert [seq for _, seq, _ in _found([0, 1, 2, 3, 4, 5, 7, 6, 8])] == [15]


def test_a_card_logged_late_in_its_round_is_one_finding_not_one_for_each_line_it_passes():
    assert [seq for _, seq, _ in _found([0, 1, 2, 4, 5, 3, 6, 7, 8])] == [12]
    # in the first round too (before, two findings: at carol's line and at alice's)
    assert _found([1, 2, 0, 3, 4, 5, 6, 7, 8]) == [
        ("wrong-deal", 9, "palace cards went to carol but bob was next: they are dealt from the dealer's left")]


def test_a_player_dealt_two_cards_in_a_row_passed_over_the_others():
    assert [(seq, m.split(":")[0]) for _, seq, m in _found([0, 3, 1, 2, 4, 5, 6, 7, 8])] == [
        (10, "bob was dealt palace card 2 before carol was dealt card 1")]


def test_a_players_cards_logged_in_parts_in_a_row_are_no_round():
    # carol's two, then her third: one player's hand in two lines (session 43), not a round
    hands = hands_by_id(FIXTURES / "palace_s43" / "palace-cards-dealt-in-parts.jsonl")
    assert replay(hands["split-carol"]).findings == []
