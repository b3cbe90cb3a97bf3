"""A raise is ``illegal-action`` when nobody else can call it: every other player still in is
all-in, or has no more chips than the bet already to call (README, "Readings": only a call or
fold is possible; PokerKit refuses it too).  The check looked only at players already all-in,
so a raise over an opponent left with fewer chips than the bet passed."""

from __future__ import annotations

from audit.poker.betting import BettingRound
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HAND = hands_by_id(FIXTURES / "betting_s16" / "raise-over-a-short-opponent.jsonl")["uncallable_raise_bob_short"]


def test_a_raise_over_an_all_in_and_a_short_stack_is_illegal_action():
    found = replay(HAND).findings
    assert [(f.code, f.seq, f.message) for f in found] == [
        ("illegal-action", 12, "cat raised to 200, but nobody left could call it (the others are all-in, "
                               "folded, or have no more than the 50 to call): cat may only call or fold")]


def test_the_simulator_is_not_offered_that_raise():
    from audit.games.draw import Replay
    from audit.options import defaults_for

    r = Replay(HAND, defaults_for("draw", dict(HAND.rules)))
    for seq, ev in enumerate(HAND.events[:12]):
        r.apply(seq, ev)
    br = r.t.br
    assert isinstance(br, BettingRound)
    owed, lo, hi, can_raise = br.options(r.t.index["cat"])
    assert (owed, can_raise) == (50, False)
