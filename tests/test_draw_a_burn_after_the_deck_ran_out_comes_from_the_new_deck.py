"""Once the deck has run out, the deck in play is made of the earlier players' discards (POKER.md
4.4), so a card burned then is one of them: no finding, and it leaves that deck, so a player who
draws it later is given a card of the burn (``duplicate-card``). Before, the burn was a false
``duplicate-card`` ("already in the discards of e") and the later draw of the burned card
passed. Review of session 60."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

FIX = Path(__file__).parent / "fixtures" / "poker_s60"


def _found(name: str) -> list[tuple[str, int | None, str]]:
    return [(f.code, f.seq, f.message) for c in validate([str(FIX / name)]) for f in c.findings]


def test_a_burn_from_the_deck_of_discards_is_legal() -> None:
    assert _found("draw-burn-from-the-new-deck.jsonl") == []


def test_drawing_the_burned_card_again_is_a_duplicate_card() -> None:
    [(code, seq, message)] = _found("draw-burned-card-drawn-again.jsonl")
    assert (code, seq) == ("duplicate-card", 20)
    assert message.startswith("5c drawn by h is already in the burn")


def test_a_burn_when_the_deck_is_exactly_empty_or_of_a_card_kept_beside_an_unseen_discard() -> None:
    # the new deck made at the burn itself, and a burned card one an earlier player kept beside a
    # ?? discard into it (review of session 60's diff: both were still a false duplicate-card)
    assert [[f.code for f in c.findings] for c in validate([str(FIX / "draw-burns-after-the-run-out.jsonl")])] == [[], []]


def test_a_burn_that_names_no_card_at_the_run_out_makes_the_new_deck_too() -> None:
    assert _found("draw-cardless-burn-at-the-run-out.jsonl") == []
