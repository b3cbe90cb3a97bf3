"""Wrong payouts in hands PokerKit played and paid are found, with their code, at the settlement.

Random legal fixed-, pot- and no-limit stud and draw hands (tests/pokerkit_stud.py,
tests/pokerkit_draw.py: side pots, all-ins, split pots) are logged with PokerKit's own
payout, which validates clean.  Then one payout is made wrong, as a dealer or a server
might: chips moved from one winner's collect to another's, a collect made larger or
smaller, one of several collects left out, chips paid to a player who won nothing, an
uncalled bet returned one chip off.  Each must be found with the codes it calls for, and
no finding may come before the first ``return`` or ``collect`` (the betting was legal).
"""

from __future__ import annotations

import random
from collections import Counter

import msgspec
import pytest

from audit.model import Hand
from audit.replay import replay

from . import pokerkit_draw, pokerkit_stud

HANDS = 900
#: what each kind of wrong payout is found as (every code listed, none other)
EXPECTED = {
    "move": {"wrong-amount"},
    "more": {"wrong-amount", "books-unbalanced"},
    "less": {"wrong-amount", "books-unbalanced"},
    "drop": {"wrong-amount", "books-unbalanced"},
    "to-loser": {"wrong-winner"},
    "return": {"uncalled-bet-not-returned", "books-unbalanced"},
}


def _replay(raw: dict):
    return replay(msgspec.convert(raw, Hand))


def _break(rng: random.Random, raw: dict) -> str | None:
    """Make one payout of ``raw`` wrong (in place); returns how, or None when the hand has none
    of that kind to break."""
    events = raw["events"]
    collects = [i for i, e in enumerate(events) if e["type"] == "collect"]
    returns = [i for i, e in enumerate(events) if e["type"] == "return"]
    how = rng.choice(sorted(EXPECTED))
    i = rng.choice(collects)
    amount = events[i]["amount"]
    if how == "move":
        others = [j for j in collects if j != i]
        if not others:
            return None
        moved = rng.randint(1, amount - 1) if amount > 1 else None
        if moved is None:
            return None
        events[i]["amount"] -= moved
        events[rng.choice(others)]["amount"] += moved
    elif how == "more":
        events[i]["amount"] += rng.randint(1, 5)
    elif how == "less":
        if amount < 2:
            return None
        events[i]["amount"] -= rng.randint(1, amount - 1)
    elif how == "drop":
        if len(collects) < 2:
            return None       # a log with no collect makes no claim (FORMAT.md): nothing to judge
        del events[i]
    elif how == "to-loser":
        winners = {events[j]["player"] for j in collects}
        losers = [s["player"] for s in raw["seats"] if s["player"] not in winners]
        if not losers or amount < 2:
            return None
        moved = rng.randint(1, amount - 1)
        events[i]["amount"] -= moved
        events.insert(i + 1, {"type": "collect", "player": rng.choice(losers), "amount": moved})
    else:
        if not returns:
            return None
        j = rng.choice(returns)
        if events[j]["amount"] < 2:
            return None
        events[j]["amount"] += rng.choice((-1, 1))
    return how


@pytest.mark.parametrize("game", ["stud", "draw"])
def test_every_wrong_payout_is_found_with_its_code_at_the_settlement(game):
    rng = random.Random(f"payout-faults-{game}")
    found: Counter = Counter()
    for k in range(HANDS):
        betting = ("fixed", "pot", "no_limit")[k % 3]
        if game == "stud":
            raw, _ = pokerkit_stud.play_hand(rng, 2 + k % 6, f"{game}-{k}", betting=betting)
        else:
            raw, _ = pokerkit_draw.play_hand(rng, 2 + k % 5, betting, f"{game}-{k}")
        raw["rules"]["odd_chip"] = "left_of_button"       # PokerKit's odd chip
        if _replay(raw).findings or not any(e["type"] == "collect" for e in raw["events"]):
            # PokerKit now and then merges split pots that the rules divide one by one
            # (tests/test_pokerkit_betting_legality_differential.py): no clean payout to break
            continue
        how = _break(rng, raw)
        if how is None:
            continue
        first = min(i for i, e in enumerate(raw["events"]) if e["type"] in ("collect", "return"))
        findings = _replay(raw).findings
        codes = {f.code for f in findings}
        assert codes == EXPECTED[how], (raw["hand_id"], how, findings)
        assert all(f.seq is None or f.seq >= first for f in findings), (raw["hand_id"], how, findings)
        found[how] += 1
    for how in EXPECTED:
        assert found[how] >= 15, (how, found)
