"""Palace Poker, odd_chip=high_card (POKER.md 3: "all their cards"; unknown cards leave an award
unverifiable, a note, not a violation): when a tied winner's unknown cards could hold a card above
another winner's highest, the odd chip as logged is not an ``odd-chip`` error but an
``unverifiable-award`` warning; when no unknown card could give it so, it stays an error."""

from __future__ import annotations

from audit.explain import explain_data, render_text
from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES, changed_hand

DIR = FIXTURES / "palace_s15"


def _hand(name: str, change=None) -> Hand:
    return changed_hand(DIR / name, change)


def _found(hand: Hand):
    return [(f.code, f.seq, f.player, f.message) for f in replay(hand).findings]


def test_same_suit_split_with_unknown_palace_cards() -> None:
    assert _found(_hand("high-card-unknown-cards.jsonl")) == [
        ("unverifiable-award", 19, "e",
         "the odd chip of the main pot went to e, but the cards that decide it are not all in the log "
         "(odd_chip=high_card: the highest known cards are a Ah, e Kh, and the unknown cards of e could "
         "hold a higher one)")]


def test_last_two_tie_with_unknown_palace_cards() -> None:
    assert _found(_hand("last-two-tie-unknown-high-card.jsonl")) == [
        ("unverifiable-award", 13, "alice",
         "the odd chip of the main pot went to alice, but the cards that decide it are not all in the log "
         "(odd_chip=high_card: the highest known cards are carol Ah, alice Ks, and the unknown cards of "
         "alice could hold a higher one)")]


def test_the_chip_as_the_known_cards_give_it_is_no_finding() -> None:
    def to_a(events):
        events[19]["amount"], events[20]["amount"] = 12, 13
    assert _found(_hand("high-card-unknown-cards.jsonl", to_a)) == []


def test_no_unknown_card_can_beat_the_known_ace_of_spades() -> None:
    def a_holds_as(events):
        events[10]["down"] = ["As", "2c", "3c"]
    assert _found(_hand("high-card-unknown-cards.jsonl", a_holds_as)) == [
        ("odd-chip", 19, "e",
         "the odd chip of the main pot went to e; it belongs to a (odd_chip=high_card: by the single highest "
         "card each one holds, spades > hearts > diamonds > clubs (a As, e Kh))")]


def test_explain_says_the_chip_is_taken_as_logged() -> None:
    text = render_text(explain_data(_hand("high-card-unknown-cards.jsonl")))
    assert ("Odd chips: odd_chip=high_card: the highest known cards are a Ah, e Kh, and the unknown cards of e "
            "could hold a higher one: the odd chips are taken as logged.") in text
