"""Each house-rule option of TONK.md with its other value, and bad values (RulesError -> malformed)."""

from __future__ import annotations

import msgspec
import pytest

from audit.games.tonk import Replay
from audit.games.tonk_options import DEFAULTS, parse_options
from audit.model import Hand
from audit.protocol import RulesError

from .test_tonk_settlement import FIVE, _stock_out_hand
from .test_tonk_support import BASE, count, fill_deal, found, nets, run, tonk_hand
from .test_tonk_turns import HIT_BY_CAROL

TIED = ("Ac Ad 2c 2d 3c 3d 4c 4d 5c", "Ah As 2h 2s 3h 3s 4h 4s 5d")


def test_defaults_are_tonk_mds():
    o = parse_options({})
    assert (o.stake, o.hand_size, o.upcard, sorted(o.dealt_tonk), o.dealt_tonk_pays, o.low_tonk) == \
        (1, 5, True, [49, 50], 2, None)
    assert (o.drop, o.ace, o.hits_on_runs_only, o.hit_penalty, o.stock_out, o.stock_out_tie) == \
        ("before_draw", "low_or_high", False, 1, "after_last_draw", "void")
    assert o == DEFAULTS and o.low_tonk_pays == 2


@pytest.mark.parametrize("rules", [
    {"stake": 0}, {"stake": "1"}, {"stake": True}, {"hand_size": 0}, {"upcard": "yes"},
    {"dealt_tonk": 50}, {"dealt_tonk": ["50"]}, {"dealt_tonk_pays": 0}, {"low_tonk": -1},
    {"low_tonk": "13"}, {"low_tonk_pays": "3"}, {"drop": "never"}, {"ace": "high"},
    {"hits_on_runs_only": 1}, {"hit_penalty": -1}, {"stock_out": "empty"}, {"stock_out_tie": "half"},
])
def test_a_bad_option_value_is_a_rules_error(rules):
    with pytest.raises(RulesError):
        Replay(msgspec.convert(tonk_hand(BASE, []), Hand), rules)


def test_options_of_other_games_are_ignored_and_a_deal_that_cannot_fit_is_a_rules_error():
    assert parse_options({"betting": "fixed", "ante": 5, "stake": 2}).stake == 2
    with pytest.raises(RulesError):
        Replay(msgspec.convert(tonk_hand(BASE, []), Hand), {"hand_size": 18})
    # one player is a hand the rules do not allow (wrong-player-count), not a bad option
    alone = Replay(msgspec.convert(tonk_hand({"bob": "2c 3c 4c 5c 6c"}, [], players=("bob",)), Hand), {})
    assert [f.code for f in alone.findings] == ["wrong-player-count"]


def test_stake_multiplies_every_payment():
    res = run(tonk_hand(BASE, ["bob drop"], {"stake": 25}))
    assert nets(res) == {"alice": 75, "bob": -50, "carol": -25}       # bob 31 caught by alice 29


def test_drop_any_time_allows_a_drop_after_drawing_and_spreading():
    play = ["bob draw stock 6h", "bob spread 3h 4h 5h 6h", "bob drop"]
    res = run(tonk_hand(BASE, play, {"drop": "any_time"}))
    assert res.findings == [] and res.stats["ending"] == "drop_won"      # Kc 9d: 19
    res = run(tonk_hand(BASE, play))
    assert found(res) == {("tonk-drop-not-allowed", 6)}


def test_drop_any_time_still_not_under_a_hit_penalty():
    res = run(tonk_hand(BASE, HIT_BY_CAROL + ["bob draw stock 9s", "bob drop"], {"drop": "any_time"}))
    assert found(res) == {("tonk-drop-not-allowed", 13)}


def test_ace_low_makes_q_k_a_no_run_but_keeps_a_2_3():
    deal = {**BASE, "bob": "Qh Kh 2h 3h 9d"}
    play = ["bob draw stock Ah", "bob spread Qh Kh Ah", "bob discard 9d"]
    assert found(run(tonk_hand(deal, play))) == {("hand-incomplete", None)}
    res = run(tonk_hand(deal, play, {"ace": "low"}))
    assert ("tonk-invalid-spread", 5) in found(res)
    res = run(tonk_hand(deal, ["bob draw stock Ah", "bob spread Ah 2h 3h", "bob discard 9d"], {"ace": "low"}))
    assert found(res) == {("hand-incomplete", None)}


def test_hits_on_runs_only_forbids_hitting_a_set():
    deal = {**BASE, "carol": "7h 7c 2d Qs Jh"}
    play = ["bob draw stock 7s", "bob discard Kc",
            "carol draw stock 7d", "carol spread 7h 7c 7d", "carol discard Qs",
            "alice draw stock 8d", "alice discard 8d",
            "bob draw stock 2s", "bob hit 1 7s", "bob discard 2s"]
    assert found(run(tonk_hand(deal, play))) == {("hand-incomplete", None)}
    res = run(tonk_hand(deal, play, {"hits_on_runs_only": True}))
    assert ("tonk-invalid-hit", 12) in found(res)
    assert "hits_on_runs_only" in next(f.message for f in res.findings if f.code == "tonk-invalid-hit")


