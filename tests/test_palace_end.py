"""Palace Poker, the end of the hand and the settlement (PALACE.md section 4)."""

from __future__ import annotations

from audit.replay import replay_steps

from .test_palace_hands import (NAMES, attack, battle, buy, call, capture, collect, fold, found, make, raise_,
                                run, show, start, wait)

THREE = [("alice", "Kh", "Ks 7c 4d"), ("bob", "9s", "9c 9d Jh"), ("carol", "Ad", "As 4c 5h")]
S = start(THREE)


def _nine():
    banners = ["As", "Kh", "Kd", "Kc", "Qs", "Qh", "Qd", "Qc", "Js"]
    free = [r + s for s in "cdhs" for r in "23456789TJQKA" if r + s not in banners]
    return start([(NAMES[i], banners[i], " ".join(free[3 * i:3 * i + 3])) for i in range(9)])


def test_three_players_of_one_suit_end_the_hand_at_once():
    # alice (1), erin (5) and ivan (9) all fly spades: once the others fold the hand is over
    evs = _nine() + [buy("alice", "Ah"), fold("bob"), fold("carol"), fold("dave"), wait("erin"),
                     fold("frank"), fold("grace"), fold("heidi")]
    end = [collect("alice", 19), collect("erin", 18), collect("ivan", 18)]
    r = run(evs + end, n=9)
    assert found(r) == set()
    assert r.stats["survived"] == ["alice", "erin", "ivan"]
    assert "same banner suit" in r.pots[0].reason
    # ivan may not play on: the hand ended at heidi's fold
    assert found(run(evs + [wait("ivan")] + end, n=9)) == {("palace-hand-not-over", 35)}


def test_the_odd_chip_of_a_same_suit_split_goes_left_of_the_button():
    evs = _nine() + [buy("alice", "Ah"), fold("bob"), fold("carol"), fold("dave"), wait("erin"),
                     fold("frank"), fold("grace"), fold("heidi")]
    r = run(evs + [collect("alice", 18), collect("erin", 19), collect("ivan", 18)], n=9)
    assert found(r) == {("odd-chip", 35)}      # at alice's collect, the first wrong one: erin got her chip


def test_last_one_standing_wins_the_whole_pot():
    evs = S + [wait("alice"), fold("bob"), fold("carol")]
    assert found(run(evs + [collect("alice", 15)])) == set()
    assert found(run(evs + [collect("alice", 10)])) == {("wrong-amount", 12), ("books-unbalanced", None)}
    assert found(run(evs + [collect("bob", 15)])) == {("wrong-winner", 12)}


def test_rake_comes_out_of_the_pot():
    evs = S + [wait("alice"), fold("bob"), fold("carol"), {"type": "rake", "amount": 2}, collect("alice", 13)]
    assert found(run(evs)) == set()


def test_chips_collected_beyond_the_pot_unbalance_the_books():
    evs = S + [wait("alice"), fold("bob"), fold("carol"), collect("alice", 15), collect("alice", 5)]
    assert {f.code for f in run(evs).findings} == {"wrong-amount", "books-unbalanced"}


def test_a_hand_with_no_collect_makes_no_claim():
    r = run(S + [wait("alice"), fold("bob"), fold("carol")])
    assert r.claims is False and found(r) == set()
    assert [(a.player, a.correct) for a in r.awards] == [("alice", 15)]
    assert {p.player: p.end for p in r.players} == {"alice": 1010, "bob": 995, "carol": 995}


def test_rounds_are_turn_rounds():
    evs = S + [wait("alice"), buy("bob", "Qd"), wait("carol"), attack("alice", "bob", 10), call("bob", 20),
               battle("bob"), capture("bob", "alice", "Kh"), fold("bob"), collect("carol", 55)]
    r = run(evs)
    assert found(r) == set()
    assert r.rounds == [0] * 12 + [1] * 6


def test_stats_count_buys_attacks_battles_and_captures():
    evs = S + [wait("alice"), buy("bob", "Qd"), wait("carol"), attack("alice", "bob", 10), call("bob", 20),
               battle("bob"), capture("bob", "alice", "Kh"), fold("bob"), collect("carol", 55)]
    st = run(evs).stats
    assert st["buys"] == {"alice": 0, "bob": 1, "carol": 0}
    assert st["attacks"]["alice"] == 1 and st["battles_won"]["bob"] == 1 and st["battles_lost"]["alice"] == 1
    assert st["captures"] == {"alice": 0, "bob": 1, "carol": 0}
    assert st["survived"] == ["carol"]


