"""Validate many hands: read, replay (in parallel worker processes), session checks.

The replay of a hand is a pure function of the hand, so hands are validated
in chunks by worker processes; session checks (duplicate ids, stacks carried
over, the button) then run in the parent, in input order.  The one thing a hand's
replay needs from the hands before it, the pot a five-card draw redeal carries to
the table's next hand, is found there too: that hand is judged again in the parent,
from its input unit, kept beside its chunk until the chunk's session checks are done
(:class:`_Rejudge`).  The output does not depend on the number of jobs.

The workers are started by a ``forkserver`` (see :func:`_context`): a script that calls
:func:`validate` or ``ingest`` with several jobs must guard its top level with
``if __name__ == "__main__":`` (as on every platform without ``fork``).
"""

from __future__ import annotations

import gc
import itertools
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, Protocol

from .model import INT64, Finding, Hand, Result
from .protocol import RulesError
from .readers import READER_FAILED, Record, RawLine, read_units, to_record
from .readers.paths import shown_path
from .recorded_totals import with_reader_findings
from .replay import replay
from .session import HandFacts, SessionChecker, StoredIds
from .table_states import TableState
from .workers import OrderedPool

CHUNK = 1000        # records per chunk (a worker's memory grows with it)
CHUNK_BYTES = 32 << 20      # at most this much of native lines a chunk (1,000 hands are ~3 MB)

#: While ``ingest`` writes to a store (set by :class:`audit.store_write.Writer`): the look-up of
#: the hand ids the store holds, for the session checks of :func:`validate_chunks` (a different
#: hand under a stored id is a ``duplicate-hand``, set aside before it can become its table's
#: last hand).
STORED_IDS: ContextVar[StoredIds | None] = ContextVar("handaudit_stored_ids", default=None)


class StoredState(Protocol):
    """What a store keeps of the session checks across ingests (:class:`audit.store_write.Writer`)."""

    def stored_tables(self, keys: list[tuple[str, str]]) -> dict[tuple[str, str], TableState]: ...
    def stored_table_names(self, group: str) -> list[str]: ...
    def stored_aside(self, records: list[tuple[str, int]]) -> set[tuple[str, int]]: ...
    def stored_before(self, records: list[tuple[str, int, tuple[str, str], str]]) -> set[tuple[str, int]]: ...
    def tables_touched(self, keys: set[tuple[str, str]]) -> None: ...
    def tables_done(self, states: Iterator[tuple[tuple[str, str], TableState]]) -> None: ...


#: While ``ingest`` writes to a store: the tables' states it keeps (set by the writer too).  The
#: session checks start from the states an earlier ingest kept (looked up as tables are met),
#: say after each chunk which tables it changed, and hand every changed state back at the end
#: of the input (not when the ingest stops before it).
STORED_STATE: ContextVar[StoredState | None] = ContextVar("handaudit_stored_state", default=None)


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
    native: bytes | None = None              # the line as read, when kept (not sent back by workers)
    # judged again in the parent with the pot a redeal of the table's previous hand carried to it
    # (:class:`_Rejudge`): that hand's id, and (``build``'s value for the chunk's hands judged
    # again, this record's index in it): its rows
    carried_from: str | None = None
    rebuilt: Any = None
    unread: int = 0                          # malformed: whether its session and table were read (Record.unread)

    def __reduce__(self):
        # pickled flat (workers send every record back): several times faster to load than
        # the default state of a slotted dataclass
        f = self.facts
        facts = None if f is None else (f.file, f.hand_id, f.session, f.table, f.button, f.digest, f.seats, f.ends,
                                     f.incomplete, f.entries, f.heads_up_button, f.dealt_from, f.big_blind, f.game,
                                     f.carries, f.button_deals_new)
        return _unpickle_checked, (self.file, self.line, self.hand_id, self.game, self.session, self.table,
                                   self.error, self.findings, self.hand, self.result, facts, self.repeat, self.unread)


