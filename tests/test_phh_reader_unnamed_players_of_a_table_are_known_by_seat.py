"""README: hands naming the same table in one file form a sequence, stacks and button checked
across them, by player name.  A hand without ``players`` named its players ``p1..pN`` from the
dealer's left: with ``seats`` that start elsewhere in the next hand (the dealer moved), ``p1`` was
another person, and stacks that carry over exactly seat by seat got false ``stack-mismatch``
errors.  Now an unnamed player of a table's hand that gives ``seats`` is named after the seat
(``seat 3``), the one thing that ties them to the table's other hands; without ``seats`` (seat N
is pN) or without a table (no sequence) the name stays ``pN``, the label the actions use."""

from __future__ import annotations

from pathlib import Path

from audit.readers.phh import read
from audit.runner import validate

from .conftest import FIXTURES

SEQ = FIXTURES / "phh_s34" / "seq_noplayers.phhs"    # table 1, seats [1, 2, 3] then [2, 3, 1], no players


def _checked(path: Path) -> list[tuple]:
    return [(c.hand_id, [(f.code, f.player, f.message) for f in c.findings]) for c in validate([str(path)], jobs=1)]


def test_stacks_that_carry_over_seat_by_seat_are_no_mismatch():
    assert _checked(SEQ) == [("1-1", []), ("1-2", [])]
    first, second = read(SEQ, SEQ.read_text())
    assert [(s.seat, s.player, s.stack) for s in first.hand.seats] == [
        (1, "seat 1", 500), (2, "seat 2", 400), (3, "seat 3", 300)]
    assert [(s.seat, s.player, s.stack) for s in second.hand.seats] == [
        (2, "seat 2", 395), (3, "seat 3", 295), (1, "seat 1", 510)]
    assert (first.hand.button, second.hand.button) == (None, 1)


def test_a_seat_whose_stack_does_not_carry_over_is_a_mismatch_naming_the_seat(tmp_path):
    text = SEQ.read_text()
    assert text.count("starting_stacks = [395, 295, 510]") == text.count("finishing_stacks = [405, 290, 505]") == 1
    bad = tmp_path / "bad.phhs"
    bad.write_text(text.replace("starting_stacks = [395, 295, 510]", "starting_stacks = [395, 295, 515]")
                   .replace("finishing_stacks = [405, 290, 505]", "finishing_stacks = [405, 290, 510]"))
    assert _checked(bad) == [("1-1", []), ("1-2", [(
        "stack-mismatch", "seat 1", "seat 1 starts with 515 but ended hand 1-1 with 510, so should start with 510 "
        "(difference +5)")])]


def test_the_button_is_checked_by_seat(tmp_path):
    """The dealer of hand 2 is seat 1 (the last of seats [2, 3, 1]), one seat on from seat 3;
    seats [3, 1, 2] put it on seat 2, which the button did not move to."""
    text = SEQ.read_text().replace("seats = [2, 3, 1]", "seats = [3, 1, 2]").replace(
        "starting_stacks = [395, 295, 510]", "starting_stacks = [295, 510, 395]").replace(
        "finishing_stacks = [405, 290, 505]", "finishing_stacks = [305, 505, 390]")
    bad = tmp_path / "button.phhs"
    bad.write_text(text)
    assert _checked(bad) == [("1-1", []), ("1-2", [(
        "button-not-rotated", None, "the button is on seat 2, but the previous hand (1-1) named no button (its dealer "
        "was on its last seat, 3), so it should have moved one seat clockwise to seat 1")])]


def test_without_a_table_or_without_seats_the_players_keep_their_action_labels():
    text = SEQ.read_text().split("\n\n")[0].split("\n", 1)[1]
    (no_table,) = read(Path("x.phh"), text.replace("table = 1\n", ""))
    assert [s.player for s in no_table.hand.seats] == ["p1", "p2", "p3"]
    (no_seats,) = read(Path("x.phh"), text.replace("seats = [1, 2, 3]\n", ""))
    assert [(s.seat, s.player) for s in no_seats.hand.seats] == [(1, "p1"), (2, "p2"), (3, "p3")]


def test_named_players_keep_their_names_and_a_missing_name_is_the_seat():
    text = SEQ.read_text().split("\n\n")[0].split("\n", 1)[1]
    (rec,) = read(Path("x.phh"), text.replace("table = 1\n", "table = 1\nplayers = ['ann', '', 'seat 9']\n"))
    assert [s.player for s in rec.hand.seats] == ["ann", "seat 2", "seat 9"]
    (rec,) = read(Path("x.phh"), text.replace("table = 1\n", "table = 1\nplayers = ['seat 2', '', 'cal']\n"))
    assert [s.player for s in rec.hand.seats] == ["seat 1", "seat 2", "seat 3"]      # a name twice: none is kept
