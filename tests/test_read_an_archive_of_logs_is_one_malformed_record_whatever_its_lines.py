"""An archive of logs is one ``malformed`` record saying what it is, also when the logs in it hold
lines that read as hands (README, Input formats).  Before (review 56), a tar archive of logs of
several lines was read as one log: each file's first hand lost in its tar header (reported as
invalid JSON), the line numbers the archive's, the files' hands run together; an uncompressed zip
alike.  Only the signature of an archive (a tar header with its checksum right) or bytes no text
starts with decide it: a log that holds "ustar" where a tar header would is read as a log."""

from __future__ import annotations

import json
import tarfile
import zipfile

from audit.runner import validate
from audit.simulate import simulate

TAR = "not a log: a tar archive (unpack it, and give the logs in it)"
ZIP = "not a log: a zip archive (unpack it, and give the logs in it)"


def _logs(tmp_path):
    paths = []
    for game in ("draw", "stud"):
        path = tmp_path / f"{game}.jsonl"
        path.write_text("".join(json.dumps(h) + "\n" for h in simulate(game, 3, None, 1, 0.0)))
        paths.append(path)
    return paths


def _records(path) -> list[tuple[int, str | None]]:
    return [(c.line, c.error) for c in validate([str(path)])]


def test_a_tar_archive_of_logs_of_several_hands_is_one_record(tmp_path):
    for mode, name in (("w:gz", "nights.tar.gz"), ("w", "nights.tar")):
        with tarfile.open(tmp_path / name, mode) as t:
            for log in _logs(tmp_path):
                t.add(log, log.name)
        assert _records(tmp_path / name) == [(1, TAR)], name


def test_an_uncompressed_zip_of_logs_is_one_record(tmp_path):
    with zipfile.ZipFile(tmp_path / "nights.zip", "w", zipfile.ZIP_STORED) as z:
        for log in _logs(tmp_path):
            z.write(log, log.name)
    assert _records(tmp_path / "nights.zip") == [(1, ZIP)]


def test_a_log_with_ustar_where_a_tar_header_has_it_is_a_log(tmp_path):
    hand = dict(next(simulate("draw", 1, None, 1, 0.0)))
    line = json.dumps(hand)
    pad = 257 - line.index('"hand_id": "') - len('"hand_id": "')
    hand["hand_id"] = "x" * pad + "ustar"
    path = tmp_path / "odd.jsonl"
    path.write_text(json.dumps(hand) + "\n")
    assert path.read_bytes()[257:262] == b"ustar"
    assert _records(path) == [(1, None)]


def test_an_old_v7_tar_and_other_compressions_are_one_record(tmp_path):
    import lzma

    with tarfile.open(tmp_path / "u.tar", "w", format=tarfile.USTAR_FORMAT) as t:
        for log in _logs(tmp_path):
            t.add(log, log.name)
    data = bytearray((tmp_path / "u.tar").read_bytes())
    data[257:265] = b"\0" * 8       # the first header as v7 wrote it: no magic, its checksum again
    data[148:156] = b" " * 8
    data[148:156] = b"%06o\0 " % sum(data[:512])
    (tmp_path / "v7.tar").write_bytes(bytes(data))
    assert _records(tmp_path / "v7.tar") == [(1, TAR)]
    log = _logs(tmp_path)[0].read_bytes()
    (tmp_path / "a.lzma").write_bytes(lzma.compress(log, format=lzma.FORMAT_ALONE))
    (tmp_path / "a.lz4").write_bytes(b"\x04\x22\x4d\x18\x64\x40\xa7" + log[:50])
    (tmp_path / "a.zst").write_bytes(b"\x50\x2a\x4d\x18\x04\0\0\0abcd" + log[:50])
    assert _records(tmp_path / "a.lzma")[0][1].startswith("not a log: an lzma-compressed file")
    assert _records(tmp_path / "a.lz4")[0][1].startswith("not a log: an lz4-compressed file")
    assert _records(tmp_path / "a.zst")[0][1].startswith("not a log: a zstd-compressed file")
