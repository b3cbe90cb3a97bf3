"""Draw: a fold out of turn during the draw passes over the player whose turn it was to draw; when
that player's draw line is lost (taken as made unseen, as the later draws say, or with no draw of
theirs later in the log nor a fold before the second round's first betting action), the turn
moves on past them, as after a draw out of turn, so that the next player's draw is in turn: one
lost line is one ``out-of-turn``.  Before (review of session 66), the turn stayed on the
passed-over player: the next draw was a second ``out-of-turn`` for the same line, and worked out
their lost draw a second time (two draws for one player, and a false ``wrong-draw`` after).  A
passed-over player whose draw, or fold in the draw, follows in the log keeps the turn, as
before."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "draw_s66" / "draw-a-fold-passing-over-a-lost-draw.jsonl")


def _found(hand_id: str) -> list[tuple]:
    return [(f.code, f.seq, f.player) for f in replay(HANDS[hand_id]).findings]


def test_a_lost_draw_taken_as_made_is_worked_out_once() -> None:
    # cat's draw line (Qs As 9d for three) lost; dan folds on cat's turn; eve draws next, in turn
    # (gus draws cat's Qs and As from the new deck); cat's show fills in the cards drawn
    res = replay(HANDS["fold_passes_lost_draw"])
    assert [(f.code, f.seq, f.player, f.message) for f in res.findings] == [
        ("out-of-turn", 26, "dan", "dan folded during the draw when it was cat's turn to draw; a player folds "
         "on their own turn (cat draws nowhere else in the log, but the later lines say cat drew: taken as "
         "discarding Qs As 9d for 3 cards unseen, the line lost)")]
    assert [(a.player, a.correct, a.recorded) for a in res.awards] == [("fay", 8, 8)]
    assert _found("fold_passes_lost_draw_legal") == []


def test_a_lost_stand_pat_is_one_finding() -> None:
    # cat's stand-pat line lost: nothing says cat drew; the turn moves on all the same
    assert _found("fold_passes_lost_pat") == [("out-of-turn", 26, "dan")]
    assert _found("fold_passes_lost_pat_legal") == []


def test_a_passed_over_player_who_folds_next_keeps_the_turn() -> None:
    # cat's fold logged after dan's: cat folds on its own turn still
    assert _found("swapped_folds") == [("out-of-turn", 26, "dan")]
    assert _found("swapped_folds_legal") == []


def test_a_fold_in_the_second_round_is_no_line_of_the_draw() -> None:
    # cat's stand-pat line lost, and cat folds to ann's bet in the second round: the turn moves on
    assert _found("fold_passes_lost_pat_then_folds") == [("out-of-turn", 26, "dan")]
    assert _found("fold_passes_lost_pat_then_folds_legal") == []
