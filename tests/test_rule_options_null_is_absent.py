"""A rule option given as null is absent: its default applies (audit/options.py), and an
option of the wrong type makes the hand malformed with a message naming it -- never an
internal error."""

from __future__ import annotations

import json

import pytest

from audit.runner import check_record

from .conftest import EXAMPLES

#: per example, options it leaves to their defaults
CASES = {
    "draw-split-pot": ("max_discard", "jokers", "check_allowed", "all_check", "last_round_multiplier"),
    "stud-sample-deal": ("open_pair_big_bet", "cap_heads_up", "odd_chip", "small_bet"),
    "palace-two-battles": ("battle_raise_cap", "quiet_round", "two_left_must_battle", "odd_chip"),
    "tonk-out": ("hand_size", "dealt_tonk_pays", "drop", "upcard", "hit_penalty", "ace"),
}


def _example(name: str) -> dict:
    if not EXAMPLES.is_dir():
        pytest.skip("../shared/spec/examples is not beside the checkout")
    return json.loads((EXAMPLES / f"{name}.jsonl").read_text().splitlines()[0])


def _check(hand: dict):
    return check_record(("hand.jsonl", 1, json.dumps(hand).encode()), None, False)


@pytest.mark.parametrize("name", sorted(CASES))
def test_options_given_as_null_take_their_defaults(name) -> None:
    hand = _example(name)
    for key in CASES[name]:
        assert key not in hand["rules"]
        hand["rules"][key] = None
    checked = _check(hand)
    assert checked.error is None and checked.findings == []


@pytest.mark.parametrize("name", ["draw-split-pot", "stud-sample-deal", "palace-two-battles", "tonk-out"])
def test_an_ante_given_as_null_is_no_ante_given(name) -> None:
    hand = _example(name)
    hand["rules"]["ante"] = None
    with_null = _check(hand)
    del hand["rules"]["ante"]
    assert [(f.code, f.seq, f.message) for f in with_null.findings] == \
        [(f.code, f.seq, f.message) for f in _check(hand).findings]
    assert all(f.code != "internal-error" for f in with_null.findings)


@pytest.mark.parametrize("value", [[1], {"per_round": 3}, 7, "limit"])
def test_a_betting_structure_that_is_not_one_of_the_names_is_malformed(value) -> None:
    hand = _example("draw-split-pot")
    hand["rules"]["betting"] = value
    checked = _check(hand)
    assert [f.code for f in checked.findings] == ["malformed"]
    assert "rules.betting must be one of fixed, spread, pot, no_limit" in checked.error
