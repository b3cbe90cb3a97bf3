"""The settlement of one pot: the short path for a right settlement gives exactly what the
general comparison gives (awards, totals, findings), and anything wrong is left to it."""

from __future__ import annotations

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from audit.model import Pot
from audit.poker import settle
from audit.poker.pots import split


def general(*args):
    saved = settle._single_pot
    settle._single_pot = lambda *a: None
    try:
        return settle.compare_settlement(*args)
    finally:
        settle._single_pot = saved


def dump(st_):
    return msgspec.to_builtins([st_.findings, st_.awards, st_.collected, st_.returned, st_.raked])


@st.composite
def hands(draw):
    players = ["ann", "bob", "cat", "dan"]
    amount = draw(st.integers(1, 400))
    winners = draw(st.lists(st.sampled_from(players), min_size=1, max_size=3, unique=True))
    rake = draw(st.integers(0, min(amount, 5)))
    uncalled = draw(st.one_of(st.none(), st.tuples(st.sampled_from(players), st.integers(1, 50))))
    shares = split(amount - rake, winners)
    collects = [(10 + k, p, s, draw(st.sampled_from([None, 0]))) for k, (p, s) in enumerate(zip(winners, shares))]
    returns = [(5, uncalled[0], uncalled[1])] if uncalled else []
    rakes = [(20, rake)] if rake else []
    # now and then, something wrong
    fault = draw(st.integers(0, 5))
    if fault == 1 and collects:
        s, p, a, k = collects[0]
        collects[0] = (s, p, a + draw(st.integers(-2, 2)), k)
    elif fault == 2:
        collects.append((30, draw(st.sampled_from(players)), draw(st.integers(0, 3)), None))
    elif fault == 3 and returns:
        returns = []
    elif fault == 4:
        collects = collects[1:]
    elif fault == 5 and collects:
        s, p, a, k = collects[0]
        collects[0] = (s, p, a, 1)
    pot = Pot(0, amount, [p for p in players if p in winners or draw(st.booleans())],
              {"ann": amount // 2, "bob": amount - amount // 2}, winners)
    return pot, uncalled, collects, returns, rakes


@settings(max_examples=500, deadline=None)
@given(hands())
def test_single_pot_short_path_equals_the_general_comparison(case):
    pot, uncalled, collects, returns, rakes = case
    args = ([pot], uncalled, collects, returns, rakes, ["odd_chip=left_of_button: clockwise"], {})
    assert dump(settle.compare_settlement(*args)) == dump(general(*args))


def test_single_pot_collect_naming_a_pot_the_hand_does_not_have_is_wrong_winner():
    pot = Pot(0, 20, ["ann", "bob"], {"ann": 10, "bob": 10}, ["ann"])
    st_ = settle.compare_settlement([pot], None, [(5, "ann", 20, 1)], [], [])
    # ann's 20 are her share under a wrong label: the main pot is not also "collected by nobody"
    assert [(f.code, f.seq, f.player) for f in st_.findings] == [("wrong-winner", 5, "ann")]
    assert "side pot 1, a pot this hand does not have" in st_.findings[0].message
    assert sorted((a.pot, a.player, a.correct, a.recorded) for a in st_.awards) == [(0, "ann", 20, None),
                                                                                   (1, "ann", 0, 20)]
