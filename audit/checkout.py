"""The output of ``handaudit check``: text lines or the JSON document of CLI.md.

A file name is written in its display form (:func:`audit.readers.paths.shown_name`: a byte of
the name that is not UTF-8 as ``\\xNN``), in the JSON document as in the text, and so is a
message that quotes one (a malformed record's): JSON text cannot hold the surrogate escapes a
name that is not UTF-8 comes with.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import IO

import msgspec

from .codes import ERROR, MALFORMED, SEVERITY
from .readers.paths import shown_name, shown_path
from .runner import Checked
from .untrusted import for_terminal

#: ``by_game``'s key for a record whose game could not be read.
UNKNOWN_GAME = "unknown"


class Summary:
    """Counts over checked hands, and the findings flattened for output."""

    def __init__(self) -> None:
        self.hands = 0
        self.clean = 0
        self.by_game: Counter[str] = Counter()
        self.by_code: Counter[str] = Counter()
        self.rows: list[dict] = []
        self.failed = False

    def add(self, c: Checked, keep_rows: bool = True) -> None:
        if c.repeat:
            return
        self.hands += 1
        # every record counts, so that by_game adds up to hands (CLI.md): one whose game could not
        # be read (a malformed record) as "unknown"
        self.by_game[c.game or UNKNOWN_GAME] += 1
        if not c.findings:
            self.clean += 1
            return
        for f in c.findings:
            sev = SEVERITY[f.code]
            self.by_code[f.code] += 1
            if sev == ERROR or sev == MALFORMED:
                self.failed = True
            if keep_rows:
                self.rows.append({"file": shown_path(c.file), "line": c.line, "hand_id": c.hand_id,
                                  "game": c.game, "seq": f.seq, "code": f.code, "severity": sev,
                                  "player": f.player, "message": shown_name(f.message)})

    @property
    def exit_code(self) -> int:
        return 1 if self.failed else 0

    def document(self) -> dict:
        return {"hands": self.hands, "clean": self.clean, "by_game": dict(sorted(self.by_game.items())),
                "findings": self.rows}


def write_json(summary: Summary, out: IO[str]) -> None:
    out.write(msgspec.json.encode(summary.document()).decode())
    out.write("\n")


def format_finding(row: dict) -> str:
    where = f"{row['file']}:{row['line']}"
    hand = row["hand_id"] or "?"
    seq = f" event {row['seq']}" if row["seq"] is not None else ""
    # (a malformed record's severity is its code: named once)
    kind = row["code"] if row["severity"] == row["code"] else f"{row['severity']} {row['code']}"
    return for_terminal(f"{where} hand {hand}{seq}: {kind}: {row['message']}")


def write_text_rows(rows: Iterable[dict], out: IO[str]) -> None:
    for row in rows:
        out.write(format_finding(row) + "\n")


def summary_line(summary: Summary) -> str:
    games = ", ".join(f"{g} {n}" for g, n in sorted(summary.by_game.items())) or "none"
    codes = ", ".join(f"{c} {n}" for c, n in summary.by_code.most_common())
    found = sum(summary.by_code.values())
    text = f"{counted(summary.hands, 'hand')} ({games}); {summary.clean} clean; {counted(found, 'finding')}"
    return text + (f": {codes}" if codes else "")


def counted(n: int, noun: str) -> str:
    """``n`` and the noun, plural unless ``n`` is 1: "1 hand", "2 hands"."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
