"""Collects judged by each player's total (some name no pot) still judge every collect that names
its pot (README: one who does not win that pot is ``wrong-winner``), each one, and the totals beside
them: before, the first such collect ended the judgment (a winner paid too much went unnamed), and
none was judged when some payee won no pot.  Labels swapped between two pots are two
``wrong-winner`` (each payee's chips make up their share of the pot they win: no pot is also
unpaid).  An odd-chip message counts the chips, and gives a reason shared by the pots once."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HERE = FIXTURES / "settle_s42"


def _found(name: str) -> list[tuple[str, int | None, str | None]]:
    (hand,) = hands_by_id(HERE / f"{name}.jsonl").values()
    return [(f.code, f.seq, f.player) for f in replay(hand).findings]


# alice (all-in for 8, three aces) wins the main pot of 24; carol (kings) side pot 1 of 6; bob nothing
@pytest.mark.parametrize("name, expected", [
    # carol's 6 labelled the main pot; alice 30 unlabelled (6 too much)
    ("M10", [("wrong-winner", 19, "carol"), ("wrong-amount", 20, "alice"), ("books-unbalanced", 20, None)]),
    # alice 18, bob 6 (wins nothing), carol 6 labelled the main pot
    ("M1", [("wrong-winner", 20, "bob"), ("wrong-winner", 21, "carol")]),
    # alice 20 labelled side pot 1, alice 4, carol 6 labelled the main pot: the totals are right
    ("M7", [("wrong-winner", 19, "alice"), ("wrong-winner", 21, "carol")]),
    # every collect names a pot: alice 24 labelled side pot 1, carol 6 labelled the main pot
    ("S14", [("wrong-winner", 19, "alice"), ("wrong-winner", 20, "carol")]),
])
def test_every_wrong_label_and_winner_is_named(name, expected):
    assert _found(name) == expected


def test_an_odd_chip_message_counts_the_chips_and_gives_a_shared_reason_once():
    (hand,) = hands_by_id(HERE / "O2.jsonl").values()
    [f] = replay(hand).findings
    assert f.code == "odd-chip" and f.player == "carol"
    assert f.message == ("carol was paid 2 odd chips that belong to bob (odd_chip=called: bob made the last "
                         "bet or raise that was called or raised)")
