"""Collects judged by each player's total (some collect names no pot): a winner paid their whole
share in a collect that names no pot, then one chip more in a collect naming their pot, is
``wrong-amount`` at that last collect, the one that took them past their share (CODES.md: the
first recorded event that is wrong), with ``books-unbalanced`` there; not at their first, right
collect.  (The collects naming a pot that take no more than its share are taken for right, and
the chips too many for those of a collect naming none, unless the collect that takes the player
past their share comes on top of the whole of it: then it is all too much, whatever it names.)
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


def test_a_chip_too_many_in_a_collect_naming_no_pot_is_found_there_when_the_named_ones_are_right():
    # wes wins pots of 40, 30 and 20: 18 collects 40 (pot 0), 19 6 naming no pot (5: the rest of
    # pot 1), 20 25 (pot 1), 21 20 (pot 2): the named collects are right, the one naming none has
    # the chip too many, though the totals pass his share only at the last
    assert _result("unnamed_chip_too_many_among_named_shares.base.jsonl").findings == []
    found = sorted((f.code, f.seq, f.player) for f in _result("unnamed_chip_too_many_among_named_shares.jsonl").findings)
    assert ("wrong-amount", 19, "wes") in found and not [f for f in found if f[0] == "wrong-amount" and f[1] != 19]
