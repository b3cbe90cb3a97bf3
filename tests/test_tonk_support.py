"""Helpers for the Tonk tests (a compact way to write a hand), and the spec's example.

``tonk_hand`` builds a native hand from short lines::

    "bob draw stock 6h"  "bob spread 3h 4h 5h 6h"  "bob hit 1 7h"  "bob discard Kc"
    "carol drop"  "alice declare"  "alice reveal 2c 3d"  "pay alice bob 10"
    "deal bob 3h 4h"  "upcard 6d"

The deal (one ``deal`` event per player, in the order given) and the upcard
come first unless ``deal`` is None.
"""

from __future__ import annotations

import msgspec

from audit.cards import CARD_INDEX, CARD_NAMES
from audit.model import Hand
from audit.replay import replay


RANK_VALUE = {"A": 1, "T": 10, "J": 10, "Q": 10, "K": 10}


def value(card: str) -> int:
    return RANK_VALUE.get(card[0]) or int(card[0])


def count(cards: str) -> int:
    return sum(value(c) for c in cards.split())


def line_event(line: str) -> dict:
    t = line.split()
    if t[0] == "pay":
        return {"type": "pay", "from": t[1], "to": t[2], "amount": int(t[3])}
    if t[0] == "upcard":
        return {"type": "upcard", "card": t[1]}
    if t[0] == "deal":
        return {"type": "deal", "player": t[1], "cards": t[2:]}
    p, kind = t[0], t[1]
    ev: dict = {"type": kind, "player": p}
    if kind == "draw":
        ev.update({"from": t[2], "card": t[3]})
    elif kind in ("spread", "reveal"):
        ev["cards"] = t[2:]
    elif kind == "hit":
        ev.update({"spread": int(t[2]), "cards": t[3:]})
    elif kind == "discard":
        ev["card"] = t[2]
    return ev


def tonk_hand(deal: dict[str, str] | None, play: list[str], rules: dict | None = None,
              upcard: str | None = "6d", players=("alice", "bob", "carol"), button: int = 1,
              stacks: int = 100, hand_id: str = "t") -> dict:
    events = []
    if deal is not None:
        events += [{"type": "deal", "player": p, "cards": cards.split()} for p, cards in deal.items()]
        if upcard:
            events.append({"type": "upcard", "card": upcard})
    events += [line_event(x) for x in play]
    return {"format": "handaudit/1", "hand_id": hand_id, "game": "tonk", "rules": rules or {},
            "button": button,
            "seats": [{"seat": i + 1, "player": p, "stack": stacks} for i, p in enumerate(players)],
            "events": events}


def run(hand: dict, explain: bool = False):
    h = msgspec.convert(hand, Hand)
    if not explain:
        return replay(h)
    from audit.replay import replay_steps
    return replay_steps(h)[1]


def found(result) -> set[tuple[str, int | None]]:
    return {(f.code, f.seq) for f in result.findings}


def codes(result) -> list[str]:
    return [f.code for f in result.findings]


def nets(result) -> dict[str, int]:
    return {p.player: p.net for p in result.players}


def fill_deal(players: list[str], size: int, fixed: dict[str, str], upcard: bool = True):
    """Deal ``fixed`` hands and fill the others from the rest of the deck (in deck order).

    Returns (deal dict in the given player order, upcard or None, the stock top first).
    """
    used = {CARD_INDEX[c] for cards in fixed.values() for c in cards.split()}
    rest = [CARD_NAMES[c] for c in range(52) if c not in used]
    deal = {}
    for p in players:
        if p in fixed:
            deal[p] = fixed[p]
        else:
            deal[p] = " ".join(rest[:size])
            rest = rest[size:]
    up = rest.pop(0) if upcard else None
    return deal, up, rest


# A legal three-player deal (alice deals: bob plays first, then carol, then alice).
BASE = {"bob": "3h 4h 5h Kc 9d", "carol": "7s 7c 2d Qs Jh", "alice": "Ac 2c 8h 8s Td"}


def test_spec_example_tonk_out_validates_with_no_finding(examples_dir):
    for raw in (examples_dir / "tonk-out.jsonl").read_bytes().splitlines():
        if raw.strip():
            res = replay(msgspec.json.decode(raw, type=Hand))
            assert res.findings == []
            assert res.stats["ending"] == "out" and res.stats["winners"] == ["bob"]
            assert nets(res) == {"alice": -10, "bob": 20, "carol": -10}


def test_the_helper_builds_the_example_hand():
    h = tonk_hand(BASE, ["bob draw stock 6h", "bob spread 3h 4h 5h 6h", "bob discard Kc",
                         "carol draw stock 7d", "carol spread 7s 7c 7d", "carol discard Qs",
                         "alice draw stock 8d", "alice spread 8h 8s 8d", "alice discard Td",
                         "bob draw stock 7h", "bob hit 1 7h", "bob discard 9d",
                         "pay alice bob 10", "pay carol bob 10"], {"stake": 10})
    res = run(h)
    assert res.findings == []
    assert res.rounds == [0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2]
