"""explain for Tonk: the view after each event and the sections of the settlement."""

from __future__ import annotations

import msgspec

from audit.explain import explain_data, render_text
from audit.model import Hand
from audit.replay import replay_steps

from .test_tonk_support import BASE, run, tonk_hand

TONKED = {**BASE, "bob": "3h 4h 5h 9c 9d"}
PLAY = ["bob draw stock 9s", "bob spread 3h 4h 5h", "bob spread 9c 9d 9s", "pay carol bob 10", "pay alice bob 20"]


def _sections(hand):
    return {s.title: s for s in run(hand, explain=True).sections}


def test_explain_settlement_line_by_line_with_the_reason():
    sec = _sections(tonk_hand(TONKED, PLAY, {"stake": 10}))
    lines = sec["Settlement"].lines
    assert lines[0] == "how the hand ended: bob tonked (spread the last card)"
    assert "carol pays bob 2 x 10 = 20: bob tonked (spread the last card)" in lines
    assert "alice pays bob 2 x 10 = 20: bob tonked (spread the last card)" in lines
    rows = {r[0]: r for r in sec["Settlement"].rows}
    assert rows["carol"] == ["carol", "-20", "-10", "WRONG"]
    assert rows["alice"] == ["alice", "-20", "-20", "ok"]


def test_explain_turns_spreads_and_counts():
    sec = _sections(tonk_hand(TONKED, PLAY, {"stake": 10}))
    turns = sec["Turns"].lines
    assert turns[0].startswith("the deal: bob 3h 4h 5h 9c 9d (count 30)")
    assert turns[1] == "round 1, bob: drew 9s from the stock, spread 3h 4h 5h, spread 9c 9d 9s"
    assert sec["Spreads on the table"].rows == [["1", "bob", "3h 4h 5h", "run", ""],
                                               ["2", "bob", "9c 9d 9s", "set", ""]]
    counts = {r[0]: r[1:] for r in sec["Hands at the end"].rows}
    assert counts == {"bob": ["no cards", "0"], "carol": ["2d 7c 7s Jh Qs", "36"],
                      "alice": ["Ac 2c 8h 8s Td", "29"]}


def test_explain_a_caught_drop_names_the_double_payment():
    sec = _sections(tonk_hand({**BASE, "bob": "3h 4h 5h Kc 7d"}, ["bob drop"]))
    lines = sec["Settlement"].lines
    assert lines[0] == "how the hand ended: bob dropped with 29 and was caught by alice (29)"
    assert lines[1].startswith("bob pays alice 2 x 1 = 2: bob dropped with 29, tied by alice's 29")
    assert "the log records no payments (nothing to compare)" in lines


def test_view_whose_turn_and_the_phase_with_the_piles():
    hand = msgspec.convert(tonk_hand(BASE, ["bob draw stock 6h", "bob discard Kc", "carol drop"]), Hand)
    steps, _ = replay_steps(hand)
    view = {seq: v for seq, v, _ in steps}
    assert view[2].phase == "the deal; stock 37, discard pile 0"
    # the upcard ends the deal: the first player's first play is in their turn (review of session 65)
    assert view[3].phase == "bob's turn (round 1): to drop or draw; stock 36, discard pile 1"
    assert view[4].to_act == "bob"
    assert view[4].phase == "bob's turn (round 1): drawn, may spread/hit/discard; stock 35, discard pile 1"
    assert view[5].to_act == "carol" and view[5].turn_before == "bob"
    assert view[5].phase == "carol's turn (round 1): to drop or draw; stock 35, discard pile 2"
    assert view[6].to_act is None and view[6].phase.startswith("hand over: carol dropped")
    assert view[6].stacks == {"alice": 100, "bob": 100, "carol": 100}


def test_explain_a_deal_with_a_joker_counts_only_the_tonk_cards():
    sec = _sections(tonk_hand({**BASE, "carol": "7s 7c 2d Qs JK"}, ["bob drop"]))
    assert "carol 7s 7c 2d Qs JK (count 26)" in sec["Turns"].lines[0]


def test_explain_turns_mark_plays_logged_after_the_hand_ended_as_not_played():
    # bob tonks with his second spread; carol's draw and discard after it are out-of-turn
    play = PLAY[:3] + ["carol draw stock 2h", "carol discard 2h"] + PLAY[3:]
    turns = _sections(tonk_hand(TONKED, play, {"stake": 10}))["Turns"].lines
    assert turns[1:] == ["round 1, bob: drew 9s from the stock, spread 3h 4h 5h, spread 9c 9d 9s",
                         "after the hand ended, carol (not played): drew 2h from the stock, discarded 2h"]


def test_explain_turns_after_a_declared_dealt_tonk_are_not_played():
    deal = {**BASE, "bob": "Kh Qh Jc Th Ks"}          # 50: a dealt tonk
    turns = _sections(tonk_hand(deal, ["bob declare", "bob draw stock 2c", "bob discard 2c"], {"stake": 10}))
    assert turns["Turns"].lines[1:] == ["before play, bob: declared a dealt tonk",
                                        "after the hand ended, bob (not played): drew 2c from the stock, discarded 2c"]


def test_a_declaration_is_nobodys_turn_in_the_timeline():
    # TONK.md 1: a dealt tonk is declared before play; it was shown as "[bob's turn] carol declares"
    deal = {**BASE, "carol": "9c Kd Qd Jd Tc"}          # 49
    hand = msgspec.convert(tonk_hand(deal, ["carol declare", "pay bob carol 2", "pay alice carol 2"]), Hand)
    text = render_text(explain_data(hand))
    assert "    4. carol declares a dealt tonk" in text.splitlines()
