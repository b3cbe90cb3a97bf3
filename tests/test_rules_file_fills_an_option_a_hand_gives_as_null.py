"""An option a hand gives as ``null`` takes its default (README, "Rule options"), and with
``--rules FILE`` the default is the file's: ``"wild": null`` in a hand blocked the file's
``"wild": ["JK"]``.  ``raise_cap`` and ``dealt_tonk``, whose ``null`` says something (no cap, no
dealt tonk), keep the hand's ``null``."""

from __future__ import annotations

from audit.replay import effective_rules, replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "wild_s16" / "null-options-and-a-rules-file.jsonl")
FILE = {"wild": ["JK"], "jokers": 1}


def test_a_null_option_takes_the_rules_files_value():
    hand = HANDS["rf5"]                         # "wild": null; p1's JK makes four kings
    assert effective_rules(hand, FILE)["wild"] == ["JK"]
    assert replay(hand, FILE).findings == []


def test_an_option_the_hand_gives_still_wins_over_the_file():
    assert [f.code for f in replay(HANDS["rf4"], FILE).findings] == ["wrong-winner"]    # "wild": ["2"]


def test_null_raise_cap_and_dealt_tonk_keep_their_meaning():
    hand = HANDS["rf5"]
    hand.rules = dict(hand.rules, raise_cap=None)
    assert effective_rules(hand, {"raise_cap": {"per_round": 4}})["raise_cap"] is None
