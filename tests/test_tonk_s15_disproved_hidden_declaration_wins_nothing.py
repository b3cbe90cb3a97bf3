"""TONK.md 1: a declaration of a count that does not qualify is a violation and wins nothing.  A
hand dealt face down (``??``) that a reveal later proves (untouched since the deal) is judged as
if it had been known: a declaration the reveal disproves is refused like a known count's, so the
hidden and the known case agree (findings, settlement, explanation, statistics)."""

from __future__ import annotations

from audit.replay import replay, replay_steps

from .conftest import FIXTURES, hands_by_id
from .test_tonk_support import BASE, found, run, tonk_hand

HANDS = hands_by_id(FIXTURES / "tonk_s15" / "hidden-false-declare.jsonl")
HIDDEN = "?? ?? ?? ?? ??"


def _settlement(hand) -> tuple[list[str], list[list[str]]]:
    res = replay_steps(hand)[1]
    sec = next(s for s in res.sections if s.title == "Settlement")
    return sec.lines, sec.rows


def test_a_disproved_hidden_declaration_is_settled_as_the_known_one():
    known, hidden = replay(HANDS["known-false-declare"]), replay(HANDS["hidden-false-declare"])
    assert found(known) == found(hidden) == {("tonk-dealt-tonk", 4), ("hand-incomplete", None)}
    f = next(f for f in hidden.findings if f.code == "tonk-dealt-tonk")
    assert f.player == "b" and f.message == (
        "b declared a dealt tonk, but the cards b revealed, untouched since the deal, count 36; "
        "only a dealt count of 49 or 50 qualifies")
    # nothing is owed (the hand never ended): b is no winner, and no stakes are won
    assert hidden.stats == known.stats == {"ending": "incomplete", "winners": [], "dropper": None,
                                           "counts": {}, "stakes": {}}
    assert [(p.player, p.net) for p in hidden.players] == [("a", -2), ("b", 4), ("c", -2)]


def test_the_explanation_of_a_disproved_hidden_declaration_owes_nothing():
    lines, rows = _settlement(HANDS["hidden-false-declare"])
    assert lines == ["the hand did not end: nothing is owed"]
    assert rows == [["a", "?", "-2", ""], ["b", "?", "+4", ""], ["c", "?", "-2", ""]]
    assert _settlement(HANDS["known-false-declare"]) == (lines, rows)


def test_play_after_a_disproved_hidden_declaration_is_replayed_as_played():
    # carol (hidden, 7s 7c 2d Qs Jh = 36) declares and shows her hand; bob then drops (31) and is
    # caught by alice (29): as with carol's cards known, the refused declaration ends nothing
    after = ["bob drop", "bob reveal 3h 4h 5h Kc 9d", "alice reveal Ac 2c 8h 8s Td",
             "pay bob alice 2", "pay carol alice 1"]
    hidden = run(tonk_hand({**BASE, "carol": HIDDEN}, ["carol declare", "carol reveal 7s 7c 2d Qs Jh"] + after))
    known = run(tonk_hand(BASE, ["carol declare"] + after))
    assert found(hidden) == found(known) == {("tonk-dealt-tonk", 4)}
    assert hidden.stats == known.stats
    assert hidden.stats["ending"] == "drop_caught" and hidden.stats["winners"] == ["alice"]
    assert hidden.stats["stakes"] == {"alice": 3, "bob": -2, "carol": -1}


def test_a_disproved_declaration_beside_a_true_one_leaves_the_true_one_the_winner():
    # bob (hidden, 31) and carol (hidden, 50) both declare; the reveals prove bob's false
    deal = {**BASE, "bob": HIDDEN, "carol": HIDDEN}
    play = ["bob declare", "carol declare", "bob reveal 3h 4h 5h Kc 9d", "carol reveal Kd Ks Qh Jc Ts",
            "pay alice carol 2", "pay bob carol 2"]
    res = run(tonk_hand(deal, play))
    assert found(res) == {("tonk-dealt-tonk", 4)}
    assert res.stats["ending"] == "dealt_tonk" and res.stats["winners"] == ["carol"]
