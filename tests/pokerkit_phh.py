"""Random fixed-limit seven-card stud hands played on PokerKit, written by PokerKit as PHH.

The hands are played by :func:`tests.pokerkit_stud.play` (random legal
actions on PokerKit's state machine); the finished PokerKit state is then
written by PokerKit itself (``HandHistory.from_game_state`` and ``dumps``),
with PokerKit's final stacks as ``finishing_stacks``, so the PHH reader is
checked against the format as PokerKit writes it.

    from tests.pokerkit_phh import phh_hand, phhs_file
    text, final_stacks = phh_hand(random.Random(7), players=5)
"""

from __future__ import annotations

import random
import warnings

from pokerkit import FixedLimitSevenCardStud, HandHistory

from . import pokerkit_stud as harness


def play(rng: random.Random, players: int, structure=None, stacks=None):
    """``(game, finished PokerKit state)`` of one random legal hand of the harness.

    The game is a plain :class:`pokerkit.FixedLimitSevenCardStud` of the same structure
    (``HandHistory`` knows PokerKit's own game classes only).
    """
    _, state, _, structure = harness.play(rng, players, structure, stacks)
    ante, bring_in, small, big = structure
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = FixedLimitSevenCardStud(harness.AUTOMATIONS, False, ante, bring_in, small, big)
    return game, state


def phh_hand(rng: random.Random, players: int, hand: int = 1, structure=None, stacks=None) -> tuple[str, list[int]]:
    """``(PHH text as PokerKit writes it, PokerKit's final stacks)`` of one random hand."""
    game, state = play(rng, players, structure, stacks)
    final = list(state.stacks)
    hh = HandHistory.from_game_state(game, state, hand=hand, players=list(harness.NAMES[:players]),
                                     finishing_stacks=final)
    return hh.dumps(), final


def phhs_file(rng: random.Random, count: int, min_players: int = 2, max_players: int = 7):
    """A ``.phhs`` text of ``count`` random hands (tables ``[1]``..) and each hand's final stacks."""
    parts: list[str] = []
    finals: list[list[int]] = []
    for k in range(1, count + 1):
        text, final = phh_hand(rng, rng.randint(min_players, max_players), hand=k)
        parts.append(f"[{k}]\n{text}\n")
        finals.append(final)
    return "\n".join(parts), finals
