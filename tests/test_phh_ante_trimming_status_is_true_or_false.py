"""PHH: ante_trimming_status is a boolean; any other value is refused by name, as other PHH
fields of the wrong type are (before, 0 or "false" were read as true, which PokerKit reads as
false: other pots, a false wrong-amount)."""

from __future__ import annotations

import pytest

from audit.runner import validate

HAND = """variant = "F7S"
ante_trimming_status = {status}
antes = [3, 3]
bring_in = 4
small_bet = 10
big_bet = 20
starting_stacks = [26, 2]
actions = ["d dh p1 2dTcAh", "d dh p2 4hKdKc", "p2 sm 4hKdKc", "p1 sm 2dTcAh", "d dh p1 8d", "d dh p2 Qc", "d dh p1 Jh", "d dh p2 6s", "d dh p1 Td", "d dh p2 Js", "d dh p1 7d", "d dh p2 Qh", "p1 sm 2dTcAh8dJhTd7d", "p2 sm 4hKdKcQc6sJsQh"]
finishing_stacks = [{first}, {second}]
"""


def _checked(tmp_path, status: str, ends=(23, 5)):
    path = tmp_path / "h.phh"
    path.write_text(HAND.format(status=status, first=ends[0], second=ends[1]))
    [checked] = list(validate([str(path)]))
    return checked


@pytest.mark.parametrize("status", ["0", "1", '"false"', '"true"', "[]"])
def test_a_status_that_is_not_a_boolean_is_malformed_by_name(tmp_path, status):
    checked = _checked(tmp_path, status)
    assert [f.code for f in checked.findings] == ["malformed"]
    assert "ante_trimming_status must be true or false" in checked.error


def test_true_trims_the_antes(tmp_path):
    """p2, all-in on the ante for 2, wins 4 with kings and queens; p1's third chip of ante
    comes back (untrimmed, PokerKit's false, p2 would win 5: 23 and 5)."""
    assert _checked(tmp_path, "true", (24, 4)).findings == []
    assert [f.code for f in _checked(tmp_path, "true", (23, 5)).findings] != []


def test_false_with_unequal_antes_is_refused(tmp_path):
    checked = _checked(tmp_path, "false")
    assert "ante_trimming_status false is not supported" in checked.error


def test_antes_of_different_sizes_are_refused_whatever_the_status(tmp_path):
    """A native hand has one ante: with `true`, antes of 3 and 4 were read as an ante of 3 with a
    wrong-forced-bet, and the trimmed chip's return as one of no uncalled bet, on a hand PokerKit
    plays out legally (review of session 58)."""
    path = tmp_path / "h.phh"
    path.write_text(HAND.format(status="true", first=24, second=4).replace("antes = [3, 3]", "antes = [3, 4]")
                    .replace("starting_stacks = [26, 2]", "starting_stacks = [26, 20]"))
    [checked] = list(validate([str(path)]))
    assert [f.code for f in checked.findings] == ["malformed"]
    assert checked.error.startswith("antes of different sizes are not supported (p1 3, p2 4)")
