"""Tonk: one fault stays one finding (README), and the card places stay right after it.

* A card drawn "from the discard pile" that is not on it (an empty pile, or a card the pile does
  not hold) is one ``tonk-draw-source``; the card came from the stock, which is one card smaller
  (with its last card the stock is out), or from somewhere else: ``duplicate-card``.  Before, the
  stock kept the card: the stock out was missed and the reveals were called illegal.
* A spread or hit logged after the player's own discard, before the next player did anything, is
  the lines swapped: one ``tonk-turn-order``, the meld is the player's, and the turn stays with
  the next player.  Before, a new turn began for the player (``out-of-turn``, a spread "before
  drawing", the next player's draw out of turn), which also took a turn off a hit penalty.
"""

from __future__ import annotations

from audit.replay import replay

from .test_tonk_support import run, tonk_hand

_ALICE = ("Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ad 2d 3d 4d 5d 6d 7d 8d 9d Td Jd Qd")
_BOB = ("Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Kd Qs")


def _findings(res):
    return [(f.code, f.seq, f.message) for f in res.findings]


def _stock_of_one(source: str) -> dict:
    # 25 cards each and the upcard: the stock holds one card, Ks, which alice draws
    alice_after = " ".join(c for c in _ALICE.split() if c != "Kc") + " Ks"
    return tonk_hand({"alice": _ALICE, "bob": _BOB}, [
        f"alice draw {source} Ks", "alice discard Kc", f"alice reveal {alice_after}", f"bob reveal {_BOB}",
        "pay bob alice 1"], rules={"hand_size": 25}, upcard="As", players=("alice", "bob"), button=2)


def test_a_stock_card_logged_from_the_discard_pile_is_taken_from_the_stock():
    assert _findings(run(_stock_of_one("stock"))) == []
    res = run(_stock_of_one("discard"))
    assert _findings(res) == [("tonk-draw-source", 3, "alice drew Ks from the discard pile; its top card is As")]
    assert res.stats["ending"] == "stock_out" and res.stats["winners"] == ["alice"]


_THREE = {"alice": "3h 4h 5h Kc Kd", "bob": "6h 9c 9d Qs Js", "carol": "2c 2d 7s 8s Tc"}


def test_a_card_of_another_hand_drawn_from_the_discard_pile_is_a_duplicate_card():
    res = run(tonk_hand(_THREE, ["alice draw stock Ks", "alice spread 3h 4h 5h", "alice discard Kc",
                                 "bob draw discard 8s", "bob discard Qs", "carol draw stock 3c", "carol drop"],
                        upcard="9s", button=3))
    assert _findings(res)[:2] == [
        ("tonk-draw-source", 7, "bob drew 8s from the discard pile; its top card is Kc"),
        ("duplicate-card", 7, "bob drew 8s from the discard pile, but 8s is in carol's hand"),
    ]


def test_a_spread_logged_after_the_discard_is_one_finding():
    played = ["alice draw stock Ks", "alice discard Kc", "alice spread 3h 4h 5h",
              "bob draw stock 7c", "bob discard Qs", "carol draw stock 3c", "carol discard Tc",
              "alice draw stock Ah", "alice discard Ah", "bob drop"]
    res = run(tonk_hand(_THREE, played, upcard="9s", button=3))
    assert _findings(res) == [
        ("tonk-turn-order", 6, "alice spread after discarding; a turn ends with its discard "
                               "(the lines are swapped: applied to alice's turn)")]
    in_order = played[:1] + [played[2], played[1]] + played[3:]
    assert _findings(run(tonk_hand(_THREE, in_order, upcard="9s", button=3))) == []
    assert res.stats["counts"] == run(tonk_hand(_THREE, in_order, upcard="9s", button=3)).stats["counts"]


_PENALTY = {"alice": "3h 4h 5h Kc Kd", "bob": "9c 9d Qs Js 2s", "carol": "6h 2c 2d 7s 8s"}


