"""Small faults of the input, each read as the README says: a junk line is quoted briefly; a
file found in a folder that cannot be opened is one ``malformed`` record and the others are
read; ``.phh`` files joined with ``cat`` read like the files apart; a number too long for
Python to read is a ``malformed`` hand, not a traceback."""

from __future__ import annotations

import builtins
import shutil

from audit.readers import native_open, read_paths
from audit.runner import validate

from .conftest import FIXTURES

INPUTS = FIXTURES / "inputs"
PS = INPUTS / "ps_u2028_chat.txt"
PHH = FIXTURES / "phh"


def test_an_unparsed_line_is_quoted_at_most_200_characters(tmp_path):
    path = tmp_path / "long-junk.txt"
    path.write_bytes(PS.read_bytes().replace(b"@@@ junk @@@", b"@" * 1_000_000))
    findings = [f for r in validate([str(path)], jobs=1) for f in r.findings]
    assert [f.code for f in findings] == ["unparsed-line"]
    assert len(findings[0].message) < 300 and "@" * 200 + "\u2026" in findings[0].message


def test_a_file_in_a_folder_that_cannot_be_opened_is_one_malformed_record(tmp_path, monkeypatch):
    folder = tmp_path / "logs"
    folder.mkdir()
    shutil.copy(INPUTS / "base.jsonl", folder / "a.jsonl")
    shutil.copy(INPUTS / "base.jsonl", folder / "b.jsonl")
    locked = str(folder / "a.jsonl")
    real_open = builtins.open

    def refusing_open(file, *args, **kwargs):     # a file the user may not read (tests run as root)
        if str(file) == locked:
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(native_open, "open", refusing_open, raising=False)
    records = list(read_paths([folder]))
    assert len(records) == 6
    assert records[0].hand is None and records[0].file == locked and "Permission denied" in records[0].error
    assert all(r.hand is not None for r in records[1:])


def test_phh_files_joined_with_cat_read_like_the_files_apart(tmp_path):
    files = [PHH / "stud_allin_early_show.phh", PHH / "stud_showdown_winnings.phh"]
    joined = tmp_path / "joined.phh"
    joined.write_bytes(b"".join(b"\xef\xbb\xbf" + f.read_bytes().rstrip(b"\n") + b"\n" for f in files))
    apart = [r.hand for f in files for r in read_paths([f])]
    together = list(read_paths([joined]))
    assert len(together) == 2 and all(r.hand is not None for r in together), [r.error for r in together]
    assert [r.hand.events for r in together] == [h.events for h in apart]
    assert together[1].line == files[0].read_bytes().rstrip(b"\n").count(b"\n") + 2


def test_a_number_too_long_for_python_is_a_malformed_hand(tmp_path):
    path = tmp_path / "big.txt"
    path.write_bytes(PS.read_bytes().replace(b"($1.53 in chips)", b"($" + b"9" * 5000 + b" in chips)", 1))
    records = list(read_paths([path]))
    assert len(records) == 30 and records[0].hand is None and "too long" in records[0].error
