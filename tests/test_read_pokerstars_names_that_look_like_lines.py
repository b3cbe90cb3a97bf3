"""A legal PokerStars name may look like the start of another line: ``Seat 3``, ``Dealt to me``,
``Total pot``, ``Uncalled bet (1) returned to X``, or ``Hero: folds`` beside a seated ``Hero``.
A line that is an action or a collection of a seated player is read as that, whatever its
first words; in the summary a ``Seat N:`` line is a summary line.  Before, the generic line
starts were tried first and their failure ended the reading: ``Seat 3 collected $0.40 from
main pot`` became an ``unparsed-line`` warning, so a tampered payout passed without a finding,
and a fair split got false ``wrong-amount`` and ``books-unbalanced`` errors."""

from __future__ import annotations

import pytest

from audit.readers.pokerstars_lines import Tokenizer
from audit.runner import validate

from .conftest import FIXTURES

HERE = FIXTURES / "readers_s13"
NAMES = ["Seat 3", "Dealt to me", "Total pot", "Hero: folds", "Hero:", "Uncalled bet (1) returned to X"]


def findings(path) -> list[tuple]:
    (checked,) = validate([str(path)], jobs=1)
    return [(f.code, f.seq, f.message) for f in checked.findings]


def tampered(name: str) -> list[tuple]:
    """The findings of the tampered hand (the main pot paid 40 of 43) with Player3 renamed."""
    return [("wrong-amount", 22, f"{name} collected 40 from the main pot; their share is 43 "
             "(the pot of 45 (43 after 2 of rake))"),
            ("books-unbalanced", None, "players put in 55 but 50 was collected, 0 returned and 2 raked (3 missing)")]


def test_the_tampered_payout_is_found_under_a_plain_name():
    assert findings(HERE / "ps_draw_tamper.txt") == tampered("Player3")


@pytest.mark.parametrize("name", NAMES)
def test_a_tampered_payout_is_found_whatever_the_winners_name(name, tmp_path):
    path = tmp_path / "renamed.txt"
    path.write_text((HERE / "ps_draw_tamper.txt").read_text().replace("Player3", name))
    assert findings(path) == tampered(name)


@pytest.mark.parametrize("fixture", ["ps_draw_split_seat_name.txt", "ps_draw_split_dealt_name.txt"])
def test_a_fair_split_with_such_a_name_is_clean(fixture):
    # "Seat 1" (or "Dealt to me") collects half the pot; the summary's "Seat 1: francois 712
    # folded ..." is a summary line, not an action of "Seat 1"
    assert findings(HERE / fixture) == []


def test_seat_lines_are_actions_before_the_summary_and_summary_lines_in_it():
    tok = Tokenizer(["Seat 3", "Hero", "folds"])
    assert tok.token(5, "Seat 3: folds") == ("fold", 5, "Seat 3", {"cards": None})
    assert tok.token(6, "Seat 3 collected $0.10 from pot") == ("collect", 6, "Seat 3", {"amt": "$0.10", "pot": None})
    assert tok.token(7, "*** SUMMARY ***") == ("street", 7, None, ("summary", []))
    assert tok.token(8, "Seat 3: Hero (button) mucked [Qd 4h]") == \
        ("sumseat", 8, None, {"seat": 3, "how": "mucked", "cards": ["Qd", "4h"], "won": None})
    assert tok.token(9, "Seat 1: folds folded before the Draw") == \
        ("sumseat", 9, None, {"seat": 1, "how": None, "cards": [], "won": None})


def test_the_longest_seated_name_with_an_action_wins():
    tok = Tokenizer(["Hero", "Hero: folds"])
    assert tok.token(1, "Hero: folds: calls $1") == ("call", 1, "Hero: folds", {"amt": "$1", "allin": None})
    assert tok.token(2, "Hero: folds") == ("fold", 2, "Hero", {"cards": None})
    assert tok.token(3, "Hero: folds collected $2 from side pot-2") == \
        ("collect", 3, "Hero: folds", {"amt": "$2", "pot": 2})
    assert tok.token(4, "Uncalled bet ($1) returned to Hero: folds") == ("return", 4, "Hero: folds", {"amt": "$1"})
