"""README: "`.phh` files joined with `cat` are cut at each `variant` statement" and "files joined
with `cat` read like the files apart".  Before:

* a ``.phh`` ending in a table of its own (``[_meta]``), joined to others, was cut at its table
  headers as a ``.phhs``: each key of the first hand became a phantom "a PHH hand must be a TOML
  table" record, and the next hands one record "Cannot overwrite a value" (20 records for 3
  hands); a single broken ``.phh`` with such a table gave a phantom hand ``_meta``;
* joined to one other file, the document even parsed: the second hand was read as keys of
  ``[_meta]`` and lost;
* a cut was looked for inside comments and strings (``# level 7 ante = 50,000``, ``author =
  "... ante = 50,000"``), and the valid hand around it became malformed.

A ``.phhs`` file keeps its ``[N]`` sections, a ``[N._meta]`` sub-table staying with its hand."""

from __future__ import annotations

from pathlib import Path

from audit.readers.phh import read
from audit.runner import validate

from .conftest import FIXTURES, REAL

S34 = FIXTURES / "phh_s34"
HANDS = {n: (REAL / "phh" / f"wsop-2023-43-day5-hand{n}.phh").read_text() for n in (5, 6, 7)}


def _checked(path: Path) -> list[tuple]:
    return [(c.hand_id, c.line, [(f.code, f.message) for f in c.findings]) for c in validate([str(path)], jobs=1)]


def _stacks(path: Path) -> list[list[int]]:
    return [[s.stack for s in r.hand.seats] for r in read(path, path.read_text())]


def test_a_phh_ending_in_a_table_of_its_own_joined_to_two_others_is_three_hands():
    path = S34 / "joined_sub.phh"       # hand 5 + [_meta] source = 'x', hand 6, hand 7
    assert _checked(path) == [("5", 1, []), ("6", 23, []), ("7", 42, [])]     # each at its variant line
    records = list(read(path, path.read_text()))
    assert [r.hand is not None for r in records] == [True, True, True]
    apart = [_stacks(S34 / "ok_sub.phh")[0]] + [
        [s.stack for s in r.hand.seats] for n in (6, 7) for r in read(Path(f"{n}.phh"), HANDS[n])]
    assert [[s.stack for s in r.hand.seats] for r in records] == apart


def test_two_such_files_whose_join_parses_as_one_document_are_two_hands(tmp_path):
    path = tmp_path / "two.phh"
    path.write_text((S34 / "ok_sub.phh").read_text() + HANDS[6])
    assert [(h, line) for h, line, _f in _checked(path)] == [("5", 1), ("6", 22)]
    assert all(f == [] for _h, _l, f in _checked(path))


def test_a_single_broken_phh_with_a_table_of_its_own_is_one_record():
    path = S34 / "broken_sub.phh"       # 'bogus = ' at line 20, then [_meta]
    assert _checked(path) == [("5", 20, [("malformed", f"{path}, line 20: invalid TOML: Invalid value "
                                                       "(at line 20, column 9)")])]


def test_a_comment_that_reads_like_a_statement_is_not_cut():
    path = S34 / "joined_comment.phh"   # hand 5 + '# WSOP 2023 #43, level 7 ante = 50,000' + hand 6
    assert _checked(path) == [("5", 1, []), ("6", 21, [])]


def test_a_string_that_reads_like_a_statement_is_not_cut():
    path = S34 / "joined_string.phh"    # hand 5 + hand 6 with author = "Juho Kim (level 7 ante = 50,000)"
    assert _checked(path) == [("5", 1, []), ("6", 20, [])]
    assert [r.hand.hand_id for r in read(path, path.read_text())] == ["5", "6"]


