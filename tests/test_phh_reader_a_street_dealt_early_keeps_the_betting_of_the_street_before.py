"""PHH: a one-card `d dh` line logged before the street's betting is over is the replay's one
`wrong-deal` (it keeps the round going).  The reader began the next street's betting with it,
so the `cc` that finished the round was written as a check (a false `illegal-check`), a
completion as a bet, call amounts wrong, later cards faced as the wrong street's, and the
settlement read from `finishing_stacks` wrong: up to six false findings.  And a `pb`, `cc` or
`f` with a word after it is no PHH action (PokerKit cannot read it): `malformed`, not the word
dropped; two players of one name are `malformed`, as in a native hand; an empty `hand`
number is taken as a missing one (not an empty hand id)."""

from __future__ import annotations

from pathlib import Path

from audit.readers.phh import read
from audit.runner import validate

from .conftest import FIXTURES

HERE = FIXTURES / "phh_s43"


def _checked(path: Path) -> list[tuple]:
    return [(f.code, f.seq) for c in validate([str(path)], jobs=1) for f in c.findings]


def test_a_4th_street_card_before_the_last_3rd_street_call_is_one_wrong_deal():
    assert _checked(HERE / "early2.phh") == [("wrong-deal", 10)]


def test_a_4th_street_card_before_the_completion_is_one_wrong_deal():
    assert _checked(HERE / "v_early_deal.phh") == [("wrong-deal", 8)]


def test_the_round_after_the_early_card_is_betting_of_its_street():
    (rec,) = read(HERE / "early2.phh", (HERE / "early2.phh").read_text())
    evs = [(e.type, e.player, e.amount, e.to, e.up) for e in rec.hand.events[10:15]]
    assert evs == [("deal", "A", None, None, ["Kd"]), ("call", "C", 3, None, None), ("deal", "B", None, None, ["6h"]),
                   ("deal", "C", None, None, ["8s"]), ("bet", "A", None, 5, None)]


def test_a_word_after_pb_is_malformed_naming_the_action():
    (rec,) = read(HERE / "pbamt.phh", (HERE / "pbamt.phh").read_text())
    assert rec.hand is None
    assert "action 4: 'p2 pb 4' cannot be read (pb takes nothing after it)" in rec.error


def test_two_players_of_one_name_are_malformed(tmp_path):
    text = (HERE / "early2.phh").read_text().replace("players = ['A', 'B', 'C']", "players = ['A', 'A', 'C']")
    assert "players = ['A', 'A', 'C']" in text
    (rec,) = read(tmp_path / "x.phh", text)
    assert rec.hand is None and "players names 'A' twice" in rec.error


def test_an_empty_hand_number_takes_the_files_id_as_a_missing_one_does(tmp_path):
    text = (HERE / "early2.phh").read_text()
    (missing,) = read(tmp_path / "x.phh", text)
    (empty,) = read(tmp_path / "x.phh", "hand = ''\n" + text)
    assert empty.hand is not None and empty.hand.hand_id == missing.hand.hand_id != ""
