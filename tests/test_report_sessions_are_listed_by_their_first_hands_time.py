"""The Sessions page (and the overview's sessions) listed the sessions in the order they were
stored: logs ingested as a folder's files come by name, so a club's "tuesday" came before its
"monday", and the real histories' 2011 file before its 2009 one (review of session 71).  Now they
come by their first hand's time (the instant it names, as the charts order hands), then in the
order they were stored: a session without a time that can be read comes after those."""

from __future__ import annotations

import json
import re
from pathlib import Path

from audit.report import write_report
from audit.store import ingest

from .conftest import EXAMPLES


def test_sessions_are_listed_by_time_then_as_stored(tmp_path: Path) -> None:
    hand = json.loads((EXAMPLES / "draw-split-pot.jsonl").read_text().splitlines()[0])
    logs = tmp_path / "logs"
    logs.mkdir()
    # stored in this order (by file name): a, b, c, d
    for name, session, time in (("a", "tuesday", "2026-03-03T20:00:00Z"), ("b", "untimed", None),
                                ("c", "monday", "2026-03-02T21:00:00+02:00"), ("d", "sunday", "2026-03-01T23:30:00Z")):
        h = dict(hand, hand_id=f"h-{name}", session=session)
        if time:
            h["time"] = time
        (logs / f"{name}.jsonl").write_text(json.dumps(h) + "\n")
    db = tmp_path / "s.duckdb"
    ingest([str(logs)], db, 1, None)
    write_report(db, tmp_path / "site")
    for page in ("sessions.html", "index.html"):
        text = (tmp_path / "site" / page).read_text()
        table = text[text.index('<table id="sessions">'):]
        table = table[:table.index("</table>")]
        listed = re.findall(r'<a href="sessions/[^"]+">([^<]*)</a>', table)
        assert listed == ["sunday", "monday", "tuesday", "untimed"], page
