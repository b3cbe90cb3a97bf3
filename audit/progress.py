"""A progress bar on a terminal, nothing otherwise."""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from typing import TypeVar

T = TypeVar("T")


def track(items: Iterable[T], label: str, total: int | None = None, stream=None,
          size=None) -> Iterator[T]:
    """Yield ``items``, showing progress on a terminal.  ``size(item)`` counts the
    hands in an item (a chunk of records); by default each item is one."""
    stream = stream or sys.stderr
    if stream is None or not stream.isatty():      # (None: started with the error output closed)
        yield from items
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    columns = [TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn()]
    from rich.console import Console

    with Progress(*columns, console=Console(file=stream), transient=True) as progress:
        task = progress.add_task(label, total=total)
        n = 0
        shown = 0
        for item in items:
            yield item
            n += size(item) if size else 1
            if n - shown >= 500:
                progress.update(task, completed=n)
                shown = n
