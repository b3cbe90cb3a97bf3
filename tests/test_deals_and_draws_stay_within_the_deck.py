"""Deals and draws must come from the cards there are (POKER.md 4, 5.6; CODES.md): no more
cards than the deck has left, and a card shown for one drawn unseen from a new deck of known
discards must be one of them.  Dealt a card at a
time, the deal goes round once for each card: one player dealt out of turn is one fault."""

from __future__ import annotations

import pytest

from audit.runner import validate

from .conftest import FIXTURES

DIR = FIXTURES / "deal_s32"


def _found(name: str) -> list[tuple]:
    [checked] = list(validate([str(DIR / name)]))
    return [(f.code, f.seq, f.player, f.message) for f in checked.findings]


def test_a_deal_past_the_end_of_the_deck_is_wrong_deal():
    """Eleven players dealt five unknown cards each: 55 from a deck of 52."""
    assert [f[:3] for f in _found("d1-draw-deal-55-cards.jsonl")] == [("wrong-deal", 21, "p11")]
    assert "p11 was dealt 5 cards but only 2 cards were left in the deck of 52" in _found(
        "d1-draw-deal-55-cards.jsonl")[0][3]


def test_a_draw_of_more_cards_than_deck_and_discards_hold_is_wrong_draw():
    found = _found("d1-draw-receive-beyond-deck.jsonl")
    assert [f[:3] for f in found] == [("wrong-draw", 30, "p1")]
    assert "p1 received 3 cards but only 2 were left to draw" in found[0][3]


def test_a_card_shown_for_one_drawn_unseen_from_known_discards_must_be_one_of_them():
    found = _found("d2-draw-show-fresh-card-from-reshuffle.jsonl")
    assert [f[:3] for f in found] == [("shown-cards-mismatch", 50, "p3")]


@pytest.mark.parametrize("name", ["case1b-second-reshuffle-unseen.jsonl", "case2-stud-unseen-burn-reused.jsonl",
                                  "case2b-stud-unknown-burns-sim.jsonl"])
def test_cards_from_a_later_new_deck_or_from_burns_dealt_unseen_are_legal(name):
    """A second new deck made of a discard the log did not show, and burned cards dealt again
    unseen: any card nobody has seen may be one of them (a check tried here flagged these)."""
    assert _found(name) == []


@pytest.mark.parametrize("name", ["case4-stud-duplicate-then-community.jsonl",
                                  "case4b-draw-duplicate-then-reshuffle.jsonl"])
def test_one_duplicated_card_is_one_finding_when_the_deck_runs_out_later(name):
    assert [f[0] for f in _found(name)] == ["duplicate-card"]


@pytest.mark.parametrize("name, who, before", [("d3-draw-pass-swap.jsonl", "b", "a"),
                                               ("d3-stud-pass-swap.jsonl", "p2", "p1")])
def test_two_players_swapped_in_one_pass_of_the_deal_are_one_finding(name, who, before):
    found = _found(name)
    assert [f[:3] for f in found] == [("wrong-deal", 6, who)]
    assert found[0][3].startswith(f"{who} was dealt before {before}")


def test_receiving_ones_own_discard_says_so():
    found = _found("c1-own-discard-message.jsonl")
    assert found and all(f[0] == "wrong-draw" for f in found)
    assert "one of p3's own discards" in found[0][3] and "had not run out" not in found[0][3]


def test_a_community_card_shown_twice_is_shown_once_in_the_message():
    [found] = _found("c2-community-shown-twice-message.jsonl")
    assert found[0] == "shown-cards-mismatch"
    assert found[3].startswith("p1 showed 2d 2h 2c Ac Ad Qs but holds")
