"""The ``--rules`` file of ``check``, ``ingest`` and ``audit``: read once, checked before any hand,
its faults the file's (a usage error naming it), not every hand's."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer

from .errors import UserError
from .untrusted import for_terminal, quoted


#: The deepest nesting of a rules file's JSON (no option nests more than three levels).
RULES_NESTING = 64


def _nesting(value: Any) -> int:
    """How deep lists and objects nest in ``value`` (1: a flat object), counted without recursion."""
    deepest = 0
    todo = [(value, 1)]
    while todo:
        v, depth = todo.pop()
        if isinstance(v, dict):
            v = list(v.values())
        elif not isinstance(v, list):
            continue
        deepest = max(deepest, depth)
        if depth <= RULES_NESTING:
            todo.extend((x, depth + 1) for x in v)
    return deepest


#: the most a ``--rules`` file may hold
RULES_BYTES = 1 << 20


def load_rules(path: Path | None) -> dict[str, Any] | None:
    """The rule options of a ``--rules`` file, checked now: a value no game can take is the
    file's fault (exit 2 naming it), not every hand's; an option no game has is ignored, as in
    a hand's rules, with a warning."""
    if path is None:
        return None
    from .options import check_defaults
    from .protocol import RulesError

    try:
        # read up to a bound: a rules file is small, and a device (/dev/zero) filled memory to a
        # MemoryError traceback (review of session 63); a pipe, /dev/stdin, still reads
        with open(path, "rb") as f:
            raw = f.read(RULES_BYTES + 1)
        if len(raw) > RULES_BYTES:
            raise UserError(f"{path}: not a rules file (more than {RULES_BYTES // 1024 // 1024} MiB)")
        data = json.loads(raw.decode("utf-8-sig"))
    except OSError as e:
        raise UserError(f"{path}: {e.strerror or e}") from None
    except ValueError as e:
        raise UserError(f"{path}: not valid JSON ({e})") from None
    except RecursionError:
        raise UserError(f"{path}: not valid JSON (nested too deeply)") from None
    if not isinstance(data, dict):
        raise UserError(f"{path}: the rules file must hold a JSON object of rule options")
    if _nesting(data) > RULES_NESTING:
        # (the rules go to the workers with each chunk: pickled there, a value nested some
        # hundreds deep stopped the run with a traceback, and only with --jobs 2: review of session 58)
        raise UserError(f"{path}: not valid rules (nested more than {RULES_NESTING} levels deep)")
    try:
        unknown = check_defaults(data)
    except RulesError as e:
        raise UserError(f"{path}: {e}") from None
    if unknown:
        names = ", ".join(quoted(k) for k in unknown)   # escaped once, where shown
        typer.echo(for_terminal(f"handaudit: {path}: no game has the rule option{'s' if len(unknown) > 1 else ''} "
                                f"{names}: ignored"), err=True)
    return data
