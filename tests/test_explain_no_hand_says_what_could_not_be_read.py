"""``explain ID --file`` of a hand that lies in what could not be read (a gzip cut off before it, a
line of junk) said flatly "no hand 'ID' in FILE", as if the log did not hold it, while ``check`` of
the same file says the rest of it is missing: the message now adds where reading stopped, so the
one disputing the hand knows it may be there (review of session 67)."""

from __future__ import annotations

import gzip
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SESSION = ROOT / "sample_histories" / "stud-session.jsonl"


def _explain(tmp_path, *args):
    return subprocess.run([sys.executable, "-m", "audit", "explain", *args], capture_output=True, text=True,
                          timeout=120, cwd=tmp_path)


def _cut(tmp_path) -> tuple[str, str, str]:
    """A gzip of the sample stud session cut in the middle; the ids of its first and last hands."""
    data = SESSION.read_bytes()
    packed = gzip.compress(data, mtime=0)
    (tmp_path / "cut.jsonl.gz").write_bytes(packed[: len(packed) // 2])
    lines = data.decode().splitlines()
    first, last = (line.split('"hand_id": "')[1].split('"')[0] for line in (lines[0], lines[-1]))
    return "cut.jsonl.gz", first, last


def test_a_hand_past_the_cut_of_a_gzip_is_not_said_to_be_absent(tmp_path):
    name, _, last = _cut(tmp_path)
    p = _explain(tmp_path, last, "--file", name)
    assert p.returncode == 2 and p.stdout == ""
    assert p.stderr.startswith(f"handaudit: no hand '{last}' in {name}; it may be in what could not be read: "
                               f"{name}:"), p.stderr
    assert p.stderr.endswith(" (check names why)\n") and p.stderr.count("\n") == 1


def test_a_hand_before_the_cut_is_explained(tmp_path):
    name, first, _ = _cut(tmp_path)
    p = _explain(tmp_path, first, "--file", name)
    assert p.returncode == 0, p.stderr
    assert p.stdout.startswith(f"Hand {first} (stud)")


def test_lines_of_junk_are_named_once_a_file(tmp_path):
    (tmp_path / "junk.jsonl").write_bytes(b"\x00\x01 not json\n" * 3 + SESSION.read_bytes().splitlines()[0] + b"\n")
    p = _explain(tmp_path, "nosuch", "--file", "junk.jsonl")
    assert p.returncode == 2
    assert p.stderr == ("handaudit: no hand 'nosuch' in junk.jsonl; it may be in what could not be read: "
                        "junk.jsonl:1 and 2 more lines (check names why)\n")


def test_a_file_read_whole_says_only_that_there_is_no_such_hand(tmp_path):
    p = _explain(tmp_path, "nosuch", "--file", str(SESSION))
    assert p.returncode == 2
    assert p.stderr == f"handaudit: no hand 'nosuch' in {SESSION}\n"
