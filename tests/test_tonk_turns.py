"""A turn (TONK.md section 2): drop, one draw from the right pile, spreads and hits, one discard."""

from __future__ import annotations

from .test_tonk_support import BASE, found, run, tonk_hand

# BASE: bob 3h 4h 5h Kc 9d | carol 7s 7c 2d Qs Jh | alice Ac 2c 8h 8s Td | upcard 6d; events from seq 4
HIT_BY_CAROL = ["bob draw stock 6h", "bob spread 3h 4h 5h 6h", "bob discard Kc",      # 4 5 6
                "carol draw stock 7h", "carol hit 1 7h", "carol discard Qs",          # 7 8 9
                "alice draw stock 9h", "alice discard 9h"]                             # 10 11


def test_drop_before_drawing_ends_the_hand_and_counts_every_hand():
    res = run(tonk_hand(BASE, ["bob drop"]))
    assert res.findings == [] and res.stats["ending"] == "drop_caught"
    assert res.stats["counts"] == {"bob": 31, "carol": 36, "alice": 29}


def test_drop_after_drawing_is_not_allowed_with_drop_before_draw():
    res = run(tonk_hand(BASE, ["bob draw stock 6h", "bob drop"]))
    assert found(res) == {("tonk-drop-not-allowed", 5)}
    assert "after drawing" in res.findings[0].message
    # applied as logged: the drop ends the hand and is counted (bob 37 is caught by alice 29)
    assert res.stats["ending"] == "drop_caught" and res.stats["counts"]["bob"] == 37


def test_drop_under_a_hit_penalty_is_not_allowed():
    res = run(tonk_hand(BASE, HIT_BY_CAROL + ["bob drop"]))
    assert found(res) == {("tonk-drop-not-allowed", 12)}
    assert "hit penalty" in res.findings[0].message


def test_hit_penalty_lasts_one_turn_by_default():
    play = HIT_BY_CAROL + ["bob draw stock 9s", "bob discard 9s", "carol draw stock Th", "carol discard Th",
                           "alice draw stock Ts", "alice discard Ts", "bob drop"]
    res = run(tonk_hand(BASE, play))
    assert res.findings == []


def test_hit_penalty_stacks_with_each_further_hit():
    play = ["bob draw stock 6h", "bob spread 3h 4h 5h 6h", "bob discard Kc",          # 4 5 6
            "carol draw stock 7h", "carol hit 1 7h", "carol discard Qs",              # 7 8 9: +1 turn
            "alice draw stock 2h", "alice hit 1 2h", "alice discard Td",              # 10 11 12: +1 turn
            "bob draw stock Jd", "bob discard Jd",                                    # 13 14: penalized
            "carol draw stock Qd", "carol discard Qd",
            "alice draw stock Kd", "alice discard Kd",
            "bob draw stock Js", "bob discard Js",                                    # 19 20: penalized
            "carol draw stock 4c", "carol discard 4c",
            "alice draw stock 4d", "alice discard 4d",
            "bob drop"]                                                               # 25: free again
    res = run(tonk_hand(BASE, play))
    assert res.findings == [] and res.stats["ending"] == "drop_won"
    res = run(tonk_hand(BASE, play[:15] + ["bob drop"]))
    assert found(res) == {("tonk-drop-not-allowed", 19)}


def test_hitting_ones_own_spread_brings_no_penalty():
    res = run(tonk_hand(BASE, ["bob draw stock 2h", "bob spread 2h 3h 4h", "bob discard Kc",
                               "carol draw stock 6c", "carol discard 6c",
                               "alice draw stock 6s", "alice discard 6s",
                               "bob draw stock 9c", "bob hit 1 5h", "bob discard 9c",
                               "carol draw stock 9s", "carol discard 9s",
                               "alice draw stock Th", "alice discard Th",
                               "bob drop"]))
    assert res.findings == [] and res.stats["ending"] == "drop_won"


def test_draw_from_the_discard_pile_takes_its_top_card():
    res = run(tonk_hand(BASE, ["bob draw discard 6d", "bob spread 3h 4h 5h", "bob discard Kc"]))
    assert found(res) == {("hand-incomplete", None)}


def test_draw_source_a_card_that_is_not_the_top_of_the_discard_pile():
    res = run(tonk_hand(BASE, ["bob draw discard 7d"]))
    assert ("tonk-draw-source", 4) in found(res)
    assert "its top card is 6d" in res.findings[0].message
    play = ["bob draw stock 2h", "bob discard Kc", "carol draw discard 6d"]
    res = run(tonk_hand(BASE, play))
    assert ("tonk-draw-source", 6) in found(res)


