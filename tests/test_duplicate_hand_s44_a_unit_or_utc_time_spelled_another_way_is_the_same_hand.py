"""README: the same hand spelled two ways is one hand, not a ``duplicate-hand`` (CODES.md: "with
different content").  FORMAT.md's ``unit`` is a decimal string (``0.010`` is ``0.01``) and ``time``
ISO 8601 (``+00:00`` is ``Z``): before, either written another way made a hand repeated by another
tool a ``duplicate-hand``.  Another offset is another local time, and stays other content."""

from __future__ import annotations

import msgspec

from audit.readers.native import hand_digest, parse_line

LINE = (b'{"format":"handaudit/1","hand_id":"h1","game":"draw","session":"S","rules":{"blinds":[1,2]},'
        b'"button":1,"seats":[{"seat":1,"player":"a","stack":50},{"seat":2,"player":"b","stack":50}],'
        b'"events":[],"unit":"0.01","time":"2026-11-28T20:15:03Z"}')


def _digest(**change) -> int:
    hand, _ = parse_line(LINE)
    return hand_digest(msgspec.structs.replace(hand, **change) if change else hand)


def test_a_unit_spelled_another_way_is_the_same_content():
    assert _digest(unit="0.010") == _digest(unit="0.01") == _digest()
    assert _digest(unit="1") == _digest(unit="1.00")
    assert _digest(unit="0.1") != _digest()


def test_a_utc_time_written_with_its_offset_is_the_same_content():
    assert _digest(time="2026-11-28T20:15:03+00:00") == _digest()
    assert _digest(time="2026-11-28T21:15:03+01:00") != _digest()
