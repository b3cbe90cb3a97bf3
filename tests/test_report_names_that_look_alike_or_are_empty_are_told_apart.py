"""README (the report): untrusted text is escaped so that a name cannot pass for another's.  HTML
does not show a leading or trailing space, nor the second space of a run: such spaces are written
``\\x20`` (the players ``b ob``, ``b  ob`` and `` b ob`` showed as three rows of ``b ob``, and the
hand's payments said "b ob pays b ob").  A player named "" is no name at all: the hand is
``malformed`` (before, the report had an empty link nobody could see or click, and blank cells)."""

from __future__ import annotations

from pathlib import Path

from audit.report import write_report
from audit.store import ingest
from audit.untrusted import for_html

from .conftest import FIXTURES

NAMES = FIXTURES / "report_names"


def test_spaces_html_does_not_show_are_escaped():
    assert for_html("b ob") == "b ob"
    assert for_html("b  ob") == "b \\x20ob"
    assert for_html(" b ob") == "\\x20b ob"
    assert for_html("bob ") == "bob\\x20"
    assert for_html(" ") == "\\x20"
    assert for_html("b\u200b  ob ") == "b\\u200b \\x20ob\\x20"


def test_the_players_page_tells_every_name_apart(tmp_path: Path):
    db = tmp_path / "r.duckdb"
    ingest([NAMES], db, 1)
    out = tmp_path / "rep"
    write_report(db, out, 1)
    players = (out / "players.html").read_text()
    for shown in (">\\x20b ob</a>", ">b \\x20ob</a>", ">b ob</a>"):
        assert shown in players
    pages = "".join(p.read_text() for p in (out / "hands").glob("*.html"))
    assert "\\x20b ob pays b \\x20ob 1 x 10 = 10" in pages


def test_an_empty_name_is_a_malformed_hand():
    from audit.runner import validate
    [c] = validate([str(NAMES / "empty.jsonl")])
    assert c.hand is None and c.error.endswith("seats[0]: the player's name is empty")
