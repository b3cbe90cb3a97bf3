"""A record the reader itself sets aside, with nothing of it read, breaks the chains it may belong
to, as a native line cut off before its session does: a line longer than 16 MiB and the line a
damaged compressed file ends in (any session of their file), and a file that cannot be opened or
a folder that cannot be searched (any session met so far). Before, they broke nothing, and the
next hand of their table was checked against the hand before them: a redeal's carried pot put
into the wrong hand (wrong-amount, books-unbalanced), button-not-rotated and stack-mismatch.
Review of session 60."""

from __future__ import annotations

import gzip
import os
from pathlib import Path

import pytest

from audit.runner import validate

HANDS = (Path(__file__).parent / "fixtures" / "poker_s60" / "redeal-table-three-hands.jsonl").read_text().splitlines()


def _codes(paths) -> list[tuple[str, str]]:
    return [(c.hand_id or "?", f.code) for c in validate([str(p) for p in paths], jobs=1) for f in c.findings]


def test_the_three_hands_are_clean_and_a_plain_cut_is_one_malformed(tmp_path) -> None:
    whole = tmp_path / "whole.jsonl"
    whole.write_text("\n".join(HANDS) + "\n")
    assert _codes([whole]) == []
    cut = tmp_path / "cut.jsonl"
    cut.write_text("\n".join([HANDS[0], HANDS[1][:300], HANDS[2]]) + "\n")
    assert _codes([cut]) == [("h2", "malformed")]


def test_a_line_too_long_breaks_the_chains_of_its_file(tmp_path) -> None:
    long = HANDS[1][:-1] + ', "note": "' + "x" * (17 << 20) + '"}'
    path = tmp_path / "long.jsonl"
    path.write_text("\n".join([HANDS[0], long, HANDS[2]]) + "\n")
    assert _codes([path]) == [("?", "malformed")]


def test_a_damaged_compressed_file_breaks_the_chains_it_met(tmp_path) -> None:
    data = gzip.compress(("\n".join(HANDS[:2]) + "\n").encode())
    a = tmp_path / "a.jsonl.gz"
    a.write_bytes(data[:-60])
    b = tmp_path / "b.jsonl"
    b.write_text(HANDS[2] + "\n")
    assert _codes([a, b]) == [("?", "malformed")]


def test_a_file_that_cannot_be_opened_breaks_every_chain_met(tmp_path) -> None:
    night = tmp_path / "night"
    night.mkdir()
    (night / "n1.jsonl").write_text(HANDS[0] + "\n")
    os.symlink(tmp_path / "nowhere.jsonl", night / "n2.jsonl")
    (night / "n3.jsonl").write_text(HANDS[2] + "\n")
    assert _codes([night]) == [("?", "malformed")]


@pytest.mark.parametrize("jobs", [1, 2])
def test_the_job_count_does_not_change_it(tmp_path, jobs) -> None:
    data = gzip.compress(("\n".join(HANDS[:2]) + "\n").encode())
    a = tmp_path / "a.jsonl.gz"
    a.write_bytes(data[:-60])
    b = tmp_path / "b.jsonl"
    b.write_text(HANDS[2] + "\n")
    assert [f.code for c in validate([str(a), str(b)], jobs=jobs) for f in c.findings] == ["malformed"]
