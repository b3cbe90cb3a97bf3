"""PALACE.md 2: "Fold: leaves the hand; the folded player's palace cards go to the discard pile."
It does not say where their banner and soldiers go, nor those of two players who leave in a tied
battle.  Both readings are options (README, Palace): ``folded_army: out_of_play`` (the default:
only the palace cards go to the pile, the army leaves play, and a card of it bought from a new
deck shuffled from the pile is ``duplicate-card``) and ``discard_pile`` (a fold mucks every card,
so the army may come back in that deck).  The simulator plays both."""

from __future__ import annotations

import msgspec
import pytest

from audit.protocol import RulesError
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HAND = hands_by_id(FIXTURES / "palace_folded_army" / "bought_back.jsonl")["folder-army-bought-back"]


def _with(**rules):
    return msgspec.structs.replace(HAND, rules={**HAND.rules, **rules})


def _found(hand):
    return [(f.code, f.seq, f.message) for f in replay(hand).findings]


def test_the_army_of_a_folded_player_is_out_of_play_by_default():
    # bob buys Kh and folds; the 12-card draw deck runs out, the pile is shuffled, erin buys Kh
    assert _found(HAND) == _found(_with(folded_army="out_of_play")) == [
        ("duplicate-card", 43, "erin bought Kh, which was out of play (the banner or a soldier of a player who "
                               "left the hand)")]


def test_with_discard_pile_the_army_goes_to_the_pile_and_may_be_bought_back():
    assert _found(_with(folded_army="discard_pile")) == []


def test_another_value_is_refused():
    with pytest.raises(RulesError, match="folded_army must be one of out_of_play, discard_pile"):
        from audit.games.palace_rules import PalaceRules
        PalaceRules({**HAND.rules, "folded_army": "muck"})


def test_the_simulator_plays_both_readings():
    from audit.simulate import simulate
    values = {h["rules"].get("folded_army") for h in simulate("palace", 200, 10, seed=7)}
    assert values == {None, "discard_pile"}
