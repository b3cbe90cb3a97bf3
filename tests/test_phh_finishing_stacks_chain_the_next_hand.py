"""README (PHH): chips a finishing stack says a player lost beyond what they kept become a rake
(books-unbalanced), and the next hand of the table is checked against the finishing stacks as
recorded, so a next hand that starts from them gets no second finding (before, a false
stack-mismatch that misquoted the recorded end)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import REAL

H7 = REAL / "phh" / "wsop-2023-43-day5-hand7.phh"
H8 = REAL / "phh" / "wsop-2023-43-day5-hand8.phh"


def _table(text: str, key: str) -> str:
    return f"[{key}]\ntable = 1\n" + text.strip() + "\n"


def _stacks(text: str, key: str) -> list[int]:
    line = next(line for line in text.splitlines() if line.startswith(key))
    return [int(v) for v in line.split("=", 1)[1].strip(" []").split(",")]


def _less(text: str, key: str) -> str:
    """``text`` with the fifth player's ``key`` stack 500 less."""
    line = next(line for line in text.splitlines() if line.startswith(key))
    values = _stacks(text, key)
    values[4] -= 500
    return text.replace(line, f"{key} = {values}")


def _found(path) -> list[tuple]:
    return [(c.hand_id, [f.code for f in c.findings]) for c in validate([str(path)])]


def test_chips_lost_in_one_hand_are_reported_once(tmp_path):
    h7, h8 = H7.read_text(), H8.read_text()
    # Kristopher Tong (the fifth player) ends hand 7 with 500 less than he kept, and plays hand 8
    # from there
    tong = _stacks(h7, "finishing_stacks")[4]
    assert _stacks(h8, "starting_stacks")[4] == tong
    h7 = _less(h7, "finishing_stacks")
    h8 = _less(_less(h8, "starting_stacks"), "finishing_stacks")
    path = tmp_path / "chain.phhs"
    path.write_text(_table(h7, "h7") + _table(h8, "h8"))
    assert _found(path) == [("1-7", ["books-unbalanced"]), ("1-8", [])]
    # the same hands with hand 8 starting from what he kept: that is the mismatch now
    path.write_text(_table(h7, "h7") + _table(H8.read_text(), "h8"))
    assert _found(path) == [("1-7", ["books-unbalanced"]), ("1-8", ["stack-mismatch"])]
