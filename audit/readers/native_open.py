"""Opening a log file for the readers: plain, gzip-compressed (ISA-L's igzip where it is
installed) or UTF-16 text; its head, its lines as bytes (a line too long to hold a hand, and the
damage that stops a compressed file, as :class:`Broken` lines), or its text line by line
(:class:`TextLines`).  The native reader (:mod:`audit.readers.native`) decodes the lines; the PHH
and PokerStars readers take the text."""

from __future__ import annotations

import gzip
import io
import zlib
from collections.abc import Iterator
from pathlib import Path

from . import SESSION_UNREAD, InputError, Record

try:        # Intel's ISA-L: the same gzip, inflated about 2.7x faster (3.8 against 10.4 us a hand)
    from isal import igzip as _gzip
    from isal.igzip_lib import IsalError as _IsalError
except ImportError:  # pragma: no cover - a platform without its wheels
    _gzip = gzip
    _IsalError = zlib.error

#: What reading a damaged or cut-off file raises (ISA-L's error for a bad deflate block is
#: none of the standard library's).
READ_ERRORS = (OSError, EOFError, zlib.error, _IsalError)
#: The byte order marks of UTF-16 (a file that starts with one is read as UTF-16).
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")


class open_bytes:
    """Opens a possibly gzip-compressed file; gives its head, its lines or its text.  A file that
    starts with a UTF-16 byte order mark is decoded, and its lines come as UTF-8 like any other's."""

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            with open(path, "rb") as f:
                magic = f.read(2)
        except OSError as e:
            raise InputError(f"{path}: {e.strerror or e}") from None
        self.gz = magic == b"\x1f\x8b"
        self.utf16 = self._first_bytes(magic) in _UTF16_BOMS

    def _first_bytes(self, magic: bytes) -> bytes:
        if not self.gz:
            return magic
        try:
            with _gzip.open(self.path, "rb") as f:
                return f.read(2)
        except READ_ERRORS:
            return b""

    def _open(self):
        try:
            f = _gzip.open(self.path, "rb") if self.gz else open(self.path, "rb")
        except OSError as e:
            raise InputError(f"{self.path}: {e.strerror or e}") from None
        return _Utf16(f) if self.utf16 else f

    def head_chunks(self, size: int = 1 << 16, limit: int = 1 << 20) -> Iterator[bytes]:
        """The file's first ``limit`` bytes, ``size`` at a time, as far as they can be read (a
        damaged gzip file: as far as :meth:`_salvage` gets)."""
        got = 0
        try:
            with self._open() as f:
                while got < limit and (chunk := f.read(size)):
                    got += len(chunk)
                    yield chunk
            return
        except READ_ERRORS:
            if not self.gz or self.utf16:
                return
        seen = 0
        for chunk in self._salvage():
            if seen + len(chunk) > got:
                yield chunk[max(0, got - seen):]
            seen += len(chunk)
            if seen >= limit:
                return

    def lines(self) -> Iterator[bytes | Broken]:
        """The file's lines, each at most :data:`MAX_LINE` bytes: a longer one is a :class:`Broken`
        item in its place (it holds no hand; it is skipped, and memory stays bounded however the
        file is made).  If the file cannot be read to its end (a gzip file cut off or damaged, a
        read error), a last :class:`Broken` item says why, and the lines before it stand: every
        whole line of a cut-off gzip file is read (see :meth:`_salvage`)."""
        n = 0
        with_end = MAX_LINE + 2         # the most bytes of a line with its end (\r\n)
        with self._open() as f:
            readline = f.readline
            try:
                while line := readline(with_end):
                    n += 1
                    if len(line) > MAX_LINE and _too_long(line):
                        if not line.endswith(b"\n"):
                            while (more := readline(with_end)) and not more.endswith(b"\n"):
                                pass
                        yield Broken(_TOO_LONG, final=False)
                    else:
                        yield line
                return
            except READ_ERRORS as e:
                broken = Broken(_broken_reason(e))
        if self.gz and not self.utf16:     # the fast reader dropped the lines it had inflated with the failing block
            rest = b""
            seen = 0
            long_line = False       # the line being read is already too long
            for chunk in self._salvage():
                parts = (rest + chunk).split(b"\n")
                rest = parts.pop()
                for part in parts:
                    seen += 1
                    if seen > n:
                        yield Broken(_TOO_LONG, final=False) if long_line or _too_long(part) else part + b"\n"
                    long_line = False
                if len(rest) > MAX_LINE + 1:
                    rest = b""
                    long_line = True
        yield broken

    def _salvage(self) -> Iterator[bytes]:
        """The bytes of a gzip file inflated with the standard library, member by member, as far
        as they go (up to the cut or the damage, where it stops quietly).  Each member is
        inflated as raw deflate data and its checksum compared after, so that the data of a
        member that fails its check (a bit flipped) is all given before it stops."""
        try:
            with open(self.path, "rb") as f:
                chunks = iter(lambda: f.read(1 << 16), b"")
                buf = b""
                while True:
                    while (head := _gzip_header(buf)) is None and (chunk := next(chunks, b"")):
                        buf += chunk
                    if not head:
                        return          # the end, or no gzip member
                    d = zlib.decompressobj(wbits=-15)
                    data, crc, size = buf[head:], 0, 0
                    while True:
                        d_before = d.copy()
                        try:
                            out = d.decompress(data)
                        except zlib.error:
                            # damaged data: what inflates before the damage, a byte at a time
                            yield from _inflate_until_damage(d_before, data)
                            return
                        if out:
                            crc = zlib.crc32(out, crc)
                            size += len(out)
                            yield out
                        if d.eof:
                            buf = d.unused_data
                            break
                        if not (data := next(chunks, b"")):
                            return      # cut off
                    while len(buf) < 8 and (chunk := next(chunks, b"")):
                        buf += chunk
                    if buf[:8] != (crc.to_bytes(4, "little") + (size & 0xFFFFFFFF).to_bytes(4, "little")):
                        return          # damaged (or cut off in its trailer)
                    buf = buf[8:].lstrip(b"\0")      # the next member, after any padding
                    while not buf and (chunk := next(chunks, b"")):
                        buf = chunk.lstrip(b"\0")
        except (OSError, zlib.error):
            return

    def text_lines(self) -> TextLines:
        """The file's text line by line (see :class:`TextLines`), read as it is used."""
        return TextLines(self)


