"""Collects that name no pot, in a hand where some pot's winner is unknown (the cards that decide it
are not in the log): a player's total that no result of those cards makes right (any winner of
each unknown pot, or any of them tied; the odd chips and the rake anywhere) is ``wrong-amount``
whoever wins, as when the collects name their pots (README, Settlement).  Before (review of
session 65), only a total beyond every pot's reach or short of the known pots' shares was judged:
a main pot paid 200 and 103, or a side pot 150 and 50, was only ``unverifiable-award``."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

HANDS = FIXTURES / "settle_s65" / "unknown-cards-collects-naming-no-pot.jsonl"


def _found() -> dict[str, list[tuple]]:
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(HANDS)])}


def test_a_total_no_result_makes_right_is_wrong_amount():
    found = _found()
    assert ("wrong-amount", 19, "B") in found["u7-bad"]              # B 200, C 303: main pot 303, side 200
    assert ("wrong-amount", 20, "A") in found["v1-side-far-nopot"]   # the side pot paid 150 and 50


def test_a_tie_or_a_single_winner_that_fits_is_not_judged_wrong():
    found = _found()
    assert [c for c, _, _ in found["u7-tie-ok"]] == ["unverifiable-award"]        # B and C tied the main pot
    assert [c for c, _, _ in found["v3-side-ok-nopot"]] == ["unverifiable-award"]
    # an odd chip of such a tie paid to the other winner is not judged (README)
    assert [c for c, _, _ in found["u7-tie-oddwrong"]] == ["unverifiable-award"]
