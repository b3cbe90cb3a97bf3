"""FORMAT.md: a ``call``'s amount is optional, "when given it is checked".  A PHH ``cc`` states no
amount (check or call what is owed).  The reader resolved it by its own replay of the actions as
logged; after a mistake in the log (a misnamed or missing action, which the checker reads by its
documented readings: "taken as" the right player's action, "taken as calling") that replay was
off, and the ``cc`` became a ``check`` or a ``call`` of an amount the line never stated, judged
again as ``illegal-check`` or ``wrong-call-amount``.  After the checker's first finding a ``cc`` is
now a check only where the checker has the player to act owing nothing, else a call without an
amount: one mistake, one finding, as in the native hand (review 49, G1)."""

from __future__ import annotations

from pathlib import Path

from audit.readers import phh

from .conftest import FIXTURES, file_findings

DIR = FIXTURES / "phh_s49"


def _findings(name: str) -> list[tuple[str, int | None]]:
    return file_findings(DIR / name)


def test_a_cc_after_a_misnamed_call_is_no_illegal_check_nor_wrong_call_amount():
    # hand 5 with 'p5 cc' -> 'p4 cc' (3rd street): the native hand's one out-of-turn, "taken as
    # Kristopher Tong's action"
    assert _findings("P4_call_renamed.phh") == [("out-of-turn", 15)]


def test_a_cc_after_a_deleted_call_is_a_check_not_a_call_of_the_earlier_bet():
    # hand 6 with the 3rd-street 'p1 cc' deleted: the native hand's one wrong-deal, "taken as calling"
    assert _findings("P2_call_deleted.phh") == [("wrong-deal", 16)]


def test_the_cc_lines_after_the_mistake_carry_no_amount_they_do_not_state():
    (record,) = phh.read(Path(DIR / "P4_call_renamed.phh"), (DIR / "P4_call_renamed.phh").read_text())
    calls = [e for e in record.hand.events[15:] if e.type == "call"]
    assert calls and all(e.amount is None for e in calls)
