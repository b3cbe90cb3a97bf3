"""Pots from per-seat lists (seat_pots, the short path of one pot) are the pots build_pots makes."""

from __future__ import annotations

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from audit.poker.pots import build_pots, seat_pots

NAMES = ["ann", "bob", "cat", "dan", "eve", "fay", "gus", "hal"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.tuples(st.sampled_from([0, 1, 5, 10, 20, 25, 40, 100]), st.booleans()), min_size=1, max_size=8))
def test_seat_pots_equal_build_pots(seats):
    names = NAMES[:len(seats)]
    totals = [c for c, _ in seats]
    folded = [f for _, f in seats]
    got = seat_pots(names, totals, folded)
    want = build_pots(dict(zip(names, totals)), {p for p, f in zip(names, folded) if f})
    assert msgspec.to_builtins(got) == msgspec.to_builtins(want)


def test_seat_pots_one_pot_with_an_uncalled_bet_and_folded_chips():
    pots, unc = seat_pots(["ann", "bob", "cat"], [30, 10, 10], [False, True, False])
    assert unc == ("ann", 20)
    assert [(p.amount, p.eligible, p.contributions) for p in pots] == [(30, ["ann", "cat"],
                                                                         {"ann": 10, "bob": 10, "cat": 10})]


def test_dead_blind_chips_are_in_the_main_pot_and_never_uncalled():
    from audit.poker.pots import seat_pots

    # dave put in 15: 10 live, 5 dead; carol called 10: nothing is uncalled, the main pot is 25
    pots, unc = seat_pots(["carol", "dave"], [10, 15], [False, False], {1: 5})
    assert unc is None and [(p.amount, p.contributions) for p in pots] == [(25, {"carol": 10, "dave": 15})]
    # without the dead part marked, 5 of dave's would be an uncalled bet
    assert seat_pots(["carol", "dave"], [10, 15], [False, False])[1] == ("dave", 5)
    # dave all-in short: his dead chips still go to the main pot, the side pot is the others'
    pots, unc = seat_pots(["bob", "carol", "dave"], [30, 30, 13], [False, False, False], {2: 5})
    assert unc is None and [p.amount for p in pots] == [8 * 3 + 5, 22 * 2]
