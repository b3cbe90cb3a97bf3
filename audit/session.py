"""Checks across the hands of one session and table (every game).

* ``duplicate-hand``: a hand id seen before in the same session (or file, when
  the hand has no session) with different content;
* ``stack-mismatch``: a starting stack that is not the player's stack at the end
  of their previous hand at the table, plus ``added``;
* ``button-not-rotated``: a button that did not move one seat clockwise.

Hands are observed in input order; the checker keeps only what the next hand
needs: the last end stack of each player and the last button of each table
(:mod:`audit.table_states`), and every hand id seen with its digest
(:mod:`audit.seen_ids`); each in memory up to a limit, then on disk.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .model import Finding
from .seen_ids import SeenIds
from .table_states import TableStates


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


def _group(facts: HandFacts) -> str:
    """Where a hand id must be unique: its session, or its file when it names none."""
    return facts.session if facts.session is not None else "\0" + facts.file


def _table(facts: HandFacts) -> tuple[str, str] | None:
    """The table a hand is checked against the previous hands of (None: it names neither)."""
    if facts.session is None and facts.table is None:
        return None
    return (facts.session or "", facts.table or "")


def _next_seat(order: list[int], seat: int) -> int:
    """The seat after ``seat`` clockwise: the seats are listed in clockwise order (FORMAT.md),
    as the replay takes them; for a seat nobody sits in now, the next seat number up."""
    if seat in order:
        return order[(order.index(seat) + 1) % len(order)]
    numbers = sorted(order)
    return next((n for n in numbers if n > seat), numbers[0])


class SessionChecker:
    def __init__(self, id_limit: int | None = None, table_limit: int | None = None) -> None:
        # session (or "\0" + file) -> hand id -> digest of the record: one entry per hand of
        # the input, in memory up to ``id_limit`` ids (default audit.seen_ids.LIMIT), then on disk
        self.seen = SeenIds(id_limit)
        # (session, table) -> its state: in memory up to ``table_limit`` tables and stacks
        # (default audit.table_states.LIMIT), then on disk
        self.tables = TableStates(table_limit)

    def prefetch(self, facts: Iterable[HandFacts], aside: Iterable[tuple[str | None, str | None]] = ()) -> None:
        """Before the hands ``facts`` (a chunk, in order) are checked with :meth:`is_repeat`
        and :meth:`observe`, and the hands set aside ``aside`` ((session, table) of each) with
        :meth:`set_aside`: what is on disk of theirs comes back (both are read only when
        something is on disk)."""
        ids = self.seen.spill_if_full()
        tables = self.tables.spill_if_full()
        if not (ids or tables):
            return
        facts = list(facts)
        if ids:
            self.seen.recall((_group(f), f.hand_id) for f in facts)
        if tables:
            keys = [key for key in map(_table, facts) if key is not None]
            keys += [(s or "", t or "") for s, t in aside if s is not None or t is not None]
            self.tables.recall(keys)

    def set_aside(self, session: str | None, table: str | None, hand_id: str | None) -> None:
        """A hand of this session and table was set aside (malformed): its end is unknown, so the
        table's next hand is not checked against the hands before it (stacks, button)."""
        if session is None and table is None:
            return
        state = self.tables.get((session or "", table or ""))
        if state.stacks:
            self.tables.grew(-len(state.stacks))
            state.stacks = {}
        state.button = None
        state.prev_hand = hand_id

    def close(self) -> None:
        """Free what the checker holds on disk (for a long input)."""
        self.seen.close()
        self.tables.close()

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
        key = _table(facts)
        if key is None:
            return []
        table = self.tables.get(key)
        out: list[Finding] = []
        if facts.button is not None and table.button is not None:
            expected = _next_seat([s[0] for s in facts.seats], table.button)
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
        stacks = table.stacks
        known = len(stacks)
        for player, end in facts.ends.items():
            stacks[player] = (end, facts.hand_id)
        if len(stacks) != known:
            self.tables.grew(len(stacks) - known)
        if facts.button is not None:
            table.button = facts.button
        table.prev_hand = facts.hand_id
        return out