def _penalty_hand(swapped: bool) -> dict:
    alice_turn = ["alice discard Ks", "alice hit 1 7h"] if swapped else ["alice hit 1 7h", "alice discard Ks"]
    return tonk_hand(_PENALTY, [
        "alice draw stock Ks", "alice spread 3h 4h 5h", "alice discard Kc", "bob draw stock 7c", "bob discard Qs",
        "carol draw stock Tc", "carol hit 1 6h", "carol discard Tc", "alice draw stock 7h", *alice_turn,
        "bob draw stock 8c", "bob discard Js", "carol draw stock Jc", "carol discard Jc", "alice drop",
        "alice reveal Kd", "bob reveal 9c 9d 2s 7c 8c", "carol reveal 2c 2d 7s 8s", "pay bob alice 1",
        "pay carol alice 1"], rules={"hit_penalty": 2}, upcard="9s", button=3)


def test_a_hit_logged_after_the_discard_keeps_the_hit_penalty():
    # carol hit alice's spread: alice may not drop on her next two turns; the second is the drop
    assert [(f.code, f.seq) for f in run(_penalty_hand(False)).findings] == [("tonk-drop-not-allowed", 19)]
    assert [(f.code, f.seq) for f in run(_penalty_hand(True)).findings] == [
        ("tonk-turn-order", 14), ("tonk-drop-not-allowed", 19)]


def test_a_late_hit_on_the_next_players_spread_penalizes_that_players_turn():
    # alice's hit of bob's spread, logged after her discard: bob's turn that began is the first
    # the penalty covers (as with the lines in order), so bob may not drop
    deal = {"alice": "6h 9c 9d Qs Js", "bob": "3h 4h 5h Kc 2d", "carol": "2c 3d 7s 8s Tc"}
    before = ["alice draw stock Ks", "alice discard Ks", "bob draw stock Kd", "bob spread 3h 4h 5h",
              "bob discard Kc", "carol draw stock Ad", "carol discard Tc", "alice draw stock 6d"]
    for alice, late in ((["alice hit 1 6h", "alice discard Qs"], False), (["alice discard Qs", "alice hit 1 6h"], True)):
        res = run(tonk_hand(deal, before + alice + ["bob drop"], rules={"hit_penalty": 1}, upcard="7d", button=3))
        assert [(f.code, f.seq) for f in res.findings] == (
            [("tonk-turn-order", 13)] if late else []) + [("tonk-drop-not-allowed", 14)]


def test_an_empty_spread_is_no_spread():
    # "bob spread" with no cards says so, and lays nothing: bob's later spread is spread 1
    res = run(tonk_hand(_THREE, ["alice draw stock Ks", "alice discard Kc", "bob draw stock 9s", "bob spread",
                                 "bob spread 9c 9d 9s", "bob discard Qs", "carol draw stock 9h", "carol hit 1 9h",
                                 "carol discard Tc", "alice drop"], upcard="Th", button=3))
    assert [(f.code, f.seq, f.message) for f in res.findings if f.code.startswith("tonk-invalid")] == [
        ("tonk-invalid-spread", 7, "bob spread no cards; a spread has at least three cards")]


def test_a_rule_value_is_named_in_the_logs_spelling():
    from audit.untrusted import quoted
    assert [quoted(v) for v in (True, False, None, [None, False], {"a": 1}, 3, "x")] == [
        "true", "false", "null", "[null,false]", '{"a":1}', "3", "'x'"]


def _neighbours():
    from .conftest import FIXTURES, hands_by_id
    return hands_by_id(FIXTURES / "tonk_s44" / "neighbours.jsonl")


def test_a_late_hit_with_no_hit_penalty_penalizes_nobody():
    hands = _neighbours()
    assert [(f.code, f.seq) for f in replay(hands["hp0-True"]).findings] == [("tonk-turn-order", 13)]
    assert replay(hands["hp0-False"]).findings == []


def test_a_card_that_may_be_a_buried_face_down_discard_is_taken_from_the_pile():
    # alice discarded ?? (Kc, by her reveal), bob discarded on it: carol's draw of Kc is the draw-source only
    [f] = replay(_neighbours()["buried-fd"]).findings
    assert (f.code, f.seq) == ("tonk-draw-source", 8)


def test_a_spread_after_the_discard_of_the_last_stock_turn_is_one_finding():
    hands = _neighbours()
    assert [(f.code, f.seq) for f in replay(hands["last-True"]).findings] == [("tonk-turn-order", 5)]
    assert replay(hands["last-False"]).findings == []


