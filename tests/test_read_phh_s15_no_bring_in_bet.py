"""Without a bring-in (``bring_in = 0``) the first 3rd-street ``cbr`` is a bet, not a completion.
Before, it was read as ``complete`` and got illegal-action "completed to 20 but there was no
bring-in to complete" (the native hand with ``bet`` is clean)."""

from __future__ import annotations

from audit.readers.phh import read
from audit.runner import validate

from .conftest import FIXTURES

HAND = FIXTURES / "phh_s15" / "no_bring_in_bet.phh"    # bring_in = 0; 'p2 cbr 20' opens 3rd street


def test_the_opening_cbr_without_a_bring_in_is_a_bet():
    (rec,) = read(HAND, HAND.read_text())
    assert rec.error is None and rec.hand.rules["bring_in"] == 0
    opening = next(e for e in rec.hand.events if e.type in ("bet", "complete", "raise"))
    assert (opening.type, opening.player, opening.to) == ("bet", "p2", 20)
    (checked,) = validate([str(HAND)], jobs=1)
    assert checked.findings == []


def test_with_a_bring_in_the_same_cbr_still_completes():
    text = HAND.read_text().replace("bring_in = 0", "bring_in = 5").replace("'p2 cbr 20'", "'p1 pb', 'p2 cbr 20'")
    (rec,) = read(HAND, text)
    opening = next(e for e in rec.hand.events if e.type in ("bet", "complete", "raise"))
    assert (opening.type, opening.player, opening.to) == ("complete", "p2", 20)
