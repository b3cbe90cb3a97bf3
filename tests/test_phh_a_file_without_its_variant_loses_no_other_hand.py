"""``.phh`` files joined with cat, one of them without its ``variant``: one ``malformed`` record
(``variant null``), and no hand lost. Before, the cut before the next ``variant`` moved up over
the whole variant-less hand (each of its keys the hand before had), so two hands were one
malformed record and the last hand was lost. A part that does not parse is now cut again where a
key repeats after its ``actions``. (Known limit, in README: the variant-less hand may take the
next hand's ``variant``, and that next hand is then the malformed record.) A line written twice
at the end of a hand is a record of its own in a join, and the next hand keeps its own lines; in
one file it leaves the file one malformed record. Legal layouts are cut as before: a hand whose
``actions`` come before its ``variant``. Review of session 60."""

from __future__ import annotations

import pytest

from audit.runner import validate

from .conftest import REAL

PHH = REAL / "phh"
HANDS = [PHH / f"wsop-2023-43-day5-hand{i}.phh" for i in (5, 6, 7, 8)]


def _joined(tmp_path, texts: list[str]):
    path = tmp_path / "joined.phh"
    path.write_text("\n".join(texts) + "\n")
    return [(c.hand_id, [f.code for f in c.findings], c.line) for c in validate([str(path)])]


def _texts() -> list[str]:
    if not all(p.is_file() for p in HANDS):
        pytest.skip("../shared/real_histories is not beside the checkout")
    return [p.read_text() for p in HANDS]


@pytest.mark.parametrize("missing", [0, 1, 2, 3])
def test_a_hand_without_its_variant_loses_no_other_hand(tmp_path, missing) -> None:
    texts = _texts()
    texts[missing] = "".join(line for line in texts[missing].splitlines(keepends=True)
                             if not line.startswith("variant"))
    got = _joined(tmp_path, texts)
    assert [h for h, _, _ in got] == ["5", "6", "7", "8"]
    assert sorted(len(codes) for _, codes, _ in got) == [0, 0, 0, 1]
    assert [codes for _, codes, _ in got if codes] == [["malformed"]]
    if missing >= 2:        # the last two: the one without its variant is the malformed record
        assert got[missing][1] == ["malformed"]


def test_a_hand_whose_actions_come_before_its_variant_is_read_as_before(tmp_path) -> None:
    texts = _texts()[:2]
    lines = texts[1].splitlines(keepends=True)
    actions = [line for line in lines if line.startswith("actions")]
    texts[1] = "".join(actions + [line for line in lines if not line.startswith("actions")])
    assert [(h, codes) for h, codes, _ in _joined(tmp_path, texts)] == [("5", []), ("6", [])]


def test_a_line_written_twice_in_one_file_leaves_it_one_malformed_record(tmp_path) -> None:
    text = _texts()[0]
    last = text.rstrip("\n").splitlines()[-1]
    path = tmp_path / "one.phh"
    path.write_text(text.rstrip("\n") + "\n" + last + "\n")
    assert [[f.code for f in c.findings] for c in validate([str(path)])] == [["malformed"]]


def test_a_line_written_twice_at_the_end_of_a_hand_is_a_record_of_its_own(tmp_path) -> None:
    texts = _texts()[:2]
    last = texts[0].rstrip("\n").splitlines()[-1]
    assert last.startswith("finishing_stacks")
    texts[0] = texts[0].rstrip("\n") + "\n" + last + "\n"
    got = _joined(tmp_path, texts)
    assert [codes for _, codes, _ in got] == [[], ["malformed"], []]
    assert got[0][0] == "5" and got[2][0] == "6"
