"""README (sessions): a hand set aside as ``malformed`` whose table can still be read breaks its
table's chain, so the next hand of that table is not checked against the hand before the gap.  A
PHH hand that cannot be read (an action of an unknown player, TOML that does not parse) keeps its
``table`` for that; before, its record named no table, and the next hand got a false
``stack-mismatch`` for every player, against the hand before the broken one."""

from __future__ import annotations

import pytest

from audit.runner import validate

from .conftest import REAL

H7 = REAL / "phh" / "wsop-2023-43-day5-hand7.phh"
H8 = REAL / "phh" / "wsop-2023-43-day5-hand8.phh"


def _stacks(text: str, key: str) -> list[int]:
    line = next(line for line in text.splitlines() if line.startswith(key))
    return [int(v) for v in line.split("=", 1)[1].strip(" []").split(",")]


def _set(text: str, key: str, value) -> str:
    line = next(line for line in text.splitlines() if line.startswith(key))
    return text.replace(line, f"{key} = {value}")


def _table(text: str, key: str) -> str:
    return f"[{key}]\ntable = 1\n" + text.strip() + "\n"


def _three_hands(broken) -> str:
    """Hand 7, hand 8 broken by ``broken``, and hand 8 played again as hand 9 from hand 8's
    finishing stacks (legal, and clean when checked against hand 8)."""
    h7, h8 = H7.read_text(), H8.read_text()
    start, end = _stacks(h8, "starting_stacks"), _stacks(h8, "finishing_stacks")
    assert start == _stacks(h7, "finishing_stacks")
    h9 = _set(_set(_set(h8, "hand", 9), "starting_stacks", end), "finishing_stacks",
              [e + (e - s) for s, e in zip(start, end)])
    return _table(h7, "h7") + _table(broken(h8), "h8") + _table(h9, "h9")


@pytest.mark.parametrize("broken", [
    lambda h8: h8.replace("'d dh p5 ", "'p6 f', 'd dh p5 ", 1),          # an unknown player
    lambda h8: _set(h8, "big_bet", "400000 400000"),                     # TOML that does not parse
], ids=["unknown-player", "invalid-toml"])
def test_a_malformed_phh_hand_breaks_its_tables_chain(tmp_path, broken):
    path = tmp_path / "chain.phhs"
    path.write_text(_three_hands(broken))
    found = [(c.hand_id, c.error is not None, [f.code for f in c.findings]) for c in validate([str(path)])]
    assert found == [("1-7", False, []), ("1-8", True, ["malformed"]), ("1-9", False, [])]


def test_the_same_hands_unbroken_chain_cleanly(tmp_path):
    path = tmp_path / "chain.phhs"
    path.write_text(_three_hands(lambda h8: h8))
    assert [(c.hand_id, [f.code for f in c.findings]) for c in validate([str(path)])] == [
        ("1-7", []), ("1-8", []), ("1-9", [])]
