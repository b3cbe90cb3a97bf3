"""POKER.md 3, pot by pot and chip by chip: the uncalled bet returned, side pots at each all-in
player's total, each pot to its best eligible hands, split equally, the odd chips by
``odd_chip`` (``called``: the player who made the last bet or raise that was called first;
``left_of_button``; ``high_card``: by the single highest card, rank then suit), no player more
than one odd chip of a pot, each pot on its own.

The validator's settlement is compared with an independent reading of the spec's text
(tests/pots_reference.py) on random legal hands built to tie: most showdowns are two to six
players sharing a pot, with short stacks making side pots.  PokerKit cannot be the second opinion
here: it gives a pot's whole remainder to one player in seat order.  Each hand must validate with
no finding, its correct awards must be the reference's, and the reference's payout, recorded with
the pots named or as each player's total, must be found right.
"""

from __future__ import annotations

import json
import random

import msgspec
import pytest

from audit.model import Hand
from audit.replay import replay

from .pots_reference import draw_hand, settle, stud_hand

HANDS = 150


def _replay(raw: dict):
    return replay(msgspec.convert(raw, Hand))


def _paid(raw: dict, awards: dict, returned: dict, named: bool) -> dict:
    out = json.loads(json.dumps(raw))
    events = out["events"]
    for p, a in returned.items():
        events.append({"type": "return", "player": p, "amount": a})
    if named:
        for (pot, p), a in awards.items():
            if a:
                events.append({"type": "collect", "player": p, "amount": a, "pot": pot})
    else:
        totals: dict[str, int] = {}
        for (_pot, p), a in awards.items():
            totals[p] = totals.get(p, 0) + a
        for p, a in totals.items():
            if a:
                events.append({"type": "collect", "player": p, "amount": a})
    return out


def _check(raw: dict, clockwise: list[str], rule: str) -> bool:
    """The hand judged against the reference; whether some pot was shared."""
    result = _replay(raw)
    assert result.findings == [], (raw["hand_id"], result.findings)
    awards, returned, pots = settle(raw, rule, clockwise)
    correct = {(a.pot, a.player): a.correct for a in result.awards if a.correct}
    assert correct == {k: v for k, v in awards.items() if v}, raw["hand_id"]
    for named in (True, False):
        paid = _replay(_paid(raw, awards, returned, named))
        assert paid.findings == [], (raw["hand_id"], named, paid.findings)
    return any(sum(1 for (pot, _p) in awards if pot == k) > 1 for k in range(len(pots)))


@pytest.mark.parametrize("rule", ["called", "left_of_button", "high_card"])
@pytest.mark.parametrize("betting", ["no_limit", "pot"])
def test_draw_pots_and_odd_chips_agree_with_the_reference(rule: str, betting: str) -> None:
    rng = random.Random(f"draw-{rule}-{betting}")
    shared = sum(_check(*draw_hand(rng, rule, betting, f"d-{k}"), rule) for k in range(HANDS))
    assert shared > HANDS // 2       # the hands tie: the odd-chip rules are at work


@pytest.mark.parametrize("rule", ["high_card", "called", "left_of_button"])
def test_stud_pots_and_odd_chips_agree_with_the_reference(rule: str) -> None:
    rng = random.Random(f"stud-{rule}")
    shared = sum(_check(*stud_hand(rng, rule, f"s-{k}"), rule) for k in range(HANDS))
    assert shared > HANDS // 2
