"""A deal logged a card at a time goes round the table once for each card ("one at a time, from
the dealer's left": TONK.md 1, PALACE.md 1; POKER.md 4 for draw, whose replay keeps its own
pointer, ``draw_forced``): which players a card dealt out of that order passes over, from the
cards each holds.  A plain function (nothing to declare for the compiled build)."""

from __future__ import annotations


def passed_over(counts: list[int], owed: list[bool], i: int) -> list[int]:
    """The seats (indexes in the dealing order) the card dealt to seat ``i`` passes over:
    ``counts``, the cards each seat holds before it; ``owed``, whether a seat is dealt more later
    (one that is not had its short hand named at its last line).  Before ``i``, a seat holding no
    more cards than ``i``; after it, one holding fewer: in order, every seat before ``i`` holds one
    card more than ``i`` and every seat after it as many."""
    held = counts[i]
    out = []
    for j in range(len(counts)):
        if j != i and owed[j] and (counts[j] <= held if j < i else counts[j] < held):
            out.append(j)
    return out


def dealt_singly(events, seq: int, name: str, held: int) -> bool:
    """Whether ``name``'s ``held`` cards came in as many deal lines before ``seq``, one card each:
    their hand is logged a card at a time, so a card of theirs has its place in a round (a hand
    logged in parts, two cards then one, is one player's hand in two lines: no round to judge)."""
    n = 0
    for k in range(seq):
        e = events[k]
        if e.type == "deal" and e.player == name:
            n += 1
    return n == held
