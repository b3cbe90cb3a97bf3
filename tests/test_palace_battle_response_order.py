"""Palace Poker: a battle response out of order (PALACE.md section 3: the defender answers the
attack, the attacker a raise) is palace-wrong-response, applied as logged (FORMAT.md): its chips
count, and the battle still waits for the player who had to answer.  Before, an attacker's call
before the defender's decided the battle, so the defender's real call was skipped and never
counted (a false wrong-amount and books-unbalanced at the payout, and a cascade in between)."""

from __future__ import annotations

from .test_palace_hands import (attack, battle, call, capture, collect, fixture_results, fold, found, raise_,
                                run, start, wait)

THREE = [("alice", "Kh", "Ks 7c 4d"), ("bob", "9s", "9c 9d Jh"), ("carol", "Ad", "As 4c 5h")]
S = start(THREE)            # events 0-8; play starts at 9 with alice


def test_the_attacker_calling_before_the_defender_is_one_wrong_response():
    # bob attacks carol; bob calls 10 before carol answers; carol calls 10; bob wins (nines)
    evs = S + [wait("alice"), attack("bob", "carol", 10), call("bob", 10), call("carol", 10), battle("bob"),
               capture("bob", "carol", "Ad"), fold("alice"), collect("bob", 45)]
    r = run(evs)
    assert found(r) == {("palace-wrong-response", 11)}
    assert r.findings[0].message == "bob called out of order: carol had to answer first"
    assert {p.player: p.end for p in r.players} == {"alice": 995, "bob": 1020, "carol": 985}


def test_an_out_of_order_call_with_no_answer_after_it_is_the_answer_under_the_wrong_name():
    # the defender never answers, and bob's call is the call carol owed: carol's call logged under
    # bob's name (README), one finding, and the collect of 35 (antes 15, the two 10s) is right
    evs = S + [wait("alice"), attack("bob", "carol", 10), call("bob", 10), battle("bob"),
               capture("bob", "carol", "Ad"), fold("alice"), collect("bob", 35)]
    r = run(evs)
    assert found(r) == {("palace-wrong-response", 11)}
    assert r.findings[0].message.endswith("taken as carol's call, logged under bob's name")
    assert {p.player: p.end for p in r.players} == {"alice": 995, "bob": 1020, "carol": 985}


def test_an_out_of_order_call_of_what_the_defender_did_not_owe_is_the_attackers_own():
    # bob's call of 20, more than carol owed: not carol's; the battle is decided without her answer
    evs = S + [wait("alice"), attack("bob", "carol", 10), call("bob", 20), battle("bob"),
               capture("bob", "carol", "Ad"), fold("alice"), collect("bob", 45)]
    assert found(run(evs)) == {("palace-wrong-response", 11), ("palace-wrong-response", 12)}


def test_an_out_of_order_call_after_a_raise():
    # carol raises; carol calls again instead of bob answering the raise; then bob calls the raise
    evs = S + [wait("alice"), attack("bob", "carol", 10), raise_("carol", 30), call("carol", 20),
               call("bob", 20), battle("bob"), capture("bob", "carol", "Ad"), fold("alice"), collect("bob", 95)]
    assert found(run(evs)) == {("palace-wrong-response", 12)}


def test_a_response_with_no_battle_names_the_response():
    r = run(S + [call("alice", 10), wait("alice"), fold("bob"), fold("carol"), collect("alice", 25)])
    assert ("palace-wrong-response", 9) in found(r)
    assert "alice called but no battle was waiting for an answer; a call answers an attack or a raise" \
        in r.findings[0].message
    r = run(S + [raise_("alice", 30), wait("alice"), fold("bob"), fold("carol"), collect("alice", 45)])
    assert "a raise answers an attack or a raise" in r.findings[0].message


def test_the_probes_hands():
    for hand_id, got, want in fixture_results("response-order"):
        assert got == want, hand_id
