"""``ante_trimming_status = false``: PokerKit puts every ante in a main pot all players are
eligible for, which differs from handaudit's pots (POKER.md's side-pot rule) only when the antes
posted are unequal (a player all-in on the ante for less).  Such a hand is ``malformed``, saying
untrimmed antes are not supported; with equal antes, or the field true, nothing changes
(absent is false, the PHH default).  Before, the field was ignored and the hand got a false ``wrong-amount``."""

from __future__ import annotations

from pathlib import Path

from audit.readers.phh import read
from audit.runner import validate

from .conftest import FIXTURES

HERE = FIXTURES / "readers_s13"
FALSE = HERE / "phh_ante_trim_false.phh"     # Cy (4 chips) antes 4 of 10; PokerKit's result with trimming off
TRUE = HERE / "phh_ante_trim_true.phh"       # the same hand with trimming on


def test_untrimmed_unequal_antes_make_the_hand_malformed():
    (rec,) = read(FALSE, FALSE.read_text())
    assert (rec.hand, rec.hand_id, rec.line) == (None, "trimFalse", 1)
    assert rec.error == ("ante_trimming_status false is not supported: the antes posted differ (Ann 10, Bob 10, "
                         "Cy 4), and untrimmed antes (every ante in a main pot all players are eligible for) give "
                         "other pots than handaudit's side-pot rule of POKER.md")
    (checked,) = validate([str(FALSE)], jobs=1)
    assert [f.code for f in checked.findings] == ["malformed"]


def test_trimmed_antes_are_replayed_as_before():
    # (an absent field is false, the PHH default: tests/test_read_phh_s15_ante_trimming_default.py)
    (checked,) = validate([str(TRUE)], jobs=1)
    assert checked.findings == []


def test_untrimmed_equal_antes_are_replayed_as_before():
    text = (HERE / "phh_comma_cbr.phh").read_text()
    assert "ante_trimming_status = true" in text
    (rec,) = read(Path("equal.phh"), text.replace("ante_trimming_status = true", "ante_trimming_status = false"))
    assert rec.error is None and [e.amount for e in rec.hand.events if e.type == "ante"] == [50000] * 5
