"""A PHH finishing stack below what the player kept, by more than the pot held (or with no pot at
all, the bring-in's player folded to), cannot be read as a rake: no rake takes more than the pot.
It was read as a rake of the pot (0 when nothing was left in it), so that the chips lost passed
with no finding, or the books stated the pot's size instead of the loss (review of session 58).
It is now a ``books-unbalanced`` of its own naming the player and the chips."""

from __future__ import annotations

from audit.readers.phh import read
from audit.replay import replay

HEAD = """variant = 'F7S'
antes = [{antes}]
bring_in = 1
small_bet = 2
big_bet = 4
starting_stacks = [100, 100, 100]
actions = ['d dh p1 Jh2s2c', 'd dh p2 3h4hQs', 'd dh p3 6c8hAd', 'p1 pb', 'p2 f', 'p3 f']
players = ['ann', 'ben', 'cat']
finishing_stacks = [{finishing}]
"""


def _findings(tmp_path, antes: str, finishing: str):
    path = tmp_path / "h.phh"
    path.write_text(HEAD.format(antes=antes, finishing=finishing))
    (rec,) = read(path, path.read_text())
    return rec.warnings + replay(rec.hand).findings


def test_chips_lost_with_no_pot_are_a_books_finding_naming_the_player(tmp_path):
    # the bring-in folded to: its 1 goes back, nothing is left in the pot; cat ends 50 down
    [f] = _findings(tmp_path, "0, 0, 0", "100, 100, 50")
    assert f.code == "books-unbalanced"
    assert f.message.startswith("finishing_stacks: cat ends 50 below what they kept")


def test_chips_lost_beyond_the_pot_are_stated_in_full(tmp_path):
    # antes of 1: a pot of 3 (ann's bring-in returned to her), which ann wins; cat ends 50 down
    [f] = _findings(tmp_path, "1, 1, 1", "102, 99, 49")
    assert f.code == "books-unbalanced"
    # (not a rake of the pot's 3, whose books finding said "3 too many")
    assert f.message == ("finishing_stacks: cat ends 50 below what they kept (chips that left the table, "
                         "beside a pot of 3, which a rake could not take them from)")


def test_chips_lost_within_the_pot_are_still_read_as_a_rake(tmp_path):
    # cat ends 2 down, less than the pot of 3: the rake stands for them (the books show the 2)
    [f] = _findings(tmp_path, "1, 1, 1", "102, 99, 97")
    assert f.code == "books-unbalanced"
    assert "(2 too many)" in f.message and "cat ends 2 below what they kept" in f.message


def test_a_legal_result_is_clean(tmp_path):
    assert _findings(tmp_path, "1, 1, 1", "102, 99, 99") == []
