"""A long PHH file is read a part at a time, cut where a hand starts, with the records reading it
whole gives (issue 8: memory stays bounded however large the input; a 148 MB ``.phhs`` read whole
took 1.9 GB), and a hand too long to hold is malformed, not the end of the file."""

from __future__ import annotations

import random
import tracemalloc
from pathlib import Path

import pytest

from audit.readers import phh_parts as phh, read_file
from audit.runner import validate

from .pokerkit_phh import phhs_file

ROOT = Path(__file__).resolve().parent
REAL = ROOT.parent.parent / "shared" / "real_histories" / "phh"
FIXTURES = sorted(p for p in (ROOT / "fixtures").rglob("*") if p.suffix in (".phh", ".phhs"))


def _records(path: Path, segment: int, max_hand: int = 1 << 30) -> list:
    """The records ``read_file`` gives for ``path`` with parts of about ``segment`` characters."""
    old = phh.SEGMENT, phh.MAX_HAND
    phh.SEGMENT, phh.MAX_HAND = segment, max_hand
    try:
        return list(read_file(path))
    finally:
        phh.SEGMENT, phh.MAX_HAND = old


def _whole(path: Path) -> list:
    return _records(path, 1 << 30)


def _same(path: Path, segments=(1, 80, 300, 1000, 4000)) -> None:
    whole = _whole(path)
    assert whole
    for segment in segments:
        assert _records(path, segment) == whole, (path.name, segment)


def _phhs(tmp_path: Path, name: str, count: int, seed: int = 5) -> Path:
    text, _ = phhs_file(random.Random(seed), count)
    path = tmp_path / name
    path.write_text(text)
    return path


def test_a_long_phhs_file_gives_the_records_reading_it_whole_gives(tmp_path):
    path = _phhs(tmp_path, "many.phhs", 40)
    whole = _whole(path)
    assert len(whole) == 40 and all(r.hand is not None for r in whole)
    _same(path)


def test_phh_files_joined_with_cat_give_the_records_reading_them_whole_gives(tmp_path):
    hands = sorted(REAL.glob("*.phh"))
    assert len(hands) >= 4
    # one file without its final line feed: the next hand's variant runs on on its last line
    text = "".join(h.read_text() for h in hands) + hands[0].read_text().rstrip("\n") + hands[1].read_text()
    path = tmp_path / "joined.phh"
    path.write_text(text)
    whole = _whole(path)
    assert len(whole) == len(hands) + 2
    assert [r.line for r in whole][:2] == [1, 1 + hands[0].read_text().count("\n")]
    _same(path)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_each_phh_fixture_gives_the_same_records_a_part_at_a_time(path):
    _same(path, segments=(1, 200))


def test_broken_tables_sub_tables_and_headers_in_strings_are_cut_as_a_whole_read_cuts(tmp_path):
    hands = _phhs(tmp_path, "base.phhs", 6).read_text().split("\n[")
    hands = [hands[0]] + ["[" + h for h in hands[1:]]
    hands[0] += "\n[1._meta]\nnote = 'a sub-table: part of hand 1'\n"
    hands[2] = hands[2].replace("\n", "\nnotes = '''a header in a string\n[9]\nstill the string'''\n", 1)
    hands[3] = hands[3].replace("\n", "\nbroken = = 1\n", 1)                    # does not parse
    hands[4] = hands[4].replace("\n", "\nopen = '''a string left open\n", 1)    # ... nor does this
    path = tmp_path / "odd.phhs"
    path.write_text("# a comment before the first table\n" + "\n".join(hands) + "\n")
    whole = _whole(path)
    assert any(r.error for r in whole) and any(r.hand is not None for r in whole)
    _same(path)


def _peak(path: Path, segment: int) -> tuple[int, int]:
    """(hands read, the peak of the memory Python allocated meanwhile) with parts of ``segment``."""
    old = phh.SEGMENT
    phh.SEGMENT = segment
    tracemalloc.start()
    try:
        n = sum(1 for r in read_file(path) if r.hand is not None)
        return n, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
        phh.SEGMENT = old


