"""The native reader decodes a record first with narrow per-type event classes (only the fields a
line of the type usually has, any other refused: ``audit.model.LINE_EVENT_CLASSES``) and, when
they refuse it, as it always did with the wide ones (every field of every event).  A speed change
only: a hand decoded narrow must read exactly as the wide decoding of the same line (every
attribute of every event, the hand's fields, its JSON and its canonical digest), the structural
checks must judge it the same, and a line the narrow classes refuse must come out as before."""

from __future__ import annotations

import functools
import json

import msgspec
import pytest

from audit.model import EVENT_CLASSES, LINE_EVENT_CLASSES, Hand, LineHand
from audit.readers import native
from audit.readers.native import decode_hand, hand_digest, parse_line
from audit.readers.validate import MalformedHand, _first_fault, _sound, check_hand
from audit.simulate import simulate

from .conftest import ROOT

_wide = msgspec.json.Decoder(Hand)


@pytest.fixture(autouse=True)
def _narrow_tried_first():
    """Each test starts as a process does, the narrow classes tried on every record (a test
    before may have had them refuse many in a row: :func:`audit.readers.native.decode_hand`)."""
    native._narrow_refused = 0
    yield
    native._narrow_refused = 0

_narrow = msgspec.json.Decoder(LineHand)
_enc = msgspec.json.Encoder()
#: every attribute a decoded event has (the wide classes' fields, and the type)
_ATTRS = ("type",) + tuple(f.name for f in msgspec.structs.fields(EVENT_CLASSES["call"]))


@functools.cache
def _simulated() -> list[bytes]:
    """Simulated hands of the four games, a fifth of them with a fault."""
    out = []
    for i, game in enumerate(("draw", "stud", "palace", "tonk")):
        out += [_enc.encode(h) for h in simulate(game, 150, None, seed=70 + i, faults=0.2)]
    return out


def _examples() -> list[bytes]:
    """The spec's example hands (some of their events carry notes)."""
    out = []
    for path in sorted((ROOT.parent / "shared" / "spec" / "examples").glob("*.jsonl")):
        out += [line for line in path.read_bytes().splitlines() if line.strip()]
    return out


def _same_hand(narrow, wide) -> None:
    for f in msgspec.structs.fields(Hand):
        if f.name != "events":
            assert getattr(narrow, f.name) == getattr(wide, f.name), f.name
    assert len(narrow.events) == len(wide.events)
    for a, b in zip(narrow.events, wide.events):
        assert type(a) is LINE_EVENT_CLASSES[b.type]
        for name in _ATTRS:
            va, vb = getattr(a, name), getattr(b, name)
            assert va == vb and type(va) is type(vb), (b.type, name, va, vb)
    assert _enc.encode(narrow) == _enc.encode(wide)
    assert hand_digest(narrow) == hand_digest(wide)


def test_every_hand_the_narrow_classes_take_reads_as_the_wide_decoding():
    taken = 0
    lines = _simulated()
    for line in list(lines) + _examples():
        wide = _wide.decode(line)
        try:
            narrow = _narrow.decode(line)
        except msgspec.ValidationError:
            continue
        taken += 1
        _same_hand(narrow, wide)
        try:
            check_hand(wide)
            fine = True
        except MalformedHand as e:
            fine = str(e)
        try:
            check_hand(narrow)
            assert fine is True
        except MalformedHand as e:
            assert fine == str(e)
    # the fast path is the usual one (the simulator and the examples write no field the narrow
    # classes lack)
    assert taken == len(lines) + len(_examples())


def test_the_reader_takes_the_fast_path_for_a_plain_line_and_gives_the_same_hand():
    for line in _simulated()[::50]:
        hand, error = parse_line(line)
        assert error is None and type(hand) is LineHand
        _same_hand(hand, _wide.decode(line))
    for line in _examples():
        hand, error = parse_line(line)
        assert error is None and type(hand) is LineHand
        assert any(ev.note for ev in hand.events)
        _same_hand(hand, _wide.decode(line))


