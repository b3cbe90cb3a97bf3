"""Messages a person understands without the code (CODES.md): they name the rule in force and
do not put a deck's answer where a player's name goes."""

from __future__ import annotations

import msgspec

from audit.explain import explain_data, render_text
from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES

MESSAGES = FIXTURES / "messages"


def _hand(name: str) -> Hand:
    return msgspec.json.decode((MESSAGES / name).read_text().splitlines()[0], type=Hand)


def test_joker_in_a_stud_deck_without_jokers_is_said_plainly():
    found = replay(_hand("stud-joker-in-a-deck-without-jokers.jsonl")).findings
    assert [f.code for f in found] == ["duplicate-card"]
    assert found[0].message == "JK dealt to bob but this deck has no jokers (rules.jokers)"


def test_odd_chip_reason_names_called_voluntary():
    text = render_text(explain_data(_hand("odd-chip-called-voluntary.jsonl")))
    line = next(x for x in text.splitlines() if "odd chip by" in x)
    assert "odd_chip=called_voluntary, but no voluntary bet or raise was called" in line
