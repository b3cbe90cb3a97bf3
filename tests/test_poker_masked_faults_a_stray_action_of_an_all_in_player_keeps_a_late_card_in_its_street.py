"""Stud: an action logged before the deal of its street is complete is one wrong-deal at that
action, and the cards still owed that come after it belong to that street (README, Stud).  A
check by a player who cannot act (all-in) logged right after the late card is a stray that
changes nothing (out-of-turn there): it is no next action, so the late card stays its street's
when the player is dealt again in the next street's deal.  It used to make the late card the
next street's: the player "never dealt 5th street's card", a card "after 7th street", a false
shown-cards-mismatch and an unverifiable award."""

from __future__ import annotations

from audit.explain import explain_data
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "test_poker_masked_faults" / "stud_allin_stray_check_late_deal.jsonl")


def _found(hand_id: str) -> list[tuple[str, int | None, str | None]]:
    return [(f.code, f.seq, f.player) for f in replay(HANDS[hand_id]).findings]


def test_a_late_card_then_an_all_in_players_stray_check_is_the_streets_card() -> None:
    res = replay(HANDS["b_alicecheck_late5th_heidicheck"])
    assert [(f.code, f.seq, f.player, f.message) for f in res.findings] == [
        ("wrong-deal", 10, "alice", "alice acted before the deal of 5th street was complete (alice still to be dealt)"),
        # (alice's check itself, the one player left with chips owing nothing, is accepted once:
        # README, betting)
        ("out-of-turn", 12, "heidi", "heidi checked but is all-in and has nothing left to act with"),
    ]
    assert [(a.player, a.correct, a.recorded) for a in res.awards] == [("alice", 60, 60)]
    shown = {s["player"]: s["cards"] for s in explain_data(HANDS["b_alicecheck_late5th_heidicheck"])["showdown"]}
    assert shown["alice"] == ["2d", "2h", "4c", "9h", "Ts", "7s", "Tc"]


def test_each_fault_alone_is_unchanged() -> None:
    assert _found("legal") == []
    assert _found("a_alicecheck_late5th") == [("wrong-deal", 10, "alice")]
    assert _found("c_heidicheck_only") == [("out-of-turn", 11, "heidi")]
    assert _found("d_late5th_no_check_heidicheck") == [("out-of-turn", 11, "heidi")]
    assert _found("e_heidicheck_before_alice5th") == [("wrong-deal", 10, "heidi"), ("out-of-turn", 10, "heidi")]