@pytest.mark.parametrize("extra", [{"pot": 0, "on": "call"}, {"all_in": False, "on": "check"}, {"spread": 3, "on": "call"},
                                   {"target": "bob", "on": "check"}])
def test_a_line_with_a_field_the_narrow_class_lacks_is_decoded_wide_as_before(extra):
    data = json.loads(_simulated()[0])
    on = extra.pop("on", None)
    i = next(i for i, ev in enumerate(data["events"]) if on is None or ev["type"] == on) if on else 0
    data["events"][i].update(extra)
    line = json.dumps(data).encode()
    with pytest.raises(msgspec.ValidationError):
        _narrow.decode(line)
    hand = decode_hand(line)
    assert type(hand) is Hand and type(hand.events[i]) is EVENT_CLASSES[data["events"][i]["type"]]
    assert _enc.encode(hand) == _enc.encode(_wide.decode(line))
    for name, value in extra.items():
        assert getattr(hand.events[i], name) == value


def test_a_line_the_narrow_classes_refuse_for_a_bad_value_fails_as_before():
    data = json.loads(_simulated()[0])
    assert data["events"][0]["type"] in ("ante", "blind")
    data["events"][0]["amount"] = -5
    assert parse_line(json.dumps(data).encode()) == (None, "events[0].amount: too small: at least 0")


def test_the_one_pass_and_the_detailed_checks_agree_on_narrow_hands_with_a_fault():
    """Each event of a narrow hand with one field set to another value: the one pass and the
    detailed checks give one verdict (as for the wide classes, test_native_check_hand_one_pass_agrees)."""
    data = json.loads(next(line for line in _simulated() if b'"game":"palace"' in line and b'"battle"' in line))
    verdicts = set()
    for i in range(len(data["events"])):
        for field, value in (("player", "nobody"), ("target", "nobody"), ("winner", "nobody"), ("from", "nobody"),
                             ("down", None), ("to", "x")):
            edited = json.loads(json.dumps(data))
            if field not in edited["events"][i]:
                continue
            edited["events"][i][field] = value
            try:
                hand = _narrow.decode(json.dumps(edited))
            except msgspec.ValidationError:
                continue
            try:
                _first_fault(hand, hand.game)
                fine = True
            except MalformedHand:
                fine = False
            assert _sound(hand, hand.game) == fine, (i, field)
            verdicts.add(fine)
    assert False in verdicts


class _Counting:
    """The narrow decoder, counting the records it is asked to decode."""

    def __init__(self, decoder):
        self.decoder, self.tried = decoder, 0

    def decode(self, data):
        self.tried += 1
        return self.decoder.decode(data)


def test_a_log_the_narrow_classes_keep_refusing_is_not_decoded_twice_a_record(monkeypatch):
    data = json.loads(_simulated()[0])
    i = next(i for i, ev in enumerate(data["events"]) if ev["type"] == "call")
    data["events"][i]["pot"] = 0                # a field no narrow class has, on every record
    refused = json.dumps(data).encode()
    counting = _Counting(native._narrow)
    monkeypatch.setattr(native, "_narrow", counting)
    n = native.NARROW_GIVE_UP + 3 * native.NARROW_RETRY
    for _ in range(n):
        hand = decode_hand(refused)
        assert type(hand) is Hand and hand.events[i].pot == 0
    assert counting.tried == native.NARROW_GIVE_UP + 3       # then once in NARROW_RETRY records
    assert _enc.encode(hand) == _enc.encode(_wide.decode(refused))
    # a plain record is decoded wide until the next try; from the one the narrow classes take on,
    # every plain record is narrow again
    plain = _simulated()[1]
    kinds = [type(decode_hand(plain)) for _ in range(native.NARROW_RETRY + 5)]
    first = kinds.index(LineHand)
    assert 0 < first <= native.NARROW_RETRY and set(kinds[:first]) == {Hand} and set(kinds[first:]) == {LineHand}