def test_show_must_be_the_players_cards():
    evs = S + [wait("alice"), wait("bob"), wait("carol"), show("bob", "9s 9c 9d Jh"), collect("bob", 15)]
    assert found(run(evs)) == set()
    evs[12] = show("bob", "9s 9c 9d Qh")
    assert found(run(evs)) == {("shown-cards-mismatch", 12)}


def test_a_show_reveals_unknown_cards_for_the_battle():
    evs = start([("alice", "Kh", "?? ?? ??"), ("bob", "9s", "?? ?? ??"), ("carol", "Ad", "As 4c 5h")])
    evs += [attack("alice", "bob", 10), call("bob", 10), show("alice", "Kh Ks 7c 4d"),
            show("bob", "9s 9c 9d Jh"), battle("alice"), capture("alice", "bob", "9s")]
    r = run(evs)
    assert found(r) == {("palace-wrong-battle-result", 13), ("hand-incomplete", None)}
    # without the shows nobody can check the battle
    assert found(run(evs[:11] + evs[13:])) == {("hand-incomplete", None)}


def test_view_says_who_must_answer_in_a_battle():
    evs = S + [attack("alice", "bob", 10), raise_("bob", 30)]
    steps, _ = replay_steps(make(evs))
    v = steps[-2][1]
    assert (v.to_act, v.to_call, v.phase) == ("bob", 10, "battle: alice attacks bob")
    v = steps[-1][1]
    assert (v.to_act, v.to_call, v.pot) == ("alice", 20, 55)
    assert v.stacks["bob"] == 965
    assert steps[8][1].phase == "turn-round 1" and steps[8][1].to_act == "alice"


def test_explain_shows_each_battles_eligible_cards_and_the_split():
    players = [("alice", "Ad", "Ac 8d 3h"), ("bob", "8s", "As Ah 3s"), ("carol", "Kh", "Jc Tc 9d")]
    evs = start(players) + [attack("alice", "bob", 10), call("bob", 10), battle("alice"),
                            capture("alice", "bob", "8s"), fold("carol"), collect("alice", 35)]
    _, res = replay_steps(make(evs))
    text = "\n".join(s.title + "\n" + "\n".join(s.lines) for s in res.sections)
    assert "Battle 1: alice (Ad) attacks bob (8s), turn-round 1" in text
    assert "alice without spades: Ad Ac 8d 3h" in text
    assert "bob without diamonds: 8s As Ah 3s" in text
    assert "holds 3 cards of their own banner suit against 2: bob wins" in text
    assert "The log says: alice (wrong)." in text
    assert any(s.title == "Settlement" for s in res.sections)


def test_unknown_bought_soldiers_are_allowed_and_captured():
    evs = S + [buy("alice", "??"), buy("bob", "??"), wait("carol"), attack("alice", "bob", 20), fold("bob"),
               capture("alice", "bob", "9s Qd"), fold("carol"), collect("alice", 55)]
    assert found(run(evs)) == set()
    evs[14] = capture("alice", "bob", "9s ??")
    assert found(run(evs)) == set()


def test_a_battle_with_unknown_cards_cannot_be_checked():
    # the log's result stands, and the award that rests on it is unverifiable (session 34, D5)
    evs = S + [buy("alice", "??"), wait("bob"), wait("carol"), attack("alice", "bob", 20), call("bob", 10),
               battle("alice"), capture("alice", "bob", "9s"), fold("carol"), collect("alice", 55)]
    assert found(run(evs)) == {("unverifiable-award", 17)}


def test_a_showdown_with_unknown_cards_is_an_unverifiable_award():
    evs = start([("alice", "Kh", "?? ?? ??"), ("bob", "9s", "?? ?? ??"), ("carol", "Ad", "As 4c 5h")])
    r = run(evs + [wait("alice"), wait("bob"), wait("carol"), collect("bob", 15)])
    assert found(r) == {("unverifiable-award", 12)}
