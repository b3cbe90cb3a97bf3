"""PHH action amounts are read as PokerKit's ``parse_value`` reads them (every comma dropped:
``'p4 cbr 200,000'``), and an action that still cannot be read makes the hand ``malformed``,
naming the action.  Before, such an action was skipped with an ``unparsed-line`` warning and
the replay went on without it, inventing out-of-turn, wrong-deal and settlement errors."""

from __future__ import annotations

from pathlib import Path

import pytest
from pokerkit.utilities import parse_value

from audit.readers.phh import Amounts, read
from audit.runner import validate

from .conftest import FIXTURES

COMMA = FIXTURES / "readers_s13" / "phh_comma_cbr.phh"


def test_a_cbr_amount_with_thousands_separators_is_read():
    (rec,) = read(COMMA, COMMA.read_text())
    assert rec.error is None and rec.warnings == []
    (complete,) = [e for e in rec.hand.events if e.type == "complete"]
    assert (complete.player, complete.to) == ("Matthew Ashton", 200000)
    (checked,) = validate([str(COMMA)], jobs=1)
    assert checked.findings == []


@pytest.mark.parametrize("text", ["200,000", "2,00,000", "9,999.99", "1,000.5", "1_000", "12"])
def test_amounts_read_as_pokerkit_reads_them(text):
    amount = Amounts({"actions": [f"p1 cbr {text}"]})
    assert amount.action(text) == parse_value(text) * amount.scale


@pytest.mark.parametrize("old,new,why", [
    ("'p4 cbr 200,000'", "'p4 cbr 200,000x'", "cbr must be a number, got '200,000x'"),
    ("'p4 cbr 200,000'", "'P4 cbr 200000'", "unknown player 'P4'"),
    ("'p5 cc'", "'p9 cc'", "unknown player 'p9'"),
    ("'p1 f'", "'p1 fold'", "not a seven-card stud action"),
    ("'d dh p4 6d'", "'d dh p4 6x'", "cards '6x': unknown card '6x'"),
])
def test_an_action_that_cannot_be_read_makes_the_hand_malformed(old, new, why):
    text = COMMA.read_text()
    assert old in text
    text = text.replace(old, new, 1)
    k = text.split("actions = [", 1)[1].split(", ").index(new.rstrip("]")) + 1
    (rec,) = read(Path("hand.phh"), text)
    assert (rec.hand, rec.line, rec.hand_id) == (None, 1, "5")
    assert rec.error == f"action {k}: {new} cannot be read ({why})"


def test_the_malformed_finding_names_the_file_and_line(tmp_path):
    path = tmp_path / "bad.phh"
    path.write_text(COMMA.read_text().replace("'p5 cc'", "'p9 cc'", 1))
    (checked,) = validate([str(path)], jobs=1)
    (f,) = checked.findings
    assert (f.code, f.seq, checked.line) == ("malformed", None, 1)
    assert f.message == f"{path}, line 1: action 11: 'p9 cc' cannot be read (unknown player 'p9')"
