"""Readers and convert (review of session 33):

* a native record whose ``game`` is an object or a list is one ``malformed`` record (before: a
  traceback, and the whole run lost);
* PHH and PokerStars cards are respelled as native ones are (``td`` is ``Td``): the same hand
  logged twice, spelled two ways, is an exact repeat, not a ``duplicate-hand``, and ``convert``
  writes FORMAT.md's spelling;
* ``convert -o /dev/stdout`` (and ``simulate``) write their closing line to stderr, not among
  the hands.
"""

from __future__ import annotations

import subprocess
import sys

from audit.checkout import Summary
from audit.readers import read_paths
from audit.runner import validate

from .conftest import FIXTURES

HERE = FIXTURES / "convert_s33"


def _codes(path) -> list[tuple[str, int | None]]:
    summary = Summary()
    for chunk in validate([str(path)], None, 1):
        summary.add(chunk)
    return [(row["code"], row["line"]) for row in summary.rows]


def test_a_game_that_is_an_object_or_a_list_is_one_malformed_record():
    for name in ("game_dict.jsonl", "game_list.jsonl"):
        (rec,) = list(read_paths([HERE / name]))
        assert rec.hand is None and "game" in rec.error
        assert [c for c, _ in _codes(HERE / name)] == ["malformed"]


def test_phh_and_pokerstars_cards_are_respelled():
    recs = list(read_paths([HERE / "lower2.phhs"]))
    (deal, *_) = [ev for ev in recs[0].hand.events if ev.type == "deal"]
    assert deal.down + (deal.up or []) == ["Td", "3c", "Kd"]
    assert recs[0].digest == recs[1].digest
    assert "duplicate-hand" not in [c for c, _ in _codes(HERE / "lower2.phhs")]
    (rec,) = list(read_paths([HERE / "stars_lower.txt"]))
    cards = [c for ev in rec.hand.events for f in ("down", "up", "cards") for c in (getattr(ev, f) or [])]
    assert cards and all(c == "??" or (c[0] in "23456789TJQKA" and c[1] in "cdhs") for c in cards)


def test_convert_to_stdout_keeps_its_closing_line_out_of_the_hands(tmp_path):
    out = tmp_path / "out.jsonl"
    with open(out, "wb") as f:
        p = subprocess.run([sys.executable, "-m", "audit", "convert", str(HERE / "lower2.phhs"), "-o", "/dev/stdout"],
                           stdout=f, stderr=subprocess.PIPE, text=False)
    assert p.returncode == 1 or p.returncode == 0, p.stderr
    assert b"wrote 2 hands" in p.stderr
    lines = out.read_bytes().splitlines()
    assert len(lines) == 2 and all(line.startswith(b"{") for line in lines)
