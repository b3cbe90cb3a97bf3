"""A burn once the deck has run out comes from the new deck of discards (POKER.md 4.4) under
``reshuffle: with_stub`` too, when the deck is exactly empty (the stub adds nothing), and a joker
burned then is one of the discards like any other card. Session 60 left both as a false
``duplicate-card``; a joker burned from the new deck and drawn again is still one."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

FIX = Path(__file__).parent / "fixtures" / "poker_s61"


def _found(name: str) -> list[tuple[str, str, int | None, str]]:
    return [(c.hand_id, f.code, f.seq, f.message) for c in validate([str(FIX / name)]) for f in c.findings]


def _hands(name: str) -> int:
    return len(list(validate([str(FIX / name)])))


def test_with_stub_a_burn_at_an_exactly_empty_deck_is_legal() -> None:
    assert _hands("draw-with-stub-burns-at-the-run-out.jsonl") == 2
    assert _found("draw-with-stub-burns-at-the-run-out.jsonl") == []


def test_with_stub_a_cardless_burn_at_the_run_out_makes_the_new_deck() -> None:
    assert _found("draw-with-stub-cardless-burn-at-the-run-out.jsonl") == []


def test_a_joker_burned_from_the_new_deck_is_legal() -> None:
    # discarded known, discarded as a ?? beside known cards (two ways), and with_stub
    assert _hands("draw-joker-burned-from-the-new-deck.jsonl") == 4
    assert _found("draw-joker-burned-from-the-new-deck.jsonl") == []


def test_a_burned_joker_drawn_again_is_a_duplicate_card() -> None:
    found = _found("draw-burned-joker-drawn-again.jsonl")
    assert [(h, code, seq) for h, code, seq, _m in found] == [
        ("jk-burn-redrawn", "duplicate-card", 20), ("jk-burn-blind-redrawn", "duplicate-card", 20)]
    assert all("all are in play" in m for *_x, m in found)