def test_draw_from_the_stock_of_a_card_already_seen_is_a_duplicate_card():
    # (the discard pile's top card, 6d, is a wrong source: tonk-draw-source)
    res = run(tonk_hand(BASE, ["bob draw stock 6d"]))
    assert ("tonk-draw-source", 4) in found(res) and ("duplicate-card", 4) not in found(res)
    res = run(tonk_hand(BASE, ["bob draw stock Ac"]))
    assert ("duplicate-card", 4) in found(res) and "alice's hand" in res.findings[0].message


def test_turn_order_spread_hit_or_discard_before_drawing():
    res = run(tonk_hand(BASE, ["bob spread 3h 4h 5h", "bob draw stock 6h", "bob discard Kc"]))
    assert found(res) == {("tonk-turn-order", 4), ("hand-incomplete", None)}
    res = run(tonk_hand(BASE, ["bob discard Kc", "carol draw stock 7d", "carol discard 7d"]))
    assert found(res) == {("tonk-turn-order", 4), ("hand-incomplete", None)}
    deal = {**BASE, "carol": "7h 7c 2d Qs Jh"}
    res = run(tonk_hand(deal, ["bob draw stock 6h", "bob spread 3h 4h 5h 6h", "bob discard Kc",
                               "carol hit 1 7h", "carol draw stock 7s", "carol discard Qs"]))
    assert found(res) == {("tonk-turn-order", 7), ("hand-incomplete", None)}


def test_turn_order_two_draws_in_a_turn():
    res = run(tonk_hand(BASE, ["bob draw stock 6h", "bob draw stock 7h", "bob discard Kc"]))
    assert ("tonk-turn-order", 5) in found(res)
    assert "exactly one draw" in res.findings[0].message


def test_turn_order_a_turn_that_ends_without_a_discard():
    res = run(tonk_hand(BASE, ["bob draw stock 6h", "bob spread 3h 4h 5h 6h", "carol draw stock 7d",
                               "carol discard 7d"]))
    f = [x for x in res.findings if x.code == "tonk-turn-order"]
    assert [(x.seq, x.player) for x in f] == [(6, "bob")]
    assert "without a discard" in f[0].message
    assert "out-of-turn" not in {x.code for x in res.findings}


def test_out_of_turn_a_player_acting_in_someone_elses_turn_and_the_turn_moves_on():
    res = run(tonk_hand(BASE, ["carol draw stock 7d", "carol discard Qs",
                               "alice draw stock 8d", "alice discard Td"]))
    assert found(res) == {("out-of-turn", 4), ("hand-incomplete", None)}
    assert "bob's turn" in res.findings[0].message
    res = run(tonk_hand(BASE, ["bob draw stock 6h", "alice draw stock 8d"]))
    assert ("out-of-turn", 5) in found(res)


def test_out_of_turn_after_the_hand_ended():
    deal = {**BASE, "bob": "3h 4h 5h 9c 9d"}
    res = run(tonk_hand(deal, ["bob draw stock 9s", "bob spread 3h 4h 5h", "bob spread 9c 9d 9s",
                               "bob discard 9s", "carol draw stock 7d"]))
    assert found(res) == {("out-of-turn", 7), ("out-of-turn", 8)}
    assert "tonked" in res.findings[0].message


def test_tonk_ends_the_hand_with_no_discard():
    deal = {**BASE, "bob": "3h 4h 5h 9c 9d"}
    res = run(tonk_hand(deal, ["bob draw stock 9s", "bob spread 3h 4h 5h", "bob spread 9c 9d 9s"]))
    assert res.stats["ending"] == "tonk" and res.stats["winners"] == ["bob"]


def test_card_not_held_a_hit_with_a_card_the_player_does_not_hold_is_skipped():
    deal = {**BASE, "bob": "3h 4h 5h 9c 9d"}
    res = run(tonk_hand(deal, ["bob draw stock Kd", "bob spread 3h 4h 5h", "bob hit 1 2h", "bob discard Kd"]))
    assert found(res) == {("card-not-held", 6), ("hand-incomplete", None)}
    assert "bob hit with 2h but holds" in res.findings[0].message


def test_rounds_count_the_turns_from_the_dealers_left():
    res = run(tonk_hand(BASE, HIT_BY_CAROL + ["bob draw stock 9s", "bob discard 9s"]))
    assert res.rounds == [0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2]
