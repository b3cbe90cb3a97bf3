"""A name alone in a padded column of a table the CLI prints (``explain``'s settlement and players,
``stats``) shows the spaces the padding would hide (leading, trailing, the second of two) as
``\\x20``, as the report's pages do: "bob " does not pass for "bob" (README: names are escaped so
that one cannot pass for another player's).  Text around a name (a reason, a message) is left as
text."""

from __future__ import annotations

import polars as pl

from audit.explain import explain_text
from audit.stats import format_table
from audit.untrusted import for_cell, for_terminal

from .conftest import FIXTURES, hands_by_id


def test_for_cell_escapes_the_spaces_padding_hides_and_for_terminal_does_not():
    assert for_cell("bob ") == "bob\\x20" and for_cell(" bob") == "\\x20bob" and for_cell("b  ob") == "b \\x20ob"
    assert for_cell("b ob") == "b ob" and for_terminal("bob ") == "bob "


def test_explain_tells_bob_from_bob_with_a_trailing_space():
    (hand,) = hands_by_id(FIXTURES / "settle_s42" / "a-name-with-a-trailing-space.jsonl").values()
    text = explain_text(hand)
    players = text[text.index("\nPlayers"):].splitlines()
    assert any(line.split()[:2] == ["3", "bob\\x20"] for line in players)
    assert any(line.split()[:2] == ["2", "bob"] for line in players)
    settlement = text[text.index("Settlement"):text.index("\nPlayers")]
    assert "bob\\x20" in settlement


def test_stats_tells_them_apart_too():
    df = pl.DataFrame({"player": ["bob", "bob "], "hands": [1, 1]})
    rows = format_table(df).splitlines()[2:]
    assert [r.split()[0] for r in rows] == ["bob", "bob\\x20"]
