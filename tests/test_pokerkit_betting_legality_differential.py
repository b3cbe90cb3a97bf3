"""Differential test: the validators refuse, at its event, every betting action PokerKit refuses.

tests/test_pokerkit_stud_differential.py and tests/test_pokerkit_pot_no_limit_differential.py
show that legal hands pass.  Here each hand takes one probed action
(tests/pokerkit_probe.py) at a random turn of a random fixed-, pot- or no-limit stud or
pot- or no-limit draw hand: a check, call, fold, bet, raise or completion to an amount
around and beyond the legal range, an action out of turn, a call of the wrong amount, a
bet where a raise is due or the reverse.  PokerKit's state machine says whether it is
legal (the rules where the two read differently, README "Readings of the rules").

* an illegal action: a finding at that event, with a code it calls for, none before it;
* a legal one PokerKit takes: the hand played out validates with no finding and settles
  to PokerKit's stacks;
* a legal one PokerKit cannot take (a fold with nothing to call; the readings where it
  differs): no finding at it.
"""

from __future__ import annotations

import random
from collections import Counter

import msgspec
import pytest

from audit.codes import SEVERITY
from audit.model import Hand
from audit.replay import replay

from .pokerkit_probe import probe_hand

HANDS = 700
GAMES = [("stud", "fixed"), ("stud", "pot"), ("stud", "no_limit"), ("draw", "pot"), ("draw", "no_limit")]


def _check(raw: dict, probe, final: list[int]) -> str | None:
    """What is wrong with the validator's verdict on the probed hand (None: nothing)."""
    result = replay(msgspec.convert(raw, Hand))
    found = [(f.code, f.seq) for f in result.findings]
    if probe.applied:
        if found:
            return f"the legal {probe.event} was taken and the hand played out, but: {found}"
        if [p.end for p in result.players] != final:
            return f"settled to {[p.end for p in result.players]}, PokerKit to {final}"
        return None
    at = [code for code, seq in found if seq == probe.seq]
    others = [(code, seq) for code, seq in found if seq != probe.seq and code != "hand-incomplete"]
    if others:
        return f"findings before the probe {probe.event}: {others}"
    if probe.legal:
        return f"the legal {probe.event} ({probe.detail}) has findings {at}" if at else None
    if not at:
        return f"the illegal {probe.event} ({probe.detail}) has no finding"
    if not set(at) & probe.codes:
        return f"the illegal {probe.event} got {at}, not any of {sorted(probe.codes)}"
    if not any(SEVERITY[code] == "error" for code in at):
        return f"the illegal {probe.event} got only warnings: {at}"
    return None


@pytest.mark.parametrize("game,betting", GAMES)
def test_illegal_betting_actions_are_found_at_their_event_as_pokerkit_refuses_them(game, betting):
    rng = random.Random(f"probe-{game}-{betting}")
    kinds: Counter = Counter()
    codes: Counter = Counter()
    wrong = []
    for k in range(HANDS):
        players = 2 + k % (6 if game == "stud" else 5)
        raw, probe, final = probe_hand(rng, game, betting, players, f"{game}-{betting}-{k}")
        if raw is None:
            continue
        kinds[probe.kind, probe.legal, probe.applied] += 1
        problem = _check(raw, probe, final)
        if problem:
            wrong.append(f"{raw['hand_id']}: {problem}")
        elif not probe.legal:
            codes.update(code for code in probe.codes if code in
                         {f.code for f in replay(msgspec.convert(raw, Hand)).findings})
    assert not wrong, "\n".join(wrong[:10])
    # the probes reach every kind of action, legal and not, and the main codes
    for kind in ("wager", "check", "out-of-turn", "wrong-call", "wrong-type"):
        assert kinds[kind, False, False] >= 10, (kind, kinds)
    for kind in ("wager", "call", "check", "fold"):
        assert kinds[kind, True, True] >= 10, (kind, kinds)
    for code in ("illegal-check", "out-of-turn", "wrong-call-amount", "illegal-bet", "bet-below-minimum",
                 "stack-exceeded"):
        assert codes[code] >= 5, (code, codes)
    if betting == "pot" or game == "stud" and betting == "fixed":
        assert codes["bet-above-maximum"] >= 5, codes
