"""An output file of JSON Lines (``simulate -o``, ``convert -o``): gzip when its name ends in ``.gz``.

A write the file system refuses (a full disk, a quota) is the user's to fix, not a
defect: it becomes a :class:`UserError` naming the file and the reason, and the
incomplete file is removed (a regular file only: never a device such as ``/dev/full``),
so that no truncated log is left behind looking whole.  So is the file of a command stopped
by anything else (an interrupt: Ctrl-C, ``kill``, ``timeout``, a closed terminal; an input that
cannot be read): its last whole line ends a
log that would check clean, and say nothing of the hands it lacks.
"""

from __future__ import annotations

import gzip
import os
import signal
import stat
import threading
from pathlib import Path

from .errors import UserError


#: The names of the standard output (``-o -`` is the first).
_STDOUT = ("/dev/stdout", "/dev/fd/1", "/proc/self/fd/1")


def shown_output(path: str | os.PathLike) -> str:
    """How an output is named to the user: "the standard output" for ``-o -`` (``/dev/stdout``) and
    the standard output's other names, the path as given for any other."""
    return "the standard output" if str(path) in _STDOUT else str(path)


#: Signals that stop a command writing a file, as an interrupt does.
_STOPS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


def _interrupt(signum, frame):
    raise KeyboardInterrupt


class LinesOut:
    """``with LinesOut(name) as out: out.write(line)`` (each ``line`` ends in a newline)."""

    def __init__(self, name: str | Path) -> None:
        self.path = Path(name)
        if str(self.path) in _STDOUT:
            # the standard output as it is: opened again by its name it would be truncated (a file
            # the shell appends to, or that other output went to first, would lose it), and it is
            # never removed
            import sys
            sys.stdout.flush()
            self.f = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
            self.regular = None
            return
        try:
            # gzip with no time in its header: the same hands make the same bytes (simulate's seed)
            self.f = gzip.GzipFile(self.path, "wb", mtime=0) if self.path.name.endswith(".gz") \
                else open(self.path, "wb")
        except OSError as e:
            raise UserError(f"{name}: {e.strerror or e}") from None
        try:    # only a regular file is removed on failure (never /dev/full, a pipe, a terminal)
            st = os.stat(self.path)
            self.regular: tuple[int, int] | None = (st.st_dev, st.st_ino) if stat.S_ISREG(st.st_mode) else None
        except OSError:
            self.regular = None

    def write(self, data: bytes) -> None:
        try:
            self.f.write(data)
        except OSError as e:
            self._failed(e)

    def close(self) -> None:
        try:
            self.f.close()
        except OSError as e:
            self._failed(e)

    def _failed(self, e: OSError) -> None:
        left = self._abandon()
        if isinstance(e, BrokenPipeError) and self.regular is None and str(self.path) in _STDOUT:
            # the standard output's reader went away (`simulate -o - | head -1`): said as every
            # command says it (audit.cli.user_errors), not as "/dev/stdout: could not write"
            raise BrokenPipeError(e.errno, e.strerror) from None
        raise UserError(f"{shown_output(self.path)}: could not write: {e.strerror or e}{left}") from None

    def _abandon(self) -> str:
        """Close the file and remove it, if it is still the regular file opened; say what is left."""
        try:
            self.f.close()
        except OSError:
            pass        # the same failure again, flushing what was left
        if self.regular is None:
            return ""
        try:
            st = os.stat(self.path)
            if (st.st_dev, st.st_ino) == self.regular:
                self.path.unlink()
                return " (the incomplete file was removed)"
        except OSError:
            pass
        return " (the file is incomplete)"

    def __enter__(self) -> LinesOut:
        # stopped by ``kill``, ``timeout`` or a closed terminal as by Ctrl-C: the file goes (below)
        self.signals = {}
        if threading.current_thread() is threading.main_thread():
            for sig in _STOPS:
                self.signals[sig] = signal.signal(sig, _interrupt)
        return self

    def __exit__(self, kind, value, tb) -> None:
        for sig, before in self.signals.items():
            signal.signal(sig, before)
        if kind is None:
            self.close()
        else:       # another error (an unreadable input, an interrupt): the incomplete file goes
            self._abandon()
