"""An uncalled bet collected with a pot instead of returned is ``uncalled-bet-not-returned`` at
the owner's collect of the pot that took the chips (CODES.md: "A settlement finding points at the
first recorded event that is wrong"; README: "at the owner's ``collect`` that took the chips with
a pot").  When the owner collected from several pots, the finding pointed at their first
collect, a right one (41 of 151 mutated side-pot hands)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HAND = hands_by_id(FIXTURES / "explain_s16" / "uncalled-bet-taken-with-a-later-pot.jsonl")["unc-1"]


def test_the_finding_is_at_the_collect_of_the_pot_that_took_the_uncalled_bet():
    found = replay(HAND).findings
    assert [(f.code, f.seq, f.player) for f in found] == [("uncalled-bet-not-returned", 16, "ann")]
    events = HAND.events
    assert (events[15].type, events[15].pot, events[15].amount) == ("collect", 0, 60)     # right
    assert (events[16].type, events[16].pot, events[16].amount) == ("collect", 1, 110)    # 50 too many