def test_hit_penalty_two_turns():
    play = HIT_BY_CAROL + ["bob draw stock 9s", "bob discard 9s", "carol draw stock Th", "carol discard Th",
                           "alice draw stock Ts", "alice discard Ts", "bob drop"]
    assert run(tonk_hand(BASE, play)).findings == []
    res = run(tonk_hand(BASE, play, {"hit_penalty": 2}))
    assert found(res) == {("tonk-drop-not-allowed", 18)}
    assert run(tonk_hand(BASE, HIT_BY_CAROL + ["bob drop"], {"hit_penalty": 0})).findings == []


def test_stock_out_after_last_draw_ends_when_the_turn_that_took_the_last_card_is_over():
    last = _stock_out_hand(*TIED, {}, [])[2][-1]
    h, _, _ = _stock_out_hand(*TIED, {}, [f"carol draw discard {last}"])
    res = run(h)
    assert res.stats["ending"] == "stock_out_void"
    assert found(res) == {("out-of-turn", 18)}


def test_stock_out_on_empty_draw_play_goes_on_with_the_discard_pile():
    last = _stock_out_hand(*TIED, {}, [])[2][-1]
    tail = [f"carol draw discard {last}", f"carol discard {last}", "pay bob carol 1"]
    h, deal, _ = _stock_out_hand(*TIED, {"stock_out": "on_empty_draw", "stock_out_tie": "split"}, tail)
    res = run(h)
    # dave would have had to draw from the empty stock: the pay ends the hand; carol and dave tie
    assert res.stats["ending"] == "stock_out" and res.stats["winners"] == ["carol", "dave"]
    # bob's one pay to carol is right: every other payment of the split is missing (seq null)
    assert found(res) == {("tonk-wrong-payment", None)}
    assert res.stats["counts"] == {p: count(deal[p]) for p in FIVE}


def test_stock_out_on_empty_draw_a_draw_from_the_empty_stock_is_a_draw_source_fault():
    under = _stock_out_hand(*TIED, {}, [])[2][-2]       # a card under the pile's top
    h, _, _ = _stock_out_hand(*TIED, {"stock_out": "on_empty_draw"}, [f"carol draw stock {under}"])
    res = run(h)
    assert ("tonk-draw-source", 18) in found(res)
    assert "the stock is empty" in res.findings[0].message


def test_stock_out_on_empty_draw_the_piles_top_said_from_the_stock_is_a_draw_from_the_pile():
    # (session 44) as with cards in the stock (README): one tonk-draw-source, the card leaves the
    # pile and play goes on (before, the hand ended there: the stock out came first)
    last = _stock_out_hand(*TIED, {}, [])[2][-1]
    h, _, _ = _stock_out_hand(*TIED, {"stock_out": "on_empty_draw"}, [f"carol draw stock {last}"])
    res = run(h)
    assert [(f.code, f.seq) for f in res.findings if f.seq is not None] == [("tonk-draw-source", 18)]
    assert "is the discard pile's top card" in res.findings[0].message


def test_stock_out_on_empty_draw_a_drop_at_the_empty_stock_is_allowed():
    h, _, _ = _stock_out_hand(*TIED, {"stock_out": "on_empty_draw"}, ["carol drop"])
    res = run(h)
    assert res.findings == [] and res.stats["ending"] == "drop_caught" and res.stats["dropper"] == "carol"


def test_upcard_false_the_pile_starts_with_the_first_discard():
    play = ["bob draw stock 6h", "bob spread 3h 4h 5h 6h", "bob discard Kc", "carol draw discard Kc"]
    res = run(tonk_hand(BASE, play, {"upcard": False}, upcard=None))
    assert found(res) == {("hand-incomplete", None)}
    res = run(tonk_hand(BASE, ["bob draw discard 6d"], {"upcard": False}, upcard=None))
    assert ("tonk-draw-source", 3) in found(res)
    assert "the discard pile is empty" in res.findings[0].message
    res = run(tonk_hand(BASE, ["bob draw stock 6h"], {"upcard": False}))
    assert ("wrong-deal", 3) in found(res)
    res = run(tonk_hand(BASE, ["bob draw stock 6h"], upcard=None))
    assert ("wrong-deal", 3) in found(res) and "without an upcard" in res.findings[0].message


def test_hand_size_seven():
    deal, up, stock = fill_deal(["bob", "carol", "alice"], 7, {})
    play = [f"bob draw stock {stock[0]}", "bob spread 2c 2d 2h 2s", "bob discard 3c"]
    res = run(tonk_hand(deal, play, {"hand_size": 7}, upcard=up))
    assert found(res) == {("hand-incomplete", None)}
    res = run(tonk_hand(deal, play, upcard=up))
    assert {f.code for f in res.findings} >= {"wrong-deal"}
    res = run(tonk_hand(BASE, ["bob drop"], {"hand_size": 7}))
    assert [(f.code, f.seq) for f in res.findings] == [("wrong-deal", 0), ("wrong-deal", 1), ("wrong-deal", 2)]
    assert "dealt 5 cards; the deal is 7 cards each" in res.findings[0].message
