"""An uncalled bet collected with a pot is ``uncalled-bet-not-returned`` at the first recorded
event that is wrong (CODES.md), the collect that holds the chips, and the settlement shows them on
that collect's row (README, "Readings of the rules": the uncalled bet; review of session 57, a
simulated fault and its reductions).

Before: a collect naming the main pot (1300, a share of 400 and bob's uncalled 900), one naming no
pot (600, side pot 1's share) and one naming side pot 2 (600) put the finding at the right collect
of no pot and showed side pot 1 recorded 0 and side pot 2 1200; and of collects that name no pot,
the one that is a pot's share and the chips was passed over for a later, right one."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES

DIR = FIXTURES / "settle_s57"


def _replayed(name: str):
    hand = msgspec.json.decode((DIR / name).read_bytes(), type=Hand)
    r = replay(hand)
    rows = {(a.pot, a.player): (a.correct, a.recorded) for a in r.awards}
    return hand, [(f.code, f.seq) for f in r.findings], rows, r


def test_a_named_collect_holds_the_chips_beside_a_collect_of_no_pot_and_a_named_one():
    hand, found, rows, r = _replayed("g-named-unnamed-named.jsonl")
    assert [(e.amount, e.pot) for e in hand.events[18:21]] == [(1300, 0), (600, None), (600, 2)]
    assert found == [("uncalled-bet-not-returned", 18)]
    assert rows == {(0, "bob"): (400, 1300), (1, "bob"): (600, 600), (2, "bob"): (600, 600)}
    [main] = [a for a in r.awards if a.pot == 0]
    assert "with the uncalled 900, not returned" in main.reason


def test_of_collects_of_no_pot_the_one_that_is_a_share_and_the_chips():
    hand, found, rows, _ = _replayed("f-unnamed-pair.jsonl")
    assert [(e.amount, e.pot) for e in hand.events[18:21]] == [(800, None), (600, None), (600, None)]
    assert found == [("uncalled-bet-not-returned", 18)]
    assert rows == {(0, "bob"): (400, 800), (1, "bob"): (600, 600), (2, "bob"): (600, 600)}


def test_a_later_collect_of_no_pot_that_is_a_share_is_not_named():
    # the simulated hand: 2403 (the main pot's 2351 and the uncalled 52), then 788 (side pot 1's)
    hand, found, rows, _ = _replayed("unnamed-collect-a-share-and-the-chips.jsonl")
    assert [(e.amount, e.pot) for e in hand.events[25:27]] == [(2403, None), (788, None)]
    assert found == [("uncalled-bet-not-returned", 25)]
    assert rows == {(0, "sybil"): (2351, 2403), (1, "sybil"): (788, 788)}


def test_two_collects_either_of_which_could_hold_them_name_the_one_past_the_shares():
    # 800 and 800 for shares of 300 and 800 and the uncalled 500: either could be the wrong one
    hand, found, rows, _ = _replayed("d-both-unnamed.jsonl")
    assert [(e.amount, e.pot) for e in hand.events[14:16]] == [(800, None), (800, None)]
    assert found == [("uncalled-bet-not-returned", 15)]
    assert rows == {(0, "bob"): (300, 800), (1, "bob"): (800, 800)}
