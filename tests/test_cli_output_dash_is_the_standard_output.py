"""``-o -`` writes to the standard output (``simulate`` and ``convert``), as many tools read it; the
closing line goes to the standard error.  Before, a file named ``-`` was written."""

from __future__ import annotations

import json
import subprocess
import sys

from .conftest import SHARED


def _run(tmp_path, *args):
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=120,
                          cwd=tmp_path)


def test_simulate_to_dash_writes_the_hands_to_stdout(tmp_path):
    p = _run(tmp_path, "simulate", "--game", "tonk", "--hands", "3", "-o", "-")
    assert p.returncode == 0, p.stderr
    assert [json.loads(line)["game"] for line in p.stdout.splitlines()] == ["tonk"] * 3
    assert p.stderr == "wrote 3 tonk hands to /dev/stdout\n"
    assert list(tmp_path.iterdir()) == []


def test_convert_to_dash_writes_the_hands_to_stdout(tmp_path):
    p = _run(tmp_path, "convert", str(SHARED / "spec" / "examples" / "tonk-out.jsonl"), "-o", "-")
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["hand_id"] == "tonk-1"
    assert list(tmp_path.iterdir()) == []
