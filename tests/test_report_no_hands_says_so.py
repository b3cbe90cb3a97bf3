"""A store with no hand (every record malformed) shows "No hands stored" where the tables of
hands, sessions and players would be, not a header row with nothing under it."""

from __future__ import annotations

import re
from pathlib import Path

from audit.report import write_report
from audit.store import ingest

from .conftest import FIXTURES

NO_HANDS = "No hands stored: nothing to show here."


def test_only_malformed_records_say_no_hands_stored(tmp_path: Path) -> None:
    ingest([str(FIXTURES / "report_s13" / "only-malformed.jsonl")], tmp_path / "d.duckdb", 1, None)
    write_report(tmp_path / "d.duckdb", tmp_path / "site", jobs=1)
    site = tmp_path / "site"
    index = (site / "index.html").read_text(encoding="utf-8")
    for heading in ("Hands by game", "Hands by session"):
        after = index.split(f"<h2>{heading}</h2>", 1)[1].split("<h2>", 1)[0]
        assert NO_HANDS in after and "<table" not in after
    assert '<table id="quarantine">' in index                            # the records set aside are listed
    for name, table in (("players.html", "players"), ("sessions.html", "sessions")):
        page = (site / name).read_text(encoding="utf-8")
        assert NO_HANDS in page and f'<table id="{table}">' not in page
        assert '<a href="findings.html">findings</a>' in page
    assert len(re.findall(r"<tr", (site / "findings.html").read_text(encoding="utf-8"))) == 4  # header + 3


def test_a_store_with_hands_shows_its_tables(tmp_path: Path) -> None:
    ingest([str(FIXTURES / "report_s13" / "swap-pots.jsonl")], tmp_path / "d.duckdb", 1, None)
    write_report(tmp_path / "d.duckdb", tmp_path / "site", jobs=1)
    for name in ("index.html", "players.html", "sessions.html"):
        assert NO_HANDS not in (tmp_path / "site" / name).read_text(encoding="utf-8")
