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
    return None


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
