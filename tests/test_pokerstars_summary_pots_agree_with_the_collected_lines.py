"""A PokerStars summary states each pot after its part of the rake (``Main pot $0.08. Side pot
$0.07. | Rake $0.02``): when every ``collected`` line names its pot, the chips they take from
each pot must be the summary's, else the log is at odds with itself (``books-unbalanced``).
The settlement accepts any division of the rake, so a chip moved from the side pot's winner to
the main pot's passed clean before.  A hand the replay cannot settle (a street marker missing:
``hand-incomplete``) is not compared with the summary's pots and payout (they are not known)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

HERE = FIXTURES / "pokerstars_s42"


def _found(name: str) -> list[tuple[str, int | None, str]]:
    return [(f.code, f.seq, f.message) for c in validate([str(HERE / name)]) for f in c.findings]


def test_a_summary_whose_pots_agree_with_the_collected_lines_is_clean():
    assert _found("base_side.txt") == []


def test_a_chip_moved_from_the_side_pot_to_the_main_pot_is_books_unbalanced():
    assert _found("side_moved.txt") == [(
        "books-unbalanced", None, "the summary records the pots as the main pot of 8, side pot 1 of 7 after the "
        "rake, but the 'collected' lines take the main pot of 9, side pot 1 of 6 from them")]


def test_a_summary_that_moved_a_chip_between_its_pots_is_books_unbalanced():
    assert [code for code, _, _ in _found("side_potline.txt")] == ["books-unbalanced"]


def test_a_hand_left_incomplete_is_not_judged_on_its_summarys_payout():
    codes = [code for code, _, _ in _found("stud_no_river_marker.txt")]
    assert "hand-incomplete" in codes and "books-unbalanced" not in codes
