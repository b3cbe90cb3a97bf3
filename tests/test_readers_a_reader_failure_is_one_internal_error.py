"""A hand a text reader fails on (a bug of ours, not a fault of the log) is one ``internal-error``
record with its file and line, and every other hand is still read: a malformed hand must never
stop the run, and neither may our own failure. Before, an exception in the PokerStars or PHH
reader ended the run with a traceback. Review of session 60 (a slip of its own fix showed it)."""

from __future__ import annotations

import pytest

from audit.readers import phh, pokerstars
from audit.runner import validate

from .conftest import REAL


def test_a_pokerstars_hand_the_reader_fails_on_is_one_internal_error(tmp_path, monkeypatch) -> None:
    log = REAL / "pokerstars" / "pokerstars_7stud_limit_multi_hands_2009.txt"
    if not log.is_file():
        pytest.skip("../shared/real_histories is not beside the checkout")
    real = pokerstars.parse_hand
    calls = []

    def second_fails(lines, first, memory):
        calls.append(first)
        if len(calls) == 2:
            raise TypeError("boom")
        return real(lines, first, memory)

    monkeypatch.setattr(pokerstars, "parse_hand", second_fails)
    checked = list(validate([str(log)]))
    assert len(checked) == 11
    bad = [c for c in checked if c.findings and c.findings[0].code == "internal-error"]
    assert len(bad) == 1 and bad[0].line == calls[1]
    assert "the reader failed on this hand (internal error TypeError: boom)" in bad[0].findings[0].message
    assert sum(1 for c in checked if not c.findings) == 10


def test_a_phh_hand_the_reader_fails_on_is_one_internal_error(tmp_path, monkeypatch) -> None:
    hands = [REAL / "phh" / f"wsop-2023-43-day5-hand{i}.phh" for i in (5, 6)]
    if not all(p.is_file() for p in hands):
        pytest.skip("../shared/real_histories is not beside the checkout")
    joined = tmp_path / "two.phh"
    joined.write_text("\n".join(p.read_text() for p in hands) + "\n")
    real = phh.parse_hand

    def first_fails(doc, default_id):
        if default_id == "5":
            raise KeyError("boom")
        return real(doc, default_id)

    monkeypatch.setattr(phh, "parse_hand", first_fails)
    checked = list(validate([str(joined)]))
    assert [[f.code for f in c.findings] for c in checked] == [["internal-error"], []]
