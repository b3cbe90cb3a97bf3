"""``explain ID --file`` refuses an id that names more than one hand (in several files of a
folder, or twice in one file with other content), listing where (file:line), exit 2, as
``--db`` refuses an id of several sessions.  Before, it silently explained the first.  The
same hand written twice is one hand, and is explained."""

from __future__ import annotations

import json
import subprocess
import sys

from .conftest import FIXTURES

GOOD = FIXTURES / "inputs" / "base.jsonl"


def _explain(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", "explain", *args], capture_output=True, text=True,
                          timeout=120)


def _other(line: str) -> str:
    hand = json.loads(line)
    hand["seats"][0]["stack"] += 1
    return json.dumps(hand)


def test_an_id_in_two_files_of_a_folder_is_refused_naming_both_places(tmp_path):
    first = GOOD.read_text().splitlines()[0]
    (tmp_path / "a.jsonl").write_text(first + "\n")
    (tmp_path / "b.jsonl").write_text("\n" + _other(first) + "\n")
    p = _explain("h1", "--file", str(tmp_path))
    assert p.returncode == 2 and p.stdout == "" and "Traceback" not in p.stderr
    assert f"{tmp_path / 'a.jsonl'}:1" in p.stderr and f"{tmp_path / 'b.jsonl'}:2" in p.stderr


def test_an_id_twice_in_one_file_with_other_content_is_refused(tmp_path):
    first = GOOD.read_text().splitlines()[0]
    log = tmp_path / "twice.jsonl"
    log.write_text(first + "\n" + _other(first) + "\n")
    p = _explain("h1", "--file", str(log))
    assert p.returncode == 2 and f"{log}:1" in p.stderr and f"{log}:2" in p.stderr


def test_the_same_hand_written_twice_is_explained(tmp_path):
    first = GOOD.read_text().splitlines()[0]
    log = tmp_path / "twice.jsonl"
    log.write_text(first + "\n" + first + "\n")
    p = _explain("h1", "--file", str(log))
    assert p.returncode in (0, 1) and p.stdout.startswith("Hand h1"), p.stderr
