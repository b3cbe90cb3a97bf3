"""Edges of the native format's reading (README, "Reading the files"): files joined with cat
after an empty file saved with a byte order mark, a key written twice, the joker in any letter
case, and the line length limit, which counts a line's content, not its end."""

from __future__ import annotations

import json

import pytest

from audit.readers import native_open, read_paths
from audit.runner import validate

from .conftest import ROOT

SPEC_EXAMPLES = ROOT.parent / "shared" / "spec" / "examples"
TONK = (SPEC_EXAMPLES / "tonk-out.jsonl").read_bytes().strip()
DRAW = json.loads((SPEC_EXAMPLES / "draw-split-pot.jsonl").read_bytes())
BOM = b"\xef\xbb\xbf"


def _found(path) -> list[tuple]:
    return [(c.hand_id, [f.code for f in c.findings]) for c in validate([str(path)])]


@pytest.mark.parametrize("marks", [1, 2, 3])
def test_files_joined_with_cat_after_empty_files_with_a_byte_order_mark_lose_no_hand(tmp_path, marks):
    """cat of `marks - 1` files holding only a byte order mark and one that starts with one."""
    path = tmp_path / "joined.jsonl"
    path.write_bytes(BOM * marks + TONK + b"\n")
    assert _found(path) == [(json.loads(TONK)["hand_id"], [])]
    path.write_bytes(BOM * marks + b"\n" + BOM + TONK + b"\n")
    assert _found(path) == [(json.loads(TONK)["hand_id"], [])]


@pytest.mark.parametrize("spelling", [("Ah", "Kd"), ("ah", "kd")])
def test_an_event_type_written_twice_reads_the_last_one_however_the_cards_are_spelled(tmp_path, spelling):
    """As for every other key written twice, the last one counts: a `fold` whose second `type`
    is `check` is that check (before, the record was malformed unless a card was respelled)."""
    hand = json.loads(json.dumps(DRAW))
    text = json.dumps(hand).replace('"Ah", "Kd"', '"%s", "%s"' % spelling)
    # carol's check of the first round, written as a fold and then a check
    text = text.replace('{"type": "check", "player": "carol"}', '{"type": "fold", "player": "carol", "type": "check"}', 1)
    assert '"type": "fold", "player": "carol", "type": "check"' in text
    path = tmp_path / "twice.jsonl"
    path.write_text(text + "\n")
    assert _found(path) == [("draw-split-1", [])]


@pytest.mark.parametrize("joker", ["JK", "jk", "Jk", "jK"])
def test_the_joker_reads_in_every_letter_case(tmp_path, joker):
    hand = json.loads(json.dumps(DRAW))
    hand["rules"].update(jokers=1, wild=["JK"])
    # bob draws the joker for his 4d
    text = json.dumps(hand).replace('"receive": ["Js", "9h"]', f'"receive": ["Js", "{joker}"]')
    text = text.replace('"cards": ["Ah", "Kd", "Qc", "Js", "9h"]', f'"cards": ["Ah", "Kd", "Qc", "Js", "{joker}"]')
    text = text.replace('"discard": ["3s", "4d"]', '"discard": ["3s", "4d"]')
    path = tmp_path / "joker.jsonl"
    path.write_text(text + "\n")
    [checked] = list(validate([str(path)]))
    assert checked.error is None
    assert all(f.code != "malformed" for f in checked.findings)


@pytest.fixture
def small_lines(monkeypatch):
    monkeypatch.setattr(native_open, "MAX_LINE", 4096)


@pytest.mark.parametrize("end", [b"\n", b"\r\n"])
def test_a_line_as_long_as_the_limit_is_read_whatever_its_end(tmp_path, small_lines, end):
    """A line of exactly MAX_LINE bytes (padded with spaces) is read with either end; one byte
    more is too long, with either end."""
    hand = TONK + b" " * (4096 - len(TONK))
    assert len(hand) == 4096
    path = tmp_path / "long.jsonl"
    path.write_bytes(hand + end + TONK + end)
    records = list(read_paths([path]))
    assert [(r.line, r.error) for r in records] == [(1, None), (2, None)]
    path.write_bytes(hand + b" " + end + TONK + end)
    records = list(read_paths([path]))
    assert [r.line for r in records] == [1, 2]
    assert "holds no hand: skipped" in records[0].error and records[1].error is None
