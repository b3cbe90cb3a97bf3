"""``convert`` refuses an output that is one of its inputs (opening it for writing emptied the
input before it was read: the log was lost) or lies inside an input folder (the folder's
search read the growing output as input, forever): exit 2, one line, the input untouched."""

from __future__ import annotations

import shutil
import subprocess
import sys

from .conftest import FIXTURES

GOOD = FIXTURES / "inputs" / "base.jsonl"


def _convert(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", "convert", *args], capture_output=True, text=True,
                          timeout=60)


def test_convert_refuses_to_write_over_its_own_input(tmp_path):
    log = tmp_path / "self.jsonl"
    shutil.copy(GOOD, log)
    for out in (log, tmp_path / "." / "self.jsonl"):
        p = _convert(str(log), "-o", str(out))
        assert p.returncode == 2 and "Traceback" not in p.stderr
        assert len(p.stderr.strip().splitlines()) == 1 and "is the input" in p.stderr
        assert log.read_bytes() == GOOD.read_bytes()


def test_convert_refuses_an_output_inside_an_input_folder(tmp_path):
    folder = tmp_path / "logs"
    folder.mkdir()
    shutil.copy(GOOD, folder / "a.jsonl")
    p = _convert(str(folder), "-o", str(folder / "sub" / ".." / "out.jsonl"))
    assert p.returncode == 2 and "inside the input folder" in p.stderr
    assert sorted(f.name for f in folder.iterdir()) == ["a.jsonl"]


def test_convert_beside_the_input_folder_works(tmp_path):
    folder = tmp_path / "logs"
    folder.mkdir()
    shutil.copy(GOOD, folder / "a.jsonl")
    p = _convert(str(folder), "-o", str(tmp_path / "out.jsonl"))
    assert p.returncode == 0, p.stderr
    assert len((tmp_path / "out.jsonl").read_bytes().splitlines()) == 5