def _unpickle_checked(file, line, hand_id, game, session, table, error, findings, hand, result, facts, repeat,
                      unread=0):
    return Checked(file, line, hand_id, game, session, table, error, findings, hand, result,
                   None if facts is None else HandFacts(*facts), repeat, unread=unread)


def _ends_unknown(findings: list[Finding], result: Result) -> bool:
    """Whether nobody can know how the hand left the players' stacks, so that it passes on no end
    stacks to the checks across hands: the log stops before the end (hand-incomplete), or it
    records no settlement and the one the validator would compute depends on cards it does not
    know (a Tonk result the unknown cards decide, ``Result.settlement_unknown``; a pot whose
    winner they decide, which no collect claims)."""
    for f in findings:
        if f.code == "hand-incomplete":
            return True
    if result.claims:
        return False
    return result.settlement_unknown or any(pot.amount and not pot.winners for pot in result.pots)


def malformed_finding(error: str, file: str, line: int) -> Finding:
    """The finding of a record set aside, naming its file as every output names it (:func:`shown_path`:
    a backslash typed in the name doubled, so that two files never read the same)."""
    return Finding("malformed", None, None, f"{shown_path(file)}, line {line}: {error}")


#: the most lines of amounts (each at most 2**53 - 1) whose sums cannot pass it
_SUMS_SAFE = 1000


def _past_int64(result) -> bool:
    """Whether a total of ``result`` (a player's stacks, net or winnings, an award, a pot) is more
    than a 64-bit integer holds."""
    for p in result.players:
        for v in (p.start, p.end, p.net, p.won):
            if v > INT64 or v < -INT64:
                return True
    for a in result.awards:
        if a.correct > INT64 or a.correct < -INT64 or a.recorded is not None and (
                a.recorded > INT64 or a.recorded < -INT64):
            return True
    for pot in result.pots:
        if pot.amount > INT64:
            return True
    return False


def check_record(unit: Record | RawLine, defaults: dict[str, Any] | None, keep: bool, carry: int = 0) -> Checked:
    """Decode (if need be) and replay one record, in whichever process (``carry``: the pot a redeal
    of the table's previous hand carried to it, :func:`audit.replay.replay`)."""
    rec = to_record(unit)
    hand = rec.hand
    if hand is None:
        error = rec.error or "unreadable"
        found = Finding("internal-error", None, None, f"{rec.file}, line {rec.line}: {error}") \
            if error.startswith(READER_FAILED) else malformed_finding(error, rec.file, rec.line)
        return Checked(rec.file, rec.line, rec.hand_id, rec.game, rec.session, rec.table, rec.error,
                       [found], unread=rec.unread)
    try:
        result = replay(hand, defaults, carry)
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
    if len(hand.events) > _SUMS_SAFE and _past_int64(result):
        # (each amount is at most 2**53 - 1, so only a hand of more lines than this can add up to
        # more than a store's 64-bit integer holds: review of session 61, ingest failed on it)
        msg = ("the amounts of this hand add up to more than the largest a store holds "
               f"({INT64}): a player's total, net or pot is beyond it")
        return Checked(rec.file, rec.line, hand.hand_id, hand.game, hand.session, hand.table, msg,
                       [malformed_finding(msg, rec.file, rec.line)])
    findings = with_reader_findings(result.findings, rec.warnings, rec.summary, result)
    if findings is not result.findings and (len(findings) > len(result.findings) + len(rec.warnings) or (
            result.findings and not {id(f) for f in findings}.issuperset(map(id, result.findings)))):
        # the summary's totals are wrong: the result says so too (by identity: a hand of 60,000
        # findings compared each with each took minutes, review 55)
        result.findings = findings
    facts = HandFacts(rec.file, hand.hand_id, hand.session, hand.table, hand.button, rec.digest,
                      [(s.seat, s.player, s.stack, s.added) for s in hand.seats],
                      rec.ends if rec.ends is not None else {p.player: p.end for p in result.players},
                      _ends_unknown(findings, result), result.entries,
                      result.heads_up_button, 0 if hand.game == "tonk" else result.dealt_from, result.big_blind,
                      hand.game, result.carries, result.button_deals_new)
    # the table as stored: the hand's, or the one its record names beside it (a PokerStars header's,
    # which is not checked across hands: the facts name the hand's)
    table = hand.table if hand.table is not None else rec.table
    if not keep:
        return Checked(rec.file, rec.line, hand.hand_id, hand.game, hand.session, table, None,
                       findings, None, None, facts)
    return Checked(rec.file, rec.line, hand.hand_id, hand.game, hand.session, table, None,
                   findings, hand, result, facts, False, rec.native)