def test_a_multi_line_string_and_a_commented_out_variant_are_not_cut(tmp_path):
    first = HANDS[5].replace("author = 'Juho Kim'", "author = '''Juho Kim\n7 variant = 'F7S' hand = 3'''\n"
                             "# variant = 'NT'\n#variant = 'NT'")
    path = tmp_path / "j.phh"
    path.write_text(first + HANDS[6])
    assert [(h, f) for h, _line, f in _checked(path)] == [("5", []), ("6", [])]
    (rec, _) = read(path, path.read_text())
    assert rec.hand.hand_id == "5"


def test_a_phhs_keeps_its_sections_and_their_sub_tables(tmp_path):
    text = "".join(f"[{k}]\n{HANDS[n]}\n[{k}._meta]\nsource = 'x'\n\n" for k, n in ((1, 5), (2, 6), (3, 7)))
    path = tmp_path / "s.phhs"
    path.write_text(text)
    whole = _checked(path)
    assert whole == [("5", 1, []), ("6", 24, []), ("7", 47, [])]
    broken = tmp_path / "b.phhs"            # TOML that does not parse: cut at [1], [2], [3] only
    broken.write_text(text.replace("bring_in = 50000\nsmall_bet = 200000\nbig_bet = 400000\nstarting_stacks = "
                                   "[4000000,", "bring_in = 50000 x\nsmall_bet = 200000\nbig_bet = 400000\n"
                                   "starting_stacks = [4000000,", 1))
    assert [(h, line, [c for c, _m in f]) for h, line, f in _checked(broken)] == [
        ("5", 1, []), ("6", 24, ["malformed"]), ("7", 47, [])]


def test_a_phhs_file_is_not_cut_at_a_bracket_line_inside_a_multiline_string():
    # hand [1] holds a notes string with a line "[hand 5 notes]"; hand [2] is broken, so the file
    # is cut at its headers: before, [1] was cut at the line in its string (two malformed records)
    from audit.runner import validate
    from .conftest import FIXTURES

    checked = list(validate([str(FIXTURES / "phh_s34" / "phhs-header-inside-a-multiline-string.phhs")]))
    assert [(c.hand_id, [f.code for f in c.findings]) for c in checked] == [("5", []), ("2", ["malformed"])]


def test_a_phhs_string_left_open_spoils_only_its_own_hand(tmp_path):
    # hand [2]'s event string is never closed: the next hand's `variant` line ends it (as in joined
    # .phh files), and the header just before that line is the next hand's.  Before, hand [3] was
    # read as part of [2]'s broken text and lost.
    for opening in ("'''", '"""'):
        text = "".join(f"[{k}]\n{HANDS[n]}\n" for k, n in ((1, 5), (2, 6), (3, 7)))
        text = text.replace("event = '2023", f"event = {opening}2023", 2).replace(f"event = {opening}2023", "event = '2023", 1)
        path = tmp_path / "open.phhs"
        path.write_text(text)
        assert [(h, [c for c, _m in f]) for h, _line, f in _checked(path)] == [
            ("5", []), ("6", ["malformed"]), ("7", [])], opening


def _tables(parts: list[tuple[str, str]]) -> str:
    return "".join(f"[{k}]\n{text}\n" for k, text in parts)     # (the real files end without a line feed)


def _records(path: Path) -> list[tuple[str | None, int, bool]]:
    return [(r.hand_id, r.line, r.hand is not None) for r in read(path, path.read_text())]


def test_a_closed_string_holding_a_header_and_a_variant_line_is_not_cut(tmp_path):
    # hand [1]'s notes hold "[x]" and "variant = ..." lines in a string closed after them; hand [3]
    # is broken, so the file is read a table at a time: [1] must not be cut at its "[x]" line
    notes = "notes = '''\n[x]\nvariant = 'NT'\n'''\n"
    broken = HANDS[7].replace("city = 'Las Vegas'", "city = = 'Las Vegas'")
    path = tmp_path / "closed.phhs"
    path.write_text(_tables([("1", HANDS[5].replace("author =", notes + "author =", 1)), ("2", HANDS[6]),
                             ("3", broken)]))
    records = _records(path)
    assert [(h, ok) for h, _line, ok in records] == [("5", True), ("6", True), ("7", False)]
    assert records[1][1] == path.read_text().split("\n").index("[2]") + 1     # hand 6's own header line