def test_a_discard_logged_after_the_next_players_drop_is_one_finding():
    # b's discard and a's drop swapped: the drop is judged with b's hand as discarded (before, the
    # discard was out of turn after the end, and the right payment was called wrong)
    hands = _neighbours()
    assert replay(hands["B-base"]).findings == []
    res = replay(hands["D3-discard-after-drop"])
    assert [(f.code, f.seq, f.message) for f in res.findings] == [
        ("tonk-turn-order", 13, "b discarded 7c after a's drop; a turn ends with its discard, before the next "
                                "player draws")]
    assert res.stats["stakes"] == replay(hands["B-base"]).stats["stakes"]


def test_a_spread_logged_before_the_draw_that_brings_its_card_waits_for_it():
    hands = _neighbours()
    res = replay(hands["D4-spread-before-draw"])
    assert [(f.code, f.seq) for f in res.findings] == [("tonk-turn-order", 6)]
    assert res.stats["stakes"] == replay(hands["B-base"]).stats["stakes"]


def test_one_mistake_at_the_empty_stock_does_not_end_the_hand():
    # stock_out: on_empty_draw, the stock empty: b's discard and draw from the pile swapped, a's
    # discard line repeated, b's draw of the pile's top said to be from the stock: one finding
    # each, and the right payments stay right (before, the hand ended at the line: out-of-turn,
    # reveal mismatches and two false tonk-wrong-payment)
    hands = _neighbours()
    assert replay(hands["D1-base"]).findings == []
    expected = {"D1-swap": [("tonk-turn-order", 9)], "D1-dup": [("card-not-held", 9)],
                "D2-src": [("tonk-draw-source", 9)]}
    for hand_id, found in expected.items():
        res = replay(hands[hand_id])
        assert [(f.code, f.seq) for f in res.findings] == found, hand_id
        assert res.stats["stakes"] == replay(hands["D1-base"]).stats["stakes"], hand_id


def test_a_discard_before_the_players_own_draw_from_the_pile_is_one_finding():
    # the draw takes the card that was on top before the discard (no tonk-draw-source)
    res = replay(_neighbours()["D5-discard-before-own-pile-draw"])
    assert [(f.code, f.seq) for f in res.findings] == [("tonk-turn-order", 9)]
    assert res.stats["stakes"] == replay(_neighbours()["B-base"]).stats["stakes"]


def test_a_discard_taken_back_from_the_pile_is_in_play_order():
    # alice discards 9h before drawing, then draws 9h from the pile (its top): one finding, as
    # before the discard waited for a pile draw (which takes another card only)
    res = replay(_neighbours()["c3b"])
    assert [(f.code, f.seq) for f in res.findings] == [("tonk-turn-order", 3)]


def test_a_spread_and_a_hit_logged_before_the_draw_both_wait_for_it():
    hands = _neighbours()
    assert replay(hands["h8-legal"]).findings == []
    res = replay(hands["h8"])
    assert [(f.code, f.seq) for f in res.findings] == [("tonk-turn-order", 3)]
    assert res.stats["ending"] == "drop_won" and res.stats["winners"] == ["alice"]


def test_a_draw_from_the_pile_logged_before_the_previous_players_discard_of_that_card():
    # b's discard of 7s and a's draw of 7s from the pile swapped: one tonk-turn-order (before, also
    # tonk-draw-source and duplicate-card), the discard applied first and not again at its line
    hands = _neighbours()
    res = replay(hands["D6-pile-draw-before-prev-discard"])
    assert [(f.code, f.seq, f.message) for f in res.findings] == [
        ("tonk-turn-order", 9, "b discarded 7s after a's draw; a turn ends with its discard, before the next "
                               "player draws")]
    assert res.stats["stakes"] == replay(hands["B-base"]).stats["stakes"]


def test_a_repeated_draw_from_the_pile_is_not_played():
    # as a repeated stock draw (README): tonk-turn-order and duplicate-card, no tonk-draw-source
    res = replay(_neighbours()["D9-pile-draw-repeated"])
    assert [(f.code, f.seq) for f in res.findings] == [("tonk-turn-order", 10), ("duplicate-card", 10)]
