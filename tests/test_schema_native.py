"""schemas/handaudit-1.schema.json: the JSON Schema of the native format agrees with the reader.

Every example hand validates; broken hands are rejected by both the schema and
``audit.readers.native.parse_line``; every event type's required fields match
``audit.readers.validate.EVENT_FIELDS``; and on randomly mutated example hands
the schema and the reader give the same verdict.
"""

from __future__ import annotations

import copy
import itertools
import json
from pathlib import Path

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from audit.cards import CARD_INDEX
from audit.readers.native import parse_line
from audit.readers.validate import EVENT_FIELDS

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = json.loads((ROOT / "schemas" / "handaudit-1.schema.json").read_text())
EXAMPLES_DIR = ROOT.parent / "shared" / "spec" / "examples"
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def _examples() -> list[dict]:
    if not EXAMPLES_DIR.is_dir():
        pytest.skip("../shared/spec/examples is not beside the checkout")
    return [json.loads(line) for path in sorted(EXAMPLES_DIR.glob("*.jsonl"))
            for line in path.read_text().splitlines() if line.strip()]


def schema_ok(hand: object) -> bool:
    return VALIDATOR.is_valid(hand)


def reader_ok(hand: object) -> bool:
    return parse_line(json.dumps(hand).encode())[0] is not None


def test_schema_is_a_valid_draft_2020_12_schema():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    assert SCHEMA["$schema"] == "https://json-schema.org/draft/2020-12/schema"


def test_every_example_hand_validates():
    hands = _examples()
    assert {h["game"] for h in hands} == {"draw", "stud", "palace", "tonk"}
    for hand in hands:
        errors = [e.message for e in VALIDATOR.iter_errors(hand)]
        assert not errors, (hand["hand_id"], errors[:3])
        assert reader_ok(hand)


def _broken(example: dict, change) -> dict:
    hand = copy.deepcopy(example)
    change(hand)
    return hand


def _event(hand: dict, type_: str) -> dict:
    return next(e for e in hand["events"] if e["type"] == type_)


BREAKS = {
    "missing hand_id": lambda h: h.pop("hand_id"),
    "float amount": lambda h: _event(h, "ante").__setitem__("amount", 2.5),
    "negative amount": lambda h: _event(h, "ante").__setitem__("amount", -1),
    "bad card": lambda h: _event(h, "deal").__setitem__("down", ["Ah", "1x"]),
    "card with a newline": lambda h: _event(h, "deal").__setitem__("down", ["Ah\n"]),
    "unknown event type": lambda h: h["events"].append({"type": "shuffle"}),
    "event type of another game": lambda h: h["events"].append({"type": "upcard", "card": "Ah"}),
    "missing required field": lambda h: _event(h, "ante").pop("player"),
    "required field null": lambda h: _event(h, "ante").__setitem__("amount", None),
    "wrong format": lambda h: h.__setitem__("format", "handaudit/2"),
    "unknown game": lambda h: h.__setitem__("game", "holdem"),
    "no seats": lambda h: h.__setitem__("seats", []),
    "negative stack": lambda h: h["seats"][0].__setitem__("stack", -5),
    "seat zero": lambda h: h["seats"][0].__setitem__("seat", 0),
    "button missing outside stud": lambda h: h.pop("button"),
    "boolean amount": lambda h: _event(h, "ante").__setitem__("amount", True),
    "string amount": lambda h: _event(h, "ante").__setitem__("amount", "25"),
    "rules not an object": lambda h: h.__setitem__("rules", ["fixed"]),
    "negative pot": lambda h: _event(h, "collect").__setitem__("pot", -1),
    "negative 'to' on any event": lambda h: _event(h, "call").__setitem__("to", -3),
}


@pytest.mark.parametrize("name", sorted(BREAKS))
def test_broken_hands_are_rejected_by_schema_and_reader(name):
    draw = next(h for h in _examples() if h["game"] == "draw")
    hand = _broken(draw, BREAKS[name])
    assert not schema_ok(hand), name
    assert not reader_ok(hand), name


