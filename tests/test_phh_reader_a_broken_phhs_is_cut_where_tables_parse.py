"""A ``.phhs`` file that does not parse as one document is cut into its tables as TOML reads them
(a header-like line inside a multi-line string is text), and a table whose text does not parse
is the only malformed record: the hands around it keep their own records and header lines
("every other hand is still processed").  A string a broken hand left open hides the next
hands' headers only until a table parses again from one of them.  Reading stays linear in the
file: each table's text is parsed about once.  The hands are WSOP stud hands of ../shared."""

from __future__ import annotations

from pathlib import Path

import pytest

import audit.readers.phh_text as phh_text
from audit.readers.phh import read

from .conftest import SHARED

REAL = SHARED / "real_histories" / "phh"
VNOTE = "notes = '''\n[x]\nvariant = 'NT'\n'''\n"     # a closed string holding a header and a variant line
VNOTE2 = "notes = '''\nvariant = 'NT'\n'''\n"          # ... a variant line only
OPEN = "notes = '''\nunclosed\n"                      # a string left open


def _hand(n: int, hand_no: int, notes: str | None = None, broken: bool = False) -> str:
    text = (REAL / f"wsop-2023-43-day5-hand{5 + n % 4}.phh").read_text()
    text = text.replace(f"hand = {5 + n % 4}", f"hand = {hand_no}")
    if notes is not None:
        text = text.replace("author =", notes + "author =", 1)
    if broken:
        text = text.replace("city = 'Las Vegas'", "city = = 'Las Vegas'")
    return text


def _records(tmp_path: Path, tables: list[tuple[str, str]]) -> list[tuple[str | None, int, bool]]:
    """(hand id, line, readable) of each record of the tables written as one ``.phhs`` file,
    checking that each readable hand's line is its header's."""
    text = "".join(f"[{key}]\n{body}\n" for key, body in tables)
    path = tmp_path / "hands.phhs"
    path.write_text(text)
    lines = text.split("\n")
    out = []
    for r in read(path, text):
        if r.hand is not None:
            assert lines[r.line - 1].startswith("["), (r.hand_id, r.line)
        out.append((r.hand_id, r.line, r.hand is not None))
    return out


def _bad(records) -> list[str | None]:
    return [hand_id for hand_id, _line, ok in records if not ok]


@pytest.mark.parametrize("legal", [3, 6])
def test_legal_hands_whose_strings_hold_headers_and_variants_are_read_beside_a_broken_one(tmp_path, legal):
    records = _records(tmp_path, [(str(k), _hand(k, 100 + k, VNOTE)) for k in range(1, legal + 1)]
                       + [(str(legal + 1), _hand(3, 100 + legal + 1, broken=True))])
    assert len(records) == legal + 1
    assert _bad(records) == [str(100 + legal + 1)]


def test_a_broken_hand_whose_string_holds_a_header_keeps_one_record(tmp_path):
    records = _records(tmp_path, [("1", _hand(1, 101)), ("2", _hand(2, 102, "notes = '''\n[x]\n'''\n", broken=True)),
                                  ("3", _hand(3, 103))])
    assert [(hand_id, ok) for hand_id, _line, ok in records] == [("101", True), ("102", False), ("103", True)]


def test_a_string_left_open_spoils_only_its_hand_though_later_strings_hold_headers(tmp_path):
    records = _records(tmp_path, [("1", _hand(1, 101)), ("2", _hand(2, 102, OPEN))]
                       + [(str(k), _hand(k, 100 + k, VNOTE)) for k in range(3, 8)])
    assert [(hand_id, ok) for hand_id, _line, ok in records] == [
        ("101", True), ("102", False), *((str(100 + k), True) for k in range(3, 8))]


def test_hands_that_each_leave_a_string_open_keep_a_record_each(tmp_path):
    records = _records(tmp_path, [(str(k), _hand(k, 100 + k, OPEN)) for k in range(1, 6)]
                       + [("6", _hand(6, 106)), ("7", _hand(7, 107))])
    assert [(hand_id, ok) for hand_id, _line, ok in records] == [
        *((str(100 + k), False) for k in range(1, 6)), ("106", True), ("107", True)]


def test_a_legal_file_gives_a_hand_the_line_of_its_header_not_of_a_look_alike_in_a_string(tmp_path):
    records = _records(tmp_path, [("1", _hand(1, 101, "notes = '''\n[2]\n'''\n")), ("2", _hand(2, 102)),
                                  ("3", _hand(3, 103))])
    assert _bad(records) == []      # (_records checks each line is a header's)
    assert records[1][1] > records[0][1] + 10


def test_a_broken_file_is_read_with_each_table_parsed_about_once(tmp_path, monkeypatch):
    tables = [("1", _hand(3, 1, broken=True))] + [(str(k), _hand(k, k, VNOTE2)) for k in range(2, 202)]
    parsed = []
    error = phh_text._error
    monkeypatch.setattr(phh_text, "_error", lambda text: parsed.append(len(text)) or error(text))
    records = _records(tmp_path, tables)
    assert _bad(records) == ["1"] and len(records) == 201
    size = sum(len(body) for _key, body in tables)
    assert sum(parsed) < 3 * size      # (before: every header's prefix parsed, ~100 times the file)


def test_a_legal_hand_whose_string_holds_a_table_and_a_comment_mark_stays_whole_beside_a_broken_one(tmp_path):
    # read from "[summary]", the string's closing quotes would be in a comment and the rest of the
    # hand a table "summary" that parses: no hand starts there (no variant follows it)
    notes = "notes = '''\n[summary]\npot = 1234500 # '''\n"
    records = _records(tmp_path, [("1", _hand(1, 101, notes)), ("2", _hand(2, 102, broken=True)),
                                  ("3", _hand(3, 103))])
    assert [(hand_id, ok) for hand_id, _line, ok in records] == [("101", True), ("102", False), ("103", True)]


def test_a_hand_broken_early_that_also_leaves_a_string_open_does_not_swallow_the_next_broken_hand(tmp_path):
    early = _hand(2, 102, OPEN).replace("ante_trimming_status = true", "ante_trimming_status = = true")
    assert early != _hand(2, 102, OPEN)
    records = _records(tmp_path, [("1", _hand(1, 101)), ("2", early), ("3", _hand(3, 103, broken=True)),
                                  ("4", _hand(4, 104))])
    assert [(hand_id, ok) for hand_id, _line, ok in records] == [
        ("101", True), ("102", False), ("103", False), ("104", True)]


def test_a_legal_file_with_sub_tables_is_read_with_its_text_parsed_about_once(tmp_path, monkeypatch):
    import tomllib

    tables = [(str(k), _hand(k, k)) for k in range(1, 151)]
    text = "".join(f"[{key}]\n{body}\n[{key}._meta]\nsource = 'x'\n" for key, body in tables)
    parsed = []
    loads = tomllib.loads
    monkeypatch.setattr(tomllib, "loads", lambda t, **kw: parsed.append(len(t)) or loads(t, **kw))
    path = tmp_path / "meta.phhs"
    path.write_text(text)
    lines = text.split("\n")
    records = list(read(path, text))
    assert len(records) == 150 and all(r.hand is not None for r in records)
    assert all(lines[r.line - 1] == f"[{r.hand_id}]" for r in records)
    assert sum(parsed) < 3 * len(text)     # (before: the text before each key's header parsed again)
