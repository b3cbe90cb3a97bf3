"""Differential test: the validators refuse, at its event, every betting action PokerKit refuses.

tests/test_pokerkit_stud_differential.py and tests/test_pokerkit_draw_and_stud_structures_differential.py
show that legal hands pass.  Here each hand takes one probed action
(tests/pokerkit_probe.py) at a random turn of a random fixed-, pot- or no-limit stud or
draw hand: a check, call, fold, bet, raise or completion to an amount
around and beyond the legal range, an action out of turn, a call of the wrong amount, a
bet where a raise is due or the reverse, and at the bring-in's turn the bring-in, the
completion, a bring-in of the wrong size or by another player, a check or a fold.  PokerKit's state machine says whether it is
legal (the rules where the two read differently, README "Readings of the rules").

* an illegal action: a finding at that event, with a code it calls for, none before it;
* a legal one PokerKit takes: the hand played out validates with no finding and settles
  to PokerKit's stacks (but where PokerKit merged two split pots that the rules keep
  apart: then its payout must be the merged one and the only finding ``odd-chip``);
* a legal one PokerKit cannot take (a fold with nothing to call; the readings where it
  differs): no finding at it.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from audit.codes import SEVERITY
from audit.model import Hand
from audit.replay import replay

from .pokerkit_probe import probe_hand

HANDS = 700
GAMES = [("stud", "fixed"), ("stud", "pot"), ("stud", "no_limit"), ("draw", "fixed"), ("draw", "pot"),
         ("draw", "no_limit")]


def pokerkit_merged_shares(result, seats: list[str]) -> dict[str, int] | None:
    """What PokerKit pays from the validator's pots: it kills the hands that win nothing, then
    merges the pots left with the same players and splits each merged pot, its odd chips to
    the first winner from the dealer's left.  The rules split each pot on its own
    (POKER.md 3), so two split pots that PokerKit merges can give it one odd chip less
    or more.  None when the pots' winners cannot be modelled so (a merged pot whose parts
    have different winners)."""
    paid = {w for pot in result.pots for w in pot.winners}
    merged: dict[frozenset, list] = {}
    for pot in result.pots:
        key = frozenset(p for p in pot.eligible if p in paid)
        amount, winners = merged.get(key, (0, pot.winners))
        if sorted(winners) != sorted(pot.winners):
            return None
        merged[key] = [amount + pot.amount, winners]
    shares: dict[str, int] = {}
    for amount, winners in merged.values():
        order = sorted(winners, key=seats.index)
        each, odd = divmod(amount, len(order))
        for k, w in enumerate(order):
            shares[w] = shares.get(w, 0) + each + (odd if k == 0 else 0)
    return shares


def _collected(raw: dict) -> dict[str, int]:
    got: dict[str, int] = {}
    for e in raw["events"]:
        if e["type"] == "collect":
            got[e["player"]] = got.get(e["player"], 0) + e["amount"]
    return got


def _check(raw: dict, probe, final: list[int], result) -> str | None:
    """What is wrong with the validator's verdict ``result`` on the probed hand (None: nothing)."""
    found = [(f.code, f.seq) for f in result.findings]
    if probe.applied:
        if found and {code for code, _ in found} == {"odd-chip"}:
            # PokerKit merged two split pots that the rules keep apart: its payout must be what
            # merging them gives, and the validator's the rules' own
            seats = [s["player"] for s in raw["seats"]]
            if pokerkit_merged_shares(result, seats) == _collected(raw):
                return None
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
        result = replay(msgspec.convert(raw, Hand))
        problem = _check(raw, probe, final, result)
        if problem:
            wrong.append(f"{raw['hand_id']}: {problem}")
        elif not probe.legal:
            codes.update(code for code in probe.codes if code in {f.code for f in result.findings})
    assert not wrong, "\n".join(wrong[:10])
    # the probes reach every kind of action, legal and not, and the main codes
    for kind in ("wager", "check", "out-of-turn", "wrong-call", "wrong-type"):
        assert kinds[kind, False, False] >= 10, (kind, kinds)
    for kind in ("wager", "call", "check", "fold"):
        assert kinds[kind, True, True] >= 10, (kind, kinds)
    for code in ("illegal-check", "out-of-turn", "wrong-call-amount", "illegal-bet", "bet-below-minimum",
                 "stack-exceeded"):
        assert codes[code] >= 5, (code, codes)
    if betting in ("pot", "fixed"):
        assert codes["bet-above-maximum"] >= 5, codes
    if game == "stud":
        for kind in ("wrong-size", "wrong-player", "fold"):
            assert kinds[kind, False, False] >= 3, (kind, kinds)
        assert kinds["bring-in", True, True] + kinds["complete", True, True] >= 5, kinds
        assert codes["wrong-forced-bet"] >= 5, codes


def test_split_pots_are_divided_one_by_one_where_pokerkit_merges_them():
    """A hand PokerKit played and paid (tests/fixtures/pokerkit_probe): ann and fay tie for
    the main pot (49) and the second side pot (5), both eligible for the first side pot (12)
    too, which they split; ben and eve, all-in for less, lose.  The rules divide each pot on its
    own, the odd chip left of the dealer: ann (seat 1) gets both odd chips.  PokerKit merges
    the three pots once the losers' hands are killed and splits 66 evenly, so fay collects 33
    where 32 is owed: ``odd-chip``, and what PokerKit paid is what merging gives."""
    path = Path(__file__).parent / "fixtures" / "pokerkit_probe" / "split-pots-pokerkit-merges.jsonl"
    raw = json.loads(path.read_text())
    result = replay(msgspec.convert(raw, Hand))
    assert [(f.code, f.seq, f.player) for f in result.findings] == [("odd-chip", 87, "ann")]
    owed = {(a.pot, a.player): a.correct for a in result.awards}
    assert (owed[0, "ann"], owed[0, "fay"], owed[2, "ann"], owed[2, "fay"]) == (25, 24, 3, 2)
    seats = [s["player"] for s in raw["seats"]]
    assert pokerkit_merged_shares(result, seats) == _collected(raw) == {"ann": 109, "dan": 520, "fay": 33}


@settings(max_examples=120, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(game_betting=st.sampled_from(GAMES), players=st.integers(2, 7), rng=st.randoms(use_true_random=False))
def test_betting_property_every_action_judged_as_pokerkit_judges_it(game_betting, players, rng):
    """The same property as a hypothesis test: every choice of the hand (the structure, the stacks,
    the actions, the probed action and its size) is drawn by hypothesis through ``rng``, so that a
    failure shrinks to a small hand."""
    game, betting = game_betting
    if game == "draw":
        players = min(players, 6)
    raw, probe, final = probe_hand(rng, game, betting, players, f"{game}-{betting}-h")
    if raw is None:
        return
    result = replay(msgspec.convert(raw, Hand))
    assert _check(raw, probe, final, result) is None, raw
