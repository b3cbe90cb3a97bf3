"""Files that ship with the package: SQL in ``schemas/``, Jinja templates in ``reports/``.

In a wheel they are installed as ``audit/schemas`` and ``audit/reports``
(pyproject.toml maps them); in a checkout (or an editable install) they sit
beside the ``audit`` folder.  Both layouts are looked up, the installed one first.

SQL files may hold several named statements, each introduced by a line
``-- name: NAME``; :func:`queries` returns them by name.
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources
from pathlib import Path

_HERE = Path(__file__).resolve().parent
_NAME = re.compile(r"^--\s*name:\s*([A-Za-z0-9_]+)\s*$", re.M)


@cache
def resource_dir(name: str) -> Path:
    """The folder ``schemas`` or ``reports``, wherever the package finds it."""
    try:
        found = resources.files(f"audit.{name}")
        path = Path(str(found))
        if path.is_dir():
            return path
    except (ModuleNotFoundError, TypeError, ValueError):
        pass
    for base in (_HERE / name, _HERE.parent / name):
        if base.is_dir():
            return base
    raise FileNotFoundError(f"the {name!r} folder of handaudit is missing (looked in {_HERE} and {_HERE.parent})")


@cache
def sql_text(relpath: str) -> str:
    """The text of ``schemas/<relpath>``."""
    return (resource_dir("schemas") / relpath).read_text(encoding="utf-8")


@cache
def queries(relpath: str) -> dict[str, str]:
    """The named statements of ``schemas/<relpath>`` (``-- name: X`` starts statement X)."""
    return named_statements(sql_text(relpath), f"schemas/{relpath}")


def named_statements(text: str, origin: str) -> dict[str, str]:
    """The statements of SQL ``text`` by name (``-- name: X`` starts statement X); ``origin``
    names the text in the error when it holds none."""
    parts = _NAME.split(text)
    out: dict[str, str] = {}
    for i in range(1, len(parts), 2):
        body = parts[i + 1].strip().rstrip(";").strip()
        out[parts[i]] = body
    if not out:
        raise ValueError(f"{origin} holds no '-- name:' statement")
    return out


def templates_dir() -> Path:
    return resource_dir("reports")
