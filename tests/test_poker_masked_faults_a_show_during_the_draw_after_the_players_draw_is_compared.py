"""Draw: a show logged during the draw by a player who has already drawn is out of turn, and
it is a show of the player's final cards: it is compared with them (shown-cards-mismatch at the
show) and counts as shown (the early show stays shown), as a show during the last betting round
is.  A show before the player's draw is only out of turn (the cards are not final yet).  It
used to be only out of turn: a wrong show went unreported, and a masked player's show left the
award unverifiable."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "test_poker_masked_faults" / "draw_show_in_draw.jsonl")


def _found(hand_id: str) -> list[tuple[str, int | None, str | None]]:
    return [(f.code, f.seq, f.player) for f in replay(HANDS[hand_id]).findings]


def test_a_wrong_show_after_the_players_draw_is_a_mismatch_at_the_show() -> None:
    res = replay(HANDS["V7_unmasked_drew_badshow_in_draw"])
    assert [(f.code, f.seq, f.player, f.message) for f in res.findings] == [
        ("out-of-turn", 7, "heidi", "heidi showed during the draw; hands are shown at the showdown"),
        ("shown-cards-mismatch", 7, "heidi", "heidi showed Qd 6c Jc 3d 5h but holds Qd 6c Jc 3d 4h: a shown "
         "hand is the cards the player was dealt and kept (the deal and the show disagree about 4h: the hand "
         "is judged as either)"),
    ]
    # the same show at the showdown
    assert _found("V8_unmasked_drew_badshow_in_time") == [("shown-cards-mismatch", 11, "heidi")]
    assert _found("V10_unmasked_drew_goodshow_in_draw") == [("out-of-turn", 7, "heidi")]


def test_a_masked_players_show_after_the_draw_counts_as_shown() -> None:
    # her cards are unknown (??): the show tells them, and the award is judged
    for hand_id in ("V9_masked_drew_badshow_in_draw", "V11_masked_drew_goodshow_in_draw"):
        res = replay(HANDS[hand_id])
        assert [(f.code, f.seq, f.player) for f in res.findings] == [("out-of-turn", 7, "heidi")]
        assert [(a.player, a.correct, a.recorded) for a in res.awards] == [("alice", 61, 61)]


def test_a_show_before_the_players_draw_is_only_out_of_turn() -> None:
    # her show holds other cards: she drew, what the log leaves out (alice's draw out of turn passed
    # over her, reported then), so her check begins the second round with no finding of its own
    # (README); her cards, drawn unseen after the show, stay unknown (review of session 64)
    assert _found("V1_unmasked_nodraw_show_in_draw") == [
        ("out-of-turn", 6, "alice"), ("out-of-turn", 7, "heidi"), ("unverifiable-award", 13, "alice")]
    # masked, her show cannot say she drew: her draw line left out (she draws nowhere; alice's draw
    # out of turn passed over her, reported then), so her check begins the second round (review 54)
    assert _found("V2_masked_nodraw_show_in_draw") == [
        ("out-of-turn", 6, "alice"), ("out-of-turn", 7, "heidi"), ("unverifiable-award", 13, "alice")]
    # her show at the showdown holds other cards: she drew them unseen (passed over, reported at 6)
    assert _found("V5_unmasked_nodraw_show_in_time") == [("out-of-turn", 6, "alice")]


def test_an_early_show_of_cards_drawn_from_the_reshuffled_discards_is_no_mismatch() -> None:
    # the deck ran out during the draw: dave drew five unseen cards, some from the reshuffled
    # discards (7h is walter's discard); his show may hold them, as the same show at the
    # showdown may (POKER.md 4.4).  The call of 124 logged as niaj's in zoe's turn, niaj folding
    # right after it in his own, is zoe's under the wrong name (README): one finding, and dave's
    # collect of every chip is right (it was also a wrong call amount, niaj's fold out of turn,
    # an uncalled 27 of niaj's and dave's collect "too many")
    hand = hands_by_id(FIXTURES / "test_poker_masked_faults" / "draw_recycled_show_last_round.jsonl")
    res = replay(hand["last_round_left_open_show_from_new_deck"])
    assert [(f.code, f.seq, f.player) for f in res.findings] == [("out-of-turn", 41, "niaj")]
