"""``convert`` says on stderr what the converted file can no longer show (README, ``convert``):
a PokerStars ``collected`` line its summary contradicts (``check`` of the text log: ``wrong-amount``
at that collect; of the converted hand: ``books-unbalanced``), and, converting several files, a hand
id used in one file both by a hand with a table and by one without (their ``duplicate-hand``: the
first gets the file's name as its session, the second none, so they no longer share a scope).
Before, both were lost without a word (review of session 59)."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_cli_check import run


def test_a_collect_the_summary_contradicts_is_noted(tmp_path):
    source = FIXTURES / "pokerstars_s48" / "draw_collected_plus1.txt"
    p = run("convert", str(source), "-o", str(tmp_path / "out.jsonl"))
    assert p.returncode == 0
    notes = [x for x in p.stderr.splitlines() if ": note: wrong-amount: Hero collected 25; their share is 24" in x]
    assert len(notes) == 1 and "the summary says Hero collected 24" in notes[0]
    assert '"code":"wrong-amount"' in run("check", str(source), "--format", "json").stdout.replace(" ", "")


def test_an_id_of_a_hand_with_a_table_and_of_one_without_is_noted(tmp_path, examples_dir):
    hand = json.loads((examples_dir / "draw-split-pot.jsonl").read_text().splitlines()[0])
    hand.pop("session", None)
    with_table = dict(hand, hand_id="h1", table="T1")
    without = {k: v for k, v in hand.items() if k != "table"}
    without["hand_id"] = "h1"
    without["seats"] = [dict(s, stack=s["stack"] + 1) for s in hand["seats"]]
    first, second = tmp_path / "f1.jsonl", tmp_path / "f2.jsonl"
    first.write_text(json.dumps(with_table) + "\n" + json.dumps(without) + "\n")
    second.write_text(json.dumps(dict(hand, hand_id="z9", table="T2")) + "\n")
    assert '"duplicate-hand"' in run("check", str(first), str(second), "--format", "json").stdout
    p = run("convert", str(first), str(second), "-o", str(tmp_path / "out.jsonl"))
    notes = [x for x in p.stderr.splitlines() if ": note: duplicate-hand: hand id 'h1'" in x]
    assert len(notes) == 1 and notes[0].startswith(f"{first}:2:")
    # one file alone keeps both in its scope: nothing to say
    p = run("convert", str(first), "-o", str(tmp_path / "one.jsonl"))
    assert "duplicate-hand" not in p.stderr


def _notes(tmp_path, name: str) -> list[str]:
    p = run("convert", str(FIXTURES / "convert_s64" / name), "-o", str(tmp_path / "out.jsonl"))
    assert p.returncode == 0
    return [x.split(": note: ", 1)[1] for x in p.stderr.splitlines() if ": note: " in x]


def test_only_findings_check_of_the_log_gives_are_noted(tmp_path):
    # (review of session 64) a summary card list beside the replay's wrong-draw, and a reader's
    # hand-incomplete beside the replay's own, are no findings of check: not noted
    assert _notes(tmp_path, "draw-a-card-more-in-the-dealt-line.txt") == []
    assert _notes(tmp_path, "stud-cut-after-a-river-bet.txt") == []


def test_a_rake_line_the_summary_contradicts_notes_what_the_native_file_gives_instead(tmp_path):
    notes = _notes(tmp_path, "stud-rake-line-one-short.txt")
    assert [n.split(":")[0] for n in notes] == ["books-unbalanced", "the native file gives wrong-amount",
                                               "the native file gives books-unbalanced"]
    assert "the rake line is 1 short" in notes[0]
