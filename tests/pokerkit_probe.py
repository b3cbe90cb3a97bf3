"""Probe the validators' betting verdicts with PokerKit as the second opinion, one action a hand.

tests/pokerkit_stud.py and tests/pokerkit_draw.py play random *legal* hands: they
show that the validators accept what PokerKit accepts.  This harness checks the
other half, that they refuse what it refuses, at the event where it happens.  A hand
is played on PokerKit's state machine as those harnesses play it, but at one
randomly chosen turn the harness takes an action of its own, legal or not: a check,
a call, a fold, a bet, raise or completion to an amount around and beyond the legal
range, an action out of turn, a call of the wrong amount, a bet where a raise is
due (or the reverse); at the bring-in's turn in stud, the bring-in or the completion, or a
bring-in of the wrong size or by another player, a check or a fold.  PokerKit says
whether the action is legal (who brings in, and the sizes); where the rules
read differently (README "Readings of the rules"), the harness follows the rules
and says so below.

* An illegal action ends the log there (PokerKit cannot go on from it): the validator
  must give a finding at that event, with the code the action calls for (``codes``),
  and none before it; the only other finding allowed is ``hand-incomplete``.
* A legal action that PokerKit can take is taken and the hand played out: the whole
  log must validate with no finding.  A legal one it cannot take (a fold with nothing
  to call, which it refuses and the rules allow: POKER.md 2 lets a player fold at any
  turn) ends the log there, with no finding but ``hand-incomplete``.

Where the two differ, the harness keeps to the rules: a raise by a player whom an
all-in short of a full raise did not reopen the betting for is illegal
(``betting-not-reopened``; PokerKit allows it, :class:`tests.pokerkit_stud.Reopening`);
in pot and no limit a stud completion is probed only at its least size (PokerKit
measures it from the bring-in); the player who must bring in may not fold or check
instead (POKER.md 5: post the bring-in or complete); where PokerKit's raise cap counts a
short all-in raise that the rules do not count, no probe is taken (the next turn is
probed instead).  No probe is taken where PokerKit asks for a check with nobody left to
bet against (the rules end the round there).

    from tests.pokerkit_probe import probe_hand
    raw, probe, stacks = probe_hand(random.Random(7), "stud", "fixed", players=5)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from pokerkit import CardBurning, CompletionBettingOrRaisingTo

from . import pokerkit_draw, pokerkit_stud
from .pokerkit_stud import NAMES, choose


@dataclass
class Probe:
    """The action taken at the probed turn: its native ``event``, what it is (``kind``),
    whether it is ``legal``, the codes it calls for when it is not (any of them), and its
    index in the native events (``seq``, set when the log ends there)."""

    kind: str
    event: dict
    legal: bool
    codes: frozenset = frozenset()
    seq: int | None = None
    applied: bool = False
    detail: dict = field(default_factory=dict)


class _Stop(Exception):
    """The log ends at the probe (PokerKit cannot take it)."""


def _nobody_left(state, i: int) -> bool:
    """PokerKit's check with nobody left to bet against (tests/pokerkit_stud.choose)."""
    return state.bets[i] == max(state.bets) and not any(
        state.statuses[j] and state.stacks[j] for j in range(len(state.stacks)) if j != i)


def _wager_type(state, game: str) -> str:
    """The native type of a wager now: stud's first on 3rd street is the completion."""
    if game == "stud":
        ops = state.operations
        third = not any(isinstance(op, CardBurning) for op in ops)
        if third and not any(isinstance(op, CompletionBettingOrRaisingTo) for op in ops):
            return "complete"
    return "raise" if max(state.bets) else "bet"


