"""Small builders of native stud hands for the stud rule tests (no tests of its own)."""

from __future__ import annotations

import msgspec

from audit.model import Event, Hand
from audit.replay import replay
from audit.games.stud import Replay

RULES = {"betting": "fixed", "ante": 1, "bring_in": 5, "small_bet": 10, "big_bet": 20}
NAMES = ("alice", "bob", "carol", "dave", "erin", "frank", "gina", "hank")


def hand(events: list[dict], rules: dict | None = None, players: int = 4, button: int | None = 4,
         stack: int = 1000) -> dict:
    h = {"format": "handaudit/1", "hand_id": "t", "game": "stud", "rules": dict(RULES if rules is None else rules),
         "seats": [{"seat": k + 1, "player": NAMES[k], "stack": stack} for k in range(players)],
         "events": events}
    if button is not None:
        h["button"] = button
    return h


def antes(players: int = 4, amount: int = 1) -> list[dict]:
    return [{"type": "ante", "player": NAMES[k], "amount": amount} for k in range(players)]


def third(cards: dict[str, str]) -> list[dict]:
    """3rd street, one event per player in the given order: "Xx Yy Zz" is two down, one up."""
    out = []
    for name, text in cards.items():
        c = text.split()
        out.append({"type": "deal", "player": name, "down": c[:2], "up": c[2:]})
    return out


def street(cards: dict[str, str], face: str = "up", burn: str | None = "2c") -> list[dict]:
    out = [{"type": "burn", "cards": [burn]}] if burn else []
    return out + [{"type": "deal", "player": n, face: [c]} for n, c in cards.items()]


def ev(typ: str, player: str | None = None, **kw) -> dict:
    d = {"type": typ}
    if player is not None:
        d["player"] = player
    d.update(kw)
    return d


def check(h: dict):
    return replay(msgspec.convert(h, Hand))


def found(h: dict) -> set[tuple[str, int | None]]:
    return {(f.code, f.seq) for f in check(h).findings}


def play_checked_down(players: int, rules: dict, deck: list[str], community: bool | None = None) -> dict:
    """Every player checks every street to the showdown (no bring-in), dealt from ``deck``
    in order.  ``community``: None deals the community card only when the cards run out;
    True deals it anyway on 7th street."""
    h = hand([], rules, players=players, button=players)
    state = Replay(msgspec.convert(h, Hand), h["rules"])
    events = h["events"]
    deck = list(deck)
    burned: list[str] = []

    def emit(d: dict) -> None:
        events.append(d)
        state.apply(len(events) - 1, msgspec.convert(d, Event))

    def card() -> str:
        return deck.pop(0) if deck else burned.pop(0)

    def bet_round() -> None:
        while state.t.br.to_act is not None:
            emit(ev("check", NAMES[state.t.br.to_act]))

    for k in range(players):
        if rules.get("ante"):
            emit(ev("ante", NAMES[k], amount=rules["ante"]))
    for k in range(players):
        emit(ev("deal", NAMES[k], down=[card(), card()], up=[card()]))
    bet_round()
    for s in range(1, 5):
        if s == 4 and (community or (community is None and len(deck) + len(burned) < players)):
            if deck:
                burned.append(deck.pop(0))
                emit(ev("burn", cards=[burned[-1]]))
            emit(ev("community", cards=[card()]))
        else:
            burned.append(deck.pop(0))
            emit(ev("burn", cards=[burned[-1]]))
            for k in range(players):
                face = "down" if s == 4 else "up"
                emit(ev("deal", NAMES[k], **{face: [card()]}))
        bet_round()
    comm = next((e["cards"][0] for e in events if e["type"] == "community"), None)
    for k in range(players):
        cards = [c for e in events if e["type"] == "deal" and e["player"] == NAMES[k]
                 for c in e.get("down", []) + e.get("up", [])]
        emit(ev("show", NAMES[k], cards=cards + ([comm] if comm else [])))
    result = state.settle()
    for a in result.awards:
        events.append(ev("collect", a.player, amount=a.correct, pot=a.pot))
    return h
