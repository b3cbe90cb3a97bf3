"""The PokerStars summary's pot totals agree with the actions (SOURCES.md: "the sum of collected
amounts plus the rake equals Total pot"): ``Total pot`` is every chip put in but the uncalled bet,
and each ``Main pot`` / ``Side pot-N`` is that pot after its part of the rake.  A summary at odds
with the actions is ``books-unbalanced``."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES, REAL

SIDE_POTS = FIXTURES / "pokerstars" / "draw_two_side_pots_rake.txt"
TOTAL = "Total pot $1.45 Main pot $0.57. Side pot-1 $0.43. Side pot-2 $0.38. | Rake $0.07"


def _codes(path) -> list[str]:
    return [f.code for c in validate([str(path)]) for f in c.findings]


def test_summary_totals_of_real_hands_agree_with_the_actions():
    assert TOTAL in SIDE_POTS.read_text()
    assert _codes(SIDE_POTS) == []
    assert _codes(REAL / "pokerstars") == []


def _tampered(tmp_path, summary: str, *body: tuple[str, str]):
    path = tmp_path / "tampered.txt"
    text = SIDE_POTS.read_text().replace(TOTAL, summary)
    for old, new in body:
        text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")
    (c,) = validate([str(path)])
    return [(f.code, f.seq, f.message) for f in c.findings]


def test_a_total_pot_that_is_not_what_the_actions_put_in_is_books_unbalanced(tmp_path):
    found = _tampered(tmp_path, TOTAL.replace("Total pot $1.45", "Total pot $1.55"))
    assert [(code, seq) for code, seq, _ in found] == [("books-unbalanced", None)]
    assert "total pot of 155" in found[0][2] and "put in 145" in found[0][2]


def test_a_pot_that_does_not_match_is_books_unbalanced(tmp_path):
    found = _tampered(tmp_path, TOTAL.replace("Main pot $0.57", "Main pot $0.67"))
    assert [(code, seq) for code, seq, _ in found] == [("books-unbalanced", None)]
    # the rake may come from any pot: moved from the main pot to a side pot, in the summary and in
    # the collected lines, it is still right
    moved = TOTAL.replace("Main pot $0.57", "Main pot $0.60").replace("Side pot-1 $0.43", "Side pot-1 $0.40")
    assert _tampered(tmp_path, moved, ("Bravo collected $0.57", "Bravo collected $0.60"),
                     ("Charlie collected $0.43", "Charlie collected $0.40"),
                     ("won ($0.57)", "won ($0.60)"), ("won ($0.43)", "won ($0.40)")) == []
    # in the summary alone, it contradicts the collected lines, which name their pots (session 42)
    assert [code for code, _, _ in _tampered(tmp_path, moved)] == ["books-unbalanced"]
