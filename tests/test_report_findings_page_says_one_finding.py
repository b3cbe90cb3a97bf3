"""The findings page counts one finding in the singular ("1 finding in file order", not "1
findings": review of session 65)."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_cli_check import run


def test_one_finding_is_said_in_the_singular(tmp_path):
    hand = (FIXTURES / "draw_s65" / "passed-over-fold-lost-then-raises.jsonl").read_text().splitlines()[0]
    assert json.loads(hand)["hand_id"] == "lost-fold-then-raise"       # one out-of-turn
    log = tmp_path / "h.jsonl"
    log.write_text(hand + "\n")
    out = tmp_path / "site"
    run("audit", str(log), "--db", str(tmp_path / "s.duckdb"), "--out", str(out))
    text = (out / "findings.html").read_text()
    assert "1 finding in file order" in text
