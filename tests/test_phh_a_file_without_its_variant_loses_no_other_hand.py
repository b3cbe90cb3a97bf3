"""``.phh`` files joined with cat, one of them without its ``variant``: that file's hand is the one
``malformed`` record (``variant null``), and every other hand is read. Before, the cut before the
next ``variant`` moved up over the whole variant-less hand (each of its keys the hand before had),
so hands were joined: the next hand was lost inside a malformed record, or the variant-less hand
borrowed the next one's ``variant`` and the blame moved on to a legal hand. A line written twice
at the end of a hand is a record of its own, and the next hand keeps its own lines. Review of
session 60."""

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
def test_the_hand_without_its_variant_is_the_only_malformed_one(tmp_path, missing) -> None:
    texts = _texts()
    texts[missing] = "".join(line for line in texts[missing].splitlines(keepends=True)
                             if not line.startswith("variant"))
    got = _joined(tmp_path, texts)
    assert [h for h, _, _ in got] == ["5", "6", "7", "8"]
    assert [codes for _, codes, _ in got] == [["malformed"] if k == missing else [] for k in range(4)]


def test_a_line_written_twice_at_the_end_of_a_hand_is_a_record_of_its_own(tmp_path) -> None:
    texts = _texts()[:2]
    last = texts[0].rstrip("\n").splitlines()[-1]
    assert last.startswith("finishing_stacks")
    texts[0] = texts[0].rstrip("\n") + "\n" + last + "\n"
    got = _joined(tmp_path, texts)
    assert [codes for _, codes, _ in got] == [[], ["malformed"], []]
    assert got[0][0] == "5" and got[2][0] == "6"
