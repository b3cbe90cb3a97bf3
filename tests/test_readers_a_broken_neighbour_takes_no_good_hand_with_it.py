"""Bad input loses nothing: a malformed hand is one ``malformed`` finding, and every other hand is
still processed, its verdict its own.  A fuzzing review (session 55) found readers where a broken
hand took a good one with it:

* PokerStars: a header too damaged to read (cut before its colon, its number lost or garbled)
  did not start a hand, so the next hand's lines were read as the good hand's (14 false findings,
  the damaged hand never reported);
* PokerStars: one hand of 1.5 million lines was held whole (920 MB for a 20 MB file, then out of
  memory with a traceback): a hand is read with at most ``MAX_HAND_LINES`` lines;
* PHH: a player label of 4,400 digits crashed the run (a traceback, and the good hands of the
  same file lost); labels of digits that are not ASCII ('p१') read as 'p1'.

tests/fixtures/readers_s55: the review's files (two real 5 Card Draw hands, the second's header
damaged; a real stud hand whose label is p9...9, with two good hands; labels in Devanagari and
full-width digits)."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.readers.pokerstars import MAX_HAND_LINES
from audit.runner import validate

HERE = Path(__file__).resolve().parent / "fixtures" / "readers_s55"


def _verdicts(path: Path) -> list[tuple[str | None, list[str]]]:
    return [(c.hand_id, [f.code for f in c.findings]) for c in validate([str(path)])]


def test_two_good_pokerstars_hands_are_clean() -> None:
    assert _verdicts(HERE / "ps_two_good.txt") == [("35838989654", []), ("35839017616", [])]


@pytest.mark.parametrize("name, hand_id", [("ps_header_truncated.txt", "35839017616"),
                                           ("ps_nohash.txt", None), ("ps_noid.txt", None),
                                           ("ps_quote_header.txt", "35839017616")])
def test_a_damaged_pokerstars_header_is_a_hand_of_its_own(name: str, hand_id: str | None) -> None:
    assert _verdicts(HERE / name) == [("35838989654", []), (hand_id, ["malformed"])]


def test_a_pokerstars_hand_that_runs_on_is_malformed_and_the_next_hand_is_read(tmp_path: Path) -> None:
    first, second = (HERE / "ps_two_good.txt").read_text().strip().split("\n\n\n")
    head, rest = first.split("*** DEALING HANDS ***", 1)
    long = head + "*** DEALING HANDS ***\n" + "Hero: checks\n" * (MAX_HAND_LINES + 5) + rest.lstrip("\n")
    path = tmp_path / "long.txt"
    path.write_text(long + "\n\n\n" + second + "\n")
    [(hid, codes), good] = [(c.hand_id, c) for c in validate([str(path)])]
    assert (hid, [f.code for f in codes.findings]) == ("35838989654", ["malformed"])
    assert f"runs over {MAX_HAND_LINES:,} lines" in codes.findings[0].message
    assert (good[0], good[1].findings) == ("35839017616", [])


def test_a_phh_label_of_thousands_of_digits_is_malformed_and_the_good_hands_are_read() -> None:
    verdicts = _verdicts(HERE / "phh_bigplayer_with_good.phhs")
    assert sorted(codes for _, codes in verdicts) == [[], [], ["malformed"]]


@pytest.mark.parametrize("name", ["phh_label_pdeva.phh", "phh_label_pfull.phh"])
def test_a_phh_label_of_digits_that_are_not_ascii_names_no_player(name: str) -> None:
    [(_, codes)] = _verdicts(HERE / name)
    assert codes == ["malformed"]


def test_a_player_named_pokerstars_after_a_blank_line_starts_no_hand() -> None:
    """The review of session 55's commits: the real draw history with a player renamed "PokerStars
    Fan" and a blank line before "PokerStars Fan collected $0.43 from main pot": the collect line
    was taken for a damaged header (two hands, the good one incomplete).  A damaged header has a
    header's words ("Game", "Hand")."""
    assert _verdicts(HERE / "ps_player_pokerstars_after_blank.txt") == [("64146221551", [])]