def _check_chunk(args) -> tuple[list[Checked], Any]:
    """One chunk, in a worker (or inline with one job): every record checked; with ``build``,
    also ``build(records, defaults)`` (e.g. the store's rows), which is given the records one
    at a time with their hands and results; these are dropped (unless kept) as soon as it has
    taken the next one, so that a worker holds one hand at a time and only compact values
    travel back."""
    units, defaults, keep, build = args
    if build is None:
        return [check_record(u, defaults, keep) for u in units], None
    checked: list[Checked] = []

    def each() -> Iterator[Checked]:
        for u in units:
            c = check_record(u, defaults, True)
            checked.append(c)
            yield c
            c.native = None
            if not keep:
                c.hand = None
                c.result = None

    payload = build(each(), defaults)
    return checked, payload


def _chunks(records: Iterable[Record | RawLine], size: int) -> Iterator[list[Record | RawLine]]:
    """``size`` records a chunk, or fewer when their lines come to :data:`CHUNK_BYTES` (a few
    huge lines then make a small chunk: the memory a chunk holds stays bounded)."""
    chunk: list[Record | RawLine] = []
    held = 0
    for r in records:
        chunk.append(r)
        if r.__class__ is tuple:
            held += len(r[2])
        if len(chunk) >= size or held >= CHUNK_BYTES:
            yield chunk
            chunk = []
            held = 0
    if chunk:
        yield chunk


def default_jobs() -> int:
    """``--jobs`` when not given: every core this process may use (:mod:`audit.cpus`)."""
    from .cpus import available_cpus

    return available_cpus()


def validate(paths: Iterable[str], defaults: dict[str, Any] | None = None, jobs: int = 1,
             keep: bool = False, records: Iterable[Record] | None = None) -> Iterator[Checked]:
    """Every record under ``paths`` validated, in input order, with session checks applied."""
    for checked, _ in validate_chunks(paths, defaults, jobs, keep, records):
        yield from checked


def validate_chunks(paths: Iterable[str], defaults: dict[str, Any] | None = None, jobs: int = 1,
                    keep: bool = False, records: Iterable[Record] | None = None,
                    build: Callable[[Iterator[Checked], Any], Any] | None = None
                    ) -> Iterator[tuple[list[Checked], Any]]:
    """Like :func:`validate`, a chunk at a time: ``(checked records, payload)`` in input order.

    ``build`` (a module-level function, so that it can be sent to the workers) is called
    in the worker on an iterator of each chunk's records, with their hands and results, before the
    session checks; its value comes back as the chunk's payload (``None`` without it).
    The session checks then run here, in input order, and may add findings to a record
    (after the ones ``build`` saw) or mark it as a repeat; a hand after a redeal is judged
    again here with the pot carried to it (its record then holds that judgment, and
    ``rebuilt``: ``build``'s value for it alone, to use instead of the chunk payload's part).
    """
    source = records if records is not None else read_units(paths)
    chunks = _chunks(source, CHUNK)
    # each chunk comes back with its input units, kept until its session checks are done: a hand
    # after a redeal is judged again from its unit, here (_Rejudge)
    if jobs <= 1:
        done: Iterable[tuple[list, tuple[list[Checked], Any]]] = (
            (chunk, _check_chunk((chunk, defaults, keep, build))) for chunk in chunks)
    else:
        done = _parallel(chunks, defaults, jobs, keep, build)
    link = STORED_STATE.get()
    sessions = SessionChecker(stored=STORED_IDS.get(),
                              stored_tables=None if link is None else link.stored_tables,
                              stored_names=None if link is None else link.stored_table_names,
                              stored_aside=None if link is None else link.stored_aside, track=link is not None,
                              stored_before=None if link is None else link.stored_before)
    again = sessions.rejudge = _Rejudge(defaults, keep, build)
    names: dict[str, str] = {}
    # With workers, every chunk brings the parent thousands of new objects (records,
    # findings, facts) and the session state keeps growing: with the default thresholds the
    # collector ran every 700 allocations and walked the whole heap ever more often (some 10%
    # of the parent's CPU), though nothing here makes reference cycles worth chasing that
    # often.  With one job the replay runs here: a replay leaves no cycles, but a young
    # collection every 700 allocations walked each hand's live replay state several times
    # (about 4 us a hand, 3-4% of `check` on stud hands); collected 100,000 allocations
    # apart, most of it is gone by then.
    threshold = gc.get_threshold()
    gc.set_threshold(100_000, 50, 100)
    try:
        for units, (checked, payload) in done:
            again.units, again.checked = units, checked
            _session_checks(sessions, checked, names)
            again.finish()
            again.units = again.checked = None
            if link is not None:
                link.tables_touched(sessions.tables.take_touched())
            yield checked, payload
        if link is not None:
            link.tables_done(sessions.tables.changed_states())
    finally:
        gc.set_threshold(*threshold)
        sessions.close()


