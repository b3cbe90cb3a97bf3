"""README (PokerStars): a ``collected`` line that its summary contradicts, when the summary's seat
lines and rake come to its total pot (what the actions put in) and the settlement found only the
books unbalanced, is ``wrong-amount`` at that collect: the log itself says which line is wrong
(review 48, T3: 38 real mutants; before, one books-unbalanced at the rake, the summary's seat
line saying otherwise not reported)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

DIR = FIXTURES / "pokerstars_s48"


def _findings(name):
    return [(f.seq, f.code, f.player, f.message) for c in validate([str(DIR / name)]) for f in c.findings]


def test_a_collect_a_chip_high_is_wrong_amount_at_the_collect():
    assert _findings("draw_collected_plus1.base.txt") == []
    [(seq, code, player, message)] = _findings("draw_collected_plus1.txt")
    assert (seq, code, player) == (18, "wrong-amount", "Hero")
    assert message.startswith("Hero collected 25; their share is 24: the summary says Hero collected 24")
