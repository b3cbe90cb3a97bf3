"""Dealt tonks (TONK.md section 1): declared, missed, falsely declared, void; low_tonk."""

from __future__ import annotations

from .test_tonk_support import BASE, count, found, nets, run, tonk_hand

FIFTY = {**BASE, "bob": "Kc Kd Qh Jc Ts"}
BOTH = {**FIFTY, "carol": "Kh Ks Qc Jd 9s"}          # bob 50, carol 49


def test_the_deals_count_what_the_tests_say():
    assert count(FIFTY["bob"]) == 50 and count(BOTH["carol"]) == 49


def test_dealt_tonk_declared_wins_at_once_every_other_player_pays_two_stakes():
    res = run(tonk_hand(FIFTY, ["bob declare", "pay carol bob 10", "pay alice bob 10"], {"stake": 5}))
    assert res.findings == []
    assert res.stats["ending"] == "dealt_tonk" and res.stats["winners"] == ["bob"]
    assert nets(res) == {"alice": -10, "bob": 20, "carol": -10}


def test_dealt_tonk_pays_option_sets_what_a_dealt_tonk_is_paid():
    res = run(tonk_hand(FIFTY, ["bob declare"], {"stake": 5, "dealt_tonk_pays": 3}))
    assert res.stats["stakes"] == {"alice": -3, "bob": 6, "carol": -3}


def test_dealt_tonk_declared_then_play_goes_on_is_out_of_turn():
    res = run(tonk_hand(FIFTY, ["bob declare", "bob draw stock 2h"]))
    assert found(res) == {("out-of-turn", 5)}


def test_dealt_tonk_missed_is_reported_at_the_first_event_after_the_deal_and_play_goes_on():
    h = tonk_hand(FIFTY, ["bob draw stock 2h", "bob discard Kc", "carol drop",
                          "pay carol alice 2", "pay bob alice 1"])
    res = run(h)
    assert found(res) == {("tonk-dealt-tonk", 4)}
    f = res.findings[0]
    assert f.player == "bob" and "50" in f.message
    # replayed as played: carol (36) dropped and alice (29) caught her; bob (42) pays alice too
    assert res.stats["ending"] == "drop_caught" and res.stats["winners"] == ["alice"]
    assert res.stats["stakes"] == {"alice": 3, "bob": -1, "carol": -2}


def test_dealt_tonk_missed_by_two_players_reports_each():
    res = run(tonk_hand(BOTH, ["bob draw stock 2h", "bob discard 2h"]))
    assert {(f.code, f.seq, f.player) for f in res.findings if f.code == "tonk-dealt-tonk"} == {
        ("tonk-dealt-tonk", 4, "bob"), ("tonk-dealt-tonk", 4, "carol")}


def test_a_declaration_of_a_count_that_does_not_qualify_is_reported_and_play_goes_on():
    h = tonk_hand(BASE, ["carol declare",
                         "bob draw stock 6h", "bob spread 3h 4h 5h 6h", "bob discard Kc",
                         "carol draw stock 7d", "carol spread 7s 7c 7d", "carol discard Qs",
                         "alice draw stock 8d", "alice spread 8h 8s 8d", "alice discard Td",
                         "bob draw stock 7h", "bob hit 1 7h", "bob discard 9d",
                         "pay alice bob 1", "pay carol bob 1"])
    res = run(h)
    assert found(res) == {("tonk-dealt-tonk", 4)}
    assert "36" in res.findings[0].message
    assert res.stats["ending"] == "out"


def test_a_false_declaration_taken_as_a_win_leaves_the_hand_unplayed():
    res = run(tonk_hand(BASE, ["carol declare", "pay bob carol 2", "pay alice carol 2"]))
    assert found(res) == {("tonk-dealt-tonk", 4), ("hand-incomplete", None)}


def test_two_dealt_tonks_make_the_hand_void_nobody_pays():
    res = run(tonk_hand(BOTH, ["bob declare"]))
    assert res.findings == []
    assert res.stats["ending"] == "void"
    assert res.stats["stakes"] == {"alice": 0, "bob": 0, "carol": 0}
    res = run(tonk_hand(BOTH, ["carol declare", "bob declare"]))
    assert res.findings == [] and res.stats["ending"] == "void"


def test_a_void_hand_paid_as_a_dealt_tonk_is_a_wrong_payment():
    res = run(tonk_hand(BOTH, ["bob declare", "pay carol bob 2", "pay alice bob 2"]))
    # each payer's finding at their wrong pay (bob, paid by them, is at fault in neither)
    assert {(f.player, f.seq) for f in res.findings} == {("carol", 5), ("alice", 6)}
    assert {f.code for f in res.findings} == {"tonk-wrong-payment"}


def test_dealt_tonk_option_lists_the_counts_that_qualify():
    rules = {"dealt_tonk": [50]}
    res = run(tonk_hand(BOTH, ["bob declare"], rules))        # carol's 49 does not count: bob wins
    assert res.findings == [] and res.stats["ending"] == "dealt_tonk"
    res = run(tonk_hand(BOTH, ["carol declare", "bob declare"], rules))
    assert found(res) == {("tonk-dealt-tonk", 4)}
    assert res.stats["winners"] == ["bob"]


LOW = {**BASE, "alice": "Ac 2c 3c 4d 2s"}          # 12


def test_low_tonk_a_count_at_or_under_it_wins_at_once():
    res = run(tonk_hand(LOW, ["alice declare"], {"low_tonk": 13}))
    assert res.findings == []
    assert res.stats["ending"] == "dealt_tonk" and res.stats["stakes"] == {"alice": 4, "bob": -2, "carol": -2}
    res = run(tonk_hand(LOW, ["alice declare"], {"low_tonk": 13, "low_tonk_pays": 3}))
    assert res.stats["stakes"] == {"alice": 6, "bob": -3, "carol": -3}
    # at the threshold itself ("at or under", TONK.md 1), declared and paid; and a hidden hand
    # whose reveal proves it (review of session 64: neither was tested at the threshold)
    res = run(tonk_hand(LOW, ["alice declare"], {"low_tonk": 12}))
    assert res.findings == [] and res.stats["ending"] == "dealt_tonk"
    from audit.runner import validate

    from .conftest import FIXTURES
    for name in ("low-tonk-at-threshold.jsonl", "hidden-low-tonk-at-threshold.jsonl"):
        assert [f for c in validate([str(FIXTURES / "tonk_s64" / name)]) for f in c.findings] == [], name


def test_low_tonk_missed_and_low_tonk_off():
    res = run(tonk_hand(LOW, ["bob draw stock 6h", "bob discard 6h"], {"low_tonk": 12}))
    assert found(res) == {("tonk-dealt-tonk", 4), ("hand-incomplete", None)}
    res = run(tonk_hand(LOW, ["alice declare", "bob draw stock 6h", "bob discard 6h"]))
    assert found(res) == {("tonk-dealt-tonk", 4), ("hand-incomplete", None)}
    res = run(tonk_hand(LOW, ["alice declare"], {"low_tonk": 11}))
    assert ("tonk-dealt-tonk", 4) in found(res)


def test_a_declaration_after_play_started_or_twice_is_an_illegal_action():
    res = run(tonk_hand(FIFTY, ["bob draw stock 2h", "bob declare", "bob discard 2h"]))
    assert found(res) == {("tonk-dealt-tonk", 4), ("illegal-action", 5), ("hand-incomplete", None)}
    res = run(tonk_hand(FIFTY, ["bob declare", "bob declare"]))
    assert found(res) == {("illegal-action", 5)}
