"""PHH hands translated by the reader are judged as their native translation is (a second probe
of the reader, with an independent PHH-to-native converter over 52,000 mutants of PokerKit hands):

* a bring-in called by everyone ends 3rd street's betting (POKER.md 2: "when every other player
  folds or calls the bring-in, the round ends at once"), so a card still owed that comes after it
  is the next street's, not a 3rd-street card (it gave a false ``wrong-deal`` and wrong cards);
* a finished hand whose result gives nobody anything, not even an uncalled bring-in back, is a
  claim that is judged (``uncalled-bet-not-returned``, ``books-unbalanced``), not "no claim";
* a rake is made only of chips a finishing stack lost when the collects pay out exactly the pot:
  beside collects that pay out more than the pot, it moved the ``wrong-amount`` onto the player
  who was paid right."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.readers.phh import read
from audit.replay import replay

from .conftest import FIXTURES


def _findings(name: str) -> list[tuple]:
    path = FIXTURES / "phh_mutants" / f"{name}.phh"
    (rec,) = read(Path(path.name), path.read_text(encoding="utf-8"))
    assert rec.error is None, rec.error
    return sorted((f.code, f.seq, f.player) for f in replay(rec.hand).findings)


@pytest.mark.parametrize("name,expected", [
    # ann's 3rd-street line given to cat, who is dealt again later while ann has no deal of the
    # street: ann's deal under cat's name (README), one finding (it was three, ann's show a mismatch)
    ("d_100006", [("wrong-deal", 0, "cat")]),
    # heads-up, the bring-in folded to, and its owner ends a chip short: nobody got it back
    ("d_112644", [("books-unbalanced", None, None), ("uncalled-bet-not-returned", None, "ben")]),
    # a winner's and a loser's finishing stacks swapped: the overpaid player is the wrong amount
    ("d_100189", [("books-unbalanced", 47, None), ("wrong-amount", 47, "cat")]),
])
def test_a_phh_mutant_is_judged_as_its_native_translation(name, expected):
    assert _findings(name) == expected
