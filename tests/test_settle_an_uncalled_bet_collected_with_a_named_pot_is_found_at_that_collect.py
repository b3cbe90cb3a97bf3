"""An uncalled bet not returned but collected with a pot is ``uncalled-bet-not-returned`` at the first
recorded event that is wrong (CODES.md), and the settlement shows the chips in that pot's row.

A draw hand of three pots: the owner's collect that names the main pot holds its uncalled 308 (1111
for a share of 803), and a later collect names no pot (side pot 2's 1180, right).  Before (review
56, a simulated fault), the finding was at the collect of no pot, whose running total first passed
the owner's whole share, and the settlement showed the chips in side pot 2's row while the main
pot's row differed unexplained."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES


def test_the_finding_is_at_the_named_pots_collect_and_its_row_holds_the_chips():
    hand = msgspec.json.decode((FIXTURES / "settle_s56" / "uncalled-in-a-named-pot.jsonl").read_bytes(), type=Hand)
    r = replay(hand)
    assert [(f.code, f.seq) for f in r.findings] == [("uncalled-bet-not-returned", 32)]
    assert [e.type for e in hand.events[32:35]] == ["collect"] * 3 and hand.events[32].pot == 0
    rows = {a.pot: (a.correct, a.recorded, a.reason) for a in r.awards}
    assert rows[0][:2] == (803, 1111) and "with the uncalled 308, not returned" in rows[0][2]
    assert rows[2][:2] == (1180, 1180) and "uncalled" not in (rows[2][2] or "")
    assert rows[1][:2] == (18, 18)


def test_the_mirror_case_a_collect_of_no_pot_holds_the_chips():
    # the same hand, its collects 1111 naming no pot, 18 pot 1, 1180 pot 2: the collect of no pot
    # holds the uncalled chips (it exceeds the share of the pot no collect names, the main pot)
    hand = msgspec.json.decode((FIXTURES / "settle_s56" / "uncalled-in-a-collect-of-no-pot.jsonl").read_bytes(),
                               type=Hand)
    assert [(e.amount, e.pot) for e in hand.events[32:35]] == [(1111, None), (18, 1), (1180, 2)]
    r = replay(hand)
    assert [(f.code, f.seq) for f in r.findings] == [("uncalled-bet-not-returned", 32)]
    rows = {a.pot: (a.correct, a.recorded, a.reason) for a in r.awards}
    assert rows[0][:2] == (803, 1111) and "with the uncalled 308, not returned" in rows[0][2]
    assert rows[2][:2] == (1180, 1180) and "uncalled" not in (rows[2][2] or "")


def test_a_named_pots_collect_beside_a_collect_of_no_pot():
    # five pots: the collect naming the main pot holds carol's uncalled 35, a collect of no pot
    # pays side pot 3 exactly (review 56: the finding was at that one, and the chips shown in side
    # pot 4's row, side pot 3's row short)
    hand = msgspec.json.decode(
        (FIXTURES / "settle_s56" / "uncalled-in-a-named-pot-beside-a-collect-of-no-pot.jsonl").read_bytes(), type=Hand)
    r = replay(hand)
    assert [(f.code, f.seq) for f in r.findings] == [("uncalled-bet-not-returned", 33)]
    assert hand.events[33].pot == 0
    rows = {a.pot: (a.correct, a.recorded) for a in r.awards}
    assert rows == {0: (1927, 1962), 1: (1975, 1975), 2: (616, 616), 3: (237, 237), 4: (32, 32)}
