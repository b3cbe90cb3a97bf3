"""Tonk (TONK.md: a reveal that is not the cards the player holds is a violation; FORMAT.md:
``??`` is a card the log does not reveal): a ``reveal`` that writes ``??`` for a card the replay
knows the player holds hides that card, it does not contradict it, so it is clean; the count of
cards must still be the hand's, and a known card shown that the player does not hold is
``tonk-reveal-mismatch`` (README, "Readings of the rules": Tonk; review of session 57)."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES

LOG = (FIXTURES / "codes" / "tonk-reveal-mismatch.jsonl").read_bytes()
BOB = ["3h", "4h", "5h", "Kc", "9d"]     # bob's hand as dealt (the fixture's reveal leaves out 9d)


def _with_bobs_reveal(cards: list[str]) -> Hand:
    data = msgspec.json.decode(LOG)
    data.pop("expect")
    assert data["events"][5] == {"type": "reveal", "player": "bob", "cards": ["3h", "4h", "5h", "Kc"]}
    data["events"][5]["cards"] = cards
    return msgspec.json.decode(msgspec.json.encode(data), type=Hand)


def _found(hand: Hand):
    return [(f.code, f.seq) for f in replay(hand).findings]


def test_the_whole_hand_revealed_is_clean():
    assert _found(_with_bobs_reveal(BOB)) == []


def test_a_held_card_revealed_as_unknown_is_clean():
    assert _found(_with_bobs_reveal(["3h", "4h", "5h", "Kc", "??"])) == []
    assert _found(_with_bobs_reveal(["??", "??", "5h", "Kc", "9d"])) == []


def test_a_reveal_short_of_a_card_even_as_unknown_is_a_mismatch():
    assert _found(_with_bobs_reveal(["3h", "4h", "5h", "??"])) == [("tonk-reveal-mismatch", 5)]


def test_a_card_not_held_beside_unknown_ones_is_a_mismatch():
    assert _found(_with_bobs_reveal(["3h", "4h", "5h", "??", "Ts"])) == [("tonk-reveal-mismatch", 5)]
