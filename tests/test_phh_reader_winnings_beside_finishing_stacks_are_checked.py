"""README: "`finishing_stacks` / `winnings` are the recorded result that is checked".  With both
given, only ``finishing_stacks`` were read: ``winnings`` that paid the pot to a player who folded
on 3rd street passed without a finding.  Now the finishing stacks stay the result the replay
judges, and ``winnings`` that differ from what they show each player won from the pot (the
uncalled bet given back is no winning) are one ``books-unbalanced``: the record at odds with
itself, naming each player it differs for."""

from __future__ import annotations

from pathlib import Path

from audit.readers.phh import read
from audit.runner import validate

from .conftest import FIXTURES, REAL

BAD = FIXTURES / "phh_s34" / "fin_and_bad_win.phh"    # hand 5, winnings = [650000, 0, 0, 0, 0]
HAND5 = (REAL / "phh" / "wsop-2023-43-day5-hand5.phh").read_text()


def _findings(path: Path) -> list[tuple]:
    return [[(f.code, f.player, f.message) for f in c.findings] for c in validate([str(path)], jobs=1)]


def test_winnings_at_odds_with_the_finishing_stacks_are_one_finding():
    assert _findings(BAD) == [[(
        "books-unbalanced", None,
        "winnings record James Obst 650000, Kristopher Tong 0, but finishing_stacks show James Obst 0, "
        "Kristopher Tong 650000 won from the pot (the finishing stacks are the result checked)")]]


def test_winnings_that_agree_with_the_finishing_stacks_are_clean(tmp_path):
    """Kristopher Tong won the pot of 650000; his uncalled 400000 came back, which is no winning."""
    good = tmp_path / "good.phh"
    good.write_text(HAND5 + "\nwinnings = [0, 0, 0, 0, 650000]\n")
    assert _findings(good) == [[]]
    (rec,) = read(good, good.read_text())
    assert [(e.type, e.player, e.amount) for e in rec.hand.events if e.type in ("return", "collect")] == [
        ("return", "Kristopher Tong", 400000), ("collect", "Kristopher Tong", 650000)]


def test_the_finishing_stacks_stay_the_result_the_replay_judges(tmp_path):
    """Wrong finishing stacks and right winnings: the replay reports the finishing stacks, and the
    disagreement is said once."""
    text = HAND5.replace("finishing_stacks = [4000000, 7700000, 4775000, 8275000, 4950000]",
                         "finishing_stacks = [4650000, 7700000, 4775000, 8275000, 4300000]")
    assert text != HAND5
    path = tmp_path / "fin_wrong.phh"
    path.write_text(text + "\nwinnings = [0, 0, 0, 0, 650000]\n")
    (findings,) = _findings(path)
    assert findings[0] == (
        "books-unbalanced", None,
        "winnings record James Obst 0, Kristopher Tong 650000, but finishing_stacks show James Obst 650000, "
        "Kristopher Tong 0 won from the pot (the finishing stacks are the result checked)")
    assert "wrong-winner" in [code for code, _p, _m in findings[1:]]
