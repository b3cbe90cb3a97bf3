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


UNKNOWN = FIXTURES / "rake_s62" / "unknown-cards-in-one-pot.jsonl"


def test_with_one_pots_cards_unknown_the_collect_short_is_named():
    # the main pot's cards are unknown (c's), side pot 1 tied between a and b, a rake of 5.  A pot of
    # unknown cards paid less than it holds is wrong-amount whoever wins it; so the chip missing in
    # the side pot is not put on the main pot, where nobody would be named (the diff review of session
    # 62), and two chips missing are c's two, not a chip each of a's and b's
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(UNKNOWN)])}
    assert found["side-right"] == [("unverifiable-award", 12, "c")]
    assert found["side-short-known"] == [("unverifiable-award", 12, "c"), ("wrong-amount", 13, "a"),
                                         ("books-unbalanced", None, None)]
    assert found["short-main-unknown"] == [("wrong-amount", 12, "c"), ("books-unbalanced", None, None)]


def test_all_chips_collected_with_one_collect_over_names_that_collect_only():
    # the collects take every chip, a settlement under no rake or one collect over under the recorded
    # rake of 2: taken from the side pot, b's 19 is right and c's 21 is the one over (the whole rake's
    # division is chosen by the wrong collects too)
    found = [(f.code, f.seq, f.player) for c in validate([str(FIXTURES / "rake_s62" / "all-chips-collected-one-over.jsonl")])
             for f in c.findings]
    assert found == [("wrong-amount", 16, "c"), ("books-unbalanced", 16, None)]
