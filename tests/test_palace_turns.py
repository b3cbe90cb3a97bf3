"""Palace Poker, the turns (PALACE.md sections 2 and 4): buy, discard, wait, fold,
the five-soldier limit, two left must battle, the quiet round."""

from __future__ import annotations

from .test_palace_hands import (NAMES, ante, attack, battle, buy, call, capture, collect, discard, fold,
                                found, run, start, wait)

THREE = [("alice", "Kh", "Ks 7c 4d"), ("bob", "9s", "9c 9d Jh"), ("carol", "Ad", "As 4c 5h")]
S = start(THREE)          # events 0-8; play starts at 9 with alice (left of the dealer, carol)
FOLD_OUT = [fold("bob"), fold("carol")]


def test_turns_go_clockwise_from_the_dealers_left():
    r = run(S + [wait("bob"), fold("carol"), fold("alice"), collect("bob", 15)])
    assert found(r) == {("out-of-turn", 9)}


def test_acting_after_folding_is_out_of_turn():
    r = run(S + [fold("alice"), wait("alice"), fold("carol"), collect("bob", 15)])
    assert ("out-of-turn", 10) in found(r)


def test_buy_pays_the_small_bet():
    r = run(S + [buy("alice", "Qd", 20)] + FOLD_OUT + [collect("alice", 35)])
    assert found(r) == {("palace-buy", 9)}


def test_buy_then_discard_in_the_same_turn():
    r = run(S + [buy("alice", "Qd"), discard("alice", "Qd")] + FOLD_OUT + [collect("alice", 25)])
    assert found(r) == set()


def _six_buys(discard_last: bool):
    evs = list(S)
    for k, c in enumerate(["2c", "3c", "5c", "6c", "8c", "Tc"]):
        evs.append(buy("alice", c))
        if k == 5 and discard_last:
            evs.append(discard("alice", "2c"))
        if k < 5:
            evs += [wait("bob"), wait("carol")]
    return run(evs + FOLD_OUT + [collect("alice", 75)]), len(S) + 15


def test_a_sixth_soldier_is_over_the_limit_of_five():
    r, seq = _six_buys(discard_last=False)
    assert found(r) == {("palace-soldier-limit", seq)}
    assert "6 soldiers" in r.findings[0].message


def test_a_sixth_soldier_discarded_in_the_same_turn_is_legal():
    r, _ = _six_buys(discard_last=True)
    assert found(r) == set()


def test_only_soldiers_may_be_discarded():
    r = run(S + [buy("alice", "Qd"), discard("alice", "Ks")] + FOLD_OUT + [collect("alice", 25)])
    assert found(r) == {("palace-discard-not-soldier", 10)}
    r = run(S + [discard("alice", "Kh")] + FOLD_OUT + [collect("alice", 15)])
    assert found(r) == {("palace-discard-not-soldier", 9)}


def test_discarding_a_card_not_held():
    r = run(S + [buy("alice", "Qd"), discard("alice", "Qc")] + FOLD_OUT + [collect("alice", 25)])
    assert found(r) == {("card-not-held", 10)}


def _ten(extra):
    """Ten players, every card of the deck dealt out but 12: the draw deck."""
    suits = "cdhscdhscd"
    deck = [r + s for s in "cdhs" for r in "23456789TJQKA"]
    banners = [("A" if i < 4 else "K" if i < 8 else "Q") + suits[i] for i in range(10)]
    rest = [c for c in deck if c not in banners]
    players = [(NAMES[i], banners[i], " ".join(rest[3 * i:3 * i + 3])) for i in range(10)]
    return start(players) + extra(rest[30:]), rest


def test_buy_is_not_allowed_when_deck_and_discard_pile_are_empty():
    evs, _ = _ten(lambda left: [buy(NAMES[k % 10], left[k]) for k in range(12)] + [buy("carol", "??")])
    r = run(evs, n=10)
    assert found(r) == {("palace-buy", 30 + 12), ("hand-incomplete", None)}


def _pile_run(last):
    def extra(left):
        evs = []
        for k in range(12):
            evs += [buy(NAMES[k % 10], left[k]), discard(NAMES[k % 10], left[k])]
        return evs + [buy("carol", last(left))]
    evs, rest = _ten(extra)
    return run(evs, n=10)


def test_the_discard_pile_becomes_the_draw_deck():
    assert found(_pile_run(lambda left: left[3])) == {("hand-incomplete", None)}


def test_a_buy_from_the_reshuffled_pile_must_be_a_discarded_card():
    r = _pile_run(lambda left: "Ac")            # alice's banner
    assert ("duplicate-card", 30 + 24) in found(r)


def test_a_turn_is_one_action_so_a_buy_is_not_followed_by_an_attack():
    evs = S + [buy("alice", "Qd"), attack("alice", "bob", 20), call("bob", 10)]
    r = run(evs)
    assert ("out-of-turn", 10) in found(r)
    r = run(evs + [battle("bob"), capture("bob", "alice", "Kh Qd"), fold("bob"), collect("carol", 55)],
            rules={"buy_then_attack": True})
    assert found(r) == set()


def test_two_left_with_different_suits_must_battle():
    evs = S + [fold("alice"), wait("bob"), fold("carol"), collect("bob", 15)]
    assert found(run(evs)) == {("palace-must-battle", 10)}
    assert found(run(evs, rules={"two_left_must_battle": False})) == set()


