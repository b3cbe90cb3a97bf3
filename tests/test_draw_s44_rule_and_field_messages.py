"""Messages of a malformed draw hand say what is wrong in the log's terms: ``max_discard`` out of
range names the same range whatever the value (before, -1 was "from 0 to 9007199254740991" and 7
"0 to 5"); blinds of a small blind above the big are a wrong rule, not players' wrong forced bets
(POKER.md: ``blinds`` is ``[small, big]``); a required field given as null says so (before,
"missing field" beside msgspec's "Expected `array | null`")."""

from __future__ import annotations

import pytest

from audit.poker.draw_options import parse_draw_options
from audit.protocol import RulesError
from audit.readers.native import parse_line


@pytest.mark.parametrize("value, said", [
    (7, "got 7"), (-1, "got -1"), (True, "got true"), ("2", "got '2'")])
def test_max_discard_out_of_range_names_the_range(value, said):
    with pytest.raises(RulesError) as e:
        parse_draw_options({"max_discard": value})
    assert str(e.value) == f"rules.max_discard must be an integer from 0 to 5, {said}"


def test_a_small_blind_above_the_big_is_a_wrong_rule():
    with pytest.raises(RulesError) as e:
        parse_draw_options({"blinds": [10, 5]})
    assert "the small blind no larger than the big, got [10,5]" in str(e.value)
    assert parse_draw_options({"blinds": [5, 5]}).blinds == [5, 5]


def test_a_required_field_given_as_null_says_so():
    line = (b'{"format":"handaudit/1","hand_id":"n","game":"draw","rules":{"blinds":[1,2]},"button":1,'
            b'"seats":[{"seat":1,"player":"a","stack":50},{"seat":2,"player":"b","stack":50}],'
            b'"events":[{"type":"draw","player":"a","discard":null,"receive":[]}]}')
    hand, error = parse_line(line)
    assert hand is None and "events[0] (draw): field 'discard' is missing or null" in str(error)
