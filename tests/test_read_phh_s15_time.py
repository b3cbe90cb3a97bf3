"""A PHH ``time`` becomes an ISO 8601 ``time``: a TOML local time joins ``year``/``month``/``day``;
a TOML date or date-time is the time itself.  Before, a date-time was appended to the date
(``2023-06-22T2023-06-22T13:45:30+00:00``), and a date likewise."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.readers.phh import read

from .conftest import FIXTURES

HAND = FIXTURES / "phh_s15" / "time_datetime.phh"      # time = 2023-06-22T13:45:30Z, day/month/year too
WRITTEN = "time = 2023-06-22T13:45:30Z"


@pytest.mark.parametrize("time,expected", [
    (WRITTEN, "2023-06-22T13:45:30+00:00"),
    ("time = 2023-06-22T13:45:30-07:00", "2023-06-22T13:45:30-07:00"),
    ("time = 2023-06-22T13:45:30", "2023-06-22T13:45:30"),
    ("time = 2023-06-22", "2023-06-22"),
    ("time = 13:45:30", "2023-06-22T13:45:30"),
    ("time = 13:45:30.250", "2023-06-22T13:45:30.250000"),
    ("", "2023-06-22"),
])
def test_the_time_is_iso_8601(time, expected):
    text = HAND.read_text()
    assert WRITTEN in text
    (rec,) = read(HAND, text.replace(WRITTEN, time))
    assert rec.error is None
    assert rec.hand.time == expected


def test_a_date_that_does_not_exist_gives_no_time():
    text = HAND.read_text().replace(WRITTEN, "time = 13:45:30").replace("day = 22", "day = 31")
    (rec,) = read(Path("x.phh"), text)    # June 31st
    assert rec.error is None and rec.hand.time is None