def _session_checks(sessions: SessionChecker, checked: list[Checked], names: dict[str, str] | None = None) -> None:
    """The checks across hands, in input order.  ``names`` shares one string per session
    name among the facts the checker keeps (one per hand id seen, in memory up to a limit)."""
    sessions.prefetch((c.facts for c in checked if c.facts is not None),
                      ((c.file, c.session, c.table, c.line, c.unread) for c in checked
                       if c.facts is None and c.error is not None),
                      ((c.file, c.line) for c in checked if c.facts is not None)
                      if sessions.stored_aside is not None else ())
    for c in checked:
        if c.facts is None:
            if c.error is not None:
                # a hand set aside (malformed): its table's next hand cannot be checked against it,
                # nor against the hand before it
                sessions.set_aside(c.file, c.session, c.table, c.hand_id, c.line, c.unread)
        else:
            if names is not None and c.facts.session is not None:
                c.facts.session = names.setdefault(c.facts.session, c.facts.session)
            dup = sessions.is_repeat(c.facts)
            if dup is True:
                c.repeat = True
            elif dup:
                # another hand under an id already used: set aside (ingest quarantines it), with
                # that finding only; it is no hand of its table's sequence (stacks, button)
                c.findings = [dup]
            else:
                extra = sessions.observe(c.facts, c.line)
                if extra:
                    c.findings = c.findings + extra


class _Rejudge:
    """:attr:`SessionChecker.rejudge` for :func:`validate_chunks`: a hand of the chunk whose session
    checks are running (``checked``, from the input ``units``), judged again in this process with
    the pot a redeal carried to it.  Its record then holds that judgment: its findings, its facts,
    its hand and result (when kept) and, with ``build``, its rows built again (``rebuilt``: (the
    rows of every such hand of the chunk, built together by :meth:`finish`, its index among
    them); the store substitutes them for the worker's).  A hand after a redeal is rare: judging
    it again costs what a worker's judgment does, and its rows a share of one batch a chunk."""

    __slots__ = ("defaults", "keep", "build", "units", "checked", "again")

    def __init__(self, defaults: dict[str, Any] | None, keep: bool, build) -> None:
        self.defaults = defaults
        self.keep = keep
        self.build = build
        self.units: list | None = None
        self.checked: list[Checked] | None = None
        self.again: list[Checked] = []      # the chunk's records judged again, for build

    def __call__(self, facts: HandFacts, carry: int, source: str | None, unsure: bool = False) -> HandFacts:
        checked = self.checked
        k = next((k for k, c in enumerate(checked) if c.facts is facts), None) if checked else None
        if k is None:
            return facts
        unit = self.units[k]
        c = checked[k]
        new = check_record(unit, self.defaults, self.keep or self.build is not None, carry)
        if new.facts is None:       # (a failure of ours judging it again: it stays judged without the pot)
            return facts
        if unsure and len(new.findings) >= len(c.findings):
            return facts            # the log does not show that the hand played for the pot
        new.facts.session = facts.session      # (the one string of its session, runner's names)
        c.findings, c.hand, c.result, c.facts, c.native = new.findings, new.hand, new.result, new.facts, new.native
        c.carried_from = source
        if self.build is not None:
            self.again.append(c)
        return c.facts

    def finish(self) -> None:
        """After the chunk's session checks: the rows of its records judged again, in one batch."""
        again = self.again
        if not again:
            return
        rows = self.build(iter(again), self.defaults)
        for j, c in enumerate(again):
            c.rebuilt = (rows, j)
            c.native = None
            if not self.keep:
                c.hand = c.result = None
        self.again = []


