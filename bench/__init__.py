"""Benchmarks (run as scripts: ``python bench/<name>.py --help``).

They measure the *installed* handaudit: ``pip install .`` builds the compiled package
(setup.py), an editable install or a plain checkout runs the pure-Python source.  Each
script prints which one it measured.  The checkout is put at the END of ``sys.path`` (for
``tests/``'s PokerKit harness), so an installed package wins over the checkout's source.
"""

from __future__ import annotations

from pathlib import Path


def build_name() -> str:
    """'compiled (Cython)' or 'pure Python': what ``import audit`` gives this interpreter."""
    import audit.games.stud as stud

    where = stud.__file__ or ""
    kind = "compiled (Cython)" if where.endswith((".so", ".pyd")) else "pure Python"
    note = Path(where).parents[1] / "BUILD.txt"     # setup.py's note of a profile-guided build
    if kind != "pure Python" and note.is_file():
        kind = f"compiled (Cython, {note.read_text().strip()})"
    return f"handaudit {kind} from {where.rsplit('/audit/', 1)[0]}"
