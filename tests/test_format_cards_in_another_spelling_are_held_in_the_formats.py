"""A card in another letter case or a ten written ``10`` is read as that card (README, FORMAT.md
"`10` is accepted for `T` on input") and held in FORMAT.md's spelling from then on: ``convert``
writes ``Ah``/``Td`` (it kept ``ah``, ``8H``, ``10d`` as written), and the same hand spelled two
ways, or with an ``injected`` record (ignored by the validator: CLI.md), is one hand, not a
``duplicate-hand`` (metamorphic probe)."""

from __future__ import annotations

import json

import pytest

from audit.readers.native import hand_digest, parse_line
from audit.runner import validate

HAND = {"format": "handaudit/1", "hand_id": "t1", "game": "tonk", "button": 1, "session": "s",
        "seats": [{"seat": 1, "player": "ann", "stack": 100}, {"seat": 2, "player": "bob", "stack": 100}],
        "events": [{"type": "deal", "player": "bob", "cards": ["Ah", "8h", "Td", "2c", "3c"]},
                   {"type": "deal", "player": "ann", "cards": ["Kd", "Qs", "9h", "4d", "JK"]},
                   {"type": "upcard", "card": "5s"}]}


def _line(hand) -> bytes:
    return json.dumps(hand).encode()


def _respelled(spell) -> dict:
    hand = json.loads(json.dumps(HAND))
    for ev in hand["events"]:
        if "cards" in ev:
            ev["cards"] = [spell(c) for c in ev["cards"]]
        if "card" in ev:
            ev["card"] = spell(ev["card"])
    return hand


SPELLINGS = [str.lower, str.upper, lambda c: c.replace("T", "10"), lambda c: c if c == "JK" else c[0].lower() + c[1].upper()]


@pytest.mark.parametrize("spell", SPELLINGS)
def test_a_card_in_another_spelling_is_held_in_the_formats(spell):
    hand, error = parse_line(_line(_respelled(spell)))
    assert error is None
    canonical, _ = parse_line(_line(HAND))
    assert [(e.cards, e.card) for e in hand.events] == [(e.cards, e.card) for e in canonical.events]
    assert hand_digest(hand) == hand_digest(canonical)


def test_a_card_that_is_no_card_is_still_malformed_naming_it():
    bad = _respelled(str.lower)
    bad["events"][1]["cards"][2] = "zz"
    assert parse_line(_line(bad)) == (None, "events[1].cards[2]: unknown card 'zz'")


def test_the_injected_record_is_no_part_of_the_hands_content():
    plain, _ = parse_line(_line(HAND))
    marked, _ = parse_line(_line({**HAND, "injected": {"code": "tonk-turn-order", "seq": 2}}))
    assert hand_digest(plain) == hand_digest(marked)


def test_the_same_hand_twice_in_two_spellings_is_a_repeat_not_a_duplicate(tmp_path):
    path = tmp_path / "twice.jsonl"
    other = {**_respelled(str.lower), "injected": {"code": "tonk-turn-order", "seq": 2}}
    path.write_bytes(_line(HAND) + b"\n" + _line(other) + b"\n")
    assert not [f for c in validate([path], jobs=1) for f in c.findings if f.code == "duplicate-hand"]


def test_convert_writes_the_formats_spelling(tmp_path):
    from typer.testing import CliRunner

    from audit.cli import app

    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    src.write_bytes(_line(_respelled(str.lower)) + b"\n")
    result = CliRunner().invoke(app, ["convert", str(src), "-o", str(out)])
    assert result.exit_code == 0, result.output
    events = json.loads(out.read_text())["events"]
    assert events[0]["cards"] == ["Ah", "8h", "Td", "2c", "3c"] and events[1]["cards"][4] == "JK"


def test_a_null_option_and_an_empty_card_list_say_what_their_absence_says():
    hand = json.loads(json.dumps(HAND))
    hand["rules"] = {"hit_penalty": 1}
    plain, _ = parse_line(_line(hand))
    hand["rules"]["upcard"] = None
    hand["events"][0]["up"] = []
    written, error = parse_line(_line(hand))
    assert error is None and hand_digest(written) == hand_digest(plain)
    hand["rules"]["upcard"] = False
    changed, _ = parse_line(_line(hand))
    assert hand_digest(changed) != hand_digest(plain)


@pytest.mark.parametrize("option", ["raise_cap", "dealt_tonk"])
def test_an_option_whose_null_is_a_value_of_its_own_is_other_content(option):
    # raise_cap null is no cap, dealt_tonk null no dealt tonk (README, "Rule options"): a hand
    # written so is another hand than one without the option, not a repeat of it (its findings
    # were lost, and the verdict hung on which came first: review of session 58)
    hand = json.loads(json.dumps(HAND))
    hand["rules"] = {"hit_penalty": 1}
    plain, _ = parse_line(_line(hand))
    hand["rules"][option] = None
    written, error = parse_line(_line(hand))
    assert error is None and hand_digest(written) != hand_digest(plain)
