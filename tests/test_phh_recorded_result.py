"""PHH ``finishing_stacks`` / ``winnings`` are the recorded result: a result the rules do not give is reported."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.readers.phh import read
from audit.replay import replay

from .conftest import FIXTURES, REAL

HAND6 = REAL / "phh" / "wsop-2023-43-day5-hand6.phh"
RECORDED = "finishing_stacks = [2150000, 9750000, 4675000, 8225000, 4900000]"


def result_of(text: str):
    (rec,) = read(Path("edited.phh"), text)
    assert rec.hand is not None, rec.error
    return replay(rec.hand)


def hand6() -> str:
    if not HAND6.exists():
        pytest.skip("../shared/real_histories is not beside the checkout")
    text = HAND6.read_text(encoding="utf-8")
    assert RECORDED in text
    return text


def test_the_recorded_result_is_clean():
    assert result_of(hand6()).findings == []


def test_the_pot_given_to_the_player_who_mucked_is_wrong_winner():
    res = result_of(hand6().replace(RECORDED, "finishing_stacks = [6050000, 5850000, 4675000, 8225000, 4900000]"))
    assert [(f.code, f.player) for f in res.findings] == [("wrong-winner", "James Obst")]


def test_a_winner_paid_short_is_wrong_amount():
    res = result_of(hand6().replace(RECORDED, "finishing_stacks = [2150000, 9650000, 4675000, 8225000, 4900000]"))
    assert [(f.code, f.player) for f in res.findings] == [("wrong-amount", "Talal Shakerchi"), ("books-unbalanced", None)]


def test_chips_that_vanish_from_a_folded_player_unbalance_the_books():
    res = result_of(hand6().replace(RECORDED, "finishing_stacks = [2150000, 9750000, 4675000, 8225000, 4800000]"))
    assert [f.code for f in res.findings] == ["books-unbalanced"]
    assert res.rake == 100000


def test_winnings_paid_to_the_loser_are_wrong_winner():
    text = (FIXTURES / "phh" / "stud_showdown_winnings.phh").read_text().replace(
        "winnings = [30, 0]", "winnings = [0, 30]")
    res = result_of(text)
    assert [(f.code, f.player) for f in res.findings] == [("wrong-winner", "p2")]
