"""Seven-card stud's own rules as pure functions (POKER.md section 5).

Players are passed in clockwise order starting left of the dealer, so "the
first clockwise from the dealer" is always the lowest index.  Cards are ints
(``rank * 4 + suit``, suits clubs < diamonds < hearts < spades), so the
lowest upcard by rank and then suit is simply ``min``.

* who brings in (lowest upcard, suit breaks ties), who opens without a
  bring-in (highest upcard by rank only, ties to the first from the dealer),
  who acts first on 4th street and later (best board: pairs, trips, quads,
  then high cards; ties to the first from the dealer);
* the shape of each street's deal and whether 7th street needs the
  community card;
* the reasons, in words, for ``explain``.
"""

from __future__ import annotations

from ..cards import RANK_NAMES, RANKS, UNKNOWN, card_str, cards_str, rank_of
from ..poker.evaluate import describe, played_ranks, rank_hand

STREET_NAMES = ("3rd street", "4th street", "5th street", "6th street", "7th street")
#: (down, up) cards each active player receives on each street.
DEAL_SHAPE = ((2, 1), (0, 1), (0, 1), (0, 1), (1, 0))
DECK_SIZE = 52
SEVENTH = 4


def bring_in_index(upcards: list[int | None], known_only: bool = False) -> int | None:
    """Index of the lowest upcard (rank, then suit); ``None`` entries are skipped.

    An unknown upcard (``??``) cannot be judged: the result is ``None`` when
    any candidate's upcard is unknown (``known_only``: those are skipped too, the lowest of the
    known ones; the players with an unknown upcard may be lower).
    """
    best = None
    for i, c in enumerate(upcards):
        if c is None:
            continue
        if c == UNKNOWN:
            if known_only:
                continue
            return None
        if best is None or c < upcards[best]:
            best = i
    return best


def high_upcard_index(upcards: list[int | None], known_only: bool = False) -> int | None:
    """Index of the highest upcard by rank only; ties go to the first (from the dealer).  ``None``
    when an upcard is unknown (``known_only``: the highest of the known ones)."""
    best = None
    for i, c in enumerate(upcards):
        if c is None:
            continue
        if c == UNKNOWN:
            if known_only:
                continue
            return None
        if best is None or rank_of(c) > rank_of(upcards[best]):
            best = i
    return best


def board_strength(board: list[int]) -> int:
    """The strength of a board (upcards only): pairs, trips, quads, then high cards."""
    return rank_hand(board)


def best_board_index(boards: list[list[int] | None]) -> int | None:
    """Index of the best board; ties go to the first from the dealer.  ``None`` entries are skipped."""
    best = None
    best_s = 0
    for i, b in enumerate(boards):
        if b is None:
            continue
        if UNKNOWN in b:
            return None
        s = rank_hand(b)
        if best is None or s > best_s:
            best, best_s = i, s
    return best


def has_open_pair(boards: list[list[int] | None]) -> bool:
    """True when any board shows two upcards of one rank (4th street's big-bet option)."""
    for b in boards:
        if b:
            ranks = [rank_of(c) for c in b if c >= 0]
            if len(set(ranks)) < len(ranks):
                return True
    return False


def community_needed(cards_left: int, active: int) -> bool:
    """Whether 7th street needs the community card.

    ``cards_left`` counts the cards not dealt to any player (still in the
    deck or burned: burned cards may be dealt when the deck runs out; cards of
    folded hands never come back).  Every active player needs one card.
    """
    return cards_left < active


# ---- the reasons, in words (explain and findings) -------------------------

def bring_in_reason(names: list[str], upcards: list[int | None], who: int, against: int | None = None) -> str:
    """"david brings in: 4d is the lowest upcard (4s of bob is higher by suit)": compared with the
    next lowest upcard, or with the upcard of ``against`` (the player who posted instead)."""
    low = upcards[who]
    others = [(c, i) for i, c in enumerate(upcards) if c is not None and i != who and c >= 0]
    text = f"{names[who]} brings in: {card_str(low)} is the lowest upcard"
    if against is not None and against != who and upcards[against] is not None and upcards[against] >= 0:
        others = [(upcards[against], against)]
    if not others:
        return text
    c, i = min(others)
    how = "by suit" if rank_of(c) == rank_of(low) else "by rank"
    return f"{text} ({card_str(c)} of {names[i]} is higher {how})"


def high_upcard_reason(names: list[str], upcards: list[int | None], who: int) -> str:
    high = upcards[who]
    text = f"{names[who]} acts first: {card_str(high)} is the highest upcard"
    tied = [names[i] for i, c in enumerate(upcards)
            if c is not None and i != who and c >= 0 and rank_of(c) == rank_of(high)]
    if tied:
        text += (f" ({', '.join(tied)} also show{'s' if len(tied) == 1 else ''} "
                 f"{RANK_NAMES[rank_of(high)]} high; suits do not count, "
                 f"{names[who]} is first clockwise from the dealer)")
    return text


def board_words(strength: int) -> str:
    """"pair of kings: K K 9" (the category, then the ranks that decide, in order)."""
    return f"{describe(strength)}: {' '.join(RANKS[r] for r in played_ranks(strength))}"


def board_reason(names: list[str], boards: list[list[int] | None], who: int, street: int) -> str:
    """"carol acts first on 4th street: Kd Jc (high card king: K J) is the best board (alice 9c Kh: ...)"."""
    s = rank_hand(boards[who])
    text = (f"{names[who]} acts first on {STREET_NAMES[street]}: {cards_str(boards[who])} "
            f"({board_words(s)}) is the best board")
    rest = []
    tied = []
    for i, b in enumerate(boards):
        if b is None or i == who:
            continue
        bs = rank_hand(b)
        rest.append(f"{names[i]} {cards_str(b)}: {board_words(bs)}")
        if bs == s:
            tied.append(names[i])
    if rest:
        text += " (" + "; ".join(rest) + ")"
    if tied:
        text += f"; tied with {', '.join(tied)}, {names[who]} is first clockwise from the dealer"
    return text
