"""Which format a file holds, from its content: the lines that are recognisably one.

A native hand is a JSON object with ``"format"`` or ``"hand_id"``; a PokerStars hand
starts with its header line (``PokerStars Game #...: ...``, or a PokerStars header of a form the
reader does not know, read as a malformed hand); a PHH hand has TOML lines
``key = value`` with keys only PHH uses (``variant``, ``antes``, ``actions``...).  Lines
that are none of these (a note, a title, a broken record) decide nothing, and the first
few lines that are recognisable (:data:`VOTES`) decide by majority (a tie: the first): a
junk first line, or a note that mentions "PokerStars" or "variant", cannot make a file of
native hands read as another format.  The junk line is then read in the file's format (a
``malformed`` record).  A file with no recognisable line in its first MiB is read as
native JSON Lines, or PHH when its name ends in ``.phh`` or ``.phhs``.
"""

from __future__ import annotations

import re

from .pokerstars_lines import starts_hand

_BOM = b"\xef\xbb\xbf"
#: Keys of PHH that no other format's line starts with.
_PHH_LINE = re.compile(
    rb"\s*(?:variant|ante_trimming_status|antes|blinds_or_straddles|bring_in|small_bet|big_bet|min_bet"
    rb"|starting_stacks|finishing_stacks|winnings|actions)\s*=")
#: How far into a native line its keys are looked for.
_KEYS_WITHIN = 4096
#: How much of a file is looked at (a junk first line may be long).
HEAD_LIMIT = 1 << 20


def line_format(line: bytes) -> str | None:
    """``native``, ``pokerstars`` or ``phh`` when ``line`` (or its start) is recognisably a line
    of that format, else None."""
    s = line.lstrip()
    if s.startswith(_BOM):
        s = s[3:].lstrip()
    if s[:1] == b"{":
        top = s[:_KEYS_WITHIN]
        return "native" if b'"format"' in top or b'"hand_id"' in top else None
    if s.startswith(b"PokerStars "):
        text = s[:1000].decode("utf-8", "replace").strip()
        return "pokerstars" if starts_hand(text, False) else None
    if _PHH_LINE.match(s):
        return "phh"
    if _PS_TABLE.match(s) or _PS_SEAT.match(s):
        # a hand's table or seat line: a PokerStars hand whose header line is lost is still read
        # as one (one malformed record, not one "invalid JSON" per line; review of session 65)
        return "pokerstars"
    return None


#: A PokerStars table line (``Table 'Laodica IV' 6-max Seat #2 is the button``) and seat line
#: (``Seat 1: dantho ($2.10 in chips)``).
_PS_TABLE = re.compile(rb"Table '[^\r\n]*' \d+-max\b")
_PS_SEAT = re.compile(rb"Seat \d+: [^\r\n]* \([^\r\n]*in chips[^\r\n]*\)")

#: How many recognisable lines decide.
VOTES = 8


def _vote(lines: list[bytes], votes: dict[str, int]) -> bool:
    """Count the formats of ``lines`` into ``votes``; True once :data:`VOTES` lines are counted."""
    n = sum(votes.values())
    for line in lines:
        fmt = line_format(line)
        if fmt is not None:
            votes[fmt] = votes.get(fmt, 0) + 1
            n += 1
            if n >= VOTES:
                return True
    return False


def _decided(votes: dict[str, int]) -> str | None:
    return max(votes, key=votes.__getitem__) if votes else None   # a tie: the first seen


def recognise(head: bytes) -> str | None:
    """The format of most of the first recognisable lines of ``head`` (None: no line is)."""
    votes: dict[str, int] = {}
    _vote(head.split(b"\n"), votes)
    return _decided(votes)


def guess(name: str) -> str:
    """The format of a file without a recognisable line: by its name."""
    return "phh" if name.lower().endswith((".phh", ".phhs")) else "native"


def detect_format(head: bytes, name: str = "") -> str:
    """``native``, ``pokerstars`` or ``phh``, from the first bytes of a file (see the module's doc)."""
    return recognise(head) or guess(name)


def file_format(opener, name: str, limit: int = HEAD_LIMIT, decide: bool = True) -> str | None:
    """The format of the file ``opener`` opens (:class:`.native.open_bytes`), from as much of its
    first ``limit`` bytes as it takes; with ``decide`` false, None when no line is recognisable."""
    votes: dict[str, int] = {}
    rest = b""
    chunks = opener.head_chunks(limit=limit)
    try:
        for chunk in chunks:
            lines = (rest + chunk).split(b"\n")
            rest = lines.pop()
            if _vote(lines, votes):
                break
        else:
            _vote([rest], votes)    # the last line, or the start of a long one
    finally:
        chunks.close()
    return _decided(votes) or (guess(name) if decide else None)