class TextLines:
    """The lines of a text file, split at line feeds only (a ``\\r\\n`` ends a line too; a lone
    ``\\r``, a form feed or a Unicode line separator is a character of its line, so that line
    numbers are every editor's), decoded as UTF-8 one line at a time, every byte order mark
    dropped.  After the iteration, ``count`` is how many lines were read, ``skipped`` the lines
    too long to read (line number, :class:`Broken`: each was read as a blank line), ``broken``
    why reading stopped early (None: at the end) and ``undecodable`` the lines that are not
    UTF-8 (line number, what is wrong: each was read with U+FFFD in place of its bad bytes)."""

    def __init__(self, opener: open_bytes) -> None:
        self.opener = opener
        self.count = 0
        self.skipped: list[tuple[int, Broken]] = []
        self.broken: Broken | None = None
        self.undecodable: list[tuple[int, str]] = []

    def __iter__(self) -> Iterator[str]:
        for raw in self.opener.lines():
            if raw.__class__ is Broken:
                if raw.final:
                    self.broken = raw
                    return
                self.count += 1
                self.skipped.append((self.count, raw))
                yield ""
                continue
            self.count += 1
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as e:
                text = raw.decode("utf-8", errors="replace")
                self.undecodable.append((self.count, _not_utf8(raw, e)))
            if "\ufeff" in text:   # a byte order mark starts the file, or each of files joined with cat
                text = text.replace("\ufeff", "")
            if text.endswith("\n"):
                text = text[:-2] if text.endswith("\r\n") else text[:-1]
            yield text


def _not_utf8(raw: bytes, e: UnicodeDecodeError) -> str:
    return f"its byte {e.start + 1} (0x{raw[e.start]:02x}) is not UTF-8"


