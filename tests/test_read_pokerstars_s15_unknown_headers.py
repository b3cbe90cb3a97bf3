"""Hand headers of PokerStars text.  ``PokerStars Home Game #N: {club} ...`` (the older home-game
form) is a header: before, a file starting with it was taken for native JSON (a ``malformed``
record per line), and after another hand it was joined to that hand (false errors by the dozen).
A header the reader does not accept starts a record of its own, one ``malformed`` record naming
it, never joined to the hand before it: a PokerStars header of another form anywhere, and
another site's header (``Full Tilt Poker Game #N: ...``) at the start of a block of lines."""

from __future__ import annotations

import pytest

from audit.readers import read_paths
from audit.readers.detect import detect_format
from audit.runner import validate

from .conftest import REAL

PS = REAL / "pokerstars"
DRAW = PS / "pokerstars_5carddraw_allin_sidepot_2011.txt"     # one hand, 36 lines
STUD = PS / "pokerstars_7stud_allin_sidepot_2011.txt"
ID = "64146221551"
HOME = "PokerStars Home Game #64146221552: {Friday Club}  5 Card Draw Limit"


def _draw(header_from: str, header_to: str) -> str:
    text = DRAW.read_text().rstrip("\n")
    assert text.startswith(header_from)
    return header_to + text[len(header_from):]


def _checked(path):
    return [(c.hand_id, c.line, c.error, [f.code for f in c.findings]) for c in validate([str(path)], jobs=1)]


def test_a_file_of_old_home_game_headers_is_read_as_pokerstars(tmp_path):
    text = _draw(f"PokerStars Game #{ID}:  5 Card", f"PokerStars Home Game #{ID}: {{Friday Club}}  5 Card")
    path = tmp_path / "home.txt"
    path.write_text(text + "\n")
    assert detect_format(path.read_bytes()) == "pokerstars"
    (rec,) = read_paths([path])
    assert rec.error is None and rec.hand_id == ID
    assert (rec.hand.game, rec.hand.currency, rec.hand.rules["small_bet"]) == ("draw", "USD", 10)
    assert _checked(path) == [(ID, 1, None, [])]


def test_an_old_home_game_header_after_a_hand_starts_a_hand(tmp_path):
    first = DRAW.read_text().rstrip("\n")
    second = _draw(f"PokerStars Game #{ID}:  5 Card Draw Limit", HOME)
    path = tmp_path / "two.txt"
    path.write_text(first + "\n\n\n" + second + "\n")
    assert _checked(path) == [(ID, 1, None, []), ("64146221552", 39, None, [])]


@pytest.mark.parametrize("header,hand_id,error", [
    ("Full Tilt Poker Game #64146221553:  5 Card Draw Limit", None,
     "a hand of another site ('Full Tilt Poker'), not PokerStars: 'Full Tilt Poker Game #64146221553:  "
     "5 Card Draw Limit ($0.10/$0.20 USD) - 2011/0'"),
    ("PokerStars Homegame #64146221553: {Friday Club}  5 Card Draw Limit", "64146221553",
     "a PokerStars hand header of a form the reader does not know: 'PokerStars Homegame #64146221553: "
     "{Friday Club}  5 Card Draw Limit ($0.10/$0.20 '"),
])
def test_a_header_the_reader_does_not_accept_is_one_malformed_record(tmp_path, header, hand_id, error):
    first = DRAW.read_text().rstrip("\n")
    middle = _draw(f"PokerStars Game #{ID}:  5 Card Draw Limit", header)
    last = STUD.read_text().rstrip("\n")
    path = tmp_path / "three.txt"
    path.write_text(first + "\n\n\n" + middle + "\n\n\n" + last + "\n")
    assert _checked(path) == [(ID, 1, None, []), (hand_id, 39, error, ["malformed"]),
                              ("60974484959", 77, None, [])]


def test_a_file_starting_with_an_unknown_pokerstars_header_is_one_malformed_record(tmp_path):
    text = _draw(f"PokerStars Game #{ID}:", f"PokerStars Homegame #{ID}:")
    path = tmp_path / "unknown.txt"
    path.write_text(text + "\n")
    assert detect_format(path.read_bytes()) == "pokerstars"
    (rec,) = read_paths([path])
    assert (rec.hand, rec.hand_id, rec.line) == (None, ID, 1)
    assert rec.error.startswith("a PokerStars hand header of a form the reader does not know: ")


@pytest.mark.parametrize("line,block_start,expected", [
    (f"PokerStars Home Game #{ID}: {{Friday Club}}  5 Card Draw Limit (10/20)", False, True),
    (f"PokerStars Home Game Hand #{ID}: {{Friday Club}}  5 Card Draw Limit (10/20)", False, True),
    (f"PokerStars Zoom Hand #{ID}:  5 Card Draw Limit ($0.10/$0.20 USD)", False, True),
    (f"PokerStars Homegame #{ID}: 5 Card Draw", False, True),
    (f"Full Tilt Poker Game #{ID}: Table Pulova", True, True),
    (f"Full Tilt Poker Game #{ID}: Table Pulova", False, False),    # inside a hand: a line of it
    ("PokerStars fan #1: folds", False, False),                     # a name holding "#": an action
    ("Big Hand #1: posts small blind $0.05", True, False),
    ('PokerStars fan said, "Game #1: gg"', False, False),
    ("Seat 2: vatt110 ($2.41 in chips)", True, False),
])
def test_which_lines_start_a_hand(line, block_start, expected):
    from audit.readers.pokerstars_lines import starts_hand
    assert starts_hand(line, block_start) is expected
