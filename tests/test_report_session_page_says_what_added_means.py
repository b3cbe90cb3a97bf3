"""A session page's results have a column "added" (what the stacks gained after a player's first
hand beyond their results) that the page did not explain: a club host reading "first stack 1 000,
added 5 964, last stack 17 803" had to look the column up in the README (review of session 71).
Now a note under the table says what first stack, last stack and added are, and that first stack
+ added + net = last stack."""

from __future__ import annotations

from pathlib import Path

from audit.report import write_report
from audit.store import ingest

from .conftest import EXAMPLES


def test_the_results_table_has_a_note_on_its_columns(tmp_path: Path) -> None:
    db = tmp_path / "s.duckdb"
    ingest([str(EXAMPLES / "draw-split-pot.jsonl")], db, 1, None)
    write_report(db, tmp_path / "site")
    page = next((tmp_path / "site" / "sessions").glob("*.html")).read_text()
    note = page[page.index('<p class="muted" id="results-note">'):]
    note = " ".join(note[:note.index("</p>")].split())
    assert "Added: what their stacks gained after their first hand beyond their results" in note
    assert "first stack + added + net = last stack" in note
    assert page.index('id="results"') < page.index('id="results-note"')
