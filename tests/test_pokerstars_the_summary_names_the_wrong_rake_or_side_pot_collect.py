"""A PokerStars summary whose lines say which line is wrong names it, as for a player's single
collected line (session 59):

* a rake line too low, when the seat lines and the collected lines agree player by player and the
  total pot is what the actions put in, is ``books-unbalanced`` at the rake, not ``wrong-amount``
  on the winner's collect that two lines confirm (a rake line too high was already the books
  alone);
* a collected line off in a hand with side pots, by a player with several lines, is
  ``wrong-amount`` at that line when the summary's pots say which pot is off, not the books at
  the rake.

Review of session 60."""

from __future__ import annotations

import pytest

from audit.runner import validate

from .conftest import REAL

DRAW = REAL / "pokerstars" / "pokerstars_5carddraw_limit_multi_hands_2009.txt"
STUD = REAL / "pokerstars" / "pokerstars_7stud_allin_sidepot_2011.txt"


def _found(tmp_path, path, old: str, new: str) -> list[tuple[str, int | None, str | None, str]]:
    if not path.is_file():
        pytest.skip("../shared/real_histories is not beside the checkout")
    text = path.read_text()
    assert old in text
    out = tmp_path / "h.txt"
    out.write_text(text.replace(old, new, 1))
    return [(f.code, f.seq, f.player, f.message) for c in validate([str(out)]) for f in c.findings]


def test_a_rake_line_too_low_is_the_books_at_the_rake(tmp_path) -> None:
    [(code, seq, player, message)] = _found(tmp_path, DRAW, "Rake $0.02", "Rake $0.01")
    assert (code, seq, player) == ("books-unbalanced", 18, None)
    assert message.endswith("the rake line is 1 short")


def test_a_side_pot_collect_one_chip_high_is_wrong_amount_at_that_line(tmp_path) -> None:
    [(code, seq, player, message)] = _found(tmp_path, STUD, "ranchim collected $0.61 from side pot",
                                            "ranchim collected $0.62 from side pot")
    assert (code, seq, player) == ("wrong-amount", 57, "ranchim")
    assert message.startswith("ranchim collected 62 from side pot 1; their share is 61")
