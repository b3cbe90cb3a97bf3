"""Settlement with a rake and collects that name their pots: when the pot totals leave several
divisions of the rake as few pots off, the one under which the fewest collects are wrong is taken
(README: the fewest chips off).  A main pot of 30 and a side pot of 40, both tied between b and c,
a rake of 2: b collecting 19 of the side pot's 20 is that one chip short (the rake all from the
main pot), not a wrong collect in the main pot and a false ``odd-chip`` in the side pot (the rake
split 1 + 1, the nearest the proportion).  Review of session 62."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

HANDS = FIXTURES / "rake_s62" / "tied-winners-of-two-pots.jsonl"


def test_a_chip_short_in_the_side_pot_is_one_wrong_amount_there() -> None:
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(HANDS)])}
    assert found["short-side"] == [("wrong-amount", 15, "b"), ("books-unbalanced", None, None)]
    assert found["short-main"] == [("wrong-amount", 13, "b"), ("books-unbalanced", None, None)]
    assert [k for k, v in found.items() if not v] == [k for k in found if k not in ("short-side", "short-main")]
    assert len(found) == 4
