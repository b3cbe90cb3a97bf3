"""A floor person copies a hand's id as the log shows it (``PokerStars Game #35874004239:``), with
its ``#``, its colon or spaces around it. Ids are matched exactly, so ``explain`` finds no hand;
it now says which id it holds that the typed one stands for (``did you mean '4021'?``), from
logs (``--file``) and from a store (``--db``), instead of a bare "no hand" that reads as if the
hand were not in the log. An id with nothing to strip, or whose stripped form names no hand,
gets the message as before."""

from __future__ import annotations

import subprocess
import sys

from .conftest import FIXTURES

LOG = FIXTURES / "accept_s68" / "hand-4021.jsonl"
HINT = " (hand ids are matched exactly: did you mean '4021'?)"


def _run(cwd, *args):
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True,
                          timeout=180, cwd=cwd)


def test_explain_file_an_id_with_hash_and_colon_names_the_id_it_stands_for(tmp_path):
    for typed in ("#4021", "#4021:", " 4021 "):
        p = _run(tmp_path, "explain", typed, "--file", str(LOG))
        assert p.returncode == 2 and p.stdout == ""
        assert p.stderr == f"handaudit: no hand '{typed}' in {LOG}{HINT}\n"


def test_explain_db_an_id_with_hash_names_the_id_it_stands_for(tmp_path):
    ing = _run(tmp_path, "ingest", str(LOG), "--db", "s.duckdb")
    assert ing.returncode == 0, ing.stderr
    p = _run(tmp_path, "explain", "#4021", "--db", "s.duckdb")
    assert p.returncode == 2 and p.stdout == ""
    assert p.stderr == f"handaudit: no hand '#4021' in s.duckdb{HINT}\n"
    assert _run(tmp_path, "explain", "4021", "--db", "s.duckdb").stdout.startswith("Hand 4021 (draw)")


def test_explain_an_id_whose_stripped_form_names_no_hand_gets_no_hint(tmp_path):
    p = _run(tmp_path, "explain", "#4022", "--file", str(LOG))
    assert p.returncode == 2 and p.stderr == f"handaudit: no hand '#4022' in {LOG}\n"
    p = _run(tmp_path, "explain", "4022", "--file", str(LOG))
    assert p.returncode == 2 and p.stderr == f"handaudit: no hand '4022' in {LOG}\n"
