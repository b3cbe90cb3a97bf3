"""explain shows, after each event, the pot and the stacks: the chips the log has paid out so far
(collects, returns, rake) have left the pot for the players'.  They were summed afresh at every
event, so a hand of 32,000 collects took 48 s to explain (review, session 55); they are now summed
as they come.  The running figures must be what summing afresh gives, at every event, in draw and
stud hands with faults (collects wrong, returns, rakes) and after a redeal's pot is dropped."""

from __future__ import annotations

import json

import msgspec

from audit.model import Hand
from audit.replay import start
from audit.simulate import simulate


def _afresh(t) -> tuple[int, dict[str, int]]:
    pot = sum(t.total) + t.carried
    stacks = dict(zip(t.names, t.stacks))
    for _seq, i, amount, _pot in t.collects:
        pot -= amount
        if i is not None:
            stacks[t.names[i]] += amount
    for _seq, i, amount in t.returns:
        pot -= amount
        if i is not None:
            stacks[t.names[i]] += amount
    for _seq, amount in t.rakes:
        pot -= amount
    return pot, stacks


def test_the_running_pot_and_stacks_are_what_summing_afresh_gives_at_every_event() -> None:
    checked = 0
    for game in ("draw", "stud"):
        for hand in simulate(game, 150, None, seed=55, faults=0.3):
            hand = msgspec.json.decode(json.dumps(json.loads(msgspec.json.encode(hand))), type=Hand)
            state = start(hand)
            for seq, event in enumerate(hand.events):
                state.apply(seq, event)
                view = state.view()
                assert (view.pot, view.stacks) == _afresh(state.t), (hand.hand_id, seq)
                checked += 1
            state.view()
            state.settle(explain=True)
            assert (state.t.view("").pot, state.t.view("").stacks) == _afresh(state.t)
    assert checked > 10000
