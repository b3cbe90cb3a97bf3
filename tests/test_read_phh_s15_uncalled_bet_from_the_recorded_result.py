"""The PHH reader's ``return`` of an uncalled bet comes from the recorded result: with
``finishing_stacks``, what its owner ends with beyond what they kept (an uncalled bet the pot
kept is reported as in the native hand); without one, only when nobody still in can call it (a
partial history, cut while a player still has to act, gets none).  A ``rake`` only from chips
lost beyond what a player put in.  Before, the reader always returned the uncalled part and
balanced it with an invented rake, whatever the result said."""

from __future__ import annotations

from pathlib import Path

from audit.readers.phh import read
from audit.runner import validate

from .conftest import FIXTURES

HERE = FIXTURES / "phh_s15"
KEPT = HERE / "uncalled_kept.phh"       # p2's uncalled 20 on 4th street is never given back (p2 ends at 955)
PARTIAL = HERE / "partial.phh"          # cut after 'p3 cbr 80' on 6th street, p1 to act
SETTLE = ("return", "collect", "rake")


def settlement(path: Path, text: str | None = None):
    (rec,) = read(path, path.read_text() if text is None else text)
    assert rec.error is None
    return [(e.type, e.player, e.amount) for e in rec.hand.events if e.type in SETTLE]


def test_an_uncalled_bet_the_result_does_not_give_back_is_reported():
    assert settlement(KEPT) == [("collect", "p1", 75)]
    (checked,) = validate([str(KEPT)], jobs=1, keep=True)
    assert [(f.code, f.message) for f in checked.findings] == [
        ("uncalled-bet-not-returned", "p2's uncalled 20 was not returned: chips nobody matched go back to their owner"),
        ("books-unbalanced", "players put in 95 but 75 was collected, 0 returned and 0 raked (20 missing)")]
    assert [p.end for p in checked.result.players] == [75, 955, 975]


def test_an_uncalled_bet_the_result_gives_back_is_returned(tmp_path):
    text = KEPT.read_text().replace("finishing_stacks = [75, 955, 975]", "finishing_stacks = [75, 975, 975]")
    assert settlement(KEPT, text) == [("return", "p2", 20), ("collect", "p1", 75)]
    path = tmp_path / "returned.phh"
    path.write_text(text)
    (checked,) = validate([str(path)], jobs=1)
    assert checked.findings == []


def test_a_partial_history_gets_no_return_and_no_rake():
    assert settlement(PARTIAL) == []
    (checked,) = validate([str(PARTIAL)], jobs=1)
    assert [(f.code, f.message) for f in checked.findings] == [
        ("hand-incomplete", "the log ends during the betting of 6th street with p1 to act")]


def test_without_finishing_stacks_a_bet_nobody_can_call_is_returned():
    # p3 folds to p2's bet: winnings say p2 won the pot; the bet nobody called goes back
    text = KEPT.read_text().replace("finishing_stacks = [75, 955, 975]", "winnings = [75, 0, 0]")
    assert settlement(KEPT, text) == [("return", "p2", 20), ("collect", "p1", 75)]
    partial = PARTIAL.read_text().replace("finishing_stacks = [990, 950, 910]", "winnings = [0, 0, 0]")
    assert settlement(PARTIAL, partial) == []


def test_chips_lost_beyond_what_was_put_in_are_still_a_rake():
    text = KEPT.read_text().replace("finishing_stacks = [75, 955, 975]", "finishing_stacks = [75, 955, 965]")
    assert settlement(KEPT, text) == [("collect", "p1", 75), ("rake", None, 10)]
