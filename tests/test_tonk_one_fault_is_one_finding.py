"""FORMAT.md: "an event with a finding is applied as logged wherever it can be ... an event that
cannot be applied at all (a card the player does not hold ...) is skipped".  One fault in a Tonk
hand is found at its event and does not cascade: a repeated stock draw takes no stock card, a
player never dealt holds unknown cards (one wrong-deal), a discard logged before the draw of its
turn keeps the turn open for that draw, and a repeated discard line is one card-not-held.

The fixtures are the spec's example tonk-out (or a simulated legal hand) with one line changed."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import BASE, found, run, tonk_hand

_LINES = (FIXTURES / "tonk_s16" / "one-fault.jsonl").read_text(encoding="utf-8").splitlines()
HANDS = {h["hand_id"]: h for h in map(json.loads, _LINES)}
OUT_PAID = {"alice": -1, "bob": 2, "carol": -1}      # bob went out: paid once by each


def _messages(res) -> list[tuple[str, int | None, str]]:
    return [(f.code, f.seq, f.message) for f in res.findings]


# ---- a repeated stock draw ----------------------------------------------------------------------

def test_a_repeated_stock_draw_takes_no_stock_card():
    res = run(HANDS["tonk-dup-draw"])          # victor's draw of Ts logged twice (events 2 and 3)
    assert _messages(res) == [
        ("tonk-turn-order", 3, "victor drew a second card (Ts); a turn has exactly one draw"),
        ("duplicate-card", 3, "victor drew Ts from the stock, but Ts is in victor's hand; the draw is not played"),
    ]
    # the stock runs out after the last turn logged (event 88), as it did, and is settled
    assert res.stats["ending"] == "stock_out" and res.stats["winners"] == ["victor"]
    assert res.stats["stakes"] == {"rupert": -1, "victor": 1}


def test_a_second_draw_of_a_new_card_is_still_played():
    play = ["bob draw stock 6h", "bob draw stock 7h", "bob discard 7h", "carol drop"]
    res = run(tonk_hand(BASE, play))
    assert found(res) == {("tonk-turn-order", 5)}
    assert res.stats["counts"]["bob"] == 3 + 4 + 5 + 10 + 9 + 6      # 6h kept, 7h discarded


# ---- a deal missing ------------------------------------------------------------------------------

def test_a_player_never_dealt_is_one_wrong_deal_and_plays_from_unknown_cards():
    res = run(HANDS["tonk-missing-deal"])      # the spec's tonk-out without bob's deal
    assert _messages(res) == [
        ("wrong-deal", 0, "carol was dealt before bob; the deal goes one at a time clockwise from the "
                          "dealer's left (bob, carol, alice); bob is never dealt (taken as 5 unknown cards)"),
    ]
    assert res.stats["ending"] == "out" and res.stats["winners"] == ["bob"]
    assert res.stats["stakes"] == OUT_PAID          # the payout is judged (and right)


def test_a_player_never_dealt_does_not_go_out_with_no_cards():
    deal = {"carol": BASE["carol"], "alice": BASE["alice"]}
    play = ["bob draw stock 6h", "bob discard 6h", "carol draw stock 7d", "carol discard 7d"]
    res = run(tonk_hand(deal, play))
    assert found(res) == {("wrong-deal", 0), ("hand-incomplete", None)}
    assert res.findings[-1].message == ("the log ends in round 1 with alice to act (alice was to drop or draw); "
                                        "the hand has no winner (stock 34)")


def test_the_dealer_never_dealt_is_named_once_by_the_upcard():
    res = run(tonk_hand({"bob": BASE["bob"], "carol": BASE["carol"]}, ["bob draw stock 6h", "bob discard Kc"]))
    assert _messages(res) == [
        ("wrong-deal", 2, "the upcard was turned before alice had been dealt; alice is never dealt "
                          "(taken as 5 unknown cards)"),
        ("hand-incomplete", None, "the log ends in round 1 with carol to act (carol was to drop or draw); "
                                  "the hand has no winner (stock 35)"),
    ]


def test_without_an_upcard_play_starting_names_the_player_never_dealt():
    res = run(tonk_hand({"bob": BASE["bob"], "carol": BASE["carol"]}, ["bob draw stock 6h", "bob discard Kc"],
                        rules={"upcard": False}, upcard=None))
    assert _messages(res)[0] == (
        "wrong-deal", 2, "play started but alice was never dealt; every player is dealt 5 cards "
                         "(taken as 5 unknown cards)")
    assert found(res) == {("wrong-deal", 2), ("hand-incomplete", None)}
    assert res.findings[-1].message.endswith("(stock 36)")


def test_a_deal_logged_after_play_started_replaces_the_unknown_cards():
    h = tonk_hand({"carol": BASE["carol"], "alice": BASE["alice"]},
                  ["bob draw stock 6h", "deal bob 3h 4h 5h Kc 9d", "bob discard Kc"])
    res = run(h)
    # one fault, one finding: bob's deal, named at carol's deal before it, comes late, no second one
    assert found(res) == {("wrong-deal", 0), ("hand-incomplete", None)}
    assert res.findings[0].message.endswith("(bob, carol, alice)")     # bob is dealt later: no "never"
    assert res.findings[-1].message.endswith("(stock 35)")            # 52 - 15 - upcard - 6h


# ---- a discard before the draw -------------------------------------------------------------------

def test_a_discard_logged_before_its_draw_is_one_turn_order_finding():
    res = run(HANDS["tonk-draw-discard-swap"])     # carol: discard Qs, then draw 7d, spread 7s 7c 7d
    assert _messages(res) == [("tonk-turn-order", 7, "carol discarded before drawing; a turn starts with the draw")]
    assert res.stats["ending"] == "out" and res.stats["stakes"] == OUT_PAID


def test_a_discard_before_drawing_with_no_draw_still_ends_the_turn():
    play = ["bob discard Kc", "carol draw stock 7d", "carol discard Qs", "alice drop"]
    res = run(tonk_hand(BASE, play))
    assert found(res) == {("tonk-turn-order", 4)}
    assert res.stats["ending"] == "drop_caught" and res.stats["dropper"] == "alice"


def test_a_second_discard_in_the_turn_is_a_turn_order_fault():
    play = ["bob discard Kc", "bob draw stock 6h", "bob discard 9d", "carol drop"]
    res = run(tonk_hand(BASE, play))
    assert _messages(res) == [
        ("tonk-turn-order", 4, "bob discarded before drawing; a turn starts with the draw"),
        ("tonk-turn-order", 6, "bob discarded a second card in one turn; a turn has one draw, then one discard"),
    ]


# ---- a repeated discard --------------------------------------------------------------------------

def test_a_repeated_discard_line_is_one_card_not_held_and_is_skipped():
    res = run(HANDS["tonk-dup-discard"])       # bob's discard of Kc logged twice (events 6 and 7)
    assert _messages(res) == [
        ("card-not-held", 7, "bob discarded Kc but holds 9d, and it was carol's turn; the discard is not played"),
    ]
    assert res.stats["ending"] == "out" and res.stats["stakes"] == OUT_PAID


def test_an_out_of_turn_discard_of_a_held_card_is_still_played():
    play = ["bob draw stock 6h", "bob discard Kc", "alice draw stock 8d", "alice discard Td", "bob drop"]
    res = run(tonk_hand(BASE, play))
    assert found(res) == {("out-of-turn", 6)}
