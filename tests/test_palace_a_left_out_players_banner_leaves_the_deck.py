"""A banner card dealt to a player who cannot pay the ante (left out, a wrong-deal) has left the
deck all the same, as that player's palace cards do: the deck holds one card fewer. Before, it was
counted one card too many, so once the deck really ran out a buy with both the deck and the pile
empty passed (a missed ``palace-buy``), and a legal buy from the reshuffled pile was a false
``duplicate-card``. Review of session 60."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

FIX = Path(__file__).parent / "fixtures" / "poker_s60"
LEFT_OUT = [("wrong-forced-bet", 10), ("wrong-deal", 20), ("wrong-deal", 31)]


def _found(name: str) -> list[tuple[str, int | None]]:
    return [(f.code, f.seq) for c in validate([str(FIX / name)]) for f in c.findings]


def test_a_buy_with_the_deck_and_the_pile_empty_is_palace_buy() -> None:
    assert _found("palace-left-out-banner-deck-empty.jsonl") == LEFT_OUT + [("palace-buy", 41), ("hand-incomplete", None)]


def test_a_buy_from_the_reshuffled_pile_is_no_duplicate() -> None:
    assert _found("palace-left-out-banner-buy-from-pile.jsonl") == LEFT_OUT + [("hand-incomplete", None)]


def test_a_banner_logged_unseen_leaves_the_deck_too() -> None:
    assert _found("palace-left-out-unknown-banner-deck-empty.jsonl") == \
        LEFT_OUT + [("palace-buy", 41), ("hand-incomplete", None)]
    assert _found("palace-left-out-unknown-banner-buy-from-pile.jsonl") == LEFT_OUT + [("hand-incomplete", None)]
