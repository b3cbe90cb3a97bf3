"""Draw: a fold logged while it was another player's turn, by a player still in who is nowhere in
the log after it (not even paid), while the player in turn faces a bet and is not in the log again
either, is the named player's own fold, out of turn, not the other's line under the wrong name:
taken as the other's, it would leave the named player in the hand with no line of theirs again
(the hand incomplete), while as logged the player in turn folded, the line lost (README: the
answers left out), and the payout is judged.  Before (review of session 66) the lost fold of
heidi, followed by zoe's fold on her turn to draw, left the complete hand ``hand-incomplete``.
A fold by a player who plays on later keeps the misnamed-line reading."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "draw_s66" / "draw-a-fold-by-a-player-never-in-the-log-again-is-their-own.jsonl")


def test_the_fold_is_the_named_players_and_the_payout_is_judged() -> None:
    res = replay(HANDS["lost_fold_then_a_fold_on_the_turn_to_draw"])
    assert [(f.code, f.seq, f.player, f.message) for f in res.findings] == [
        ("out-of-turn", 8, "zoe", "zoe folded but it was heidi's turn to act")]
    assert [(a.player, a.correct, a.recorded) for a in res.awards] == [("niaj", 86, 86)]
    assert replay(HANDS["lost_fold_then_a_fold_on_the_turn_to_draw_legal"]).findings == []


def test_a_named_player_who_plays_on_keeps_the_misnamed_reading() -> None:
    res = replay(HANDS["misnamed_fold_the_named_player_plays_on"])
    assert [(f.code, f.seq, f.player) for f in res.findings] == [("out-of-turn", 8, "zoe")]
    assert "taken as heidi's action, logged under zoe's name" in res.findings[0].message
    assert [(a.player, a.correct, a.recorded) for a in res.awards] == [("niaj", 86, 86)]
    assert replay(HANDS["misnamed_fold_the_named_player_plays_on_legal"]).findings == []