def test_a_string_left_open_before_a_sub_table_does_not_make_a_phantom_hand(tmp_path):
    path = tmp_path / "meta.phhs"
    meta = "[{}._meta]\nsource = 'x'\n"
    path.write_text("[1]\n" + HANDS[5] + "\n" + meta.format(1) + "[2]\n"
                    + HANDS[6].replace("author =", "notes = '''\nunclosed\nauthor =", 1) + "\n"
                    + meta.format(2) + "[3]\n" + HANDS[7] + "\n" + meta.format(3))
    assert [(h, ok) for h, _line, ok in _records(path)] == [("5", True), ("6", False), ("7", True)]


def test_a_closed_string_holding_a_header_and_a_variant_line_before_a_broken_hand(tmp_path):
    # hand [1]'s closed string holds "[x]" and "variant = ..." lines, and hand [2] is the broken
    # one: [1] stays one legal hand and [2] alone is malformed (before, [1] was cut at its "[x]" line
    # into two malformed records, or swallowed [2])
    notes = "notes = '''\n[x]\nvariant = 'NT'\n'''\n"
    broken = HANDS[6].replace("city = 'Las Vegas'", "city = = 'Las Vegas'")
    path = tmp_path / "next.phhs"
    path.write_text(_tables([("1", HANDS[5].replace("author =", notes + "author =", 1)), ("2", broken), ("3", HANDS[7])]))
    lines = path.read_text().split("\n")
    assert _records(path) == [("5", 1, True), ("6", lines.index("[2]") + 1, False), ("7", lines.index("[3]") + 1, True)]


def test_a_table_keeps_its_header_line_when_an_earlier_string_holds_its_key(tmp_path):
    notes = "notes = '''\n[2]\nvariant = 'NT'\n'''\n"
    broken = HANDS[7].replace("city = 'Las Vegas'", "city = = 'Las Vegas'")
    path = tmp_path / "key.phhs"
    path.write_text(_tables([("1", HANDS[5].replace("author =", notes + "author =", 1)), ("2", HANDS[6]), ("3", broken)]))
    lines = path.read_text().split("\n")
    assert _records(path)[1] == ("6", len(lines) - lines[::-1].index("[2]"), True)     # the last "[2]" line


def test_the_hand_after_a_string_left_open_is_read_though_it_has_strings_of_its_own(tmp_path):
    # hand [2] leaves a string open; hand [3] has a closed multi-line string of the same quotes
    # after its variant line: the cut is still made before [3] (the cut whose parts that parse hold
    # the most hands), and [4] too
    open_ = "notes = '''\nunclosed\nauthor ="
    own = "notes = '''\nits own\n'''\nauthor ="
    path = tmp_path / "own.phhs"
    path.write_text(_tables([("1", HANDS[5]), ("2", HANDS[6].replace("author =", open_, 1)),
                             ("3", HANDS[7].replace("author =", own, 1)), ("4", HANDS[5].replace("hand = 5", "hand = 9"))]))
    assert [(h, ok) for h, _line, ok in _records(path)] == [("5", True), ("6", False), ("7", True), ("9", True)]


def test_each_of_several_hands_left_open_keeps_a_record(tmp_path):
    open_ = "notes = '''\nunclosed\nauthor ="
    path = tmp_path / "several.phhs"
    path.write_text(_tables([("1", HANDS[5].replace("author =", open_, 1)), ("2", HANDS[6].replace("author =", open_, 1)),
                             ("3", HANDS[7].replace("author =", open_, 1)), ("4", HANDS[5].replace("hand = 5", "hand = 9"))]))
    assert [(h, ok) for h, _line, ok in _records(path)] == [("5", False), ("6", False), ("7", False), ("9", True)]
