"""Palace Poker: a player who cannot pay the ante (no chips, or fewer than the ante) is not dealt
in (README, readings of the rules: players without chips; PALACE.md section 4: "a player who
cannot pay the ante ... may not take that action").  A deal to them is wrong-deal, an ante from
them wrong-forced-bet, their turns out of turn, and they cannot win: their collect is judged like
any ineligible player's.  Before, such a player dealt in by the log played the hand, got only a
wrong-forced-bet for the missing ante, and could collect the pot."""

from __future__ import annotations

from .test_palace_hands import ante, banner, buy, collect, deal, fixture_results, found, run, wait

THREE = [("alice", "Kh", "Ks 7c 4d"), ("bob", "9s", "9c 9d Jh"), ("carol", "Ad", "As 4c 5h")]
DAVE = ("dave", "2c", "3d 6d 8d")
WAITS = [wait("alice"), wait("bob"), wait("carol")]     # a quiet round: bob's three nines win


def _dealt_in(dave_ante=None):
    """alice, bob and carol (dealer: dave, seat 4) and dave dealt in by the log."""
    players = THREE + [DAVE]
    evs = [ante(p) for p, _, _ in THREE] + ([ante("dave", dave_ante)] if dave_ante is not None else [])
    evs += [banner(p, b) for p, b, _ in players]
    evs += [deal(p, c) for p, _, c in players]
    return evs


def _run(evs, dave):
    return run(evs, n=4, stacks={"alice": 1000, "bob": 1000, "carol": 1000, "dave": dave})


def test_a_player_without_chips_dealt_in_is_wrong_deal_and_not_in_the_hand():
    r = _run(_dealt_in() + WAITS + [collect("bob", 15)], dave=0)
    assert found(r) == {("wrong-deal", 6), ("wrong-deal", 10)}     # dave's banner and palace cards
    assert "dave, who has no chips; a player without chips is not dealt in" in r.findings[0].message
    assert r.stats["survived"] == ["alice", "bob", "carol"]


def test_a_player_without_chips_cannot_win():
    r = _run(_dealt_in() + WAITS + [wait("dave"), collect("dave", 15)], dave=0)
    assert found(r) == {("wrong-deal", 6), ("wrong-deal", 10), ("out-of-turn", 14), ("wrong-winner", 15)}
    assert "dave played (wait) but is not in the hand: dave has no chips" in \
        next(f.message for f in r.findings if f.code == "out-of-turn")


def test_a_player_short_of_the_ante_who_antes_all_in_is_left_out_too():
    # dave has 3 chips and the ante is 5: he may not ante; the 3 chips he put in stay in the pot
    r = _run(_dealt_in(dave_ante=3) + WAITS + [collect("bob", 18)], dave=3)
    assert found(r) == {("wrong-forced-bet", 3), ("wrong-deal", 7), ("wrong-deal", 11)}
    assert "dave anted 3 but has 3 chips, less than the ante of 5" in r.findings[0].message


def test_the_cards_dealt_to_a_player_left_out_are_out_of_the_deck():
    r = _run(_dealt_in() + [buy("alice", "3d")] + WAITS[1:] + [wait("alice"), collect("bob", 25)], dave=0)
    assert ("duplicate-card", 11) in found(r)


def test_a_player_who_can_pay_the_ante_exactly_is_dealt_in():
    r = _run(_dealt_in(dave_ante=5) + WAITS + [wait("dave"), collect("bob", 20)], dave=5)
    assert found(r) == set()


def test_the_probes_hands():
    for hand_id, got, want in fixture_results("players-without-chips"):
        assert got == want, hand_id
