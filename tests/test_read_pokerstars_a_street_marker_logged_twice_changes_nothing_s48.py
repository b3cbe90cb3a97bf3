"""README (PokerStars): a street marker logged twice (``*** 3rd STREET ***``, ``*** DEALING HANDS
***``) changes nothing: the street's Dealt to lines after it are its deals (review 48, T2: 67 real
mutants; before, the second marker ended the street before its lines and their cards became
``??`` with no finding, so a wrong bring-in by those upcards was no longer found)."""

from __future__ import annotations

import pytest

from audit.readers.pokerstars import read
from audit.runner import validate

from .conftest import FIXTURES

DIR = FIXTURES / "pokerstars_s48"


def _events(name, text=None):
    path = DIR / name
    (rec,) = list(read(path, text if text is not None else path.read_text()))
    assert rec.hand is not None, rec.error
    return rec.hand.events


@pytest.mark.parametrize("name", ["stud_street_marker_twice", "draw_dealing_marker_twice"])
def test_the_hand_reads_as_without_the_repeated_marker(name):
    assert _events(name + ".txt") == _events(name + ".base.txt")
    assert [f for c in validate([str(DIR / (name + ".txt"))]) for f in c.findings] == []
    assert [f for c in validate([str(DIR / (name + ".base.txt"))]) for f in c.findings] == []


def test_a_later_stud_street_marker_twice_keeps_its_cards():
    marker = "*** 4th STREET ***"
    text = (DIR / "stud_street_marker_twice.base.txt").read_text()
    assert text.count(marker) == 1
    assert _events("x.txt", text.replace(marker, marker + "\n" + marker)) == _events("stud_street_marker_twice.base.txt")


def test_a_wrong_bring_in_is_still_found_by_the_upcards_after_a_repeated_marker(tmp_path):
    text = (DIR / "stud_street_marker_twice.txt").read_text()
    # Spacemasa (Qh) brings in where Tumim (2d) has to
    text = text.replace("Tumim: brings in for $0.02\nSpacemasa: calls $0.02",
                        "Spacemasa: brings in for $0.02\nTumim: calls $0.02")
    path = tmp_path / "wrong_bring_in.txt"
    path.write_text(text)
    codes = [(f.seq, f.code) for c in validate([str(path)]) for f in c.findings]
    assert (16, "wrong-forced-bet") in codes
