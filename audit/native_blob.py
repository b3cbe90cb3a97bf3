"""A hand's native JSON as the store keeps it: deflated (zlib format) by the worker that built its rows.

Measured on the simulated million (2.8 kB of JSON a hand): DuckDB took about 70 us a
hand of the writer thread's CPU to store the JSON text (with its own zstd; ~45 us even
uncompressed: it copies every byte through its log and its checkpoints) and about 8 us
to store the deflated bytes (a quarter of the size), which cost the worker ~14 us with
Intel's ISA-L (~40 us with the standard library's zlib, used where ISA-L has no wheel).
Anything that reads ``hands.native`` inflates it with :func:`unpack` (standard zlib);
SQL reads it through the function ``handaudit_native`` that :func:`audit.store.connect`
registers on its connections (the ``event_details`` view).
"""

from __future__ import annotations

import zlib

from .errors import UserError

try:
    from isal import isal_zlib as _deflater
except ImportError:  # pragma: no cover - a platform without its wheels
    _deflater = zlib

LEVEL = 1       # ISA-L's level 1: a quarter of the size, about as small as its level 2


def pack(native: bytes) -> bytes:
    """The stored form of a hand's JSON."""
    return _deflater.compress(native, LEVEL)


def unpack(stored: bytes) -> bytes:
    """The hand's JSON from its stored form.  Bytes that do not inflate (a store damaged by hand
    or on disk) are the user's :class:`~audit.errors.UserError` (exit 2, one line), not a
    traceback (review of session 60)."""
    try:
        return zlib.decompress(stored)
    except (zlib.error, TypeError) as e:
        raise UserError(f"the database holds a hand whose stored log cannot be read ({e}): the store is "
                        f"damaged; ingest the logs again into a new one") from None
