"""A pot whose winner's cards are unknown takes its recorded award as it is (README, Settlement),
but only that pot: the other pots are still decided by the shown hands and the folds.  With
collects that name no pot (PokerStars), or only some of them, every award of such a hand was put
on the main pot with "cards unknown" (bob's main pot, won with the only shown pair, and erin's
side pot 1, "the only player in it who did not muck", too), in ``explain`` and in ``awards``
(pot 0's rows adding up to more than pot 0).  Now each recorded collect is placed on the pots it
can be, as when every collect names its pot: the masked hand settles as its unmasked original,
only side pot 2 (between two mucked hands, one unknown) taken as recorded."""

from __future__ import annotations

from audit.explain import explain_text
from audit.replay import replay
from audit.store import ingest

from .conftest import FIXTURES, hands_by_id, stored_rows

LOG = FIXTURES / "settle_masked" / "unknown-side-pot.jsonl"
HANDS = hands_by_id(LOG)
TAKEN = "cards unknown: the recorded award is taken as it is"
PLACED = [(0, "bob", 4618, 4618, ""), (1, "erin", 9, 9, ""), (2, "walter", 68, 68, TAKEN)]


def _rows(hand_id: str) -> list[tuple[int, str, int, int | None, str]]:
    return [(a.pot, a.player, a.correct, a.recorded, a.reason) for a in replay(HANDS[hand_id]).awards]


def test_collects_without_pot_numbers_are_placed_on_the_pots_they_can_be() -> None:
    for hand_id in ("no_pot_numbers", "asis_walter_collect_no_pot", "walter_collect_pot2",
                    "every_collect_names_its_pot"):
        assert _rows(hand_id) == PLACED, hand_id


def test_the_masked_hand_settles_as_its_unmasked_original_but_for_the_unknown_pot() -> None:
    original = replay(hands_by_id(FIXTURES / "settle_masked" / "unmasked-original.jsonl")["draw-1864-15"])
    assert [(a.pot, a.player, a.correct, a.recorded) for a in original.awards] == \
        [(p, w, c, r) for p, w, c, r, _ in PLACED]
    assert [f.code for f in replay(HANDS["no_pot_numbers"]).findings] == ["unverifiable-award"]


def test_a_total_that_is_no_settlement_is_placed_known_pots_first() -> None:
    # bob collected 18 less than the main pot: his row shows it; walter's 68 is still side pot 2's
    assert _rows("no_pot_numbers_bob_short") == \
        [(0, "bob", 4618, 4600, ""), (1, "erin", 9, 9, ""), (2, "walter", 68, 68, TAKEN)]


def test_explain_names_each_pot_of_the_settlement() -> None:
    text = explain_text(HANDS["walter_collect_pot2"])
    rows = text[text.index("Settlement: correct beside recorded"):text.index("\nPlayers")].splitlines()[3:]
    assert [r.split() for r in rows] == [
        ["the", "main", "pot", "bob", "4618", "4618", "0"],       # (and the difference: session 70)
        ["side", "pot", "1", "erin", "9", "9", "0"],
        ["side", "pot", "2", "walter", "68", "68", "0"] + TAKEN.split()]


def test_the_stored_awards_name_each_pot(tmp_path) -> None:
    db = tmp_path / "m.duckdb"
    ingest([str(LOG)], db, 1, None)
    rows = stored_rows(db, "SELECT hand_id, pot_index, player, correct_amount, recorded_amount FROM awards "
                           "WHERE hand_id = 'no_pot_numbers' ORDER BY pot_index")
    assert rows == [("no_pot_numbers", 0, "bob", 4618, 4618), ("no_pot_numbers", 1, "erin", 9, 9),
                    ("no_pot_numbers", 2, "walter", 68, 68)]
