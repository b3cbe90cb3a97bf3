"""Validate many hands: read, replay (in parallel worker processes), session checks.

The replay of a hand is a pure function of the hand, so hands are validated
in chunks by worker processes; session checks (duplicate ids, stacks carried
over, the button) then run in the parent, in input order.  The output does not
depend on the number of jobs.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from .model import Finding, Hand, Result
from .protocol import RulesError
from .readers import Record, RawLine, read_units, to_record
from .replay import replay
from .session import HandFacts, SessionChecker

CHUNK = 2000


@dataclass(slots=True)
class Checked:
    """One record after validation."""

    file: str
    line: int
    hand_id: str | None
    game: str | None
    session: str | None
    table: str | None
    error: str | None                        # malformed: why
    findings: list[Finding] = field(default_factory=list)
    hand: Hand | None = None                 # kept when asked (ingest, explain)
    result: Result | None = None
    facts: HandFacts | None = None
    repeat: bool = False                     # an exact repeat of an earlier hand (skipped)


def malformed_finding(error: str, file: str, line: int) -> Finding:
    return Finding("malformed", None, None, f"{file}, line {line}: {error}")


def check_record(unit: Record | RawLine, defaults: dict[str, Any] | None, keep: bool) -> Checked:
    """Decode (if need be) and replay one record, in whichever process."""
    rec = to_record(unit)
    hand = rec.hand
    if hand is None:
        return Checked(rec.file, rec.line, rec.hand_id, None, None, None, rec.error,
                       [malformed_finding(rec.error or "unreadable", rec.file, rec.line)])
    try:
        result = replay(hand, defaults)
    except RulesError as e:
        msg = f"rules: {e}"
        return Checked(rec.file, rec.line, hand.hand_id, hand.game, hand.session, hand.table, msg,
                       [malformed_finding(msg, rec.file, rec.line)])
    except Exception as e:  # a bug of ours: set this hand aside, go on with the others
        msg = f"internal error {type(e).__name__}: {e}"
        return Checked(rec.file, rec.line, hand.hand_id, hand.game, hand.session, hand.table, msg,
                       [Finding("internal-error", None, None,
                                f"{rec.file}, line {rec.line}: the validator failed on this {hand.game} hand "
                                f"({msg}); please report it with the hand")])
    findings = list(rec.warnings) + result.findings if rec.warnings else result.findings
    facts = HandFacts(rec.file, hand.hand_id, hand.session, hand.table, hand.button, rec.digest,
                      [(s.seat, s.player, s.stack, s.added) for s in hand.seats],
                      {p.player: p.end for p in result.players})
    return Checked(rec.file, rec.line, hand.hand_id, hand.game, hand.session, hand.table, None,
                   findings, hand if keep else None, result if keep else None, facts)


def _check_chunk(args) -> list[Checked]:
    records, defaults, keep = args
    return [check_record(r, defaults, keep) for r in records]


def _chunks(records: Iterable[Record], size: int) -> Iterator[list[Record]]:
    chunk: list[Record] = []
    for r in records:
        chunk.append(r)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def validate(paths: Iterable[str], defaults: dict[str, Any] | None = None, jobs: int = 1,
             keep: bool = False, records: Iterable[Record] | None = None) -> Iterator[Checked]:
    """Every record under ``paths`` validated, in input order, with session checks applied."""
    source = records if records is not None else read_units(paths)
    if jobs <= 1:
        checked: Iterable[Checked] = (check_record(r, defaults, keep) for r in source)
    else:
        checked = _parallel(source, defaults, jobs, keep)
    sessions = SessionChecker()
    for c in checked:
        if c.facts is not None:
            dup = sessions.is_repeat(c.facts)
            if dup is True:
                c.repeat = True
            else:
                extra = sessions.observe(c.facts)
                if dup:
                    extra.insert(0, dup)
                if extra:
                    c.findings = c.findings + extra
        yield c


def _parallel(source: Iterable[Record], defaults, jobs: int, keep: bool) -> Iterator[Checked]:
    import multiprocessing as mp

    chunks = _chunks(source, CHUNK)
    first = next(chunks, None)
    if first is None:
        return
    if len(first) < CHUNK:  # a small input: not worth starting processes
        yield from _check_chunk((first, defaults, keep))
        return
    ctx = mp.get_context("fork") if "fork" in mp.get_all_start_methods() else mp.get_context()
    with ctx.Pool(jobs) as pool:
        work = ((chunk, defaults, keep) for chunk in _prepend(first, chunks))
        for batch in pool.imap(_check_chunk, work):
            yield from batch


def _prepend(first, rest):
    yield first
    yield from rest
