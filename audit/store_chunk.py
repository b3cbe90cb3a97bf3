"""A chunk's Arrow rows made ready to insert (:mod:`audit.store_write`): the rows of the hands the
session checks judged again put in place of the worker's (:func:`substitute`), the finding
counts of hands the session checks added findings to (:func:`patch_counts`), and the rows of
the hands kept, numbered in the store's order (:func:`stored_tables`).  Whole columns at a time
(Arrow and numpy kernels), never a row at a time."""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from .runner import Checked
from .store_build import ChunkRows
from .store_rows import BY_ORD, PER_HAND, count_errors, worst_severity


def stored_tables(tables: dict[str, pa.Table], keep: list[int], first: int) -> dict[str, pa.Table]:
    """The rows of a chunk's hands ``keep`` (their rows in ``tables["hands"]``, in order), ready
    to insert: the others' rows dropped, the kept hands numbered ``first``, ``first + 1``, ...
    (``hands.ord``) and the rows of :data:`BY_ORD` naming their hand by that number (their
    column ``_h`` becomes ``ord``)."""
    tables = dict(tables)
    hands = tables["hands"]
    n = hands.num_rows
    if len(keep) < n:
        wanted = pa.array(keep, pa.int32())
        hands = hands.take(wanted)
        for name in PER_HAND:
            if name in tables:
                tables[name] = tables[name].filter(pc.is_in(tables[name].column("_h"), value_set=wanted))
    tables["hands"] = hands.set_column(hands.schema.get_field_index("ord"), "ord",
                                       pa.array(range(first, first + len(keep)), pa.int64()))
    numbers: pa.Array | None = None     # chunk row -> ord, when some rows were dropped
    for name in BY_ORD:
        table = tables.get(name)
        if table is None:
            continue
        # the r-th kept hand (chunk row keep[r]) is number first + r
        rows = table.column("_h")
        if len(keep) == n:
            order = pc.add(rows.cast(pa.int64()), first)
        else:
            if numbers is None:
                ords: list[int | None] = [None] * n
                for r, h in enumerate(keep, first):
                    ords[h] = r
                numbers = pa.array(ords, pa.int64())
            order = numbers.take(rows)
        tables[name] = table.set_column(table.schema.get_field_index("_h"), "ord", order)
    return {name: t for name, t in tables.items() if t.num_rows}


def substitute(rows: ChunkRows, rebuilt: list[tuple[int, tuple[ChunkRows, int]]]) -> None:
    """The rows of the chunk's records judged again in the parent (a hand after a redeal, with the
    pot it carried: :class:`audit.runner._Rejudge`) are those built again for them, together
    (``rebuilt``: (record, (those rows, its index in them))), put in place of the worker's: the
    hand's row and its rows of every table but the events (which the pot does not change: the
    events and their rounds are the log's).  Each table is cut once for all of them: slices of
    the worker's rows between those hands' rows and the rebuilt rows, in one concatenation, with
    the column ``_h`` set once (a filter of every table, its events too, for each chunk with such
    a hand grew this process by some 100 MB over 150,000 hands; two Arrow kernels per table and
    hand cost the parent ~3 ms a hand judged again, ~10 us a hand of the ingest, now 1.5-2 us)."""
    tables = rows.tables
    again = rebuilt[0][1][0]
    pairs: list[tuple[int, int]] = []       # (the hand's row in the chunk, its row in ``again``)
    for i, (_rows, j) in rebuilt:
        r, new_r = rows.row[i], again.row[j]
        if r >= 0 and new_r >= 0:       # (judged again only when it had a hand's rows, and so has now)
            pairs.append((r, new_r))
            rows.found[i] = again.found[j]
    if not pairs:
        return
    pairs.sort()
    rs = np.array([r for r, _ in pairs], np.int32)
    new_rs = np.array([new_r for _, new_r in pairs], np.int32)
    for name in ("hands", *(t for t in PER_HAND if t != "events")):
        old, new = tables.get(name), again.tables.get(name)
        if name == "hands":
            parts, at = [], 0
            for r, new_r in pairs:
                parts += [old.slice(at, r - at), new.slice(new_r, 1)]
                at = r + 1
            parts.append(old.slice(at))
            tables[name] = pa.concat_tables(parts)
            continue
        # the rows of a table name their hand (``_h``) in ascending order: a hand's rows are a run,
        # found for every hand at once by a binary search
        old_h = old.column("_h").to_numpy() if old is not None else np.zeros(0, np.int32)
        new_h = new.column("_h").to_numpy() if new is not None else np.zeros(0, np.int32)
        lows, highs = np.searchsorted(old_h, rs, "left"), np.searchsorted(old_h, rs, "right")
        new_lows, new_highs = np.searchsorted(new_h, new_rs, "left"), np.searchsorted(new_h, new_rs, "right")
        parts, h, at = [], [], 0
        for r, lo, hi, n_lo, n_hi in zip(rs.tolist(), lows.tolist(), highs.tolist(), new_lows.tolist(),
                                         new_highs.tolist()):
            if lo > at:
                parts.append(old.slice(at, lo - at))
                h.append(old_h[at:lo])
            if n_hi > n_lo:
                parts.append(new.slice(n_lo, n_hi - n_lo))
                h.append(np.full(n_hi - n_lo, r, np.int32))
            at = hi
        if at < len(old_h):
            parts.append(old.slice(at))
            h.append(old_h[at:])
        if not parts:
            if old is not None:
                tables[name] = old.slice(0, 0)
            continue
        table = pa.concat_tables(parts)
        k = table.schema.get_field_index("_h")
        tables[name] = table.set_column(k, table.schema.field(k), pa.array(np.concatenate(h), pa.int32()))


def patch_counts(hands: pa.Table, patched: dict[int, Checked]) -> pa.Table:
    """The hands' finding counts and worst severity after the session checks added findings."""
    cols = {name: hands.column(name).to_pylist() for name in ("n_findings", "n_errors", "worst")}
    for r, c in patched.items():
        cols["n_findings"][r] = len(c.findings)
        cols["n_errors"][r] = count_errors(c.findings)
        cols["worst"][r] = worst_severity(c.findings)
    for name, values in cols.items():
        i = hands.schema.get_field_index(name)
        hands = hands.set_column(i, hands.schema.field(i), pa.array(values, hands.schema.field(i).type))
    return hands
