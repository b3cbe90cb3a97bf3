"""Structural checks of audit.readers.validate on single events: a deal needs cards, a draw
names a known source, a raise goes ``to`` an amount -- each reported at the first event
at fault, and only after the checks that come before it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from audit.readers.native import parse_line

EXAMPLES = Path(__file__).resolve().parents[2] / "shared" / "spec" / "examples"


def _hand(name: str) -> dict:
    return json.loads((EXAMPLES / name).read_text().splitlines()[0])


def _error(hand: dict) -> str | None:
    parsed, error = parse_line(json.dumps(hand).encode())
    assert (parsed is None) == (error is not None)
    return error


def _first(hand: dict, type_: str) -> int:
    return next(i for i, ev in enumerate(hand["events"]) if ev["type"] == type_)


@pytest.mark.parametrize("example", ["draw-split-pot.jsonl", "stud-sample-deal.jsonl", "tonk-out.jsonl",
                                     "palace-two-battles.jsonl"])
def test_the_examples_pass_the_structural_checks(example):
    assert _error(_hand(example)) is None


@pytest.mark.parametrize("example", ["draw-split-pot.jsonl", "stud-sample-deal.jsonl"])
def test_a_deal_without_cards_is_malformed_at_the_first_such_deal(example):
    hand = _hand(example)
    deals = [i for i, ev in enumerate(hand["events"]) if ev["type"] == "deal"]
    for i in deals[1:]:
        hand["events"][i].pop("down", None)
        hand["events"][i].pop("up", None)
    assert _error(hand) == f"events[{deals[1]}] (deal): a deal needs 'down' or 'up' cards"


def test_a_tonk_draw_from_an_unknown_source_is_malformed():
    hand = _hand("tonk-out.jsonl")
    i = _first(hand, "draw")
    hand["events"][i]["from"] = "table"
    assert _error(hand) == f"events[{i}] (draw): 'from' must be 'stock' or 'discard', got 'table'"


def test_a_raise_to_something_else_than_an_amount_is_malformed():
    hand = _hand("draw-split-pot.jsonl")
    i = _first(hand, "call")
    hand["events"][i] = {"type": "raise", "player": hand["events"][i]["player"], "to": "alice"}
    assert _error(hand) == f"events[{i}] (raise): 'to' must be an amount, got 'alice'"


def test_an_unknown_player_is_reported_before_a_bad_deal():
    hand = _hand("stud-sample-deal.jsonl")
    deal = _first(hand, "deal")
    hand["events"][deal].pop("down", None)
    hand["events"][deal].pop("up", None)
    hand["events"][-1]["player"] = "mallory"
    assert "unknown player 'mallory'" in _error(hand)


def test_a_blind_of_an_unknown_kind_says_so_not_unknown_card():
    hand = _hand("draw-split-pot.jsonl")
    k = _first(hand, "blind")
    hand["events"][k]["kind"] = "ante"
    assert _error(hand) == f"events[{k}].kind: unknown blind kind 'ante' (small, big or dead)"


@pytest.mark.parametrize("name, type_", [("stud-sample-deal.jsonl", "burn"), ("palace-two-battles.jsonl", "battle"),
                                         ("tonk-out.jsonl", "upcard"), ("tonk-out.jsonl", "pay")])
def test_a_player_on_a_type_that_names_none_is_ignored(name, type_):
    # README, native format: a field on a type that does not have it is ignored (not judged, not
    # stored); a "player" on a rake, burn, battle, upcard or pay made the hand malformed as an
    # unknown player, while a "target" on an upcard passed (review of session 58)
    hand = _hand(name)
    at = [i for i, ev in enumerate(hand["events"]) if ev["type"] == type_]
    assert at, f"{name} has no {type_} event"
    hand["events"][at[0]]["player"] = "zed"
    assert _error(hand) is None
    hand["events"][at[0]]["player"] = "mallory"
    hand["events"][0]["player"] = "mallory"
    assert "events[0]" in _error(hand) and "unknown player 'mallory'" in _error(hand)
