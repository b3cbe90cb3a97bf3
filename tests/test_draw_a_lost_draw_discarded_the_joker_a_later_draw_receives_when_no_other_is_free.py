"""Draw: a passed-over player's lost draw line, taken as made unseen from the later draws, discarded
their joker when a later draw receives a joker while no other is free (every other joker held, or
the drawer's own discard, which never comes back to them).  Before (review of session 66) jokers
were left out of the cards the later draws give back: the lost draw kept the joker, and the later
player's legal draw of it was a false ``wrong-draw`` ("one of fay's own discards").  A joker the
later draw may have had from the deck or another player's discard says nothing of theirs."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "draw_s66" / "draw-a-lost-draw-and-the-jokers.jsonl")


def _found(hand_id: str) -> list[tuple]:
    return [(f.code, f.seq, f.player) for f in replay(HANDS[hand_id]).findings]


def test_a_joker_received_when_none_other_is_free_was_the_lost_draws() -> None:
    # jokers: 2, with_stub; bob's draw line (8c Jd 8d 2d JK) lost; fay discards her JK and
    # receives bob's from the new deck
    res = replay(HANDS["lost_draw_a_joker_received"])
    assert [(f.code, f.seq, f.player, f.message) for f in res.findings] == [
        ("out-of-turn", 25, "cat", "cat drew but it was bob's turn to draw (bob draws nowhere else in the log, "
         "but the later lines say bob drew: taken as discarding 8c Jd 8d JK 2d for 5 cards unseen, the line lost)")]
    assert _found("lost_draw_a_joker_received_legal") == []


def test_a_joker_another_player_discarded_says_nothing_of_theirs() -> None:
    # ann discarded her JK; bob (line lost: 8s Kd Jd discarded) kept his; fay's JK is ann's
    res = replay(HANDS["lost_draw_joker_kept"])
    assert [(f.code, f.seq, f.player) for f in res.findings] == [("out-of-turn", 25, "cat")]
    assert "taken as discarding Jd 8s Kd for 3 cards unseen" in res.findings[0].message
    assert _found("lost_draw_joker_kept_legal") == []