#: What every worker uses: imported when it starts, then left alone by the collector.
_WORKER_MODULES = ("audit.games.draw", "audit.games.stud", "audit.games.palace", "audit.games.tonk",
                   "audit.store_build")


def _worker_init() -> None:
    # the modules' objects stay put (the collector never walks them again); the garbage is
    # collected once per chunk (see _check_chunk_collect)
    import importlib

    for name in _WORKER_MODULES:
        importlib.import_module(name)
    gc.freeze()
    gc.disable()


_chunk_numbers = itertools.count(1)     # a worker's chunks
FULL_EVERY = 64     # chunks between full collections in a worker


def _check_chunk_collect(args) -> tuple[list[Checked], Any]:
    # The collector runs once a chunk, before the chunk rather than after it: the previous
    # chunk's results are gone by then, so it only walks the little cyclic garbage there is
    # (a settled poker table takes its own cycles apart), not a thousand live records; and
    # only the young objects, but for every FULL_EVERY chunks (the rules' caches grow old).
    gc.collect(2 if next(_chunk_numbers) % FULL_EVERY == 0 else 1)
    return _check_chunk(args)


def _parallel(chunks: Iterator[list], defaults, jobs: int, keep: bool,
              build) -> Iterator[tuple[list, tuple[list[Checked], Any]]]:
    """Chunks checked by ``jobs`` worker processes, in order, with at most a few chunks in
    flight (memory stays bounded however large the input): each chunk's units with its result."""
    import multiprocessing as mp

    first = next(chunks, None)
    if first is None:
        return
    second = next(chunks, None)
    if second is None:      # a small input, one chunk: not worth starting processes
        yield first, _check_chunk((first, defaults, keep, build))
        return
    # (a first chunk of fewer than CHUNK records is no sign of the input's end: huge lines end
    # a chunk at CHUNK_BYTES; taken as one, every record after it was lost: review of session 58)
    # the units of the chunks in flight (the pool gives their results in order): some 12 MB over
    # an ingest of 150,000 hands; picking out the draw hands' lines cost more (4.5 us a line)
    sent: deque[list] = deque()

    def tasks() -> Iterator[tuple]:
        for chunk in _prepend((first, second), chunks):
            sent.append(chunk)
            yield chunk, defaults, keep, build

    with OrderedPool(_context(mp), jobs, _check_chunk_collect, _worker_init) as pool:
        for result in pool.imap(tasks()):
            yield sent.popleft(), result


def _context(mp):
    """Workers are forked from a lean server process (``forkserver``), not from this one, and
    import what they need themselves: they then hold only what validating needs, not this
    process's database, Arrow batches and session state, which a fork would map into every
    worker (where ``forkserver`` is missing, the platform's default is used)."""
    if "forkserver" in mp.get_all_start_methods():
        ctx = mp.get_context("forkserver")
        ctx.set_forkserver_preload([])
        return ctx
    return mp.get_context()


def _prepend(firsts, rest):
    yield from firsts
    yield from rest
