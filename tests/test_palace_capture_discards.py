"""Palace Poker: the capturer's discards right after a capture belong to the capture (FORMAT.md
``discard``: "right after a buy or a capture in the same turn"; the seed: the winner "may discard
as many as they can"), whoever is next to act.  Before, a capturer who was also next to act and
held five soldiers or fewer had the discard taken as a turn of its own, so the capturer's real
turn that followed was out of turn (and, with two left, the discard broke "must battle")."""

from __future__ import annotations

from .test_palace_hands import (attack, battle, buy, call, capture, collect, discard, fixture_results, fold,
                                found, raise_, run, start, wait)

THREE = [("alice", "Kh", "Ks 7c 4d"), ("bob", "9s", "9c 9d Jh"), ("carol", "Ad", "As 4c 5h")]
S = start(THREE)            # events 0-8; play starts at 9 with alice (the dealer is carol)
FOUR = start(THREE + [("dave", "2c", "3d 6d 8d")])      # events 0-11, the dealer is dave


def test_two_left_the_capturer_next_to_act_discards_then_attacks():
    # bob attacks carol and gives up; carol, left of bob, captures 9s, discards it and attacks alice
    evs = S + [wait("alice"), attack("bob", "carol", 10), raise_("carol", 30), fold("bob"), battle("carol"),
               capture("carol", "bob", "9s"), discard("carol", "9s"), attack("carol", "alice", 10),
               call("alice", 10), battle("carol"), capture("carol", "alice", "Kh"), collect("carol", 75)]
    assert found(run(evs)) == set()


def test_four_players_the_capturer_next_to_act_discards_then_takes_the_turn():
    # alice attacks bob and loses; bob, left of alice, captures Kh, discards it and then waits
    evs = FOUR + [attack("alice", "bob", 10), call("bob", 10), battle("bob"), capture("bob", "alice", "Kh"),
                  discard("bob", "Kh"), wait("bob"), wait("carol"), wait("dave"), collect("bob", 40)]
    r = run(evs, n=4)
    assert found(r) == set()
    assert r.rounds[17:20] == [0, 0, 0]       # bob's wait is his turn of the first round, not a new one


def test_several_discards_after_the_capture_all_belong_to_it():
    evs = FOUR + [buy("alice", "Qd"), wait("bob"), wait("carol"), wait("dave"), attack("alice", "bob", 20),
                  call("bob", 10), battle("bob"), capture("bob", "alice", "Kh Qd"), discard("bob", "Kh"),
                  discard("bob", "Qd"), wait("bob"), wait("carol"), wait("dave"), collect("bob", 60)]
    assert found(run(evs, n=4)) == set()


def test_the_capturer_not_next_to_act_discards_as_before():
    evs = FOUR + [attack("alice", "bob", 10), call("bob", 10), battle("bob"), capture("bob", "alice", "Kh"),
                  discard("bob", "Kh"), wait("carol"), wait("dave"), wait("bob"), collect("bob", 40)]
    assert found(run(evs, n=4, rules={"turn_after_battle": "defender"})) == set()


def test_a_capturer_next_to_act_who_does_not_act_again_took_the_discard_as_a_turn():
    # read as part of the capture, carol's wait would be out of turn: the discard was bob's turn
    # (a quiet one: with carol's and dave's waits it ends the hand)
    evs = FOUR + [attack("alice", "bob", 10), call("bob", 10), battle("bob"), capture("bob", "alice", "Kh"),
                  discard("bob", "Kh"), wait("carol"), wait("dave"), collect("bob", 40)]
    assert found(run(evs, n=4)) == set()
    # a discard after the capturer's own turn is not part of the capture: it is out of turn
    evs = FOUR + [attack("alice", "bob", 10), call("bob", 10), battle("bob"), capture("bob", "alice", "Kh"),
                  wait("bob"), discard("bob", "Kh"), wait("carol"), wait("dave"), collect("bob", 40)]
    assert ("out-of-turn", 17) in found(run(evs, n=4))


def test_the_probes_hands():
    for hand_id, got, want in fixture_results("capture-discards"):
        assert got == want, hand_id
