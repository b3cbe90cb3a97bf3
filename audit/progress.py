"""A progress bar on a terminal, nothing otherwise."""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from typing import TypeVar

T = TypeVar("T")


def track(items: Iterable[T], label: str, total: int | None = None, stream=None) -> Iterator[T]:
    stream = stream or sys.stderr
    if not stream.isatty():
        yield from items
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    columns = [TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn()]
    from rich.console import Console

    with Progress(*columns, console=Console(file=stream), transient=True) as progress:
        task = progress.add_task(label, total=total)
        for n, item in enumerate(items, 1):
            yield item
            if n % 500 == 0:
                progress.update(task, completed=n)
