"""``check_hand`` passes a decoded hand with one pass over its events (``_sound``) and only when
that pass finds something runs its checks one by one to word the first fault: the one pass must
pass exactly the hands the detailed checks pass (a hand it passed wrongly would be replayed
unchecked; one it failed wrongly only costs time).  Each sample hand of every game is edited in
many small ways (a field dropped or changed, an event of another type, a seat or the button
changed) and both verdicts are compared on every edited hand that decodes."""

from __future__ import annotations

import json

import msgspec
import pytest

from audit.model import EVENT_CLASSES, GAMES, Hand, LineHand
from audit.readers.validate import MalformedHand, _first_fault, _sound

from .conftest import ROOT

_FIELDS = ("player", "amount", "kind", "to", "down", "up", "cards", "card", "discard", "receive", "target",
           "winner", "from", "spread", "pot")
_VALUES = (None, "nobody", "stock", "discard", 5, "7")


def _edits(data: dict):
    """The hand's data edited in one small way at a time."""
    events = data["events"]
    names = [s["player"] for s in data["seats"]]
    firsts = {}
    for i, ev in enumerate(events):
        firsts.setdefault(ev["type"], i)
    for i in firsts.values():      # the first event of each type
        for f in _FIELDS:
            yield ("drop", i, f)
            for v in (*_VALUES, names[-1]):
                yield ("set", i, f, v)
        for tag in EVENT_CLASSES:
            yield ("type", i, tag)
    for game in GAMES:
        yield ("game", game)
    for button in (None, 0, 1, 99):
        yield ("button", button)
    for i in range(len(data["seats"])):
        for f, v in (("seat", 0), ("seat", 1), ("stack", -1), ("added", -1), ("player", names[0])):
            yield ("seat", i, f, v)
    for more in (0, 54 - len(names), 55 - len(names)):
        yield ("seats", more)
    yield ("bare",)


def _edited(data: dict, edit) -> dict:
    out = json.loads(json.dumps(data))
    kind = edit[0]
    if kind == "drop":
        out["events"][edit[1]].pop(edit[2], None)
    elif kind == "set":
        out["events"][edit[1]][edit[2]] = edit[3]
    elif kind == "type":
        out["events"][edit[1]]["type"] = edit[2]
    elif kind == "game":
        out["game"] = edit[1]
    elif kind == "button":
        out["button"] = edit[1]
    elif kind == "seat":
        out["seats"][edit[1]][edit[2]] = edit[3]
    elif kind == "bare":        # nobody sits, nothing happens
        out["seats"] = []
        out["events"] = []
    elif edit[1]:       # more players sit in (none of them named by an event)
        out["seats"] += [{"seat": 1000 + i, "player": f"extra {i}", "stack": 0} for i in range(edit[1])]
    else:
        out["seats"] = []
    return out


def _first_hands() -> list[dict]:
    hands = []
    for path in sorted((ROOT / "sample_histories").glob("*.jsonl")):
        lines = path.read_text(encoding="utf-8").splitlines()
        hands.append(json.loads(lines[0]))
    return hands


@pytest.mark.parametrize("data", _first_hands(), ids=lambda d: d["hand_id"])
@pytest.mark.parametrize("decoded", [Hand, LineHand], ids=["wide", "narrow"])
def test_the_one_pass_passes_exactly_the_hands_the_detailed_checks_pass(data, decoded):
    # (both event classes of the native reader: the narrow ones of its fast path, the wide ones)
    decoder = msgspec.json.Decoder(decoded)
    verdicts = set()
    for edit in _edits(data):
        try:
            hand = decoder.decode(json.dumps(_edited(data, edit)))
        except msgspec.ValidationError:
            continue
        try:
            _first_fault(hand, hand.game)
            fine = True
        except MalformedHand:
            fine = False
        assert _sound(hand, hand.game) == fine, edit
        verdicts.add(fine)
    assert verdicts == {True, False}
