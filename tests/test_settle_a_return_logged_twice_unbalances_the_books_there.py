"""A return logged twice gives the uncalled bet back twice: ``uncalled-bet-not-returned`` at the
second return, and the books (more paid out than put in) are unbalanced there too, at the event
that pays out too much, not at the right collect after it (CODES.md: a settlement finding points
at the first recorded event that is wrong)."""

from __future__ import annotations

from audit.readers.native import read
from audit.replay import replay

from .conftest import FIXTURES


def test_the_books_point_at_the_second_return():
    (rec,) = read(FIXTURES / "settle_s40" / "a-return-logged-twice.jsonl")
    assert [(f.code, f.seq) for f in replay(rec.hand).findings] == [
        ("uncalled-bet-not-returned", 10), ("books-unbalanced", 10)]
