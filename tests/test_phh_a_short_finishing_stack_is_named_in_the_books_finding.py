"""A PHH finishing stack below what the player kept is read as a rake (the native event for chips
that left the table), whose note names the player; the ``books-unbalanced`` it makes quotes that
note, so that ``check`` says whose stack is short (before, only ``explain`` showed the note, and
the message spoke of a rake PHH does not have)."""

from __future__ import annotations

from audit.readers.phh import read
from audit.replay import replay

from .conftest import REAL

HAND7 = REAL / "phh" / "wsop-2023-43-day5-hand7.phh"


def test_the_books_finding_names_the_player_whose_finishing_stack_is_short(tmp_path):
    text = HAND7.read_text()
    old = "starting_stacks = [2150000, 9750000,"
    assert old in text
    path = tmp_path / "short.phh"
    path.write_text(text.replace(old, "starting_stacks = [2150000, 9760000,"))    # 10,000 more to start
    (rec,) = read(path, path.read_text())
    [f] = replay(rec.hand).findings
    assert (f.code, f.seq) == ("books-unbalanced", 18)
    assert f.message.endswith("(10000 too many) (the rake's note: finishing_stacks: Talal Shakerchi ends 10000 "
                              "below what they kept)")
