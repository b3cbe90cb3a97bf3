"""``-o -`` writes to the standard output (``simulate`` and ``convert``), as many tools read it; the
closing line goes to the standard error, naming "the standard output" (not ``/dev/stdout``).  Before,
a file named ``-`` was written."""

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
    assert p.stderr == "wrote 3 tonk hands to the standard output\n"
    assert list(tmp_path.iterdir()) == []


def test_convert_to_dash_writes_the_hands_to_stdout(tmp_path):
    p = _run(tmp_path, "convert", str(SHARED / "spec" / "examples" / "tonk-out.jsonl"), "-o", "-")
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["hand_id"] == "tonk-1"
    assert p.stderr == "wrote 1 hand to the standard output\n"
    assert list(tmp_path.iterdir()) == []


def test_dash_appends_to_what_the_standard_output_already_holds(tmp_path):
    # (session 44) -o - opened /dev/stdout by its name, which truncated a file the shell had
    # redirected it to: what was written before (another command's hands, a first line) was lost
    out = tmp_path / "both.jsonl"
    with open(out, "wb") as f:
        f.write(b"first\n")
        f.flush()
        for game in ("draw", "stud"):
            p = subprocess.run([sys.executable, "-m", "audit", "simulate", "--game", game, "--hands", "2", "-o", "-"],
                               stdout=f, stderr=subprocess.PIPE, text=True, timeout=120, cwd=tmp_path)
            assert p.returncode == 0, p.stderr
    lines = out.read_text().splitlines()
    assert lines[0] == "first" and [json.loads(x)["game"] for x in lines[1:]] == ["draw", "draw", "stud", "stud"]


def test_a_write_refused_on_dash_names_the_standard_output(tmp_path):
    # (a full disk: /dev/full) named as the output the user gave, not as /dev/stdout
    with open("/dev/full", "wb") as full:
        p = subprocess.run([sys.executable, "-m", "audit", "simulate", "--game", "draw", "--hands", "3", "-o", "-"],
                           stdout=full, stderr=subprocess.PIPE, text=True, timeout=120, cwd=tmp_path)
    assert p.returncode == 2
    assert p.stderr == "handaudit: the standard output: could not write: No space left on device\n"
