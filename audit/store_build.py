"""The store's rows of a chunk of checked hands, built in the worker process that replayed them.

:func:`build_rows` is the ``build`` step of :func:`audit.runner.validate_chunks` for
``ingest``: it turns each replayed hand of a chunk into the rows of every table
(:class:`audit.store_rows.Batch`) and sends them back as Arrow tables, which cost
little to pickle, so that the parent only runs the session checks, filters the
rows of hands it does not store and inserts the rest (:mod:`audit.store_write`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import msgspec

from .replay import effective_rules
from .readers.paths import stored_path
from .store_rows import Batch, session_key


class ChunkRows(msgspec.Struct):
    """The rows of a chunk's replayed hands.

    ``row[i]``: the row in ``tables["hands"]`` of the chunk's i-th record (-1: no row, the
    record is malformed); ``found[i]``: how many of its findings the rows hold (the
    session checks, run later in the parent, may add some).
    """

    tables: dict[str, Any]
    row: list[int]
    found: list[int]


def build_rows(checked: Iterable, defaults: dict[str, Any] | None) -> ChunkRows:
    """The rows of every replayed hand of ``checked`` (records of :func:`audit.runner.check_record`,
    taken one at a time)."""
    batch = Batch()
    row: list[int] = []
    found: list[int] = []
    absolute: dict[str, str] = {}
    for c in checked:
        hand, result = c.hand, c.result
        if hand is None or result is None or c.error is not None:
            row.append(-1)
            found.append(0)
            continue
        file = absolute.get(c.file)
        if file is None:    # the path as the store writes it (store_write.Writer does alike)
            file = absolute[c.file] = stored_path(c.file)
        session = session_key(hand.session, file)
        rules = effective_rules(hand, defaults)
        row.append(batch.add_hand(session, file, c.line, 0, hand, result, c.findings, rules,
                                  c.facts.digest if c.facts is not None else 0, c.native, c.carried_from,
                                  c.table))
        found.append(len(c.findings))
    return ChunkRows(batch.tables(), row, found)