def test_a_long_phhs_file_is_read_in_bounded_memory(tmp_path):
    tables = _phhs(tmp_path, "base.phhs", 50, seed=11).read_text().split("\n[")
    tables = [tables[0].removeprefix("[")] + tables[1:]
    peaks = {}
    for times in (1, 4):        # the 50 hands once, and 4 times over (numbered 1..200)
        path = tmp_path / f"long{times}.phhs"
        path.write_text("".join(f"[{k * 50 + int(t.split(']', 1)[0])}]{t.split(']', 1)[1]}\n"
                                for k in range(times) for t in tables))
        n, peaks[times] = _peak(path, 8_000)
        assert n == 50 * times
    # a part at a time: the memory does not grow with the file (four times the file: less than
    # twice the memory, the collector's timing and the records' objects aside)
    assert peaks[4] < 2 * peaks[1], peaks
    n, whole = _peak(tmp_path / "long4.phhs", 1 << 30)
    assert n == 200 and whole > 3 * peaks[4], (whole, peaks)     # read whole: it does


def test_a_hand_too_long_to_hold_is_malformed_and_the_next_hands_are_read(tmp_path):
    hands = _phhs(tmp_path, "base.phhs", 5).read_text().split("\n[")
    hands = [hands[0]] + ["[" + h for h in hands[1:]]
    hands[2] = hands[2].replace("\n", "\n" + "".join(f"pad{i} = {i}\n" for i in range(400)), 1)
    path = tmp_path / "huge.phhs"
    path.write_text("\n".join(hands) + "\n")
    whole = _whole(path)
    got = _records(path, 1000, max_hand=3000)
    (bad,) = [r for r in got if r.error is not None]
    assert bad.error.startswith("a hand of more than ") and bad.error.endswith(" MB of text: not read")
    assert bad.line == whole[2].line and bad.hand_id == "3"
    assert [r for r in got if r.error is None] == [r for i, r in enumerate(whole) if i != 2]


def test_phh_files_joined_without_line_feeds_are_cut_inside_lines(tmp_path):
    # the WSOP files end without a line feed: joined, each hand's variant runs on at the end of
    # the line before, and no hand starts at a line's start; cut there, every hand is read (review
    # 56: a part never ended, and the whole file became one hand too long to hold)
    hands = sorted(REAL.glob("*.phh"))
    path = tmp_path / "many.phh"
    path.write_text("".join(h.read_text() for _ in range(10) for h in hands))
    whole = _whole(path)
    assert len(whole) == 10 * len(hands) and all(r.hand is not None for r in whole)
    assert _records(path, 4000, max_hand=20_000) == whole


def test_a_hand_too_long_to_hold_keeps_its_id_and_table(tmp_path):
    # a table's chain: the hand too long breaks it, as a malformed hand that names its table does,
    # so the next hand is not checked against the hand before it (no false stack-mismatch)
    from .test_phh_malformed_hand_breaks_its_tables_chain import _three_hands

    padding = "".join(f"note{i} = 'x'\n" for i in range(2000))
    path = tmp_path / "chain.phhs"
    path.write_text(_three_hands(lambda h8: h8.replace("\nante_trimming_status", f"\n{padding}ante_trimming_status", 1)))
    old = phh.SEGMENT, phh.MAX_HAND
    phh.SEGMENT, phh.MAX_HAND = 2000, 4000
    try:
        found = [(c.hand_id, c.error, [f.code for f in c.findings]) for c in validate([str(path)])]
    finally:
        phh.SEGMENT, phh.MAX_HAND = old
    assert [(h, [code for code in codes]) for h, _, codes in found] == [
        ("1-7", []), ("1-8", ["malformed"]), ("1-9", [])]
    assert found[1][1].startswith("a hand of more than ")
