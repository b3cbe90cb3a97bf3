"""README (native format): a key written twice in one object counts with its last value.  The
decoder checked the first value's type too, so a first value of another type made the hand
malformed (``"stack": "x", "stack": 500``); and a card spelled another way beside a number the
decoder cannot hold blamed the card.  A field the format does not have is skipped unread when the
record is read again (as the decoder skips it), so a number too large to hold there does not stop
the last value of a key, or a card's other spelling, from being read."""

from __future__ import annotations

import pytest

from audit.runner import validate

from .conftest import FIXTURES

HERE = FIXTURES / "native_s34"


@pytest.mark.parametrize("name", ["dupkey_stack", "dupkey_player_int", "dupkey_handid_int", "dupkey_amount_float",
                                  "dupkey_card_bad", "dupkey_events_null"])
def test_a_first_value_of_another_type_is_overwritten_by_the_last(name):
    (c,) = validate([str(HERE / f"{name}.jsonl")])
    assert c.error is None and c.hand_id == "draw-split-1"
    assert [f.code for f in c.findings] == []


@pytest.mark.parametrize("name", ["dupkey_stack_bignum", "dupkey_amount_hugefloat", "lower_card_bignum"])
def test_a_number_too_large_in_a_field_the_format_does_not_have_does_not_stop_the_reading_again(name):
    (c,) = validate([str(HERE / f"{name}.jsonl")])
    assert c.error is None and c.hand_id == "draw-split-1"
    assert [f.code for f in c.findings] == []


def test_a_card_spelled_another_way_beside_an_unreadable_number_names_the_number():
    (c,) = validate([str(HERE / "lower_card_bignum_note.jsonl")])
    (f,) = c.findings
    assert f.code == "malformed"
    assert "cannot be read again to take it: integer value out of range" in f.message
