"""What the dispute view says of the money beyond the replay's pots and awards, for ``explain``
and the report's hand page alike: why a player may not win a pot, and what each player was owed
beside what the log paid them.

``not_eligible(pots, players, game)``
    Per pot, the players the pot is not open to, each with why: a player who put chips in it
    and folded (Palace: is out of the hand), and a player still in who is all-in for less than
    the pot's level (POKER.md 3: each all-in player is eligible only for the chips matched
    against their own total).
``correct_ends(game, result, rules)``
    Each player's end by the correct settlement, for the players' table beside the ends as
    logged, or None where it cannot be told.
"""

from __future__ import annotations

from typing import Any

from .model import tonk_correct_nets


def not_eligible(pots, players, game: str) -> list[list[tuple[str, str]]]:
    """For each pot of ``pots`` (:class:`audit.model.Pot`), ``(player, why)`` for each player
    of ``players`` (:class:`audit.model.PlayerResult`, seat order) it is not open to, as the
    floor's reading of the side pots needs it (review of session 70: the pots named who may win
    them, never why the others may not):

    * a player who put chips in the pot and is out of the hand: "folded" (Palace: "out of the
      hand": a fold, or a battle lost, which the banners' section tells);
    * a player still in, whose chips stop below the pot (they put none in it): "all-in for N",
      N the chips they put in the hand (or "put in only N" when that is less than their stack).

    A player who put nothing in the hand, or folded before this pot's chips, is not named: the
    pot holds none of their chips."""
    totals: dict[str, int] = {}
    for pot in pots:
        for name, chips in pot.contributions.items():
            totals[name] = totals.get(name, 0) + chips
    out = []
    for pot in pots:
        open_to = set(pot.eligible)
        rows = []
        for p in players:
            name = p.player
            if name in open_to or name in pot.winners or not totals.get(name):
                continue
            if p.folded:
                if pot.contributions.get(name):
                    rows.append((name, "out of the hand" if game == "palace" else "folded"))
            elif not pot.contributions.get(name):
                put = totals[name]
                rows.append((name, f"all-in for {put}" if put >= p.start else f"put in only {put}"))
        out.append(rows)
    return out


def not_eligible_words(rows: list[tuple[str, str]]) -> str:
    """``not_eligible``'s rows of one pot in words: "erin (folded), alice (all-in for 31)"."""
    return ", ".join(f"{name} ({why})" for name, why in rows)


def correct_ends(game: str, result: Any, rules: dict[str, Any]) -> dict[str, int] | None:
    """Each player's end by the correct settlement, or None where it cannot be told: for a hand
    whose log records no settlement (the ends are the correct ones), a Tonk hand whose correct
    settlement is not known (:func:`audit.model.tonk_correct_nets`), and a poker or Palace hand
    whose correct shares do not account for every chip of the pots (a pot the unknown cards
    decide, that no row holds).  Poker and Palace: the player's start, less the chips they put in
    the pots (an uncalled bet is in none: it is theirs), plus their correct shares (after the rake
    the log records); Tonk: the start plus the correct net."""
    if not result.claims or not result.players:
        return None
    if game == "tonk":
        nets = tonk_correct_nets(result, rules)
        return None if nets is None else {p.player: p.start + nets[p.player] for p in result.players}
    put: dict[str, int] = {}
    carried = 0
    for pot in result.pots:
        carried += pot.carried or 0
        for name, chips in pot.contributions.items():
            put[name] = put.get(name, 0) + chips
    won: dict[str, int] = {}
    for a in result.awards:
        won[a.player] = won.get(a.player, 0) + a.correct
    names = {p.player for p in result.players}
    if not set(put) <= names or not set(won) <= names:
        return None
    ends = {p.player: p.start - put.get(p.player, 0) + won.get(p.player, 0) for p in result.players}
    if sum(ends.values()) != sum(p.start for p in result.players) + carried - result.rake:
        return None
    return ends
