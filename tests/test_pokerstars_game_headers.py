"""PokerStars headers: every genuine form of a 7 Card Stud or 5 Card Draw hand is read, with its
stakes; any other game is a malformed record that says the game is not supported."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.readers.pokerstars import read
from audit.runner import validate

from .conftest import FIXTURES

PS = FIXTURES / "pokerstars"
TOURNAMENT = PS / "stud_tournament_hand_header.txt"      # "... 7 Card Stud Limit (100/200) - Level IV (100/200) - ..."
CASH_STUD = PS / "stud_cash_dealer_seat3.txt"            # "7 Card Stud Limit ($0.10/$0.20 USD)"
CASH_DRAW = PS / "draw_limit_heads_up_split.txt"         # "5 Card Draw Limit ($0.10/$0.20 USD)"


def with_header(path: Path, header: str) -> list:
    lines = path.read_text(encoding="utf-8-sig").splitlines()
    return list(read(Path("x.txt"), "\n".join([header] + lines[1:])))


def test_tournament_stakes_written_after_the_level_are_read():
    # the real form: no stakes after the game, the level's stakes are the limits
    (c,) = validate([str(PS / "stud_tournament_stakes_after_level.txt")])
    assert c.error is None and c.findings == []
    (rec,) = list(read(Path("x.txt"), (PS / "stud_tournament_stakes_after_level.txt").read_text()))
    hand = rec.hand
    assert hand.game == "stud" and hand.unit is None and hand.currency is None
    assert (hand.rules["small_bet"], hand.rules["big_bet"]) == (4, 8)


@pytest.mark.parametrize("tournament", [
    "$2.00+$0.20 USD 7 Card Stud Limit - Level IV (100/200)",
    "Freeroll  7 Card Stud Limit - Level IV (100/200)",
    "$2.00+$0.20 USD Triple Stud (7 Card Stud Limit) - Level IV (100/200)",
    "$1.00+$0.10+$0.25 USD HORSE (7 Card Stud Limit) - Level IV (100/200)",
    "€5 EUR 7 Card Stud Limit - Level IV (100/200)",
])
def test_tournament_forms_of_7_card_stud(tournament):
    header = f"PokerStars Hand #210000000001: Tournament #3000000001, {tournament} - 2020/05/01 12:00:00 ET"
    (rec,) = with_header(TOURNAMENT, header)
    assert rec.hand is not None, rec.error
    assert rec.hand.game == "stud" and rec.hand.unit is None      # tournament chips, whatever the buy-in
    assert (rec.hand.rules["small_bet"], rec.hand.rules["big_bet"]) == (100, 200)
    assert rec.hand.time == "2020-05-01T12:00:00-04:00"


def test_a_mixed_game_cash_hand_of_7_card_stud():
    header = ("PokerStars Game #60974484959:  HORSE (7 Card Stud Limit, $0.10/$0.20 USD) - "
              "2011/04/18 2:21:35 CET [2011/04/17 20:21:35 ET]")
    (rec,) = with_header(CASH_STUD, header)
    assert rec.hand is not None, rec.error
    assert rec.hand.game == "stud" and rec.hand.unit == "0.01" and rec.hand.currency == "USD"
    assert (rec.hand.rules["small_bet"], rec.hand.rules["big_bet"]) == (10, 20)


def test_a_home_game_hand_names_its_club_in_braces():
    header = "PokerStars Home Game Hand #74655014750: {chip club}  5 Card Draw Limit ($0.10/$0.20 USD) - 2012/01/28 20:58:29 ET"
    (rec,) = with_header(CASH_DRAW, header)
    assert rec.hand is not None, rec.error
    assert rec.hand.hand_id == "74655014750" and rec.hand.game == "draw"
    assert rec.hand.rules["blinds"] == [5, 10] and rec.hand.unit == "0.01"
    # the real form: a home game in play chips
    (c,) = validate([str(PS / "draw_home_game_play_chips.txt")], keep=True)
    assert c.error is None and c.findings == []
    assert c.hand.unit is None and c.hand.rules["blinds"] == [5, 10] and c.hand.rules["small_bet"] == 10


@pytest.mark.parametrize("description, game", [
    ("HORSE (Razz Limit, $0.10/$0.20 USD)", "'Razz' (in HORSE)"),
    ("8-Game (7 Card Stud Hi/Lo Limit, $0.10/$0.20 USD)", "'7 Card Stud Hi/Lo' (in 8-Game)"),
    ("Tournament #1, $2.50+$0.60 USD 8-Game (Triple Draw 2-7 Lowball Limit) - Level XVII (500/1000)",
     "'Triple Draw 2-7 Lowball' (in 8-Game)"),
    ("Tournament #1, $9.80+$1.20 USD Hold'em No Limit - Level XIV (1500/3000)", "\"Hold'em\""),
    ("7 Card Stud Hi/Lo Limit ($0.10/$0.20 USD)", "'7 Card Stud Hi/Lo'"),
])
def test_other_games_are_not_supported(description, game):
    (rec,) = with_header(CASH_STUD, f"PokerStars Game #1:  {description} - 2011/04/18 2:21:35 ET")
    assert rec.hand is None and rec.line == 1 and rec.hand_id == "1"
    assert rec.error == f"{game} is not supported (only 7 Card Stud and 5 Card Draw)"


def test_a_description_in_no_known_form_is_unreadable():
    (rec,) = with_header(CASH_STUD, "PokerStars Game #1:  7 CARD STUD LIMIT ($0.10/$0.20 USD) - 2011/04/18 2:21:35 ET")
    assert rec.hand is None and rec.error.startswith("unreadable game description")
    # a supported game without stakes anywhere
    (rec,) = with_header(TOURNAMENT, "PokerStars Hand #1: Tournament #3, $2+$0.20 USD 7 Card Stud Limit - 2020/05/01 12:00:00 ET")
    assert rec.hand is None and rec.error.startswith("no stakes in the game description")


def test_a_dealt_card_that_is_no_card_is_malformed_naming_its_line():
    text = TOURNAMENT.read_text().replace("Dealt to alpha [7c]\n", "Dealt to alpha [of]\n")
    assert text != TOURNAMENT.read_text()
    (rec,) = list(read(Path("x.txt"), text))
    assert rec.hand is None and rec.error == "line 12: alpha is dealt 'of', which is not a card"