_ZSTD = "a zstd-compressed file (only gzip is read: decompress it first)"
#: Files of other kinds a folder of logs may hold, or that may be named by mistake (the store
#: itself, an archive of logs), by their first bytes: (offset, magic, what the file is).
_OTHER_KINDS = (
    (8, b"DUCK", "a DuckDB database (give it to --db)"),
    (0, b"SQLite format 3\x00", "an SQLite database"),
    (0, b"PK\x03\x04", "a zip archive (unpack it, and give the logs in it)"),
    (257, b"ustar", "a tar archive (unpack it, and give the logs in it)"),
    (0, b"PAR1", "a Parquet file"),
    (0, b"%PDF", "a PDF document"),
    (0, b"BZh", "a bzip2-compressed file (only gzip is read: decompress it first)"),
    # (what a gzip file holds, read decompressed: a gzip file again)
    (0, b"\x1f\x8b\x08", "a gzip file compressed twice (decompress it once first)"),
    (0, b"\xfd7zXZ\x00", "an xz-compressed file (only gzip is read: decompress it first)"),
    (0, b"\x28\xb5\x2f\xfd", _ZSTD),
    (0, b"7z\xbc\xaf\x27\x1c", "a 7-Zip archive (unpack it, and give the logs in it)"),
    (0, b"\x04\x22\x4d\x18", "an lz4-compressed file (only gzip is read: decompress it first)"),
    (0, b"\x5d\x00\x00", "an lzma-compressed file (only gzip is read: decompress it first)"),
)
#: a zstd file may start with a skippable frame (pzstd writes one): 0x184D2A50..5F, little-endian
_ZSTD_SKIPPABLE = b"\x2a\x4d\x18"
#: How large a file that may be one JSON document written over several lines is read whole.
_DOCUMENT_LIMIT = 64 << 20


def _text_like(magic: bytes) -> bool:
    return all(32 <= b < 127 or b in b"\t\r\n" for b in magic)


def _is_tar(head: bytes) -> bool:
    """``head`` starts with a tar header: its checksum right, and ``ustar`` at 257 or, in the old
    (v7) layout, a name and its number fields (mode, owner, group, size, time) written in octal."""
    if len(head) < 512:
        return False
    try:
        recorded = int(head[148:156].strip(b" \0") or b"-1", 8)
    except ValueError:
        return False
    if recorded != sum(head[:148]) + 8 * 32 + sum(head[156:512]):
        return False
    if head[257:262] == b"ustar":
        return True
    name = head[:100].split(b"\0", 1)[0]
    return bool(name) and all(32 <= b < 127 for b in name) and all(
        c in b"01234567 \0" for c in head[100:148])


def an_archive(opener) -> str | None:
    """Why a file is no log whatever its lines look like: an archive (a tar archive of logs holds
    their lines, which look like hands, after each file's header), or data no text starts with
    (:data:`_OTHER_KINDS` of magic bytes that are not text).  None: it may be a log."""
    chunks = opener.head_chunks(size=1 << 12, limit=1 << 12)
    try:
        head = next(chunks, b"")
    finally:
        chunks.close()
    if _is_tar(head):
        return "not a log: a tar archive (unpack it, and give the logs in it)"
    for at, magic, what in _OTHER_KINDS:
        if not _text_like(magic) and head[at:at + len(magic)] == magic:
            return f"not a log: {what}"
    if len(head) >= 4 and 0x50 <= head[0] <= 0x5F and head[1:4] == _ZSTD_SKIPPABLE:
        return f"not a log: {_ZSTD}"
    return None


def not_a_log(opener) -> str | None:
    """Why a file with no recognisable line is not read line by line (one ``malformed`` record
    saying so, in place of one for every line): a file of another kind (:data:`_OTHER_KINDS`), or
    a JSON document written over several lines (a pretty-printed hand, or a list of hands), which
    JSON Lines is not.  None: read it as its name says."""
    chunks = opener.head_chunks(size=1 << 16, limit=1 << 16)
    try:
        head = next(chunks, b"")
    finally:
        chunks.close()
    for at, magic, what in _OTHER_KINDS:
        if head[at:at + len(magic)] == magic:
            return f"not a log: {what}"
    first = head.removeprefix(_BOM).lstrip().split(b"\n", 1)[0].strip()
    if first not in (b"{", b"["):
        return None
    import msgspec

    chunks = opener.head_chunks(limit=_DOCUMENT_LIMIT + 1)
    try:
        data = b"".join(chunks)
    finally:
        chunks.close()
    if len(data) > _DOCUMENT_LIMIT:
        return None
    text = data.removeprefix(_BOM)
    lines = data.count(b"\n") + (not data.endswith(b"\n"))
    try:
        doc = msgspec.json.decode(text)
    except (msgspec.DecodeError, RecursionError):
        n = _documents(text)        # several, one after the other (what `jq .` writes of a log)
        if n < 2:
            return None
        return (f"not JSON Lines: {n} JSON documents (hands) written over {lines} lines; a log holds each "
                f"hand on one line of its own (jq -c . writes them so)")
    what, jq = ("a list of hands", "'.[]'") if isinstance(doc, list) else ("a hand", ".")
    return (f"not JSON Lines: one JSON document ({what}) written over {lines} lines; a log holds "
            f"each hand on one line of its own (jq -c {jq} writes them so)")


def _documents(data: bytes) -> int:
    """How many JSON objects ``data`` holds one after the other, whitespace between them (0 when
    it holds anything else)."""
    import json

    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return 0
    decoder = json.JSONDecoder()
    n = at = 0
    end = len(text)
    try:
        while True:
            while at < end and text[at] in " \t\r\n":
                at += 1
            if at == end:
                return n
            doc, at = decoder.raw_decode(text, at)
            if not isinstance(doc, dict):
                return 0
            n += 1
    except (ValueError, RecursionError):
        return 0
