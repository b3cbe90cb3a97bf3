"""Collects of which some name their pots and some do not (the simulator writes such logs) are
judged by each player's total, but what a collect says of its pot still counts:

* a collect naming a pot its player does not win is ``wrong-winner``, as when every collect names
  its pot (A, all-in for 20, paid 60 "from side pot 1": the hand was clean);
* the dispute view records a named collect on its pot's row, under a division of the rake
  that agrees with it (B's 60 from side pot 1 read as 57 from each pot, "3 from the main pot, 3
  from the side pot 1");
* chips paid from a pot the hand does not have are named as such in the total's message."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "rake_s14" / "some-collects-name-their-pots.jsonl")


def _found(hand_id: str) -> list[tuple[str, int | None, str | None]]:
    return [(f.code, f.seq, f.player) for f in replay(HANDS[hand_id]).findings]


def test_a_named_pot_its_player_does_not_win_is_wrong_winner() -> None:
    assert _found("mixed-A-names-side-pot") == [("wrong-winner", 17, "A")]
    assert _found("named-A-names-side-pot") == [("wrong-winner", 17, "A"), ("wrong-winner", 18, "B")]
    assert _found("mixed-B-names-main") == [("wrong-winner", 18, "B")]
    [f] = replay(HANDS["mixed-A-names-side-pot"]).findings
    assert f.message == ("the side pot 1 of 60: 60 paid to A (three aces), who put no chips in it and may not win it (only players still "
                         "in the hand who put chips in it may); it belongs to B (three kings)")


def test_a_named_collect_is_recorded_on_its_pot_under_a_rake_that_agrees() -> None:
    for hand_id in ("mixed", "named"):
        result = replay(HANDS[hand_id])
        assert result.findings == []
        assert [(a.pot, a.player, a.correct, a.recorded) for a in result.awards] == [
            (0, "B", 54, 54), (1, "B", 60, 60)], hand_id


def test_chips_from_a_pot_the_hand_does_not_have_are_named_in_the_total() -> None:
    findings = replay(HANDS["mixed-names-pot-5"]).findings
    # A's 60 from side pot 5 are her share of the main pot under a wrong label: one finding (session
    # 42; before, a second one said she "collected nothing from the hand's pots and 60 from a pot
    # it does not have")
    assert [(f.code, f.seq) for f in findings] == [("wrong-winner", 17)]


def test_chips_from_a_pot_the_hand_does_not_have_short_of_the_share_are_named_in_the_total() -> None:
    import msgspec

    from audit.model import Hand
    data = msgspec.to_builtins(HANDS["mixed-names-pot-5"])
    data["events"][17]["amount"] = 50
    findings = replay(msgspec.convert(data, Hand)).findings
    assert [(f.code, f.seq) for f in findings][:2] == [("wrong-winner", 17), ("wrong-amount", None)]
    assert findings[1].message == ("A collected nothing from the hand's pots and 50 from a pot it does not have; "
                                   "their share of the pots is 60")
