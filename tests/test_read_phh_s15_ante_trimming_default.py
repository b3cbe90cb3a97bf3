"""A missing ``ante_trimming_status`` is false, as the PHH standard (optional.rst) and PokerKit
default it.  Untrimmed antes matter only when the antes posted differ (a player all-in on the
ante for less): then the hand is ``malformed`` ("ante_trimming_status false is not supported");
otherwise it is read as usual.  Before, an absent field was read as true and the hand below got
a false ``wrong-amount`` (PokerKit's finishing stacks: p2 wins all 13 of the antes)."""

from __future__ import annotations

from pathlib import Path

from audit.readers.phh import read
from audit.runner import validate

from .conftest import FIXTURES

SHORT = FIXTURES / "phh_s15" / "ante_short_field_absent.phh"    # p2 (3 chips) antes 3 of 5; no trimming field
EQUAL = FIXTURES / "phh_s15" / "no_bring_in_bet.phh"            # no trimming field, every ante posted in full


def test_an_absent_field_with_a_short_ante_is_malformed():
    assert "ante_trimming_status" not in SHORT.read_text()
    (rec,) = read(SHORT, SHORT.read_text())
    assert (rec.hand, rec.hand_id) == (None, "ante_short_field_absent")
    assert rec.error == ("ante_trimming_status false is not supported: the antes posted differ (p1 5, p2 3, p3 5), "
                         "and untrimmed antes (every ante in a main pot all players are eligible for) give other "
                         "pots than handaudit's side-pot rule of POKER.md; the field is absent, and false is the "
                         "PHH default")
    (checked,) = validate([str(SHORT)], jobs=1)
    assert [f.code for f in checked.findings] == ["malformed"]


def test_trimming_on_reads_the_short_ante_as_a_side_pot():
    (rec,) = read(SHORT, "ante_trimming_status = true\n" + SHORT.read_text())
    assert rec.error is None
    assert [(e.player, e.amount) for e in rec.hand.events if e.type == "ante"] == [("p1", 5), ("p2", 3), ("p3", 5)]


def test_an_absent_field_with_the_antes_posted_in_full_is_read_as_usual():
    assert "ante_trimming_status" not in EQUAL.read_text()
    (checked,) = validate([str(EQUAL)], jobs=1)
    assert (checked.error, checked.findings) == (None, [])
    (rec,) = read(Path("false.phh"), "ante_trimming_status = false\n" + EQUAL.read_text())
    assert rec.error is None