def test_bet_to_must_be_an_amount_and_blind_kind_small_or_big():
    draw = next(h for h in _examples() if h["game"] == "draw")
    for change in (lambda h: _event(h, "bet").__setitem__("to", "carol"),
                   lambda h: _event(h, "bet").__setitem__("to", -20),
                   lambda h: _event(h, "blind").__setitem__("kind", "straddle"),
                   lambda h: _event(h, "draw").__setitem__("from", "deck")):
        hand = _broken(draw, change)
        assert not schema_ok(hand) and not reader_ok(hand)


def test_tonk_hit_names_its_spread_by_number_and_pay_names_a_player():
    tonk = next(h for h in _examples() if h["game"] == "tonk")
    for change in (lambda h: _event(h, "hit").__setitem__("spread", "1"),
                   lambda h: _event(h, "hit").__setitem__("spread", 1.5),
                   lambda h: _event(h, "hit").pop("spread"),
                   lambda h: _event(h, "pay").__setitem__("to", 5),
                   lambda h: _event(h, "draw").__setitem__("from", None)):
        hand = _broken(tonk, change)
        assert not schema_ok(hand) and not reader_ok(hand)


def test_stud_may_omit_the_button_and_unknown_fields_are_allowed():
    stud = next(h for h in _examples() if h["game"] == "stud")
    hand = _broken(stud, lambda h: h.pop("button", None))
    hand["producer"] = {"name": "x"}
    hand["events"][0]["extra"] = 1
    assert schema_ok(hand) and reader_ok(hand)
    assert schema_ok(_broken(hand, lambda h: h.__setitem__("button", None)))


def _minimal(game: str, type_: str) -> dict:
    """A hand with one event of this type carrying exactly its required fields."""
    values = {"player": "alice", "amount": 5, "kind": "small", "to": 10, "down": ["Ah"],
              "cards": ["Ah"], "card": "Ah", "discard": [], "receive": [], "target": "bob",
              "winner": "bob", "source": "bob", "spread": 1}
    if type_ == "pay":
        values["to"] = "bob"
    if type_ == "draw" and game == "tonk":
        values["source"] = "stock"
    event = {"type": type_}
    for f in EVENT_FIELDS[game][type_]:
        event["from" if f == "source" else f] = values[f]
    if type_ == "deal" and game in ("draw", "stud", "palace"):
        event["down"] = ["Ah"]
    return {"format": "handaudit/1", "hand_id": "h1", "game": game, "button": 1,
            "seats": [{"seat": 1, "player": "alice", "stack": 100},
                      {"seat": 2, "player": "bob", "stack": 100}],
            "events": [event]}


@pytest.mark.parametrize("game, type_", [(g, t) for g, ts in EVENT_FIELDS.items() for t in ts])
def test_required_fields_of_every_event_type_agree_with_the_reader(game, type_):
    hand = _minimal(game, type_)
    assert schema_ok(hand) and reader_ok(hand)
    event = hand["events"][0]
    for field in [k for k in event if k != "type"]:
        without = copy.deepcopy(hand)
        del without["events"][0][field]
        assert schema_ok(without) == reader_ok(without), (game, type_, field)
        if field != "down" or type_ != "deal":
            assert not reader_ok(without), (game, type_, field)


def test_event_types_are_exactly_the_readers():
    for game, types in EVENT_FIELDS.items():
        listed = SCHEMA["$defs"][f"{game}_event"]["allOf"][0]["properties"]["type"]["enum"]
        assert sorted(listed) == sorted(types), game


def test_card_pattern_accepts_exactly_the_reader_cards():
    alphabet = "0123456789TJQKAtjqkacdhsCDHSxX?Zz \n"
    card = {"$ref": "#/$defs/card", "$defs": SCHEMA["$defs"]}
    check = jsonschema.Draft202012Validator(card)
    names = {"".join(p) for n in (1, 2) for p in itertools.product(alphabet, repeat=n)}
    names |= {x + y + z for x in "1AJ?" for y in alphabet for z in alphabet}      # "10h", "Ah\n", "JK?"
    for name in names | set(CARD_INDEX):
        assert check.is_valid(name) == (name in CARD_INDEX), repr(name)


# --- random mutations: same verdict from schema and reader ------------------

