"""Putting a finished report in place of the one already in ``--out``, all or nothing.

The site is written into a hidden folder of its own inside ``--out`` (:func:`audit.report.write_report`);
once every page is written, :func:`publish` swaps it in by renames within that folder's file
system.  First it checks that every file and folder of the new site can go where it goes (a
file of the user's named ``hands`` where the report needs a folder stops it before anything
moves).  Then the files it replaces, and the pages an earlier report wrote that the new one does
not have (only ours: ``h``/``p``/``s`` and 16 hex digits in ``hands/``, ``players/``,
``sessions/``, and ``findings-N.html``; any other file is the user's and stays), are moved
aside into a second hidden folder, and the new files moved in.  A rename that fails (a page
made immutable, a full directory) puts everything back: the new files out, the old ones
back, and says which file failed.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from pathlib import Path

from .errors import UserError

#: An earlier report's pages, by folder: only these are ours to remove.
_OURS = {"hands": re.compile(r"h[0-9a-f]{16}\.html"), "players": re.compile(r"p[0-9a-f]{16}\.html"),
         "sessions": re.compile(r"s[0-9a-f]{16}\.html"), ".": re.compile(r"findings-[1-9][0-9]*\.html")}


#: What a report writes at the top of ``--out`` (its pages and folders; tests check a report's).
REPORT_NAMES = frozenset(("index.html", "disputes.html", "findings.html", "findings-data.js", "players.html",
                          "sessions.html", "hands", "players", "sessions"))


def in_the_report(out: Path, path: Path) -> bool:
    """Whether ``path`` (a database, say) lies where a report written to ``out`` puts its pages
    (review of session 64: ``--db rep/index.html --out rep`` had the store written over)."""
    try:
        rel = path.resolve().relative_to(out.resolve())
    except ValueError:
        return False
    first = rel.parts[0] if rel.parts else ""
    return first in REPORT_NAMES or _OURS["."].fullmatch(first) is not None


def _plan(stage: Path, out: Path) -> tuple[list[Path], list[tuple[Path, Path]]]:
    """The folders the new site needs in ``out`` and its files (where they are, where they go),
    after checking that each can go there."""
    folders: list[Path] = []
    files: list[tuple[Path, Path]] = []
    for folder, _, names in os.walk(stage):
        rel = Path(folder).relative_to(stage)
        target = out / rel
        if rel != Path(".") and (os.path.lexists(target) and not target.is_dir()):
            raise UserError(f"{target}: the report needs a folder here, but it is "
                            + ("a link to no folder" if target.is_symlink() else "a file of yours")
                            + " (nothing of the new report was put in place: the report already there is as it was)")
        folders.append(target)
        for name in names:
            dest = target / name
            if dest.is_dir() and not dest.is_symlink():
                raise UserError(f"{dest}: the report writes a page here, but it is a folder "
                                "(nothing of the new report was put in place: the report already there is as it was)")
            files.append((Path(folder) / name, dest))
    return folders, files


def _replaced(out: Path, files: list[tuple[Path, Path]]) -> list[Path]:
    """The files in ``out`` that the new site replaces or removes: those it writes anew, and
    an earlier report's pages it does not have."""
    new = {dest for _, dest in files}
    old = [dest for dest in new if os.path.lexists(dest)]
    for sub, ours in _OURS.items():
        folder = out / sub
        if folder.is_dir():
            old += [f for f in folder.iterdir() if ours.fullmatch(f.name) and f.is_file() and f not in new]
    return old


def publish(stage: Path, out: Path) -> None:
    """Put the site written in ``stage`` in place of the report in ``out`` (see the module's doc);
    ``stage`` is removed either way."""
    aside: Path | None = None
    made: list[Path] = []                    # folders created for the new site
    moved_aside: list[tuple[Path, Path]] = []   # (where it was, where it is now)
    moved_in: list[Path] = []
    doing = out
    try:
        folders, files = _plan(stage, out)
        aside = Path(tempfile.mkdtemp(prefix=".handaudit-old-", dir=out))
        for k, old in enumerate(_replaced(out, files)):
            doing = old
            keep = aside / str(k)
            os.replace(old, keep)
            moved_aside.append((old, keep))
        for folder in folders:
            doing = folder
            if not folder.is_dir():     # (a link to a folder is a folder)
                folder.mkdir()
                made.append(folder)
        for src, dest in files:
            doing = dest
            os.replace(src, dest)
            moved_in.append(dest)
    except BaseException as e:
        # (Ctrl-C too: whatever stops it midway puts the old report back)
        restored = _put_back(moved_in, made, moved_aside)
        if restored and aside is not None:
            shutil.rmtree(aside, ignore_errors=True)
        if not isinstance(e, OSError):
            raise
        raise UserError(f"{doing}: could not put the report in place: {e.strerror or e} ("
                        + ("nothing of it was put in place: the report already there is as it was)" if restored else
                           "and the report already there could not all be put back: some of its pages are in "
                           f"{aside})")) from None
    finally:
        shutil.rmtree(stage, ignore_errors=True)
    if aside is not None:
        shutil.rmtree(aside, ignore_errors=True)


def _put_back(moved_in: list[Path], made: list[Path], moved_aside: list[tuple[Path, Path]]) -> bool:
    """Undo a publish that failed midway; False when something could not be put back (its copy
    is then left in the folder it was moved aside to)."""
    whole = True
    for dest in reversed(moved_in):
        try:
            dest.unlink()
        except OSError:
            whole = False
    for folder in reversed(made):
        try:
            folder.rmdir()
        except OSError:
            pass
    for old, keep in reversed(moved_aside):
        try:
            os.replace(keep, old)
        except OSError:
            whole = False
    return whole
