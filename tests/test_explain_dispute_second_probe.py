"""What the dispute view says, found by a second probe of the floor person's use:

* every pot's part of the rake is shown (only split pots said "less N rake"), with the part
  the collects leave no room for;
* a payee who may not win a pot at all (all-in for less, or folded) is told so: "81 paid to A
  (three aces); it belongs to B (three kings)" read as the worse hand winning;
* the odd-chip message of collects without pot numbers names the rules of the pots that have
  odd chips only (it named every pot's, the same rule twice)."""

from __future__ import annotations

import msgspec

from audit.explain import explain_data, render_text
from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

RAKE = FIXTURES / "rake_s14"


def _lines(hand, title: str) -> list[str]:
    return [line for s in explain_data(hand)["sections"] if s["title"] == title for line in s["lines"]]


def test_every_pots_part_of_the_rake_is_shown() -> None:
    hands = hands_by_id(RAKE / "rake-from-one-pot.jsonl")
    assert _lines(hands["d13"], "Rake") == ["the rake of 6: 6 from the main pot of 81"]
    assert _lines(hands["d03"], "Rake") == [
        "the rake of 10: 3 from the main pot of 81, 3 from the side pot 1 of 90, 4 from the side pot 2 of 100"]
    assert "the rake of 6: 6 from the main pot of 81" in render_text(explain_data(hands["d13"]))


def test_rake_the_collects_leave_no_room_for_is_said() -> None:
    s10 = hands_by_id(RAKE / "rake-too-large.jsonl")["s10"]
    assert _lines(s10, "Rake") == ["the rake of 3: more than the collects leave"]
    over = hands_by_id(RAKE / "rake-blame.jsonl")["r4-ann-over"]
    assert _lines(over, "Rake") == ["the rake of 2: 1 from the side pot 1 of 4, and 1 more than the collects leave"]


def test_a_payee_who_may_not_win_the_pot_is_told_so() -> None:
    d15 = hands_by_id(RAKE / "paid-to-a-player-not-eligible.jsonl")["d15"]
    first = replay(d15).findings[0]
    assert (first.code, first.seq, first.player) == ("wrong-winner", 28, "A")
    assert first.message == ("the side pot 1 of 90: 81 paid to A (three aces), who put no chips in it and may not win it (only players still "
                             "in the hand who put chips in it may); it belongs to B (three kings)")


def test_the_odd_chip_message_names_the_rule_of_the_pots_with_odd_chips() -> None:
    s03 = hands_by_id(RAKE / "odd-chip-without-pot-numbers.jsonl")["s03"]
    [f] = replay(s03).findings
    assert (f.code, f.seq) == ("odd-chip", 43)
    assert f.message == ("C was paid an odd chip that belongs to B (odd_chip=high_card: by the single highest card "
                         "each one holds, spades > hearts > diamonds > clubs (A As, B Ah, C Ad))")


def test_without_pot_numbers_the_rake_shown_is_a_division_rooms_make() -> None:
    # d03's collects name their pots (rake 3, 3 and 4); without the numbers every division that fits
    # the totals would do, and the search put it all on the last pot: the proportional one,
    # which fits, is the one shown
    hand = hands_by_id(RAKE / "rake-from-one-pot.jsonl")["d03"]
    data = msgspec.json.decode(msgspec.json.encode(hand))
    assert data["events"][32] == {"type": "collect", "player": "D", "amount": 47, "pot": 2}
    data["events"][32]["amount"] = 48        # the hand settled right: D was one chip short
    assert replay(msgspec.convert(data, Hand)).findings == []
    for e in data["events"]:
        e.pop("pot", None)
    bare = msgspec.convert(data, Hand)
    assert replay(bare).findings == []
    assert _lines(bare, "Rake") == [
        "the rake of 10: 3 from the main pot of 81, 3 from the side pot 1 of 90, 4 from the side pot 2 of 100"]
