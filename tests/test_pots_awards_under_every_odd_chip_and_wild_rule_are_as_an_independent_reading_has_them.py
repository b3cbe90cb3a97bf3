"""Every award of legal simulated draw and stud hands, under every odd_chip rule (called,
called_voluntary, last_bet, left_of_button, high_card) and every wild-card option (joker: bug,
wild_represents: not_held, double_ace_flush, fewer_wilds_win: false), is the one an independent
reading of POKER.md 1 and 3 gives (tests/awards_reference.py: a brute-force evaluator that tries
every card each wild card may stand for, pots from the log's contributions, the odd chip by the rule).

The simulators take their collects from the validator's own settlement, so that the oracle (legal
hands give no finding) checks the validator's awards only against themselves: this is the check
against another reading.  Session 70 ran it on seeds 1-6, 3,000 hands each, with no disagreement;
here the options and ties are made common so that a few hundred hands reach every rule."""

from __future__ import annotations

import random

import pytest

import audit.simulate.draw as draw
import audit.simulate.stud as stud
from audit.simulate import simulate
from tests.awards_reference import check_hands

ODD_CHIP = ("called", "called_voluntary", "last_bet", "left_of_button", "high_card")


def _often(module, monkeypatch, wild: bool) -> None:
    """Ties in half the hands, every odd_chip rule alike, and (draw) wild cards with their options."""
    monkeypatch.setattr(module, "TIE_SHARE", 0.5)
    rules = module._rules

    def varied(rng, fault, hand_id=""):
        r = rules(rng, fault, hand_id)
        own = random.Random(f"{hand_id}/test")
        r["odd_chip"] = own.choice(ODD_CHIP)
        if wild and "wild" not in r and own.random() < 0.7:
            r["wild"] = own.choice((["JK"], ["2"], ["Th"]))
            r["jokers"] = 2
            for k, v in (("joker", "bug"), ("wild_represents", "not_held"), ("double_ace_flush", True),
                         ("fewer_wilds_win", False)):
                if own.random() < 0.4 and (k != "joker" or r["wild"] == ["JK"]):
                    r[k] = v
        return r

    monkeypatch.setattr(module, "_rules", varied)


@pytest.mark.parametrize("game, module, hands", [("draw", draw, 600), ("stud", stud, 300)])
def test_every_award_is_as_the_independent_reading_has_it(game, module, hands, monkeypatch):
    _often(module, monkeypatch, game == "draw")
    bad, stats = check_hands(simulate(game, hands, None, seed=70))
    assert not bad, bad[:3]
    assert stats["hands"] > hands * 0.9
    for rule in ODD_CHIP:
        assert stats[("odd chip", game, rule)] >= 3, (rule, stats)      # each rule decided odd chips
    if game == "draw":
        assert stats[("two odd chips", game)] >= 3, stats       # ties of three: one odd chip each
        for option in ("joker", "wild_represents", "double_ace_flush", "fewer_wilds_win"):
            assert stats[("wild showdown", option)] >= 5, (option, stats)
