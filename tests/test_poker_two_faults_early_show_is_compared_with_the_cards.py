"""A show logged during the last betting round (before the final call) is out of turn, and it is
still a show of the player's final cards: it is compared with them (shown-cards-mismatch at the
show, CODES.md: "a show that is not the cards the player holds") and counts as shown (README:
the early show stays shown), in draw and in stud.  It used to be dropped: a wrong early show
went unreported, and in stud a 7th-street card never dealt stayed unknown (unverifiable-award,
and no place at the showdown) though the show told it."""

from __future__ import annotations

from audit.explain import explain_data
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

DIR = FIXTURES / "test_poker_two_faults"
DRAW = hands_by_id(DIR / "draw_early_show_bad.jsonl")
STUD = {**hands_by_id(DIR / "stud_early_show_badcard.jsonl"), **hands_by_id(DIR / "stud_early_show_unknown.jsonl")}


def _found(hands: dict, hand_id: str) -> list[tuple[str, int | None, str | None]]:
    return [(f.code, f.seq, f.player) for f in replay(hands[hand_id]).findings]


def test_draw_a_wrong_show_before_the_call_is_a_mismatch_at_the_show() -> None:
    assert _found(DRAW, "intime_show_bad") == [("shown-cards-mismatch", 11, "ann")]
    assert _found(DRAW, "early_show_bad") == [("out-of-turn", 9, "ann"), ("shown-cards-mismatch", 9, "ann")]
    assert _found(DRAW, "early_show_bad_before_bet") == [("out-of-turn", 8, "ann"),
                                                         ("shown-cards-mismatch", 8, "ann")]
    mismatch = replay(DRAW["early_show_bad"]).findings[1]
    assert mismatch.message == ("ann showed Ah Kh Qh Jh Ts but holds Ah Kh Qh Jh Th: a shown hand is the cards "
                                "the player was dealt and kept (the deal and the show disagree about Th: the hand "
                                "is judged as either)")


def test_draw_a_right_show_before_the_call_is_only_out_of_turn() -> None:
    assert _found(DRAW, "early_show_ok") == [("out-of-turn", 9, "ann")]
    assert _found(DRAW, "legal") == []


def test_stud_a_wrong_show_before_the_call_is_a_mismatch_at_the_show() -> None:
    assert _found(STUD, "dealt7th_show_early_badcard") == [("out-of-turn", 25, "niaj"),
                                                           ("shown-cards-mismatch", 25, "niaj")]
    assert _found(STUD, "missing7th_show_early_badcard") == [
        ("wrong-deal", 23, "rupert"), ("out-of-turn", 24, "niaj"), ("shown-cards-mismatch", 24, "niaj"),
        ("unverifiable-award", 27, "niaj")]
    assert _found(STUD, "dealt7th_show_early") == [("out-of-turn", 25, "niaj")]


def test_stud_an_early_show_tells_the_card_never_dealt() -> None:
    # as the same show in its place does: the pot is judged, the hand is at the showdown
    assert _found(STUD, "missing7th_show_in_time") == [("wrong-deal", 23, "rupert")]
    assert _found(STUD, "missing7th_show_early") == [("wrong-deal", 23, "rupert"), ("out-of-turn", 24, "niaj")]
    d = explain_data(STUD["missing7th_show_early"])
    assert [(s["player"], s["order"], s["cards"]) for s in d["showdown"]] == [
        ("niaj", 1, ["As", "Jh", "6h", "8h", "Qs", "3c", "Qh"]),
        ("rupert", 2, ["4s", "6c", "Qc", "5d", "Qd", "2d", "Tc"])]
