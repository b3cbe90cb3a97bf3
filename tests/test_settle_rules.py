"""Settlement (POKER.md section 3): the correct awards against the recorded collect/return/rake."""

from __future__ import annotations

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from audit.model import Hand, Pot
from audit.poker.settle import compare_settlement
from audit.games.draw import Replay
from audit.simulate import simulate


def pots_two():
    main = Pot(0, 45, ["p3", "hero", "p4"], {"p3": 15, "hero": 15, "p4": 15}, ["p3"])
    side = Pot(1, 10, ["p3", "hero"], {"p3": 5, "hero": 5}, ["p3"])
    return [main, side]


def found(st_):
    return [(f.code, f.seq) for f in st_.findings]


def test_rake_may_come_from_any_pot():
    # PokerStars: all the rake from the main pot
    s = compare_settlement(pots_two(), None, [(1, "p3", 10, 1), (2, "p3", 43, 0)], [], [(0, 2)])
    assert found(s) == []
    # or shared between the pots
    s = compare_settlement(pots_two(), None, [(1, "p3", 9, 1), (2, "p3", 44, 0)], [], [(0, 2)])
    assert found(s) == []
    # without pot numbers: by totals
    s = compare_settlement(pots_two(), None, [(1, "p3", 53, None)], [], [(0, 2)])
    assert found(s) == []


def test_rake_division_keeps_the_split_proportions():
    pot = [Pot(0, 100, ["a", "b"], {"a": 50, "b": 50}, ["a", "b"])]
    assert found(compare_settlement(pot, None, [(1, "a", 48, 0), (2, "b", 48, 0)], [], [(0, 4)])) == []
    assert found(compare_settlement(pot, None, [(1, "a", 50, 0), (2, "b", 46, 0)], [], [(0, 4)])) == \
        [("wrong-amount", 1), ("wrong-amount", 2)]


def test_wrong_winner_and_wrong_amount():
    s = compare_settlement(pots_two(), None, [(1, "hero", 10, 1), (2, "p3", 45, 0)], [], [])
    assert found(s) == [("wrong-winner", 1)]
    s = compare_settlement(pots_two(), None, [(1, "p3", 10, 1), (2, "p3", 40, 0)], [], [])
    assert found(s) == [("wrong-amount", 2), ("books-unbalanced", None)]   # 5 chips vanished


def test_odd_chip_to_the_wrong_winner():
    pot = [Pot(0, 73, ["carol", "bob"], {"carol": 37, "bob": 36}, ["carol", "bob"])]
    s = compare_settlement(pot, None, [(5, "carol", 36, 0), (6, "bob", 37, 0)], [], [], ["odd_chip=called"])
    assert found(s) == [("odd-chip", 5)]      # carol's collect, the first wrong one (CODES.md)
    assert s.findings[0].player == "carol"
    assert s.findings[0].message == "the odd chip of the main pot went to bob; it belongs to carol (odd_chip=called)"


def test_uncalled_bet_not_returned_even_when_collected_with_the_pot():
    pot = [Pot(0, 30, ["a"], {"a": 15, "b": 15}, ["a"])]
    s = compare_settlement(pot, ("a", 20), [(3, "a", 50, 0)], [], [])
    assert found(s) == [("uncalled-bet-not-returned", 3)]      # at the collect that took the chips
    s = compare_settlement(pot, ("a", 20), [(4, "a", 30, 0)], [(3, "a", 10)], [])
    assert found(s) == [("uncalled-bet-not-returned", 3), ("books-unbalanced", None)]   # 10 vanished


def test_books_unbalanced_by_too_much_rake():
    pot = [Pot(0, 30, ["a"], {"a": 15, "b": 15}, ["a"])]
    s = compare_settlement(pot, None, [(3, "a", 30, 0)], [], [(4, 2)])
    assert found(s) == [("books-unbalanced", 4)]


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000))
def test_every_settled_hand_balances(seed):
    """contributions (and a pot a redeal carried in) = collected + returned + rake, and the validator
    agrees with the log."""
    carry = 0       # (the 20 hands are one table's: a redeal's pot goes to the next hand)
    for h in simulate("draw", 20, seed=seed):
        hand = msgspec.convert(h, Hand)
        state = Replay(hand, hand.rules)
        if carry:
            state.carry_in(carry)
        for k, e in enumerate(hand.events):
            state.apply(k, e)
        result = state.settle()
        assert result.findings == []
        assert result.carried == carry
        carry = result.carries or 0
        if not result.claims:
            continue
        contributions = sum(state.t.total) + result.carried
        paid = sum(e.amount for e in hand.events if e.type in ("collect", "return", "rake"))
        assert contributions == paid
        assert sum(a.correct for a in result.awards) + result.rake == result.pot_total
