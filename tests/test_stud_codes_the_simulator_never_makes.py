"""Stud hands for the codes the stud simulator never injects (wrong-call-amount, illegal-bet,
betting-not-reopened, stack-exceeded, shown-cards-mismatch, hand-incomplete,
uncalled-bet-not-returned, books-unbalanced, unverifiable-award): each is found at its event,
and the legal variants beside them (a reopened raise, an uncalled bet returned) are clean.
Each fixture names what it expects in its ``expect`` field: ``[code, seq]`` pairs."""

from __future__ import annotations

import json

import msgspec
import pytest

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES

CASES = sorted((FIXTURES / "stud" / "codes").glob("*.jsonl"))


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_stud_hand_gets_the_code_it_breaks_at_its_event(path):
    raw = json.loads(path.read_text())
    expect = [tuple(x) for x in raw.pop("expect")]
    found = {(f.code, f.seq) for f in replay(msgspec.convert(raw, Hand)).findings}
    if expect:
        assert set(expect) <= found, found
    else:
        assert found == set()
