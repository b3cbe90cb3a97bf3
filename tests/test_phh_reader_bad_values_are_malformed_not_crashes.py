"""README: "A record that cannot be read becomes a `malformed` finding with its file and line ...
every other hand is still processed", and exit 2 is never a traceback.  Before, four PHH values
crashed the whole run (every hand of the file lost, `convert` left an empty file):

* ``year`` (``month``, ``day``) beyond a C int: OverflowError in ``datetime.date``; now the date
  is left out, as for ``month = 13``, and the hand is read;
* a player label with a digit ``int()`` does not read (``p²``): ValueError; now the action
  cannot be read (unknown player);
* ``actions`` not a list (``actions = 5``): TypeError before the "must be a list" check;
* an amount ``sNaN`` (a signalling NaN raises on arithmetic): decimal.InvalidOperation; now
  "is not a non-negative amount", as for ``NaN``."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from audit.cli import app
from audit.readers.phh import read
from audit.runner import validate

from .conftest import FIXTURES, REAL

S34 = FIXTURES / "phh_s34"
HAND5 = (REAL / "phh" / "wsop-2023-43-day5-hand5.phh").read_text()


def _checked(path: Path) -> list[tuple]:
    return [(c.hand_id, c.line, [(f.code, f.message) for f in c.findings]) for c in validate([str(path)], jobs=1)]


def _one(text: str, name: str = "x.phh"):
    (rec,) = read(Path(name), text)
    return rec


def _changed(old: str, new: str) -> str:
    assert HAND5.count(old) == 1
    return HAND5.replace(old, new)


@pytest.mark.parametrize("old,new", [("year = 2023", "year = 2147483648"), ("year = 2023", "year = -2147483649"),
                                     ("month = 6", "month = 9223372036854775807"), ("day = 22", "day = 4294967296")])
def test_a_date_field_beyond_a_c_int_leaves_the_date_out(old, new):
    rec = _one(_changed(old, new))
    assert (rec.error, rec.hand_id, rec.hand.time) == (None, "5", None)
    assert _one(HAND5).hand.time == "2023-06-22"


def test_a_date_beyond_a_c_int_among_good_hands_spoils_nothing():
    assert _checked(S34 / "year_overflow_among_good.phhs") == [("5", 1, []), ("6", 21, []), ("7", 41, [])]


@pytest.mark.parametrize("action,k", [("'p² f'", 4), ("'d dh p² As'", 4), ("'p¹ cc'", 4)])
def test_a_player_label_with_a_digit_int_cannot_read_is_an_unknown_player(action, k):
    text = ("variant = 'F7S'\nante_trimming_status = true\nantes = [5, 5]\nbring_in = 10\nsmall_bet = 20\n"
            f"big_bet = 40\nstarting_stacks = [500, 400]\nactions = ['d dh p1 AsKs2h', 'd dh p2 QdQh9d', 'p1 pb', {action}]\n")
    rec = _one(text, "sup.phh")
    label = action.strip("'").split()[-2 if action.startswith("'d") else 0]
    assert (rec.hand, rec.line, rec.hand_id) == (None, 1, "sup")
    assert rec.error == f"action {k}: {action} cannot be read (unknown player {label!r})"


@pytest.mark.parametrize("value", ["5", "true", "1.5", "2023-06-22", "{a = 1}"])
def test_actions_that_are_not_a_list_make_the_hand_malformed(value):
    rec = _one(HAND5.replace("actions = [", f"actions = {value}\n_old_actions = [", 1))
    assert (rec.hand, rec.hand_id, rec.error) == (None, "5", "actions must be a list of strings")


def test_the_crashing_hands_among_good_ones_are_one_malformed_record_each():
    assert _checked(S34 / "crash_among_good.phhs") == [
        ("5", 1, []),
        ("2", 21, [("malformed", f"{S34 / 'crash_among_good.phhs'}, line 21: actions must be a list of strings")]),
        ("3", 30, [("malformed", f"{S34 / 'crash_among_good.phhs'}, line 30: action 4: 'p² f' cannot be read "
                                 "(unknown player 'p²')")])]


def test_a_signalling_nan_cbr_is_not_an_amount():
    path = S34 / "snan_among_good.phhs"
    assert _checked(path) == [
        ("5", 1, []),
        ("2", 21, [("malformed", f"{path}, line 21: action 4: 'p2 cbr sNaN' cannot be read "
                                 "(cbr = 'sNaN' is not a non-negative amount)")]),
        ("7", 31, [])]


@pytest.mark.parametrize("old,new,why", [
    ("antes = [50000, 50000, 50000, 50000, 50000]", "antes = 'sNaN'", "antes = 'sNaN'"),
    ("starting_stacks = [4050000,", "starting_stacks = ['sNaN',", "starting_stacks[0] = 'sNaN'"),
    ("finishing_stacks = [4000000,", "finishing_stacks = ['-sNaN',", "finishing_stacks[0] = '-sNaN'"),
    ("bring_in = 50000", "bring_in = 'sNaN1'\nwinnings = [0, 0, 0, 0, 0]", "bring_in = 'sNaN1'"),
    ("small_bet = 200000", "small_bet = 'sNaN'", "small_bet = 'sNaN'"),
    ("big_bet = 400000", "big_bet = 'sNaN'", "big_bet = 'sNaN'"),
    ("big_bet = 400000", "big_bet = 400000\nwinnings = ['sNaN', 0, 0, 0, 0]", "winnings[0] = 'sNaN'"),
    ("'p4 cbr 200000'", "'p4 cbr sNaN'", "action 10: 'p4 cbr sNaN' cannot be read (cbr = 'sNaN'"),
])
def test_a_signalling_nan_in_any_amount_field_is_not_an_amount(old, new, why):
    rec = _one(_changed(old, new))
    assert rec.hand is None and rec.hand_id == "5"
    assert rec.error.startswith(why) and "is not a non-negative amount" in rec.error


def test_more_players_than_starting_stacks_is_malformed():
    # (as antes or finishing_stacks of another length are; review of session 62: accepted silently)
    assert HAND5.count("players = [") == 1
    rec = _one(HAND5.replace("players = [", "players = ['Extra Player', "))
    assert rec.hand is None and rec.error == "players names 6 players but starting_stacks lists 5"


def test_an_unknown_starting_stack_is_malformed_and_says_why():
    # PHH writes an unknown stack as inf: a native hand holds no unknown stack, so the hand is
    # malformed, with a message that says so (review of session 62: "is not a non-negative amount")
    rec = _one(_changed("starting_stacks = [4050000,", "starting_stacks = [inf,"))
    assert rec.hand is None and rec.hand_id == "5"
    assert rec.error.startswith("starting_stacks[0] = inf, an unknown amount (PHH's inf), cannot be checked: "
                                "every bet is judged against the stack")
    rec = _one(_changed("bring_in = 50000", "bring_in = inf"))
    assert rec.error == "bring_in = inf, an unknown amount (PHH's inf), cannot be checked: every amount of a hand must be known"


@pytest.mark.parametrize("command", [["check"], ["convert", "-o", "OUT"], ["explain", "2", "--file"]])
def test_the_cli_reports_the_hand_and_exits_1_without_a_traceback(tmp_path, command):
    command = [str(tmp_path / "out.jsonl") if a == "OUT" else a for a in command]
    out = CliRunner().invoke(app, [*command, str(S34 / "crash_among_good.phhs")])
    assert out.exception is None or isinstance(out.exception, SystemExit), out.exception
    assert out.exit_code == 1
    assert "Traceback" not in out.output
