"""explain: the sections of a draw hand add only what the structured Result lacks (the draw,
how a split pot was shared and why the odd chip went where it did, the uncalled bet); the
pots, the showdown and the settlement are printed from the Result, never twice."""

from __future__ import annotations

import msgspec
import pytest

from audit.explain import explain_text
from audit.model import Hand
from audit.replay import replay_steps

from .conftest import EXAMPLES
from .test_draw_rules import hand, walk


def split_pot() -> Hand:
    path = EXAMPLES / "draw-split-pot.jsonl"
    if not path.exists():
        pytest.skip("spec examples not beside the checkout")
    return msgspec.json.decode(path.read_bytes().splitlines()[0], type=Hand)


def test_explain_sections_repeat_no_pots_showdown_or_settlement():
    _, result = replay_steps(split_pot())
    titles = [s.title for s in result.sections]
    assert not {"Pots", "Showdown", "Settlement"} & set(titles)
    assert result.pots and result.showdown and result.awards


def test_explain_sections_tell_the_draw_and_the_odd_chip():
    _, result = replay_steps(split_pot())
    sec = {s.title: s for s in result.sections}
    assert sec["Draw"].lines == ["bob drew 2, discarding 3s 4d", "carol stood pat",
                                 "alice drew 3, discarding 7h 8c 6s"]
    assert sec["Splits"].lines == ["main pot of 73 split 2 ways: carol 37, bob 36; odd chip by "
                                   "odd_chip=called: carol made the last bet or raise that was called or raised"]


def test_explain_text_prints_each_block_once():
    text = explain_text(split_pot())
    assert text.count("\nPots\n") == 1 and text.count("\nShowdown") == 1
    assert text.count("\nSettlement") == 1


def test_explain_sections_tell_the_uncalled_bet():
    _, result = replay_steps(hand(walk()))
    sec = {s.title: s for s in result.sections}
    assert sec["Uncalled bet"].lines == ["carol's uncalled 5 is returned: nobody matched it"]
