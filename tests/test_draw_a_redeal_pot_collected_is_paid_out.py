"""A draw redeal (POKER.md 4.3: "the hand ends with no winner") whose log records a ``collect`` is
``wrong-winner`` at it, and the collect is paid all the same, as a return or a rake the log takes
out of the pot is: the collector's end holds it, the pot carried to the table's next hand is what
is left, and the dispute view shows the collect beside its correct share (none).  Before, the
collect was dropped: the next hand, which follows the log's stacks, got a false ``stack-mismatch``
and ``wrong-amount`` / ``books-unbalanced`` for not collecting the pot already paid, and a next
hand that collected it again was clean (15 chips paid twice)."""

from __future__ import annotations

from audit import runner
from audit.explain import explain_data, render_text
from audit.readers.native import read
from audit.store import ingest

from .conftest import FIXTURES, stored_rows

DIR = FIXTURES / "sessions_s40"
PAID = DIR / "redeal-pot-collected-then-the-next-hand.jsonl"
TWICE = DIR / "redeal-pot-collected-and-carried.jsonl"


def _found(path) -> dict[str, list[tuple[str, int | None]]]:
    return {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in runner.validate([str(path)], None, 1)}


def test_the_next_hand_after_a_redeal_pot_collected_is_clean():
    assert _found(PAID) == {"r1": [("wrong-winner", 9)], "n2": []}


def test_a_pot_collected_in_the_redeal_is_not_carried():
    assert _found(TWICE) == {"r1": [("wrong-winner", 9)], "n2": [("wrong-amount", 10), ("books-unbalanced", 10)]}


def test_explain_shows_the_collect_and_the_ends_it_made():
    r1, _ = read(PAID)
    text = render_text(explain_data(r1.hand))
    assert "its pot of 0 carries to the table's next hand" in text
    assert "the main pot  a       0        15" in text
    # (the recorded settlement differs from the correct one: the ends are said to be as logged)
    assert "  seat  player  start  end as logged  net as logged" in text
    assert "  1     a       500    510            +10" in text


def test_the_store_keeps_the_collect_beside_its_share(tmp_path):
    db = tmp_path / "s.duckdb"
    ingest([str(PAID)], db)
    rows = stored_rows(db, "select hand_id, player, correct_amount, recorded_amount from awards order by hand_id")
    assert ("r1", "a", 0, 15) in rows
    assert stored_rows(db, "select disputed from hands where hand_id = 'r1'") == [(True,)]
