"""Draw, ``folded_hands: discard_pile``: the deck's count that says whether a passed-over player's
lost draw line was made, and of how many cards, puts in the discards the hand of each player who
folds later in the log (the fold out of turn that passed over them too, whose hand goes to the
discards after their turn), as the replay does; and after the passed-over player's own fold, a
card of their hand drawn by another came from their folded hand, not from a draw of theirs.
Before (review of session 66) the folded hands were read as cards nobody had seen, in the deck:
a lost draw taken as too few cards and a later legal draw a false ``wrong-draw``; and a
player's fold logged late, their hand reshuffled and drawn, read as their lost draw."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "draw_s66" / "draw-a-lost-draw-and-folded-hands-in-the-discards.jsonl")


def _found(hand_id: str) -> list[tuple]:
    return [(f.code, f.seq, f.player) for f in replay(HANDS[hand_id]).findings]


def test_the_folders_hand_goes_to_the_discards_after_the_lost_draw() -> None:
    # cat's draw line (4s 2d 8c for three) lost; dan folds on cat's turn, his hand to the discards;
    # the new deck holds it, so gus's 7c and 2s (discards) say cat drew three cards, not two
    res = replay(HANDS["fold_passes_lost_draw_folded_hand_in_pile"])
    assert [(f.code, f.seq, f.player, f.message) for f in res.findings] == [
        ("out-of-turn", 26, "dan", "dan folded during the draw when it was cat's turn to draw; a player folds "
         "on their own turn (cat draws nowhere else in the log, but the later lines say cat drew: taken as "
         "discarding 2d 4s and 1 unknown card for 3 cards unseen, the line lost)")]
    assert _found("fold_passes_lost_draw_folded_hand_in_pile_legal") == []


def test_a_card_of_the_folded_hand_drawn_later_is_no_wrong_draw() -> None:
    # ann's draw line (8h Kd 8d) lost; bob folds on her turn; fay draws bob's Ah from the new deck
    res = replay(HANDS["fold_passes_lost_draw_folded_hand_drawn"])
    assert [(f.code, f.seq, f.player) for f in res.findings] == [("out-of-turn", 21, "bob")]
    assert "taken as discarding Kd 8d and 1 unknown card for 3 cards unseen" in res.findings[0].message
    assert _found("fold_passes_lost_draw_folded_hand_drawn_legal") == []


def test_a_fold_logged_late_is_no_lost_draw() -> None:
    # bob's fold logged after cat's draw: dan and eve later draw bob's 4s and 3d from the new deck,
    # which his folded hand went into; bob did not draw
    res = replay(HANDS["passed_over_player_folds_late"])
    assert [(f.code, f.seq, f.player, f.message) for f in res.findings] == [
        ("out-of-turn", 25, "cat", "cat drew but it was bob's turn to draw"),
        ("out-of-turn", 26, "bob", "bob folded during the draw when it was dan's turn to draw; a player folds "
         "on their own turn")]
    assert _found("passed_over_player_folds_late_legal") == []
