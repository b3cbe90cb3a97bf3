"""The dispute view of a Palace hand (``explain`` and the hand page) names the rake and what it
took from the pot, as draw and stud do; before, the shares of 17 and 17 of a pot of 35 were
shown with nothing to say where the 35th chip went.  A player without a collect reads "not
recorded", as in the other games' settlement table."""

from __future__ import annotations

from audit.replay import replay_steps

from .conftest import FIXTURES, hands_by_id


def test_the_palace_settlement_names_the_rake_and_a_missing_collect():
    (hand,) = hands_by_id(FIXTURES / "settle_s33" / "palace-rake.jsonl").values()
    _, result = replay_steps(hand)
    (sec,) = [s for s in result.sections if s.title == "Settlement"]
    assert "The rake of 1: 1 taken from the pot; the shares are of what is left (34)." in sec.lines
    assert sum(a.correct for a in result.awards) == 34
