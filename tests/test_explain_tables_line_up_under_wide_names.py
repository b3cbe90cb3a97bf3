"""explain's tables line up under names of wide characters (CJK take two columns of a terminal):
a column was padded by the name's length in characters, so every cell after ``李 明`` stood two
columns left of the others."""

from __future__ import annotations

import re
import subprocess
import sys
import unicodedata

from .conftest import FIXTURES

HAND = FIXTURES / "explain_s15" / "wide-names.txt"


def _columns(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(c) in ("W", "F") else 1 for c in text)


def test_the_players_table_lines_up_under_a_cjk_name():
    p = subprocess.run([sys.executable, "-m", "audit", "explain", "70000000003", "--file", str(HAND)],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    lines = p.stdout.splitlines()
    at = lines.index("Players")
    header, rows = lines[at + 1], lines[at + 3:at + 7]
    assert any("李 明" in r for r in rows)
    start = _columns(header[:header.index("start")])
    for r in rows:
        # seat, two spaces or more, the name (single spaces only), two spaces or more, the start
        m = re.match(r"(\s*\d+\s\s+\S(?:\S| (?! ))*\s\s+)\d+", r)
        assert m, r
        assert _columns(m.group(1)) == start, (r, header)
