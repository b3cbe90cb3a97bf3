"""A folder with no log file in it (a job pointed at the wrong or an empty folder) reads nothing:
`check` says so in one line on stderr, though it is no error (exit 0, as for a log of clean
hands), so that an operator's job does not pass silently over nothing."""

from __future__ import annotations

import subprocess
import sys

from .conftest import EXAMPLES


def _check(*paths) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", "check", *map(str, paths)], capture_output=True,
                          text=True, timeout=120)


def test_an_empty_folder_says_nothing_was_read(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / ".hidden.jsonl").write_text("{}\n")     # hidden files are passed over
    p = _check(tmp_path)
    assert p.returncode == 0
    assert p.stdout == "0 hands (none); 0 clean; 0 findings\n"
    assert p.stderr == "handaudit: no log file found under the paths given: nothing was read\n"


def test_a_folder_with_a_log_says_nothing_more(tmp_path):
    p = _check(EXAMPLES / "draw-split-pot.jsonl", tmp_path)
    assert p.returncode == 0 and p.stderr == ""
