"""A PHH ``cc`` states no amount (FORMAT.md: a ``call``'s amount, when given, is checked), so the
reader may give it one only when the checker takes the call to put in just that.  After the
checker's first finding the reader follows the checker's state (:mod:`audit.readers.phh_guide`);
a call whose player the reader counts short of chips, where the checker counts them as having
more (a missing call earlier, taken as made), is a call without an amount (review 54: it was
the reader's 42 of 80 owed, and a false ``wrong-call-amount``, ``stack-exceeded`` and
``wrong-winner`` followed)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

DIR = FIXTURES / "phh_s54"


def _findings(name):
    return [(f.seq, f.code) for c in validate([str(DIR / name)]) for f in c.findings]


def test_the_legal_hand_has_no_finding():
    assert _findings("call_legal.phh") == []


def test_a_missing_call_is_the_one_finding_and_a_later_call_is_not_short():
    # the same hand with p1's call on 4th street left out: p2's call is out of turn (p1 was to
    # act), p1 is taken as calling, and p1's all-in call on 5th street is what the checker counts
    assert _findings("call_missing_earlier.phh") == [(11, "out-of-turn")]
