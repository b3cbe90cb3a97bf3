"""Collects judged by each player's total (some collect names no pot): a winner paid their whole
share in a collect that names no pot, then one chip more in a collect naming their pot, is
``wrong-amount`` at that last collect, the one that took them past their share (CODES.md: the
first recorded event that is wrong), with ``books-unbalanced`` there; not at their first, right
collect.  (A collect naming a pot is taken for the right one, and the one naming none for the
chips too many, only when the named collects come to the player's whole share of their pots.)
Review of session 48 (tests/fixtures/settle_s48/)."""

from __future__ import annotations

from .conftest import FIXTURES, settled

DIR = FIXTURES / "settle_s48"


def _result(name: str):
    return settled(DIR / name)


def test_the_chip_too_many_is_found_at_the_collect_that_took_it():
    assert _result("unnamed_share_then_a_named_chip.base.jsonl").findings == []
    # 26 rupert 1539 (no pot: his whole share); 27 zoe 562 (no pot); 28 rupert 1 (pot 0, added)
    found = sorted((f.code, f.seq, f.player) for f in _result("unnamed_share_then_a_named_chip.jsonl").findings)
    assert found == [("books-unbalanced", 28, None), ("wrong-amount", 28, "rupert")]
