"""A ``muck`` gives up a hand at the showdown (FORMAT.md).  In stud, one logged while players can
still bet is ``out-of-turn`` and is not applied, as in draw: it used to pass without a finding and
quietly mark the hand dead, so a later collect read as a mucked hand winning (``wrong-winner``),
and a muck in place of a fold hid the fault behind the cascade it caused.  A hand that mucked
early and is not shown at the showdown is mucked there (it cannot win a pot a shown hand is in)."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id


def _hands() -> dict[str, Hand]:
    return hands_by_id(FIXTURES / "stud_s14" / "muck-before-the-showdown.jsonl")


def test_a_muck_during_a_street_is_out_of_turn_and_not_applied() -> None:
    findings = replay(_hands()["muck_mid_then_win"]).findings
    # b goes on playing, shows the best hand and collects: only the muck is wrong
    assert [(f.code, f.seq, f.player) for f in findings] == [("out-of-turn", 21, "b")]
    assert findings[0].message == ("b mucked during 5th street, before the showdown; a player gives up a hand "
                                   "by folding")


def test_a_muck_in_place_of_a_fold_is_the_first_finding() -> None:
    result = replay(_hands()["muck_as_fold"])
    findings = result.findings
    assert (findings[0].code, findings[0].seq, findings[0].player) == ("out-of-turn", 21, "b")
    # the hand plays on to the showdown (7th street's round ends at the shows, b passed over):
    # b never shows, so the early muck stands there, and a's pot is right (it was
    # hand-incomplete, then wrong-winner to b's three twos)
    assert not {f.code for f in findings} & {"hand-incomplete", "wrong-winner", "wrong-amount"}
    assert [(a.player, a.correct, a.recorded) for a in result.awards] == [("a", 375, 375)]


def test_a_muck_at_the_showdown_is_legal() -> None:
    data = msgspec.json.decode((FIXTURES / "stud_s14" / "muck-before-the-showdown.jsonl").read_text().splitlines()[0])
    events = data["events"]
    del events[21]                                   # b no longer mucks on 5th street ...
    b_show = next(i for i, e in enumerate(events) if e["type"] == "show" and e["player"] == "b")
    events[b_show] = {"type": "muck", "player": "b"}  # ... but at the showdown
    events[-1] = {"type": "collect", "player": "a", "amount": events[-1]["amount"]}
    hand = msgspec.convert(data, Hand)
    assert replay(hand).findings == []       # a's pair of aces beats c's kings; b's hand is dead
