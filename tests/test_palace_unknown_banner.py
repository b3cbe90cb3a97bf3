"""Palace Poker: a banner card recorded as ``??`` is wrong-deal (banner cards are dealt face up,
PALACE.md section 1), and is then applied as logged (FORMAT.md): the player holds an unknown
banner and the deal goes on in order.  Before, the card was skipped, so the next banners were
"out of order" and the player "was dealt no banner card": four findings for one fault."""

from __future__ import annotations

from .test_palace_hands import banner, collect, fixture_results, found, run, show, start, wait

THREE = [("alice", "Kh", "Ks 7c 4d"), ("bob", "??", "9c 9d Jh"), ("carol", "Ad", "As 4c 5h")]
WAITS = [wait("alice"), wait("bob"), wait("carol")]       # events 9-11: a quiet round


def test_an_unknown_banner_is_one_wrong_deal_and_the_deal_goes_on():
    r = run(start(THREE) + WAITS)
    assert found(r) == {("wrong-deal", 4)}
    assert r.findings[0].message == "bob's banner card is recorded as ??; banner cards are dealt face up"
    assert r.stats["survived"] == ["alice", "bob", "carol"]


def test_the_unknown_banner_is_the_players_and_a_show_reveals_it():
    # bob shows 9s as his banner: three nines win the showdown, and the award can be checked
    evs = start(THREE) + WAITS + [show("bob", "9s 9c 9d Jh"), collect("bob", 15)]
    r = run(evs)
    assert found(r) == {("wrong-deal", 4)}
    assert [a.player for a in r.awards] == ["bob"]


def test_an_unknown_banner_rejected_for_the_next_one():
    evs = start(THREE)
    evs[4] = banner("bob", "9s")
    evs.insert(4, banner("bob", "??"))           # a ?? set aside, then bob keeps 9s
    r = run(evs + [wait("alice"), wait("bob"), wait("carol"), collect("bob", 15)])
    assert found(r) == {("wrong-deal", 4)}


def test_the_probes_hands():
    for hand_id, got, want in fixture_results("unknown-banner"):
        assert got == want, hand_id
