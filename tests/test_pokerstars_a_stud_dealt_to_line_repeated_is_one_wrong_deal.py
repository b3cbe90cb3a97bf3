"""A PokerStars stud ``Dealt to`` line written twice is one ``wrong-deal`` where it stands (README:
"a second line for a player and street, is a deal where it stands"), the hand replayed as it
was.  Before, the repeated line's cards were taken as held when later lines restated the hand,
so the next street's line made the hand ``malformed`` ("restated with 3h where 2d was dealt"); and
an opponent's repeated 3rd-street line (``?? ??`` down, its down cards known from the show) was
a second deal, with three more findings."""

from __future__ import annotations

import pytest

from audit.runner import validate

from .conftest import FIXTURES

BASE = (FIXTURES / "pokerstars_s42" / "base_stud.txt").read_text()


def _found(tmp_path, line: str) -> list[tuple[str, int | None, str | None]]:
    lines = BASE.splitlines()
    k = lines.index(line)
    path = tmp_path / "h.txt"
    path.write_text("\n".join(lines[:k + 1] + [line] + lines[k + 1:]) + "\n")
    return [(f.code, f.seq, f.player) for c in validate([str(path)]) for f in c.findings]


def test_the_base_hand_is_clean(tmp_path):
    path = tmp_path / "h.txt"
    path.write_text(BASE)
    assert [f.code for c in validate([str(path)]) for f in c.findings] == []


@pytest.mark.parametrize("line, seq, player", [
    ("Dealt to B [2d]", 4, "B"),              # an opponent's 3rd street (down cards known from the show)
    ("Dealt to A [9h]", 4, "A"),              # (a second line of the street is dealt after the others)
    ("Dealt to A [9h] [3d]", 8, "A"),         # 4th street
    ("Dealt to B [2d] [3h]", 8, "B"),
])
def test_a_dealt_to_line_written_twice_is_one_wrong_deal(tmp_path, line, seq, player):
    assert _found(tmp_path, line) == [("wrong-deal", seq, player)]
