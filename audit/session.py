"""Checks across the hands of one session and table (every game).

* ``duplicate-hand``: a hand id seen before in the same session (or file, when
  the hand has no session) with different content;
* ``stack-mismatch``: a starting stack that is not the player's stack at the end
  of their previous hand at the table, plus ``added``;
* ``button-not-rotated``: a button that did not move one seat clockwise.

Hands are observed in input order; the checker keeps only what the next hand
needs (the last end stack of each player and the last button of each table), and
every hand id seen with its digest (in memory up to a limit, then on disk:
:mod:`audit.seen_ids`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .model import Finding
from .seen_ids import SeenIds


@dataclass(slots=True)
class HandFacts:
    """What a session check needs to know about one replayed hand."""

    file: str
    hand_id: str
    session: str | None
    table: str | None
    button: int | None
    digest: int
    seats: list[tuple[int, str, int, int]]   # (seat, player, start stack, added)
    ends: dict[str, int]                      # player -> stack at the end of the hand


@dataclass(slots=True)
class _Table:
    button: int | None = None
    prev_hand: str | None = None
    stacks: dict[str, tuple[int, str]] = field(default_factory=dict)  # player -> (end stack, hand id)


def _group(facts: HandFacts) -> str:
    """Where a hand id must be unique: its session, or its file when it names none."""
    return facts.session if facts.session is not None else "\0" + facts.file


class SessionChecker:
    def __init__(self, id_limit: int | None = None) -> None:
        # session (or "\0" + file) -> hand id -> digest of the record: one entry per hand of
        # the input, in memory up to ``id_limit`` ids (default audit.seen_ids.LIMIT), then on disk
        self.seen = SeenIds(id_limit)
        self.tables: dict[tuple[str, str], _Table] = {}

    def prefetch(self, facts: Iterable[HandFacts]) -> None:
        """Before the hands ``facts`` (a chunk, in order) are checked with :meth:`is_repeat`
        (read only when some ids are on disk)."""
        self.seen.prefetch((_group(f), f.hand_id) for f in facts)

    def close(self) -> None:
        """Free what the checker holds on disk (the hand ids, for a long input)."""
        self.seen.close()

    def is_repeat(self, facts: HandFacts) -> bool | Finding:
        """``True`` for an exact repeat of a hand seen before (skip it),
        a ``duplicate-hand`` finding for a different hand under a known id,
        ``False`` for a new hand.  (Each chunk of hands first goes through :meth:`prefetch`.)"""
        group = _group(facts)
        before = self.seen.get(group, facts.hand_id)
        if before is None:
            self.seen.add(group, facts.hand_id, facts.digest)
            return False
        if before == facts.digest:
            return True
        where = f"session {facts.session!r}" if facts.session is not None else "this file"
        return Finding("duplicate-hand", None, None,
                       f"hand id {facts.hand_id!r} was already used in {where} by a hand with different content")

    def observe(self, facts: HandFacts) -> list[Finding]:
        """Check one (new) hand against the previous hands of its table."""
        if facts.session is None and facts.table is None:
            return []
        key = (facts.session or "", facts.table or "")
        table = self.tables.get(key)
        if table is None:
            table = self.tables[key] = _Table()
        out: list[Finding] = []
        if facts.button is not None and table.button is not None:
            numbers = sorted(s[0] for s in facts.seats)
            expected = next((n for n in numbers if n > table.button), numbers[0])
            if facts.button != expected:
                out.append(Finding(
                    "button-not-rotated", None, None,
                    f"the button is on seat {facts.button}, but the previous hand ({table.prev_hand}) had it on "
                    f"seat {table.button}, so it should have moved one seat clockwise to seat {expected}"))
        for _seat, player, start, added in facts.seats:
            prev = table.stacks.get(player)
            if prev is not None and prev[0] + added != start:
                end, hid = prev
                extra = f" plus {added} added" if added else ""
                out.append(Finding(
                    "stack-mismatch", None, player,
                    f"{player} starts with {start} but ended hand {hid} with {end}{extra}, "
                    f"so should start with {end + added} (difference {start - end - added:+d})"))
        for player, end in facts.ends.items():
            table.stacks[player] = (end, facts.hand_id)
        if facts.button is not None:
            table.button = facts.button
        table.prev_hand = facts.hand_id
        return out
