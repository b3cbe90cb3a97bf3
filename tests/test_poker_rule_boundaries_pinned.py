"""Boundaries of the betting and settlement rules, each on a hand where a one-character change of
the rule's code changes the verdict (a mutation test of session 33 found no test that failed):

* a raise only a player with exactly the chips to call could face: nobody can call it
  (``illegal-action``; POKER.md 2: a raise nobody left can call is no raise);
* fixed limit: an all-in one whole unit over a short all-in is a full raise, so the next raise
  is one unit over it (``bet-below-minimum`` below that);
* ``raise_cap: {"per_round": 0}`` caps the raises, not the opening bet;
* of several wrong collects of one pot, each payee who may not win it is named, the first first,
  with unknown cards and with known winners (CODES.md: at the event that breaks the rule; one
  such payout does not hide another, session 42);
* an uncalled bet collected with the only pot, under a rake, is ``uncalled-bet-not-returned``;
* heads-up, ``all_check: redeal``: both players checking is a check-around (no finding, the
  hand is redealt);
* ``odd_chip: called_voluntary``: the odd chip of a split pot goes as the voluntary bet that was
  called says, not left of the button (the spec's split-pot example: clean).
"""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HERE = FIXTURES / "pinned_s33"


def _found(name: str) -> list[tuple[str, int | None, str | None]]:
    (hand,) = hands_by_id(HERE / f"{name}.jsonl").values()
    return [(f.code, f.seq, f.player) for f in replay(hand).findings]


@pytest.mark.parametrize("name, expected", [
    ("raise-only-a-player-with-exactly-the-call-could-face", [("illegal-action", 6, "bob")]),
    ("fixed-all-in-one-unit-over-a-short-all-in-is-a-full-raise", [("bet-below-minimum", 9, "carol")]),
    ("raise-cap-zero-allows-the-opening-bet", []),
    ("unknown-pot-first-wrong-payee-is-named", [("wrong-winner", 18, "dave"), ("wrong-winner", 19, "alice")]),
    ("known-pot-first-wrong-payee-is-named", [("wrong-winner", 20, "bob"), ("wrong-winner", 21, "alice")]),
    ("uncalled-bet-collected-with-one-pot-and-rake", [("uncalled-bet-not-returned", 19, "carol")]),
    ("heads-up-check-around-redeal", []),
    ("odd-chip-called-voluntary-bet-was-called", []),
])
def test_rule_boundary(name, expected):
    assert _found(name) == expected
