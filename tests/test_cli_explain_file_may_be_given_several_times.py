"""``explain --file`` given more than once searches every file or folder given, as ``check`` reads
all its paths: before, Typer kept the last ``--file`` alone, so a hand in an earlier file was "not
found", and a redeal logged in one file did not carry its pot to the table's next hand in the next
file (``check`` of both files judges that hand with the pot)."""

from __future__ import annotations

import subprocess
import sys

from .conftest import FIXTURES

WON = FIXTURES / "redeal_carry" / "winner-collects-the-carried-pot.jsonl"


def _explain(tmp_path, *args):
    return subprocess.run([sys.executable, "-m", "audit", "explain", *args], capture_output=True, text=True,
                          timeout=120, cwd=tmp_path)


def _split(tmp_path):
    first, second = WON.read_text().splitlines()
    (tmp_path / "a.jsonl").write_text(first + "\n")
    (tmp_path / "b.jsonl").write_text(second + "\n")
    return str(tmp_path / "a.jsonl"), str(tmp_path / "b.jsonl")


def test_a_hand_in_the_first_of_two_files_is_found(tmp_path):
    a, b = _split(tmp_path)
    p = _explain(tmp_path, "r1", "--file", a, "--file", b)
    assert p.returncode == 0, p.stderr
    assert p.stdout.startswith("Hand r1 (draw)")


def test_the_pot_of_a_redeal_in_one_file_is_played_for_in_the_next(tmp_path):
    a, b = _split(tmp_path)
    both = _explain(tmp_path, "n2", "--file", a, "--file", b)
    assert both.returncode == 0, both.stderr
    assert "carried in: a pot of 15 from hand r1" in both.stdout and "No findings" in both.stdout
    # the second file alone cannot know the pot: its winner collects 15 more than that hand's pot
    alone = _explain(tmp_path, "n2", "--file", b)
    assert "carried in" not in alone.stdout and alone.returncode == 1


def test_a_hand_in_none_of_the_files_names_them_all(tmp_path):
    a, b = _split(tmp_path)
    p = _explain(tmp_path, "x9", "--file", a, "--file", b)
    assert p.returncode == 2 and p.stdout == ""
    assert p.stderr == f"handaudit: no hand 'x9' in {a}, {b}\n"
