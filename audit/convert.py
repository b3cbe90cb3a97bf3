"""``handaudit convert``: any supported input as native JSON Lines."""

from __future__ import annotations

from collections.abc import Iterable

import msgspec

from .lines_out import LinesOut
from .readers import read_paths

_encoder = msgspec.json.Encoder()


def convert(paths: Iterable[str], out: str) -> tuple[int, list[tuple[str, int, str]]]:
    """Write every readable hand to ``out``; return the count and the records that could not be read."""
    bad: list[tuple[str, int, str]] = []
    n = 0
    with LinesOut(out) as f:
        for rec in read_paths(paths):
            if rec.hand is None:
                bad.append((rec.file, rec.line, rec.error or "unreadable"))
                continue
            f.write(_encoder.encode(rec.hand))
            f.write(b"\n")
            n += 1
    return n, bad