class _Utf16:
    """A binary file of UTF-16 text (after its byte order mark) read as UTF-8 bytes: ``read`` and
    ``readline`` (split at line feeds only) as a binary file's."""

    def __init__(self, raw) -> None:
        self.text = io.TextIOWrapper(raw, encoding="utf-16", errors="replace", newline="\n")

    def read(self, n: int = -1) -> bytes:
        return self.text.read(n).encode("utf-8", "replace")

    def readline(self, limit: int = -1) -> bytes:
        return self.text.readline(limit).encode("utf-8", "replace")

    def __enter__(self) -> _Utf16:
        return self

    def __exit__(self, *exc) -> None:
        self.text.close()


#: The longest line read (a hand of 400,000 events); a longer line is skipped as holding no hand.
MAX_LINE = 16 << 20


def _too_long(line: bytes) -> bool:
    """Whether a line (with its end, ``\n`` or ``\r\n``, or none) holds more than MAX_LINE bytes."""
    if line.endswith(b"\n"):
        line = line[:-2] if line.endswith(b"\r\n") else line[:-1]
    elif line.endswith(b"\r"):
        line = line[:-1]        # of a "\r\n" cut in two (a part of the salvage: no "\n")
    return len(line) > MAX_LINE
_TOO_LONG = f"a line longer than {MAX_LINE >> 20} MiB holds no hand: skipped"


class Broken:
    """A line that cannot be read: the file's last (``final``: it is unreadable from there on, and
    what came before is kept), or one too long to hold a hand (the next lines are read)."""

    __slots__ = ("final", "reason")

    def __init__(self, reason: str, final: bool = True) -> None:
        self.reason = reason
        self.final = final

    def record(self, name: str, line: int) -> Record:
        """The malformed record that reports it, at the line that could not be read.  Its session
        and table are not read (a line too long, or cut off by the damage): it may have been a hand
        of any session of its file, and breaks every one (review of session 60: the next hand of
        its table was checked against the hand before it)."""
        return Record(name, line, None, self.reason, unread=SESSION_UNREAD)


def _inflate_until_damage(d, data: bytes) -> Iterator[bytes]:
    """What ``d`` (a decompressor) inflates of ``data`` before the damage in it, fed a byte at a
    time (a call that meets the damage gives nothing of what it inflated)."""
    for k in range(len(data)):
        try:
            out = d.decompress(data[k:k + 1])
        except zlib.error:
            return
        if out:
            yield out
        if d.eof:
            return


def _gzip_header(buf: bytes) -> int | None:
    """The length of the gzip member header ``buf`` begins with (RFC 1952); None when ``buf``
    is too short to tell, 0 when it is no gzip header."""
    if len(buf) < 10:
        return None if b"\x1f\x8b\x08".startswith(buf[:3]) else 0
    if buf[:3] != b"\x1f\x8b\x08":
        return 0
    flags, pos = buf[3], 10
    if flags & 4:                       # FEXTRA
        if len(buf) < pos + 2:
            return None
        pos += 2 + int.from_bytes(buf[pos:pos + 2], "little")
    for bit in (8, 16):                 # FNAME, FCOMMENT: zero-terminated
        if flags & bit:
            end = buf.find(b"\0", pos)
            if end < 0:
                return None
            pos = end + 1
    if flags & 2:                       # FHCRC
        pos += 2
    return pos if len(buf) >= pos else None


#: The errors of a gzip member whose data inflates but does not match its checksum or length:
#: damaged somewhere in what was read (a bit flipped), which nothing tells where.
_CHECK_FAILED = ("crc check failed", "incorrect data check", "incorrect length")


def _broken_reason(e: BaseException) -> str:
    if any(s in str(e).lower() for s in _CHECK_FAILED):
        return (f"the compressed file fails its integrity check: some of the data read before this "
                f"line is damaged (where, nothing tells), so the hands read from it may not be the "
                f"log's and their findings may come from the damage; the file cannot be read past "
                f"this line: {e}")
    return (f"the file cannot be read past this line, so the hands from here on are missing "
            f"(a compressed file cut off or damaged?): {e}")
