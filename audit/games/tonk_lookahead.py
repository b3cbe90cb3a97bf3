"""Tonk: what the lines after a misnamed play say of the turn (for
:meth:`audit.games.tonk_deal.DealPhase._misnamed_play`): whether the player in turn's own lines
replay its cards, or log a discard of their own; and whether a player's deal goes on in a later
deal line (the deal logged a card at a time).  Plain functions of the hand's events (no class
of their own: nothing to declare for the compiled build)."""

from __future__ import annotations

from ..cards import CARD_INDEX
from .deal_rounds import passed_over as rounds_passed_over
from . import tonk_settle as st


def own_play_follows(events, seq: int, p: str, cards: list[int], held: int) -> bool:
    """Whether the lines right after ``seq``, ``p``'s spreads and hits up to their discard, play
    every one of ``cards`` (for :meth:`DealPhase._misnamed_play`: a spread or hit under another name
    is then a stray line, not ``p``'s; when they play only some, e.g. a discard of one card of a
    spread, that discard may as well be a real card-not-held: the diff review of session 67), and
    ``p``'s next reveal does not count them laid (``held``: ``p``'s cards before ``seq``, the lines
    between counted as logged; the second diff review of session 67: a hit, then a discard line
    wrongly naming its card, was a stray line, the right reveal and payments judged wrong)."""
    left = {c for c in cards if 0 <= c < 52}        # (an unknown card is no card of its own)
    for k in range(seq + 1, len(events)):
        ev = events[k]
        t = ev.type
        if ev.player != p or (t != "discard" and t != "spread" and t != "hit"):
            break
        left.difference_update(map(CARD_INDEX.get, [ev.card] if t == "discard" else ev.cards or ()))
        if t == "discard" or not left:
            break
    if left or not any(0 <= c < 52 for c in cards):
        return False
    for k in range(seq + 1, len(events)):
        ev = events[k]
        t = ev.type
        if ev.player != p:
            continue
        if t == "reveal":
            shown = len(ev.cards or ())
            return shown == held or shown != held - len(cards)
        held += 1 if t == "draw" else -1 if t == "discard" else -len(ev.cards or ()) if t in ("spread", "hit") else 0
    return True


def own_discard_follows(events, seq: int, p: str) -> bool:
    """Whether the lines after ``seq`` go on with a discard of ``p``'s own, only ``p``'s spreads
    and hits before it: the discard of ``p``'s turn, whose end is logged (for
    :meth:`DealPhase._misnamed_play`: a discard under another name is not the turn's then)."""
    for k in range(seq + 1, len(events)):
        ev = events[k]
        if ev.player != p:
            return False
        if ev.type == "discard":
            return True
        if ev.type != "spread" and ev.type != "hit":
            return False
    return False


def dealt_more(events, seq: int, p: str) -> bool:
    """Whether ``p`` has another ``deal`` line after ``seq`` in the run of deal lines (and an upcard
    line) that follows it (the deal logged a card at a time: :meth:`DealPhase._deal` takes it as
    one deal; an upcard logged before its last cards is one finding, :meth:`DealPhase._upcard`)."""
    for k in range(seq + 1, len(events)):
        ev = events[k]
        if ev.type != "deal":
            if ev.type == "upcard":
                continue
            return False
        if ev.player == p:
            return True
    return False


def settled_after(events, seq: int):
    """The lines after ``seq`` when they are all reveals and pays, at least one pay among them:
    each player's revealed cards (the first reveal of each) and the logged nets; else None (for
    :func:`audit.games.tonk_misnamed_drop.misnamed_drop`: which drop the payments settle)."""
    shown: dict[str, list] = {}
    nets: dict[str, int] = {}
    paid = False
    for k in range(seq + 1, len(events)):
        ev = events[k]
        if ev.type == "reveal":
            if ev.player not in shown:
                shown[ev.player] = [CARD_INDEX.get(c) for c in ev.cards or ()]
        elif ev.type == "pay":
            if not isinstance(ev.amount, int) or ev.source is None or ev.to is None:
                return None
            nets[ev.source] = nets.get(ev.source, 0) - ev.amount
            nets[ev.to] = nets.get(ev.to, 0) + ev.amount
            paid = True
        else:
            return None
    return (shown, nets) if paid else None


def drop_settled(order, counts: dict, nets: dict[str, int], stake: int, c: str, p: str) -> str | None:
    """When the logged ``nets`` settle ``c``'s drop and not ``p``'s (``counts``: every player's,
    all known), the settlement of ``p``'s drop in words (for the message of
    :func:`audit.games.tonk_misnamed_drop.misnamed_drop`); else None."""
    if None in counts.values():
        return None
    logged = {q: v for q, v in nets.items() if v}
    theirs = st.drop(order, c, counts, False).nets(order, stake)
    named = st.drop(order, p, counts)
    if logged != {q: v for q, v in theirs.items() if v} or \
            logged == {q: v for q, v in named.nets(order, stake).items() if v}:
        return None
    pays = [f"{a} pays {b} {k * stake}" for a, b, k in named.payments]
    return f"{named.how}: " + (", ".join(pays) if pays else "nobody pays")


def passed_over(events, seq: int, order, counts: list[int], i: int, size: int) -> list[str]:
    """A deal logged a card at a time (TONK.md 1: "one at a time, from the dealer's left"): the
    players the card ``order[i]`` is dealt at ``seq`` passes over (``counts``: the cards each holds
    before it; :func:`audit.games.deal_rounds.passed_over`), each still owed a card dealt later in
    the run of deal lines (one who is not had their short hand named at their last line)."""
    owed = [counts[j] < size and dealt_more(events, seq, order[j]) for j in range(len(order))]
    return [order[j] for j in rounds_passed_over(counts, owed, i)]
