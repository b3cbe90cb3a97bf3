"""Fixed limit: raising over an opening bet that is a short all-in (POKER.md 2, table stakes).

carol opens 4th street all-in for 3 of a 10 bet.  The bet to face is 3; a full bet
is 10.  dave may complete the bet to 10, raise one bet over the all-in to 13, or go
all-in for anything up to 13; anything else is the wrong size.  With an open pair on
4th street the big bet (20) may be made the same ways: to 20 or to 3 + 20 = 23.
(PokerKit agrees: tests/test_pokerkit_stud_differential.py plays such hands.)
"""

from __future__ import annotations

from .test_stud_hands import antes, ev, found, hand, street, third

DEAL = {"alice": "Ah Ad 9c", "bob": "8c 7h 4s", "carol": "As 2h Kd", "dave": "Jh 6c 4d"}


def _fourth(ups: dict[str, str], short: str, left: int = 3, dave: int = 1000) -> dict:
    """To 4th street, everybody in for 11 (ante 1, then 10); ``short`` has ``left`` chips behind."""
    events = (antes() + third(DEAL) + [ev("bring_in", "dave", amount=5), ev("complete", "alice", to=10),
                                       ev("call", "bob", amount=10), ev("call", "carol", amount=10),
                                       ev("call", "dave", amount=5)]
              + street(ups))
    h = hand(events)
    for s in h["seats"]:
        if s["player"] == short:
            s["stack"] = 11 + left
        elif s["player"] == "dave":
            s["stack"] = dave
    return h


NO_PAIR = {"alice": "2d", "bob": "Kh", "carol": "Qs", "dave": "5c"}     # carol (Kd Qs) opens


def _after_short_bet(action: dict, dave: int = 1000) -> set[tuple[str, int | None]]:
    h = _fourth(NO_PAIR, "carol", dave=dave)
    n = len(h["events"])
    h["events"] += [ev("bet", "carol", to=3, all_in=True), action]
    return {(c, s) for c, s in found(h) if s is not None and s >= n}


def test_a_short_all_in_opening_bet_is_legal():
    assert _after_short_bet(ev("fold", "dave")) == set()


def test_over_a_short_all_in_bet_a_raise_completes_the_bet():
    assert _after_short_bet(ev("raise", "dave", to=10)) == set()


def test_over_a_short_all_in_bet_a_raise_of_one_bet_over_it_is_legal():
    assert _after_short_bet(ev("raise", "dave", to=13)) == set()


def test_over_a_short_all_in_bet_an_all_in_up_to_one_bet_over_it_is_legal():
    # dave has 11 + 12 chips: all-in to 12, between the completed bet (10) and 3 + 10
    assert _after_short_bet(ev("raise", "dave", to=12, all_in=True), dave=23) == set()


def test_over_a_short_all_in_bet_other_sizes_are_wrong():
    n = len(_fourth(NO_PAIR, "carol")["events"]) + 1
    assert ("bet-above-maximum", n) in _after_short_bet(ev("raise", "dave", to=20))
    # between the completed bet and one bet over the all-in, and not all-in: a wrong size either way
    wrong = {("bet-below-minimum", n), ("bet-above-maximum", n)}
    assert wrong & _after_short_bet(ev("raise", "dave", to=12))
    assert wrong & _after_short_bet(ev("raise", "dave", to=6))


def test_with_an_open_pair_the_big_bet_over_a_short_all_in_is_legal():
    ups = {"alice": "9d", "bob": "Kh", "carol": "Ks", "dave": "5c"}     # carol shows Kd Ks and opens
    for to in (10, 13, 20, 23):
        h = _fourth(ups, "carol")
        n = len(h["events"])
        h["events"] += [ev("bet", "carol", to=3, all_in=True), ev("raise", "dave", to=to)]
        assert {(c, s) for c, s in found(h) if s is not None and s >= n} == set(), to


def _third_short(action: dict) -> set[tuple[str, int | None]]:
    """dave brings in for 5; alice (9 chips: ante 1, then 8) completes all-in to 8, short of 10."""
    h = hand(antes() + third(DEAL) + [ev("bring_in", "dave", amount=5),
                                      ev("complete", "alice", to=8, all_in=True), action])
    h["seats"][0]["stack"] = 9
    n = len(h["events"]) - 1
    return {(c, s) for c, s in found(h) if s is not None and s >= n - 1}


def test_over_a_short_all_in_completion_bob_completes_or_raises_one_bet_over_it():
    assert _third_short(ev("raise", "bob", to=10)) == set()
    assert _third_short(ev("raise", "bob", to=18)) == set()
    assert _third_short(ev("call", "bob", amount=8)) == set()
    n = len(antes() + third(DEAL)) + 2
    assert {("bet-below-minimum", n), ("bet-above-maximum", n)} & _third_short(ev("raise", "bob", to=20))
