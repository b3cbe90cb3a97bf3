"""``handaudit convert``: any supported input as native JSON Lines."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

import msgspec

from .errors import UserError
from .lines_out import LinesOut
from .readers import read_paths

_encoder = msgspec.json.Encoder()


def check_output(paths: Iterable[str | os.PathLike], out: str | os.PathLike) -> None:
    """Refuse an output that is one of the inputs (opening it for writing would empty it before
    it is read) or inside an input folder (the folder's search would read the output as it grows,
    and a second run would read the first run's output as a log)."""
    target = Path(out).resolve()
    try:
        st = os.stat(target)
        same = (st.st_dev, st.st_ino)
    except OSError:
        same = None
    for p in paths:
        path = Path(p)
        if path.is_dir():
            folder = path.resolve()
            if target.is_relative_to(folder):
                raise UserError(f"{out}: the output is inside the input folder {p}, where it would be read as "
                                f"input; write it somewhere else")
        elif same is not None and path.is_file():
            st = os.stat(path)
            if (st.st_dev, st.st_ino) == same:
                raise UserError(f"{out}: the output is the input {p}; writing it would empty it before it is "
                                f"read: write it somewhere else")


def convert(paths: Iterable[str], out: str) -> tuple[int, list[tuple[str, int, str]]]:
    """Write every readable hand to ``out``; return the count and the records that could not be read."""
    paths = list(paths)
    check_output(paths, out)
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