# alice king high, bob nine high, carol a pair of aces only with As (spades: bob's banner suit)
QUIET = start([("alice", "Kh", "Qc 7c 4d"), ("bob", "9s", "8c 6d 2h"), ("carol", "Ad", "As 4c 5h")])


def test_a_quiet_round_ends_in_a_showdown_with_no_suit_left_out():
    evs = QUIET + [wait("alice"), wait("bob"), wait("carol")]
    r = run(evs + [collect("carol", 15)])
    assert found(r) == set()
    assert [s.player for s in r.showdown if s.order == 1] == ["carol"]
    assert "As" in r.showdown[0].best
    r = run(evs + [collect("alice", 15)])
    assert found(r) == {("wrong-winner", 12)}


def test_a_quiet_round_counts_waits_discards_and_folds_in_a_row():
    evs = QUIET + [buy("alice", "Qd"), wait("bob"), wait("carol"), discard("alice", "Qd"), wait("bob"),
                   collect("carol", 25)]
    r = run(evs)
    assert found(r) == {("palace-hand-not-over", 13)}
    evs = QUIET + [wait("alice"), fold("bob"), wait("carol"), collect("carol", 15)]
    assert found(run(evs, rules={"two_left_must_battle": False})) == set()


def test_quiet_round_option_turn_round_needs_a_whole_quiet_turn_round():
    evs = QUIET + [buy("alice", "Qd"), wait("bob"), wait("carol"), discard("alice", "Qd"), wait("bob"),
                   wait("carol"), collect("carol", 25)]
    assert found(run(evs, rules={"quiet_round": "turn_round"})) == set()


def test_play_after_the_hand_ended_is_reported():
    evs = QUIET + [wait("alice"), wait("bob"), wait("carol"), buy("alice", "Qd"), collect("carol", 15)]
    assert found(run(evs)) == {("palace-hand-not-over", 12)}


def test_a_log_that_stops_before_the_end_is_incomplete():
    r = run(QUIET + [wait("alice"), wait("bob")])
    assert found(r) == {("hand-incomplete", None)}
    assert "carol to act" in r.findings[0].message
    assert r.claims is False


def test_an_ante_larger_than_the_stack_is_a_stack_exceeded():
    # bob can pay the ante of 5 (he is dealt in) but posts 6 of his 5 chips
    r = run(S[:1] + [ante("bob", 6)] + S[2:] + [wait("alice")] + FOLD_OUT + [collect("alice", 16)],
            stacks={"alice": 1000, "bob": 5, "carol": 1000})
    assert found(r) == {("stack-exceeded", 1), ("wrong-forced-bet", 1)}



def test_after_a_battle_play_goes_on_left_of_the_attacker():
    four = THREE + [("dave", "2c", "3d 6d 8d")]
    evs = start(four) + [attack("alice", "carol", 10), fold("carol"), capture("alice", "carol", "Ad")]
    assert found(run(evs + [wait("bob")], n=4)) == {("hand-incomplete", None)}
    r = run(evs + [wait("dave")], n=4, rules={"turn_after_battle": "defender"})
    assert found(r) == {("hand-incomplete", None)}
    assert ("out-of-turn", 15) in found(run(evs + [wait("bob")], n=4, rules={"turn_after_battle": "defender"}))


def test_a_capturer_already_down_to_five_whose_turn_it_is_discards_as_a_turn():
    # alice attacks bob and loses; the turn goes left of alice, to bob, who captured Kh
    evs = S + [attack("alice", "bob", 10), call("bob", 10), battle("bob"), capture("bob", "alice", "Kh"),
               discard("bob", "Kh"), fold("carol"), collect("bob", 35)]
    assert found(run(evs, rules={"two_left_must_battle": False})) == set()


def test_a_show_between_a_buy_and_its_discard_does_not_end_the_buyers_turn():
    from .test_palace_hands import show

    r = run(S + [buy("alice", "Qd"), show("bob", "9s 9c 9d Jh"), discard("alice", "Qd")] + FOLD_OUT
            + [collect("alice", 25)])
    assert ("out-of-turn", 11) not in found(r)
    r = run(S + [buy("alice", "Qd"), wait("bob"), discard("alice", "Qd")] + FOLD_OUT + [collect("alice", 25)])
    assert ("out-of-turn", 11) in found(r)      # a discard after another player's turn is a turn of its own


def test_the_turn_skips_players_who_left_and_wraps_round_the_table():
    four = THREE + [("dave", "2c", "3s 3h 6d")]
    play = [buy("alice", "Qd"), fold("bob"), wait("carol"), fold("dave")]      # events 12-15
    r = run(start(four) + play + [wait("alice"), collect("carol", 30)], n=4,
            rules={"two_left_must_battle": False})
    assert found(r) == set()                    # after dave: alice (wrapping round), then carol
    r = run(start(four) + play + [wait("carol"), wait("alice"), collect("carol", 30)], n=4,
            rules={"two_left_must_battle": False})
    assert ("out-of-turn", 16) in found(r)


def test_every_event_type_but_show_collect_and_rake_ends_a_buyers_discards():
    from audit.games.palace import _HANDLERS, _NO_TURN
    from audit.games.palace_state import TURN_TYPES

    assert TURN_TYPES == set(_HANDLERS) - _NO_TURN
