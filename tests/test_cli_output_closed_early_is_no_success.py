"""An output closed before everything was written (``handaudit check log | head``) is an I/O
problem (CLI.md: exit 2, one line on stderr, no traceback): the findings not written are unknown
to the reader, so exit status 0 ("no finding") would be a false all-clear under ``pipefail``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from audit.simulate import write_simulation


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_check_whose_output_is_closed_early_exits_2(tmp_path: Path, fmt: str) -> None:
    log = tmp_path / "faults.jsonl"
    write_simulation("draw", 3000, log, seed=3, faults=0.5)
    p = subprocess.Popen([sys.executable, "-m", "audit", "check", str(log), "--jobs", "1", "--format", fmt],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert p.stdout is not None and p.stderr is not None
    first = p.stdout.read(10)
    p.stdout.close()            # the reader goes away, as `head` does, long before the end
    err = p.stderr.read().decode()
    assert p.wait(timeout=300) == 2
    assert first
    assert "Traceback" not in err and "Exception ignored" not in err
    assert err == "handaudit: the output was closed before everything was written\n"


@pytest.mark.parametrize("args", [["check", "LOG"], ["check", "LOG", "--format", "json"], ["rules"]])
def test_a_command_started_with_its_output_closed_exits_2(tmp_path: Path, args: list[str]) -> None:
    # `handaudit check log >&-`: no standard output at all (Python's sys.stdout is None)
    log = tmp_path / "one.jsonl"
    write_simulation("draw", 2, log, seed=3)
    cmd = [sys.executable, "-m", "audit", *[str(log) if a == "LOG" else a for a in args]]
    p = subprocess.run(cmd, stdout=None, stderr=subprocess.PIPE, text=True, timeout=120,
                       preexec_fn=lambda: __import__("os").close(1))
    assert p.returncode == 2 and "Traceback" not in p.stderr, p.stderr
    assert p.stderr == "handaudit: the standard output is closed: nothing could be written\n"


@pytest.mark.parametrize("command", ["simulate", "convert"])
@pytest.mark.parametrize("dash", ["-", "/dev/stdout"])
def test_simulate_and_convert_to_the_standard_output_closed_early_say_so_as_check(tmp_path: Path, command: str,
                                                                                  dash: str) -> None:
    # `simulate -o - | head -1`: said as check says it; before, "handaudit: /dev/stdout: could not write:
    # Broken pipe" (the name -o - stands for, not the output the user gave)
    log = tmp_path / "many.jsonl"
    if command == "convert":
        write_simulation("draw", 3000, log, seed=3)
        args = ["convert", str(log), "-o", dash]
    else:
        args = ["simulate", "--game", "draw", "--hands", "3000", "-o", dash]
    p = subprocess.Popen([sys.executable, "-m", "audit", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         cwd=tmp_path)
    assert p.stdout is not None and p.stderr is not None
    first = p.stdout.readline()
    p.stdout.close()
    err = p.stderr.read().decode()
    assert p.wait(timeout=300) == 2
    assert first.startswith(b'{"format":"handaudit/1"')
    assert err == "handaudit: the output was closed before everything was written\n"
