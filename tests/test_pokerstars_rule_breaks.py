"""A PokerStars hand edited to break a rule gets the code of that rule at the edited action."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.runner import validate

from .conftest import FIXTURES, REAL

DRAW_MULTI = REAL / "pokerstars" / "pokerstars_5carddraw_limit_multi_hands_2009.txt"
STUD_ALLIN = REAL / "pokerstars" / "pokerstars_7stud_allin_sidepot_2011.txt"
HEADS_UP = FIXTURES / "pokerstars" / "draw_limit_heads_up_split.txt"


def first_hand(path: Path) -> str:
    if not path.exists():
        pytest.skip(f"{path} is not beside the checkout")
    text = path.read_text(encoding="utf-8-sig")
    end = text.find("\nPokerStars Game #", 10)
    return text if end < 0 else text[:end]


def check(tmp_path: Path, text: str):
    f = tmp_path / "edited.txt"
    f.write_text(text, encoding="utf-8")
    (c,) = validate([str(f)], keep=True)
    assert c.hand is not None, c.error
    return c


def at(c, code: str) -> list:
    return [(f.seq, c.hand.events[f.seq].type if f.seq is not None else None, f.player)
            for f in c.findings if f.code == code]


def edit(text: str, old: str, new: str) -> str:
    assert old in text, old
    return text.replace(old, new, 1)


def test_unedited_hands_are_clean(tmp_path):
    for text in (first_hand(DRAW_MULTI), first_hand(HEADS_UP)):
        assert check(tmp_path, text).findings == []


def test_a_limit_raise_too_big_is_bet_above_maximum(tmp_path):
    text = edit(first_hand(DRAW_MULTI), "vatt110: raises $0.10 to $0.20", "vatt110: raises $0.15 to $0.25")
    c = check(tmp_path, text)
    assert at(c, "bet-above-maximum") == [(c.hand.events.index(next(
        e for e in c.hand.events if e.type == "raise")), "raise", "vatt110")]


def test_a_limit_raise_too_small_is_bet_below_minimum(tmp_path):
    text = edit(first_hand(DRAW_MULTI), "vatt110: raises $0.10 to $0.20", "vatt110: raises $0.05 to $0.15")
    c = check(tmp_path, text)
    assert [(t, p) for _, t, p in at(c, "bet-below-minimum")] == [("raise", "vatt110")]


def test_a_limit_bet_after_the_draw_of_the_small_bet_is_bet_below_minimum(tmp_path):
    text = edit(first_hand(HEADS_UP), "quin: bets $0.20\npat: calls $0.20",
                "quin: bets $0.10\npat: calls $0.10")
    text = edit(text, "quin collected $0.29", "quin collected $0.19")
    text = edit(text, "pat collected $0.28", "pat collected $0.18")
    text = edit(text, "Total pot $0.60 | Rake $0.03", "Total pot $0.40 | Rake $0.03")
    c = check(tmp_path, text)
    assert [(t, p) for _, t, p in at(c, "bet-below-minimum")] == [("bet", "quin")]


def test_a_pot_paid_to_the_loser_is_wrong_winner(tmp_path):
    text = edit(first_hand(DRAW_MULTI), "vatt110 collected $0.43 from pot", "Hero collected $0.43 from pot")
    c = check(tmp_path, text)
    found = at(c, "wrong-winner")
    assert found and all(t in ("collect", None) for _, t, _ in found)
    assert any(f.code == "wrong-winner" and "Hero" in f.message for f in c.findings)


def test_a_side_pot_paid_to_the_all_in_player_is_wrong_winner(tmp_path):
    text = edit(first_hand(STUD_ALLIN), "ranchim collected $0.61 from side pot",
                "Spacemasa collected $0.61 from side pot")
    c = check(tmp_path, text)
    assert at(c, "wrong-winner")


def test_chips_that_vanish_unbalance_the_books(tmp_path):
    text = edit(first_hand(DRAW_MULTI), "vatt110 collected $0.43 from pot", "vatt110 collected $0.40 from pot")
    c = check(tmp_path, text)
    assert any(f.code == "books-unbalanced" for f in c.findings), c.findings


def test_chips_that_vanish_are_reported_on_the_short_collect(tmp_path):
    text = edit(first_hand(DRAW_MULTI), "vatt110 collected $0.43 from pot", "vatt110 collected $0.40 from pot")
    c = check(tmp_path, text)
    assert [(t, p) for _, t, p in at(c, "wrong-amount")] == [("collect", "vatt110")]


def test_chips_that_appear_from_a_rake_beyond_the_pot_unbalance_the_books(tmp_path):
    text = edit(first_hand(DRAW_MULTI), "Total pot $0.45 | Rake $0.02", "Total pot $0.45 | Rake $0.05")
    c = check(tmp_path, text)
    assert [f.code for f in c.findings] == ["books-unbalanced"]
    assert "3 too many" in c.findings[0].message


def test_the_odd_chip_to_the_button_instead_of_left_of_it_is_odd_chip(tmp_path):
    text = edit(first_hand(HEADS_UP), "quin collected $0.29 from pot\npat collected $0.28 from pot",
                "quin collected $0.28 from pot\npat collected $0.29 from pot")
    c = check(tmp_path, text)
    assert at(c, "odd-chip"), c.findings


def test_a_discard_of_more_cards_than_the_hand_holds_is_wrong_draw(tmp_path):
    c = check(tmp_path, edit(first_hand(DRAW_MULTI), "vatt110: discards 3 cards", "vatt110: discards 6 cards"))
    found = at(c, "wrong-draw")
    assert found and {p for *_, p in found} == {"vatt110"}


def test_a_discard_count_beyond_the_deck_is_malformed_and_the_next_hand_is_read(tmp_path):
    text = DRAW_MULTI.read_text(encoding="utf-8-sig") if DRAW_MULTI.exists() else first_hand(DRAW_MULTI)
    second = text.find("\nPokerStars Game #", 10)
    third = text.find("\nPokerStars Game #", second + 10)
    two = edit(text[:third], "vatt110: discards 3 cards", "vatt110: discards 1000000000000000 cards")
    f = tmp_path / "edited.txt"
    f.write_text(two, encoding="utf-8")
    first, after = validate([str(f)])
    assert first.error is not None and "discards 1000000000000000 cards; the deck has 52" in first.error
    assert [x.code for x in first.findings] == ["malformed"]
    assert after.error is None and after.hand_id is not None