class Prober:
    """The ``decide`` of the play loops: :func:`choose` at every turn but the ``at``-th one
    that may be probed, where it takes an action of its own (:attr:`probe`)."""

    def __init__(self, at: int, game: str, fixed: bool) -> None:
        self.at = at
        self.game = game
        self.fixed = fixed
        self.seen = 0
        self.probe: Probe | None = None
        self.state = None           # PokerKit's state when the log ends at the probe

    def __call__(self, rng: random.Random, state, track, passive: bool, amount) -> None:
        i = state.actor_index
        if self.probe is None and (state.can_post_bring_in() or not _nobody_left(state, i)):
            self.seen += 1
            if self.seen == self.at:
                if self._take(rng, state, track):
                    return
                self.at += 1          # no verdict to compare here: the next turn instead
        choose(rng, state, track, passive, amount)

    def _take(self, rng: random.Random, state, track) -> bool:
        """Take the probe (raises :class:`_Stop` when the log ends at it); False when there is
        no verdict to compare (nothing is taken)."""
        if state.can_post_bring_in():
            return self._bring_in(rng, state, track)
        i = state.actor_index
        n = len(state.stacks)
        owe = state.checking_or_calling_amount or 0
        kind = rng.choice(("wager",) * 6 + ("check", "check", "call", "call", "fold", "out-of-turn",
                                            "wrong-call", "wrong-type"))
        if kind == "call" and not owe:
            kind = "check"
        if kind == "wrong-call" and not owe:
            kind = "out-of-turn"
        if kind == "wrong-type" and not state.can_complete_bet_or_raise_to():
            kind = "wager"
        p = NAMES[i]
        if kind == "check":
            self.probe = Probe(kind, {"type": "check", "player": p}, not owe, frozenset({"illegal-check"}))
            if not owe:
                self._apply(state.check_or_call, track.act, i)
        elif kind == "call":
            self.probe = Probe(kind, {"type": "call", "player": p, "amount": owe}, True)
            self._apply(state.check_or_call, track.act, i)
        elif kind == "wrong-call":
            wrong = owe + rng.choice((-1, 1)) if owe > 1 else owe + 1
            self.probe = Probe(kind, {"type": "call", "player": p, "amount": wrong}, False,
                               frozenset({"wrong-call-amount", "stack-exceeded"}))
        elif kind == "fold":
            self.probe = Probe(kind, {"type": "fold", "player": p}, True)
            if owe:
                self._apply(state.fold, track.act, i)
        elif kind == "out-of-turn":
            j = rng.choice([j for j in range(n) if j != i])
            self.probe = Probe(kind, {"type": "fold", "player": NAMES[j]}, False, frozenset({"out-of-turn"}),
                               detail={"actor": p})
        elif kind == "wrong-type":
            right = _wager_type(state, self.game)
            to = state.min_completion_betting_or_raising_to_amount
            wrong = "raise" if right == "bet" else "bet"      # (a completion logged as a bet too)
            self.probe = Probe(kind, {"type": wrong, "player": p, "to": to}, False, frozenset({"illegal-bet"}),
                               detail={"right": right})
        elif not self._wager(rng, state, track, i):
            return False
        if not self.probe.applied:
            self.state = state
            raise _Stop
        return True

    def _bring_in(self, rng: random.Random, state, track) -> bool:
        """Probe the turn of the bring-in: the bring-in or the completion (legal), or a bring-in
        of the wrong size or by another player, a check or a fold instead (not)."""
        i = state.actor_index
        p = NAMES[i]
        amount = state.effective_bring_in_amount
        kind = rng.choice(("bring-in", "complete", "wrong-size", "wrong-player", "check", "fold"))
        if kind == "bring-in":
            self.probe = Probe(kind, {"type": "bring_in", "player": p, "amount": amount}, True)
            op = state.post_bring_in()
            track.current = op.amount
            self.probe.applied = True
            return True
        if kind == "complete":
            if not state.can_complete_bet_or_raise_to():
                return False
            to = state.min_completion_betting_or_raising_to_amount
            self.probe = Probe(kind, {"type": "complete", "player": p, "to": to}, True)
            state.complete_bet_or_raise_to(to)
            track.wager(i, to, not state.stacks[i])
            self.probe.applied = True
            return True
        if kind == "wrong-size":
            wrong = rng.choice([a for a in (amount - 1, amount + 1, 2 * amount) if a > 0 and a != amount])
            event = {"type": "bring_in", "player": p, "amount": wrong}
            codes = {"wrong-forced-bet", "stack-exceeded"}
        elif kind == "wrong-player":
            j = rng.choice([j for j in range(len(state.stacks)) if j != i and state.statuses[j]] or [i])
            if j == i:
                return False
            event = {"type": "bring_in", "player": NAMES[j], "amount": min(amount, state.stacks[j]) or amount}
            codes = {"wrong-forced-bet", "out-of-turn"}
        else:
            event = {"type": kind, "player": p}
            codes = {"wrong-forced-bet", "illegal-check", "illegal-action", "out-of-turn"}
        self.probe = Probe(kind, event, False, frozenset(codes))
        self.state = state
        raise _Stop

    def _wager(self, rng: random.Random, state, track, i: int) -> bool:
        """Probe a bet, raise or completion; False when there is no verdict to compare."""
        p = NAMES[i]
        kind = _wager_type(state, self.game)
        all_in = state.stacks[i] + state.bets[i]
        top = max(state.bets)
        if state.can_complete_bet_or_raise_to():
            lo = state.min_completion_betting_or_raising_to_amount
            hi = state.max_completion_betting_or_raising_to_amount
            choices = [lo, lo, hi, lo - 1, hi + 1, rng.randint(lo, hi), all_in, all_in + 1, 2 * lo, top]
            if self.fixed and top > track.full_to:
                choices += [track.full_to + track.unit] * 2   # completing the bet over a short all-in
            if kind == "complete" and not self.fixed:
                choices = [lo, lo, lo - 1, top, all_in + 1]
        else:
            choices = [top + 1, top + rng.randint(1, 40), all_in, all_in + 1]
        to = rng.choice([c for c in choices if c > 0] or [1])
        pk = state.can_complete_bet_or_raise_to(to)
        if (not pk and self.fixed and track.fulls < state.completion_betting_or_raising_count
                == state.street.max_completion_betting_or_raising_count):
            # PokerKit's cap counts every short all-in raise, the rules' only those that add up to
            # a full raise (README "Readings of the rules"): no verdict to compare, probe later
            return False
        reopened = track.may_raise(i)
        legal = pk and reopened
        if to == all_in <= top:
            # README "Readings of the rules": a raise (or completion) all-in for no more than the bet
            # is taken as an all-in call (PokerKit refuses it); the log ends there, with no finding
            self.probe = Probe("wager", {"type": kind, "player": p, "to": to}, True,
                               detail={"pokerkit": pk, "all-in call": True})
            return True
        if not pk:
            codes = {"bet-below-minimum", "bet-above-maximum", "stack-exceeded", "raise-cap-exceeded",
                     "betting-not-reopened", "illegal-action"}
        else:
            codes = {"betting-not-reopened"}
        if (self.fixed and not pk and reopened and top > track.full_to and to == track.full_to + track.unit
                and top < to <= all_in and state.can_complete_bet_or_raise_to()):
            # README "Readings of the rules": facing an all-in short of a full bet or raise, a
            # fixed-limit raise may also complete it (to the last full bet plus one bet), where
            # PokerKit wants one bet over the all-in; the log ends there, with no finding
            self.probe = Probe("wager", {"type": kind, "player": p, "to": to}, True,
                               detail={"pokerkit": pk, "completes a short all-in": True})
            return True
        self.probe = Probe("wager", {"type": kind, "player": p, "to": to}, legal, frozenset(codes),
                           detail={"pokerkit": pk, "reopened": reopened})
        if legal:
            state.complete_bet_or_raise_to(to)
            track.wager(i, to, not state.stacks[i])
            self.probe.applied = True
        return True

    def _apply(self, action, act, i: int) -> None:
        action()
        act(i)
        self.probe.applied = True


