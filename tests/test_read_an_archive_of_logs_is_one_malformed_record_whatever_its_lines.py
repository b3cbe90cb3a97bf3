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
