"""A file that cannot be read to its end (a gzip log cut off while it was copied, a damaged
archive) loses nothing that can be read: every whole line before the cut is a record, the cut
is one ``malformed`` record at the line where reading stopped, and the other files are still
read (before, it stopped the whole run with exit 2)."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
import zlib
from pathlib import Path

import duckdb
import msgspec
import pytest

from audit.readers import read_paths
from audit.runner import validate
from audit.simulate import simulate
from audit.store import ingest

from .conftest import REAL, ROOT

SAMPLE = ROOT / "sample_histories" / "draw-session.jsonl"


def _log(hands: int, game: str = "tonk") -> bytes:
    enc = msgspec.json.Encoder()
    return b"".join(enc.encode(h) + b"\n" for h in simulate(game, hands, None, seed=31))


def _whole_lines_in(cut: bytes) -> int:
    """Lines that a gzip prefix holds in full (inflated as far as it goes, by the standard library)."""
    d = zlib.decompressobj(wbits=31)
    return d.decompress(cut).count(b"\n")


def _cut_gzip(tmp_path: Path, data: bytes, share: float, name: str = "cut.jsonl.gz") -> tuple[Path, int]:
    packed = gzip.compress(data, 6)
    cut = packed[:int(len(packed) * share)]
    path = tmp_path / name
    path.write_bytes(cut)
    return path, _whole_lines_in(cut)


def test_every_whole_line_of_a_cut_off_gzip_log_is_read_then_one_malformed_record(tmp_path):
    path, whole = _cut_gzip(tmp_path, _log(400), 0.6)
    assert 50 < whole < 400
    records = list(read_paths([path]))
    assert len(records) == whole + 1
    assert all(r.hand is not None for r in records[:-1])
    assert [r.line for r in records[:-1]] == list(range(1, whole + 1))
    last = records[-1]
    assert last.hand is None and last.line == whole + 1
    assert "cannot be read past this line" in last.error and "cut off or damaged" in last.error


def test_files_after_a_cut_off_one_are_still_read_and_validated(tmp_path):
    path, whole = _cut_gzip(tmp_path, _log(200), 0.5)
    results = list(validate([str(path), str(SAMPLE)], jobs=1))
    cut = [r for r in results if r.file == str(path)]
    after = [r for r in results if r.file == str(SAMPLE)]
    assert len(cut) == whole + 1 and [f.code for f in cut[-1].findings] == ["malformed"]
    assert len(after) == sum(1 for line in SAMPLE.read_bytes().splitlines() if line.strip())


def test_a_cut_in_the_second_gzip_member_keeps_the_whole_first_member(tmp_path):
    first, second = _log(100), _log(100, "draw")
    packed = gzip.compress(first) + gzip.compress(second)
    path = tmp_path / "two-members.jsonl.gz"
    path.write_bytes(packed[:len(packed) - len(gzip.compress(second)) // 2])
    records = list(read_paths([path]))
    assert records[-1].hand is None and "cannot be read past" in records[-1].error
    assert len(records) - 1 > 100 and all(r.hand is not None for r in records[:-1])


def test_cut_off_pokerstars_text_keeps_the_hands_before_the_cut(tmp_path):
    text = (REAL / "pokerstars" / "pokerstars_5carddraw_limit_multi_hands_2009.txt").read_bytes()
    whole_hands = sum(1 for r in read_paths([REAL / "pokerstars" / "pokerstars_5carddraw_limit_multi_hands_2009.txt"])
                      if r.hand is not None)
    path, whole = _cut_gzip(tmp_path, text, 0.67, "cut.txt.gz")
    records = list(read_paths([path]))
    assert records[-1].hand is None and records[-1].line == whole + 1
    kept = [r for r in records[:-1] if r.hand is not None]
    assert 5 < len(kept) < whole_hands


def test_check_reports_the_cut_as_malformed_and_exits_1_not_2(tmp_path):
    path, whole = _cut_gzip(tmp_path, _log(150), 0.5)
    p = subprocess.run([sys.executable, "-m", "audit", "check", str(path), str(SAMPLE), "--format", "json",
                        "--jobs", "1"], capture_output=True, text=True, timeout=300, check=False)
    assert p.returncode == 1, p.stderr
    doc = json.loads(p.stdout)
    malformed = [f for f in doc["findings"] if f["code"] == "malformed"]
    assert [(f["file"], f["line"]) for f in malformed] == [(str(path), whole + 1)]


def test_ingest_quarantines_the_cut_and_stores_every_hand_before_it(tmp_path):
    path, whole = _cut_gzip(tmp_path, _log(150), 0.5)
    db = tmp_path / "h.duckdb"
    stats = ingest([str(path)], db, jobs=1)
    assert stats.stored == whole and sum(stats.quarantined.values()) == 1
    con = duckdb.connect(str(db), read_only=True)
    try:
        assert con.execute("select source_line, kind from quarantine").fetchall() == [(whole + 1, "malformed")]
    finally:
        con.close()


@pytest.mark.parametrize("hands", [4, 20, 400])
def test_a_gzip_log_that_fails_its_checksum_says_its_hands_may_be_damaged(tmp_path, hands):
    # the stored CRC no longer matches the data (as when a bit of the data flips): the archive
    # inflates whole, and only its end tells that something before it is damaged; every hand
    # it holds is read (before, a small file lost all of them, a larger one its last chunk's)
    packed = bytearray(gzip.compress(_log(hands), 6))
    packed[-8] ^= 0xFF          # the CRC-32 of the member (its last 8 bytes: CRC, then length)
    path = tmp_path / "flipped.jsonl.gz"
    path.write_bytes(bytes(packed))
    records = list(read_paths([path]))
    last = records[-1]
    assert len(records) == hands + 1 and last.line == hands + 1
    assert last.hand is None and all(r.hand is not None for r in records[:-1])
    assert last.error.startswith("the compressed file fails its integrity check: some of the data read "
                                 "before this line is damaged")
    assert "their findings may come from the damage" in last.error


@pytest.mark.parametrize("where", [0.2, 0.3])
def test_a_bit_flipped_in_the_data_keeps_every_whole_line_before_the_damage(tmp_path, where):
    # a flipped bit makes the deflate data invalid at some block: every line inflated in whole
    # before it is read (before, all that one read of 64 KiB had inflated was lost with it)
    whole_file = gzip.compress(_log(400), 6)
    start = int(len(whole_file) * where)
    for j in range(start, len(whole_file) - 8):     # a flip the deflate data itself shows (not the CRC)
        packed = bytearray(whole_file)
        packed[j] ^= 0x10
        try:
            zlib.decompress(bytes(packed), wbits=31)
        except zlib.error as e:
            if "invalid" in str(e):
                break
    d, text = zlib.decompressobj(wbits=31), b""
    for k in range(len(packed)):        # the oracle: a byte at a time, up to the damage
        try:
            text += d.decompress(bytes(packed[k:k + 1]))
        except zlib.error:
            break
    path = tmp_path / "flipped.jsonl.gz"
    path.write_bytes(bytes(packed))
    whole = text.count(b"\n")
    assert whole < 400
    records = list(read_paths([path]))
    # each whole line is a record (a line the flip garbled before the deflate data went wrong
    # is a malformed one), then the break
    assert [r.line for r in records] == list(range(1, whole + 2))
    assert records[-1].hand is None and "cannot be read past this line" in records[-1].error
