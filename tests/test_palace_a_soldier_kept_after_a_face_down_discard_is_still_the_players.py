"""Palace Poker (PALACE.md 1.3 and 2): a discard logged ``??`` from known soldiers is one of them,
whichever; the soldiers left are unknown, but the known cards stay the player's in the card ledger
(any of them may still be in their hand, the others in the discard pile).  So another player
receiving one of them is a ``duplicate-card``, unless the discarded card may have reached them by
the one legal route: the discard pile reshuffled as the draw deck after the discard.  The player
may still show, discard or be captured with any of them.  Before, the face-down discard placed the
known soldiers nowhere, so a buy of one by another player from the original deck passed (as Tonk's
did, session 34)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id
from .test_palace_hands import (attack, battle, buy, call, capture, collect, discard, fold, run, show, start,
                                wait)

THREE = [("alice", "Kh", "Ks 7c 4d"), ("bob", "9s", "9c 9d Jh"), ("carol", "Ad", "As 4c 5h")]
TWO = [("alice", "Kh", "Ac 7c 4s"), ("bob", "Kd", "As 7s 4c")]
NO_BATTLE = {"two_left_must_battle": False}


def _codes(result):
    return [(f.code, f.seq, f.player) for f in result.findings]


def test_the_native_hand_a_kept_soldier_bought_by_another_player():
    (hand,) = hands_by_id(FIXTURES / "palace_s35" / "kept-soldier-bought-by-another.jsonl").values()
    assert ("duplicate-card", 14, "bob") in _codes(replay(hand))


def _kept_then(*after):
    # alice buys 2c and 3d and discards one of them face down: 2c and 3d stay alice's
    return start(THREE) + [buy("alice", "2c"), wait("bob"), wait("carol"), buy("alice", "3d"),
                           discard("alice", "??"), *after]


def test_a_buy_of_a_kept_soldier_from_the_deck_is_a_duplicate():
    found = _codes(run(_kept_then(buy("bob", "3d"))))
    assert ("duplicate-card", 14, "bob") in found


def test_a_show_of_a_kept_soldier_by_another_player_is_a_duplicate():
    # carol's palace card shown as 2c (dealt ??): 2c is alice's (her soldier left, or the pile's)
    evs = start([THREE[0], THREE[1], ("carol", "Ad", "?? 4c 5h")])
    evs += [buy("alice", "2c"), wait("bob"), wait("carol"), buy("alice", "3d"), discard("alice", "??"),
            wait("bob"), wait("carol"), wait("alice"), show("carol", "Ad 2c 4c 5h"), show("alice", "Kh Ks 7c 4d 3d"),
            collect("bob", 35)]
    assert ("duplicate-card", 17, "carol") in _codes(run(evs))


def test_the_player_may_still_show_discard_or_lose_a_kept_soldier():
    for kept in ("2c", "3d"):
        # a show (as in test_palace_a_face_down_discard_is_one_of_the_soldiers)
        evs = _kept_then(wait("bob"), wait("carol"), wait("alice"), show("alice", f"Kh Ks 7c 4d {kept}"),
                         collect("bob", 35))
        assert _codes(run(evs)) == [], kept
        # a discard naming it (the other was the ?? discarded; the quiet round it completes ends the hand)
        evs = _kept_then(wait("bob"), wait("carol"), discard("alice", kept), show("alice", "Kh Ks 7c 4d"),
                         collect("bob", 35))
        assert _codes(run(evs)) == [], kept
        # a capture naming it
        evs = _kept_then(attack("bob", "alice", 10), call("alice", 20), battle("bob"),
                         capture("bob", "alice", f"Kh {kept}"), fold("carol"), collect("bob", 65))
        assert _codes(run(evs)) == [], kept
        # captured as ??: the winner's soldier now, which the winner may show as the card it is
        evs = _kept_then(attack("bob", "alice", 10), call("alice", 20), battle("bob"), capture("bob", "alice", "Kh ??"),
                         wait("carol"), wait("bob"), show("bob", f"9s 9c 9d Jh Kh {kept}"),
                         collect("bob", 65))
        assert [c for c in _codes(run(evs, rules=NO_BATTLE)) if c[0] != "unverifiable-award"] == [], kept


# ---- the legal route: the discard pile reshuffled as the draw deck ------------------------------
DEALT = {"Kh", "Ac", "7c", "4s", "Kd", "As", "7s", "4c"}
DECK = [r + s for r in "23456789TJQKA" for s in "cdhs" if r + s not in DEALT]     # the 44 cards left


def _reshuffled(face_down_at: int, bought_by_bob: str, extra_face_down: int | None = None):
    """alice and bob each buy a card and discard it, turn by turn, until the deck (44 cards) is
    out; alice discards hers face down (``??``) at her turn ``face_down_at`` (and, after the
    reshuffle, at ``extra_face_down``); then bob buys ``bought_by_bob`` from the reshuffled pile,
    alice folds and bob collects the pot."""
    evs = start(TWO)
    bought = 0
    deck = list(DECK)
    turn = 0
    while deck:
        p = "alice" if turn % 2 == 0 else "bob"
        c = deck.pop(0)
        evs += [buy(p, c), discard(p, "??" if p == "alice" and turn // 2 == face_down_at else c)]
        bought += 1
        turn += 1
    assert turn % 2 == 0                       # alice to act, the deck empty
    if extra_face_down is not None:             # the reshuffled pile's card `extra_face_down`
        evs += [buy("alice", DECK[extra_face_down]), discard("alice", "??")]
        bought += 1
    else:
        evs += [wait("alice")]
    evs += [buy("bob", bought_by_bob), fold("alice"), collect("bob", 10 + 10 * (bought + 1))]
    return run(evs, n=2, rules=NO_BATTLE)


def test_a_kept_soldier_may_come_back_from_the_reshuffled_pile():
    # alice's first soldier, 2c, discarded face down: after the reshuffle bob may buy it
    assert _codes(_reshuffled(0, "2c")) == []


def test_a_kept_soldier_discarded_after_the_reshuffle_is_not_in_the_deck():
    # the pile reshuffled held alice's first ?? (2c); after the reshuffle alice buys 3c and
    # discards it face down: 3c is in the new pile, not the deck, so bob's buy of it is a duplicate
    # (before, the deck's one unknown card, 2c, let it pass)
    found = _codes(_reshuffled(0, "3c", extra_face_down=DECK.index("3c")))
    assert [f for f in found if f[0] == "duplicate-card"] == [("duplicate-card", 96, "bob")]


def test_a_kept_soldier_may_still_be_the_players_highest_card():
    # alice (position 1) and erin (position 5, another banner group) are left under hearts and split
    # the pot; with odd_chip=high_card erin's Ah is above alice's known Kh, but alice's unknown
    # soldier may be As, kept after her face-down discard: unverifiable, not a wrong odd chip
    # (the ledger keeps As alice's, but as a card an unknown card of hers may be)
    five = [("alice", "Kh", "2s 3s 4s"), ("bob", "Kd", "5s 6s 7s"), ("carol", "Kc", "8s 9s Ts"),
            ("dave", "Ks", "Js Qs 2c"), ("erin", "2h", "Ah 3c 4c")]
    evs = start(five) + [buy("alice", "As"), wait("bob"), wait("carol"), wait("dave"), wait("erin"),
                         buy("alice", "5c"), discard("alice", "??"), fold("bob"), fold("carol"), fold("dave"),
                         collect("alice", 23), collect("erin", 22)]
    assert [(f.code, f.player) for f in run(evs, n=5, rules={"odd_chip": "high_card"}).findings] == [
        ("unverifiable-award", "alice")]