VALUES = [0, 7, -1, 2.5, "x", "Ah", "10h", "ZZ", "??", "JK", "small", "stock", None, [], ["Ah"],
          ["Kd", "ZZ"], True, {}, {"a": 1}]
# Fields whose values the schema can judge alone (names of players, which only the
# reader can check against the seats, are left alone).
EVENT_FIELDS_MUTABLE = ["type", "amount", "kind", "down", "up", "cards", "card", "discard",
                        "receive", "spread", "pot", "all_in", "note"]
TOP_MUTABLE = ["format", "hand_id", "game", "rules", "session", "table", "time", "currency",
               "unit", "injected", "seats", "events"]
SEAT_MUTABLE = ["stack", "added"]
_CARDISH = st.sampled_from(["Ah", "10h", "td", "??", "JK", "jk", "ZZ", "1x", "A", "Ah\n", "11h"])
_NUMBERS = st.sampled_from([0, 5, -1, -20, 2.5, 10**6])
#: Values that fit a field's type more often than the generic pool, so that the
#: finer rules (card spelling, signs, enums) are exercised.
FITTING = {
    **{f: st.lists(_CARDISH, max_size=3) for f in ("down", "up", "cards", "discard", "receive")},
    "card": _CARDISH, "amount": _NUMBERS, "pot": _NUMBERS, "spread": _NUMBERS,
    "to": _NUMBERS, "stack": _NUMBERS, "added": _NUMBERS,
    "kind": st.sampled_from(["small", "big", "straddle"]), "all_in": st.booleans(),
    "note": st.sampled_from(["", "x", None]), "type": st.sampled_from(["bet", "raise", "call", "hit", "blind"]),
    **{f: st.sampled_from(["x", None]) for f in ("hand_id", "session", "table", "time", "currency", "unit")},
}


@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_schema_and_reader_agree_on_mutated_hands(data):
    hand = copy.deepcopy(data.draw(st.sampled_from(_examples())))
    for _ in range(data.draw(st.sampled_from([1, 1, 1, 2, 3]))):
        where = data.draw(st.sampled_from(["top", "seat", "event", "event", "event"]))
        value = data.draw(st.sampled_from(VALUES + ["delete"]))
        if where == "top":
            key, obj = data.draw(st.sampled_from(TOP_MUTABLE)), hand
        elif where == "seat" and isinstance(hand.get("seats"), list) and hand["seats"]:
            obj = data.draw(st.sampled_from(hand["seats"]))
            key = data.draw(st.sampled_from(SEAT_MUTABLE))
        elif isinstance(hand.get("events"), list) and hand["events"]:
            events = [e for e in hand["events"] if isinstance(e, dict)]
            if not events:
                continue
            kinds = sorted({str(e.get("type")) for e in events})      # rare types as often as common ones
            kind = data.draw(st.sampled_from(kinds))
            obj = data.draw(st.sampled_from([e for e in events if str(e.get("type")) == kind]))
            mutable = EVENT_FIELDS_MUTABLE + ["to"] * (obj.get("type") != "pay")
            present = [k for k in mutable if k in obj]
            key = data.draw(st.sampled_from(present if present and data.draw(st.booleans()) else mutable))
            if key == "type":
                value = data.draw(st.sampled_from(
                    sorted({t for ts in EVENT_FIELDS.values() for t in ts}) + ["shuffle", 3, None]))
        else:
            continue
        if not isinstance(obj, dict):
            continue
        if key in FITTING and data.draw(st.integers(0, 3)):
            value = data.draw(FITTING[key])
        if value == "delete":
            obj.pop(key, None)
        else:
            obj[key] = copy.deepcopy(value)
    # a retyped event may now carry a name the schema cannot check: leave those to the reader
    seats = hand.get("seats") if isinstance(hand.get("seats"), list) else []
    names = {s.get("player") for s in seats if isinstance(s, dict)}
    for e in hand.get("events") if isinstance(hand.get("events"), list) else []:
        if isinstance(e, dict) and e.get("type") in ("pay", "capture"):
            if any(isinstance(e.get(f), str) and e[f] not in names for f in ("from", "to")):
                return
    assert schema_ok(hand) == reader_ok(hand), hand
