"""Draw: a player a draw out of turn passed over, who draws nowhere later in the log, drew all
the same (the line lost) when the later lines say so: a later draw receives a card of their hand,
or a discard before the deck can have run out without their draw.  Their draw is taken as made
in its turn, unseen: the cards of theirs the log gives elsewhere discarded (and those their show
does not hold), with as many unknown ones more as the deck's count needs, for as many unknown
cards; so one lost line is one finding, and a show of theirs fills in the cards drawn.  Before
(review of session 66), taken as standing pat, each later draw of their cards was a false
``duplicate-card``, of a discard a false ``wrong-draw``, and their show a mismatch.  With nothing
to say they drew, they stand pat, as before."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "draw_s66" / "draw-a-lost-draw-line-taken-as-made.jsonl")


def _found(hand_id: str) -> list[tuple]:
    return [(f.code, f.seq, f.player) for f in replay(HANDS[hand_id]).findings]


def test_later_draws_of_the_passed_over_players_cards_are_their_discards() -> None:
    # erin's draw line lost (8 players, the deck runs out in ivan's draw); erin folds later, never
    # shown: ivan, victor and dave drew her four discards from the reshuffled deck
    res = replay(HANDS["lost_draw_never_shown"])
    assert [(f.code, f.seq, f.player, f.message) for f in res.findings] == [
        ("out-of-turn", 32, "olivia", "olivia drew but it was erin's turn to draw (erin draws nowhere else in "
         "the log, but the later lines say erin drew: taken as discarding Td Jc 7h Jd for 4 cards unseen, "
         "the line lost)")]
    assert _found("lost_draw_never_shown_legal") == []


def test_a_discard_drawn_early_but_for_the_lost_draw_and_the_players_show() -> None:
    # olivia's draw lost: ivan's 8d (a discard) says the deck ran out, so she drew; her show tells
    # what she discarded, and fills in what she drew: the payout is judged (no unverifiable-award)
    res = replay(HANDS["lost_draw_then_shown"])
    assert [(f.code, f.seq, f.player) for f in res.findings] == [("out-of-turn", 21, "ivan")]
    assert "taken as discarding Ac Jd 3d for 3 cards unseen" in res.findings[0].message
    assert [(a.player, a.correct, a.recorded) for a in res.awards] == [("erin", 50, 50)]
    assert _found("lost_draw_then_shown_legal") == []


def test_the_deck_count_asks_for_more_cards_than_the_log_names() -> None:
    # trent's draw lost (three cards): only 6h is drawn later, but peggy's Js and Qc (discards) say
    # the deck ran out, which takes three cards of his draw
    res = replay(HANDS["lost_draw_one_card_seen"])
    assert [(f.code, f.seq, f.player) for f in res.findings] == [("out-of-turn", 31, "ivan")]
    assert "taken as discarding 6h and 2 unknown cards for 3 cards unseen" in res.findings[0].message
    assert _found("lost_draw_one_card_seen_legal") == []


def test_a_lost_draw_through_two_decks() -> None:
    # rupert's draw ran the deck out and took three cards of the new deck; erin took five more of
    # it, walter the rest and one of the next deck: four cards, none of them named (the first
    # later draw that fits needs one; walter's 2s needs four)
    res = replay(HANDS["lost_draw_through_two_decks"])
    assert [(f.code, f.seq, f.player) for f in res.findings] == [("out-of-turn", 32, "erin")]
    assert "taken as discarding 4 unknown cards for 4 cards unseen" in res.findings[0].message
    assert _found("lost_draw_through_two_decks_legal") == []


def test_nothing_says_they_drew_they_stand_pat() -> None:
    # carol's lost line was a stand-pat: the later draws fit the deck without it
    res = replay(HANDS["lost_pat_draw"])
    assert [(f.code, f.seq, f.player, f.message) for f in res.findings] == [
        ("out-of-turn", 37, "dave", "dave drew but it was carol's turn to draw")]
