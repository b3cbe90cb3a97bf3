"""The wording of the settlement's findings: the pots' names, and why a payee is not a pot's
winner (:mod:`audit.poker.settle` and :mod:`audit.poker.settle_by_player`)."""

from __future__ import annotations

from ..model import Pot

POT_NAMES = ("main pot", "side pot 1", "side pot 2", "side pot 3", "side pot 4", "side pot 5",
             "side pot 6", "side pot 7", "side pot 8", "side pot 9")


def pot_name(k: int) -> str:
    return POT_NAMES[k] if k < len(POT_NAMES) else f"side pot {k}"


def not_its_winner(k: int, pot: Pot, paid: int, p: str, hands: dict[str, str], why: str = "") -> str:
    """The ``wrong-winner`` message of ``paid`` chips of pot ``k`` paid to ``p``; a payee who may not
    win the pot at all (folded or out of the hand, or all-in for less) is told so: their hand may be the best shown."""
    barred = "" if p in pot.eligible else f", {_barred(pot, p)}"
    best = ", ".join(describe(hands, w) for w in pot.winners)
    return (f"the {pot_name(k)} of {pot.amount}: {paid} paid to {describe(hands, p)}{barred}; it belongs to {best}"
            + (f" ({why})" if why else ""))


def cannot_win(k: int, pot: Pot, paid: int, p: str, hands: dict[str, str]) -> str:
    """The ``wrong-winner`` message of ``paid`` chips of pot ``k`` (whose winner's cards are
    unknown) paid to ``p``, who cannot win it whatever those cards are."""
    if p not in pot.eligible:
        why = _barred(pot, p)
    else:
        why = f"whose hand cannot win it: {', '.join(describe(hands, w) for w in pot.could)} may"
    return (f"the {pot_name(k)} of {pot.amount}: {paid} paid to {describe(hands, p)}, {why}; which of "
            f"{', '.join(pot.could)} wins it cannot be told ({pot.reason})")


def _barred(pot: Pot, p: str) -> str:
    """Why ``p`` may not win ``pot``: out of the hand (folded, or a Palace battle lost: words that fit
    every game) with chips in it, or no chips in it (all-in for less, or not in the hand)."""
    if pot.contributions.get(p):
        return ("who is out of the hand and may not win it (only players still in the hand who put chips in "
                "it may)")
    return "who put no chips in it and may not win it (only players still in the hand who put chips in it may)"


def describe(hands: dict[str, str], p: str) -> str:
    h = hands.get(p)
    return f"{p} ({h})" if h else p
