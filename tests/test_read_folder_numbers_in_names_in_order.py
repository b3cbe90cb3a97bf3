"""A folder's files are read in sorted order with the numbers in their names compared as
numbers, so a session logged night by night (night9.jsonl, night10.jsonl) is checked in its
order.  Sorted as text, night10 came first, and its first hand was compared with the last hand
of night9 (false ``stack-mismatch`` and ``button-not-rotated``).  The sequence of a table is the
order of reading; ``time`` does not reorder it (README, Readings of the rules)."""

from __future__ import annotations

import shutil
from pathlib import Path

from audit.readers.paths import expand_paths, name_order
from audit.runner import validate

from .conftest import FIXTURES

NIGHTS = FIXTURES / "sessions_s14" / "nights"


def test_names_sort_with_their_numbers_as_numbers() -> None:
    names = ["night10.jsonl", "night9.jsonl", "night1.jsonl", "b", "a2b", "a10", "a", "01", "1"]
    assert sorted(names, key=name_order) == ["01", "1", "a", "a2b", "a10", "b", "night1.jsonl", "night9.jsonl",
                                             "night10.jsonl"]


def test_a_session_over_two_nights_is_read_in_its_order(tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    shutil.copytree(NIGHTS, logs)
    assert [p.name for p in expand_paths([logs])] == ["night9.jsonl", "night10.jsonl"]
    checked = list(validate([str(logs)]))
    assert [(c.hand_id, c.findings) for c in checked] == [("h1", []), ("h2", []), ("h3", []), ("h4", [])]


def test_the_files_named_in_the_other_order_are_read_so() -> None:
    # the order given is the order read: h1 follows h4, whose stacks and button it does not carry on from
    checked = list(validate([str(NIGHTS / "night10.jsonl"), str(NIGHTS / "night9.jsonl")]))
    assert [c.hand_id for c in checked] == ["h3", "h4", "h1", "h2"]
    assert {f.code for f in checked[2].findings} == {"stack-mismatch", "button-not-rotated"}


def test_a_name_without_a_number_comes_before_the_same_name_numbered() -> None:
    # night.jsonl, then night2.jsonl (as ls -v lists them): by the whole name "night" + ".jsonl"
    # came after "night" + 2, so night2 was read first, and the legal hands of night.jsonl were
    # compared with night2's last (review of session 63)
    names = ["night2.jsonl", "night10.jsonl.gz", "night.jsonl", "night-2.jsonl", "night", "night1.jsonl"]
    assert sorted(names, key=name_order) == ["night", "night.jsonl", "night1.jsonl", "night2.jsonl",
                                             "night10.jsonl.gz", "night-2.jsonl"]


def test_a_session_in_night_and_night2_is_read_in_its_order(tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    logs.mkdir()
    shutil.copy(NIGHTS / "night9.jsonl", logs / "night.jsonl")
    shutil.copy(NIGHTS / "night10.jsonl", logs / "night2.jsonl")
    assert [p.name for p in expand_paths([logs])] == ["night.jsonl", "night2.jsonl"]
    assert [(c.hand_id, c.findings) for c in validate([str(logs)])] == [("h1", []), ("h2", []), ("h3", []),
                                                                        ("h4", [])]
