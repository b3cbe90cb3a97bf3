"""PHH: a ``cc`` logged out of turn by a player who owes nothing, by the reader's count and the
checker's, is a check, as the line was read before the checker's first finding.  It was a ``call``
without an amount: "p1 called but it was p2's turn", and a VPIP for a player who put no chip in
(review of session 63)."""

from __future__ import annotations

from audit.readers import read_paths
from audit.runner import validate

from .conftest import FIXTURES

HAND = FIXTURES / "phh_s63" / "check-out-of-turn-owing-nothing.phh"


def test_the_line_is_a_check_out_of_turn():
    found = [(f.code, f.seq, f.message) for c in validate([str(HAND)]) for f in c.findings]
    assert found[0] == ("out-of-turn", 4, "p1 checked but it was p2's turn to act")
    [hand] = [r.hand for r in read_paths([str(HAND)])]
    assert (hand.events[4].type, hand.events[4].player, hand.events[4].amount) == ("check", "p1", None)