def probe_hand(rng: random.Random, game: str, betting: str, players: int, hand_id: str = "probe-1"):
    """One probed hand: ``(native hand, probe, PokerKit's stacks)``, or three Nones when the hand
    ended before the turn chosen for the probe (the stacks are the final ones when the probe was
    taken and the hand played out).  ``game``: ``stud`` or ``draw``; ``betting``: ``fixed``,
    ``pot`` or ``no_limit``."""
    prober = Prober(rng.randint(1, 14), game, betting == "fixed")
    if game == "stud":
        structure = rng.choice(pokerkit_stud.STRUCTURES)
        starting = pokerkit_stud.random_stacks(rng, players, structure[0], structure[3])
    else:
        structure = pokerkit_draw.random_setup(rng)
        starting = pokerkit_stud.random_stacks(rng, players, structure[0], structure[2])
    try:
        if game == "stud":
            _, state, _, _ = pokerkit_stud.play(rng, players, structure, starting, betting=betting, decide=prober)
        else:
            state, _, _ = pokerkit_draw.play(rng, players, betting, structure, starting, decide=prober)
    except _Stop:
        state = prober.state
    probe = prober.probe
    if probe is None:
        return None, None, None
    to_native = pokerkit_stud.to_native if game == "stud" else pokerkit_draw.to_native
    raw = to_native(state, hand_id, starting, structure, betting, settle=probe.applied)
    if game == "stud" and betting == "fixed":
        # PokerKit has no big bet on 4th street for an open pair (POKER.md 5's option)
        raw["rules"]["open_pair_big_bet"] = False
    # a split pot's odd chip as PokerKit gives it (tests/test_pokerkit_draw_and_stud_structures_differential.py)
    raw["rules"]["odd_chip"] = "left_of_button"
    if not probe.applied:
        probe.seq = len(raw["events"])
        raw["events"].append(probe.event)
    return raw, probe, list(state.stacks)
