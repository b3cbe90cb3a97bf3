"""``explain --file`` makes a hand's findings across hands as ``check`` makes them: a record whose
session cannot be read (cut off before it), or a file that cannot be opened, breaks the chains of
the sessions met so far there too. Before, explain left such a record out of the hand's session
and checked the next hand against the hand before the gap: ``button-not-rotated`` and two
``stack-mismatch`` that ``check`` (and ``explain --db``) did not report. Review of session 60."""

from __future__ import annotations

import os
from pathlib import Path

from audit.explain import explain_data, find_hand_and_carry

FIX = Path(__file__).parent / "fixtures" / "poker_s60" / "session-record-cut-before-its-session.jsonl"


def _codes(hand_id: str, path: Path) -> list[str]:
    hand, stored, record, carry = find_hand_and_carry(hand_id, file=path)
    return [f["code"] for f in explain_data(hand, None, stored, record, carry)["findings"]]


def test_a_record_cut_before_its_session_breaks_the_chain_in_explain_too() -> None:
    assert _codes("u2", FIX) == []


def test_a_file_that_cannot_be_opened_breaks_it_too(tmp_path) -> None:
    lines = FIX.read_text().splitlines()
    fold = tmp_path / "fold"
    fold.mkdir()
    (fold / "a.jsonl").write_text(lines[0] + "\n")
    os.symlink(tmp_path / "nowhere.jsonl", fold / "b.jsonl")
    (fold / "c.jsonl").write_text(lines[2] + "\n")
    assert _codes("u2", fold) == []
