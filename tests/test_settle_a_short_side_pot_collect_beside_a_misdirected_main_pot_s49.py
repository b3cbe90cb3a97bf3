"""A winner's collect from a pot they win, one chip short, stays `wrong-amount` at that collect
when the same player was also paid, by mistake, a pot they do not win (`wrong-winner` there):
chips collected under another pot's label make up a winner's share only when they collected
nothing under their own pot's label (README, labels swapped); a winner who did collect their pot
was paid short at that collect (review of session 49, P1).

The hands (tests/fixtures/settle_s49/) are the reviewer's two-mistake mutant of a legal simulated
stud hand, beside its legal base, which must be clean."""

from __future__ import annotations

from .conftest import FIXTURES, mutant_findings

DIR = FIXTURES / "settle_s49"



def _mutant(name: str):
    return mutant_findings(DIR, name)


def test_the_short_side_pot_collect_is_found_beside_the_misdirected_main_pot():
    # stud, every collect names its pot: victor wins the main pot (4068), trent side pot 1 (380);
    # the main pot's collect is logged as trent's (66) and trent's side-pot collect is 379 (67)
    found, _ = _mutant("side_pot_short_beside_misdirected_main")
    assert found == [("books-unbalanced", -1, ""), ("wrong-amount", 67, "trent"), ("wrong-winner", 66, "trent")]

    # README's reading stays: labels swapped (trent's side pot collected under the main pot's
    # label, victor's main pot under side pot 1's) are two wrong-winner, no pot also unpaid
    swapped, _ = _mutant("side_pot_labels_swapped")
    assert swapped == [("wrong-winner", 66, "trent"), ("wrong-winner", 67, "victor")]
