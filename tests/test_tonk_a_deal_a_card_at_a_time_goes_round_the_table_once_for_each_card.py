"""Tonk: a deal logged a card at a time goes round the table once for each card (TONK.md 1:
"hand_size cards to each player, one at a time, from the dealer's left"): a card dealt out of that
order in any round, not only the first, is one ``wrong-deal`` at its line, and the players it
passed over may be dealt next with no other finding, as draw judges its deal (README).  Before,
the order was judged by each player's first line only: bob and carol swapped in the second round
gave no finding."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES
from .test_tonk_support import found, run
from .test_tonk_the_deal_logged_a_card_at_a_time_is_one_deal import _deal_lines, _hand

ORDERED = "the deal goes one card at a time clockwise from the dealer's left (bob, carol, alice)"


def _wrong_deals(lines) -> list[tuple[int, str]]:
    r = run(_hand(lines))
    assert found(r) <= {("wrong-deal", f.seq) for f in r.findings}      # nothing but the deal's order
    assert r.stats["counts"] == {"bob": 30, "carol": 36, "alice": 29}   # every card its player's
    return [(f.seq, f.message) for f in r.findings]


def test_two_players_swapped_in_a_later_round_are_one_wrong_deal_at_the_first_of_them():
    lines = _deal_lines([1] * 5)
    lines[3], lines[4] = lines[4], lines[3]          # round 2: carol's card before bob's
    assert _wrong_deals(lines) == [(3, f"carol was dealt card 2 before bob was dealt card 2; {ORDERED}")]


def test_a_card_logged_late_in_its_round_is_one_wrong_deal_not_one_for_each_line_it_passes():
    lines = _deal_lines([1] * 5)
    lines.insert(8, lines.pop(6))                    # round 3: carol, alice, then bob
    assert _wrong_deals(lines) == [(6, f"carol was dealt card 3 before bob was dealt card 3; {ORDERED}")]


def test_a_player_dealt_twice_in_a_row_passed_over_the_players_after_them():
    lines = _deal_lines([1] * 5)
    lines.insert(1, lines.pop(3))                    # bob's second card before carol's and alice's first
    assert _wrong_deals(lines) == [(1, f"bob was dealt card 2 before carol was dealt card 1; {ORDERED}")]


def test_each_round_out_of_order_is_its_own_finding():
    lines = _deal_lines([1] * 5)
    lines[3], lines[4] = lines[4], lines[3]
    lines[6], lines[7] = lines[7], lines[6]
    assert [seq for seq, _ in _wrong_deals(lines)] == [3, 6]


def test_the_last_round_out_of_order_is_found_too():
    lines = _deal_lines([1] * 5)
    lines[12], lines[13] = lines[13], lines[12]
    assert [seq for seq, _ in _wrong_deals(lines)] == [12]


def test_a_deal_in_order_whole_or_in_packets_round_the_table_has_no_finding():
    assert _wrong_deals(_deal_lines([1] * 5)) == []
    assert _wrong_deals(_deal_lines([2, 3])) == []
    assert _wrong_deals(_deal_lines([5])) == []


def test_draw_judges_a_later_round_out_of_order_alike():
    lines = (FIXTURES / "draw_s56" / "deal-in-packets.jsonl").read_bytes().splitlines()
    hand = next(h for h in (msgspec.json.decode(line, type=Hand) for line in lines) if h.hand_id == "one-at-a-time")
    events = list(hand.events)
    events[6], events[7] = events[7], events[6]      # round 2: carol's card before bob's
    r = replay(msgspec.structs.replace(hand, events=events))
    assert [(f.code, f.seq) for f in r.findings] == [("wrong-deal", 6)]


def test_a_players_hand_logged_in_parts_in_a_row_is_no_round():
    lines = _deal_lines([5])
    carol = lines[1]["cards"]
    lines[1:2] = [{"type": "deal", "player": "carol", "cards": carol[:4]},
                  {"type": "deal", "player": "carol", "cards": carol[4:]}]
    assert _wrong_deals(lines) == []
