"""The PHH ``table`` is carried into the native hand's ``table``, and a hand number is unique only
at its table: ``hand = 5`` at ``table = 2`` is hand ``2-5``.  Before, the field was dropped and
``hand = 5`` at tables 1 and 2 of one ``.phhs`` collided as a ``duplicate-hand``."""

from __future__ import annotations

from pathlib import Path

from audit.readers.phh import read
from audit.runner import validate

from .conftest import FIXTURES

HANDS = FIXTURES / "phh_s15" / "same_hand_no_two_tables.phhs"     # [1]: hand 5 at table 1; [2]: hand 5 at table 2


def test_the_same_hand_number_at_two_tables_is_two_hands():
    records = list(read(HANDS, HANDS.read_text()))
    assert [(r.line, r.hand_id, r.hand.table, r.error) for r in records] == [(1, "1-5", "1", None), (14, "2-5", "2", None)]
    checked = list(validate([str(HANDS)], jobs=1))
    assert [(c.hand_id, c.table, c.findings) for c in checked] == [("1-5", "1", []), ("2-5", "2", [])]


def test_a_hand_without_a_table_keeps_its_number_and_a_named_table_is_text():
    first = HANDS.read_text().split("\n\n")[0].split("\n", 1)[1]
    assert first.endswith("hand = 5\ntable = 1")
    (rec,) = read(Path("x.phh"), first.replace("\ntable = 1", ""))
    assert (rec.hand_id, rec.hand.table) == ("5", None)
    (rec,) = read(Path("x.phh"), first.replace("table = 1", "table = 'Amazon 3'"))
    assert (rec.hand_id, rec.hand.table) == ("Amazon 3-5", "Amazon 3")
    (rec,) = read(Path("x.phh"), first.replace("hand = 5\n", ""))
    assert (rec.hand_id, rec.hand.table) == ("x", "1")
