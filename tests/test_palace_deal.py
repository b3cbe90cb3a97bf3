"""Palace Poker, the deal (PALACE.md section 1): ante, banners by groups, palace cards."""

from __future__ import annotations

from .test_palace_hands import NAMES, ante, banner, collect, deal, fold, found, run, start, wait

# alice (position 1, left of the dealer carol), bob, carol
THREE = [("alice", "Kh", "Ks 7c 4d"), ("bob", "9s", "9c 9d Jh"), ("carol", "Ad", "As 4c 5h")]
# bob folds, carol folds: alice is the last one standing with the antes
ENDING = [wait("alice"), fold("bob"), fold("carol"), collect("alice", 15)]


def test_legal_deal_and_folds_have_no_finding():
    assert found(run(start(THREE) + [fold("alice"), fold("bob"), collect("carol", 15)])) == set()


def test_ante_is_half_the_small_bet_by_default():
    evs = start(THREE)
    evs[0] = ante("alice", 4)
    assert ("wrong-forced-bet", 0) in found(run(evs + ENDING))


def test_ante_option_sets_the_ante():
    evs = start(THREE, ante_amount=3)
    assert found(run(evs + ENDING[:3] + [collect("alice", 9)], rules={"ante": 3})) == set()


def test_every_player_antes_before_the_first_card():
    evs = start(THREE)
    del evs[2]                                   # carol never antes
    r = run(evs + ENDING[:3] + [collect("alice", 10)])
    assert found(r) == {("wrong-forced-bet", 2)}


def test_a_seated_player_who_could_ante_must_be_dealt_in():
    # dave sits in seat 4 with chips but the log never deals him in: before, the hand was clean
    r = run(start(THREE) + ENDING, n=4, button=3)
    assert found(r) == {("wrong-deal", 3)}
    message = next(f.message for f in r.findings)
    assert "dave (seat 4, 1000 chips) was never dealt in" in message


def test_a_seated_player_who_cannot_pay_the_ante_is_left_out():
    for short in (0, 4):        # the ante is 5: a player who cannot pay it may not play
        stacks = {"alice": 1000, "bob": 1000, "carol": 1000, "dave": short}
        assert found(run(start(THREE) + ENDING, n=4, button=3, stacks=stacks)) == set()


def test_banner_of_a_repeated_suit_must_be_rejected():
    evs = start([("alice", "Kh", "Ks 7c 4d"), ("bob", "3h", "9c 9d Jh"), ("carol", "Ad", "As 4c 5h")])
    r = run(evs + ENDING)
    assert ("palace-banner-suit", 4) in found(r)
    assert "already has hearts" in next(f.message for f in r.findings if f.code == "palace-banner-suit")


def test_banner_of_a_new_suit_rejected_is_a_violation():
    evs = start(THREE)
    evs.insert(4, banner("bob", "2c"))           # bob is dealt 2c (a new suit) and it is rejected
    r = run(evs + ENDING)
    assert found(r) == {("palace-banner-suit", 4)}


def test_rejected_banner_is_followed_by_the_same_players_next_card():
    evs = start(THREE)
    evs.insert(4, banner("bob", "3h"))           # hearts is alice's: rejected, bob gets 9s next
    evs.insert(6, banner("carol", "2s"))         # spades is bob's: rejected
    evs.insert(7, banner("carol", "Qh"))         # hearts is alice's: rejected
    assert found(run(evs + ENDING)) == set()


def test_banner_groups_are_positions_1_4_5_8_and_9_10():
    six = [("alice", "Kh", "2c 3c 4c"), ("bob", "9s", "5c 6c 7c"), ("carol", "Ad", "8c 9c Tc"),
           ("dave", "Qc", "Jc 2d 3d"), ("erin", "Jh", "4d 5d 6d"), ("frank", "Th", "7d 8d 9d")]
    ending = [wait("alice")] + [fold(p) for p in NAMES[1:6]] + [collect("alice", 30)]
    # erin (position 5) starts a new group: hearts again is fine; frank (6) repeats erin's hearts
    # (and with alice, erin and frank left under hearts the hand ends after dave's fold)
    kept = ending[:4] + [collect("alice", 10), collect("erin", 10), collect("frank", 10)]
    assert found(run(start(six) + kept, n=6)) == {("palace-banner-suit", 11)}
    six[5] = ("frank", "Ts", "7d 8d 9d")
    assert found(run(start(six) + ending, n=6)) == set()


def _banner_run(late_club: bool):
    """Eight players; bob's twelve rejected clubs leave no club for heidi in the deck,
    so the deck runs out and the rejected cards are shuffled."""
    evs = [ante(p) for p in NAMES[:8]]
    evs.append(banner("alice", "2c"))
    evs += [banner("bob", r + "c") for r in "3456789TJQKA"]
    evs += [banner("bob", "2d"), banner("carol", "2h"), banner("dave", "2s"),
            banner("erin", "3d"), banner("frank", "3h"), banner("grace", "3s")]
    rest = [r + s for s in "dhs" for r in "456789TJQKA"]
    if late_club:
        evs += [banner("heidi", c) for c in rest]          # the deck runs out (52 banner cards)
        evs += [banner("heidi", "5h"), banner("heidi", "7c")]
    else:
        evs += [banner("heidi", c) for c in rest[:3]] + [banner("heidi", "7c")]
    kept = {"2c", "2d", "2h", "2s", "3d", "3h", "3s", "7c"}
    free = [r + s for s in "cdhs" for r in "23456789TJQKA" if r + s not in kept]
    evs += [deal(p, " ".join(free[3 * i:3 * i + 3])) for i, p in enumerate(NAMES[:8])]
    evs += [fold(p) for p in NAMES[:7]] + [collect("heidi", 40)]
    return run(evs, n=8)


def test_banner_deck_runs_out_and_rejected_cards_are_shuffled():
    assert found(_banner_run(late_club=True)) == set()


def test_rejected_banner_dealt_again_before_the_deck_ran_out_is_a_duplicate():
    r = _banner_run(late_club=False)
    assert {f.code for f in r.findings} == {"duplicate-card"}
    assert "rejected banner" in r.findings[0].message


def test_three_palace_cards_each():
    evs = start(THREE)
    evs[7] = deal("bob", "9c 9d")
    assert found(run(evs + ENDING)) == {("wrong-deal", 7)}


def test_palace_cards_dealt_from_the_dealers_left():
    evs = start(THREE)
    evs[6], evs[7] = evs[7], evs[6]
    assert ("wrong-deal", 6) in found(run(evs + ENDING))


def test_palace_card_already_dealt_is_a_duplicate_card():
    evs = start(THREE)
    evs[8] = deal("carol", "As 4c Kh")          # Kh is alice's banner
    assert found(run(evs + ENDING)) == {("duplicate-card", 8)}


def test_unknown_palace_cards_are_allowed():
    evs = start([("alice", "Kh", "?? ?? ??"), ("bob", "9s", "?? ?? ??"), ("carol", "Ad", "?? ?? ??")])
    assert found(run(evs + ENDING)) == set()


def test_play_before_the_palace_cards_is_a_wrong_deal():
    evs = start(THREE)[:7] + ENDING             # carol never gets palace cards
    r = run(evs)
    assert ("wrong-deal", 7) in found(r)


def test_a_joker_palace_card_is_a_duplicate_card_the_deck_has_no_jokers():
    evs = start(THREE)
    evs[8] = deal("carol", "As 4c JK")
    r = run(evs + ENDING)
    assert found(r) == {("duplicate-card", 8)}
    assert "no jokers" in r.findings[0].message
