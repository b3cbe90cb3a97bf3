"""PHH text cut into its hands, for a file whose TOML does not parse as one document (or holds a
hand another swallowed), so that only the broken hands are malformed.

A ``.phhs`` file is cut before its ``[key]`` table headers (one hand each); ``.phh`` files joined
with ``cat`` before each ``variant`` statement.  Which of the two a text is, its start says: a
``.phh`` hand's statements come before any table header, and a header after them opens a table of
that hand's own (``[_meta]``, user-defined), not a hand: a ``.phh`` is never cut at a header, and
a ``.phhs`` table's own sub-tables (``[1._meta]``) stay with it.  A cut between statements that
run on on one line (a file without a final line feed, joined to the next) is never looked for in
a comment or a string (``# level 7 ante = 50,000``, ``author = "... ante = 50,000"``): the text
after it would become a statement of its own.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterator
import re
import tomllib

#: a table header of a plain key (``[12]``): a table of its own, no sub-table
_PLAIN = re.compile(r"\s*\[\s*[A-Za-z0-9_-]+\s*\]\s*(?:#.*)?$")
#: the first key of a top-level statement (``2 = {...}``, ``2.variant = 'F7S'``)
_ASSIGN = re.compile(r"""^\s*(?:"([^"\\]*)"|'([^']*)'|([A-Za-z0-9_-]+))\s*[=.]""")
#: the first key of an array-of-tables header (``[[3]]``)
_ARRAY = re.compile(r"""^\s*\[\[\s*(?:"([^"\\]*)"|'([^']*)'|([A-Za-z0-9_-]+))\s*[\].]""")
_TABLE = re.compile(r"^\s*\[\s*(?:\"([^\"]*)\"|'([^']*)'|([^\]]*?))\s*\]\s*(?:#.*)?$")


def header_key(line: str) -> str | None:
    """The key of a ``[key]`` table header line (None for another line), as TOML reads it: a
    quoted key's escapes (``["sec\\u0041nd"]``) decoded, a dotted key's first part."""
    m = _TABLE.match(line)
    if m is None:
        return None
    try:
        return next(iter(tomllib.loads(line)))
    except (tomllib.TOMLDecodeError, StopIteration, RecursionError):
        return next(g for g in m.groups() if g is not None).strip()


def sub_table(line: str, key: str | None) -> bool:
    """A header of a table inside the table ``key`` (``[1._meta]`` in ``[1]``): part of its hand."""
    try:
        doc = tomllib.loads(line)
    except (tomllib.TOMLDecodeError, RecursionError):
        return False
    return key is not None and list(doc) == [key] and bool(doc[key])


def table_lines(text: str) -> dict[str, int]:
    """The 1-based line of each ``[key]`` table header of a ``.phhs`` text that parses: the first
    header-like line of its key; when a key has several (a sub-table ``[1._meta]``, or a line in a
    multi-line string: ``notes = '''`` then ``[2]``), the first outside strings, the text read
    once as TOML reads it."""
    lines = text_lines(text)
    found: dict[str, list[int]] = {}
    for i, line in enumerate(lines):
        key = header_key(line)
        if key is not None:
            found.setdefault(key, []).append(i)
    out = {key: at[0] + 1 for key, at in found.items()}
    if any(len(at) > 1 for at in found.values()):
        out.update((header_key(lines[i]), i + 1) for i in reversed(list(_headers(lines))))
    # a hand written as an inline table or dotted keys before the first header (``2 = {...}``,
    # ``2.variant = ...``), or as an array of tables (``[[3]]``): its first such line (review of
    # session 64: such a hand was said to be at line 1)
    # (outside strings: a multi-line string's text is no statement; the second diff review of
    # session 64)
    first = next(_headers(lines), len(lines))
    quote = None
    for i, line in enumerate(lines):
        if quote is None:
            m = _ARRAY.match(line) if i >= first else _ASSIGN.match(line) or _ARRAY.match(line)
            if m is not None:
                key = next(g for g in m.groups() if g is not None)
                if key not in out:
                    out[key] = i + 1
        if quote is not None or "'" in line or '"' in line:
            quote = _mask(line, quote)[1]
    return out


def _headers(lines: list[str], s: int = -1) -> Iterator[int]:
    """The index of each header-like line after line ``s`` (-1: from the start) that is outside
    strings and comments, as TOML reads the text from there."""
    quote = None
    for i in range(s + 1, len(lines)):
        line = lines[i]
        if quote is None and _TABLE.match(line):
            yield i
        if quote is not None or "'" in line or '"' in line:
            quote = _mask(line, quote)[1]


def last_table(lines: list[str]) -> int:
    """The index of the last line but the first of ``lines`` (a ``.phhs`` text's) that starts a
    table of its own: a header outside strings and comments, as TOML reads the text from its start
    (:func:`_headers`), and no sub-table of the table before (0: none)."""
    heads = list(_headers(lines, 0))
    if heads and _PLAIN.match(lines[heads[-1]]):    # a plain [key]: no sub-table (as most are)
        return heads[-1]
    key = header_key(lines[0]) if lines else None
    last = 0
    for i in heads:
        if not sub_table(lines[i], key):
            key, last = header_key(lines[i]), i
    return last


def is_variant(line: str) -> bool:
    """The line is a ``variant`` statement (a ``.phh`` hand's start)."""
    return _VARIANT.match(line) is not None


def table_key(chunk: str) -> str | None:
    """The key of the ``[key]`` table header that starts a part of a ``.phhs`` file."""
    return header_key(chunk.split("\n", 1)[0])


def hand_first(text: str) -> bool:
    """The text starts with a hand's statements, before any table header: one ``.phh`` hand, or
    ``.phh`` files joined with cat (a text without a header is one too), not a ``.phhs`` file."""
    return starts_with_a_hand(text) is not False


def starts_with_a_hand(text: str) -> bool | None:
    """True: a hand's ``variant`` or ``actions`` statement comes before any table header (a
    ``.phh`` hand, or ``.phh`` files joined with cat, as a whole text that parses is read by its
    top-level ``variant``); False: a table header comes first (a ``.phhs`` file, whatever
    statements stand before its first table); None: neither, so far."""
    for line in text_lines(text):
        if _TABLE.match(line):
            return False
        if _HAND_KEY.match(line):
            return True
    return None


def split_tables(text: str) -> list[tuple[int, str]]:
    """The text cut before each ``[key]`` table header but a sub-table's of the table before:
    (first line, text) of each part (the part before the first header only when it holds more
    than blank lines and comments).

    From each table's header the text is read as TOML reads it, to its next header outside
    strings and comments (``[x]`` in a multi-line string is text).  A hand may have left a
    multi-line string open, though, and a later one's closed it, hiding the headers between.  So
    a part that does not parse ends at the first header-like line in it that is followed by a
    ``variant`` statement (a hand's start) or from which the text parses as a table of its own;
    a part that parses when the next one does not, at the first such line that is both."""
    lines = text_lines(text)
    first = _next_header(lines, -1, None)
    if first == len(lines):
        return [(1, text)]
    parts: list[tuple[int, int]] = []
    if any(ln.strip() and not ln.lstrip().startswith("#") for ln in lines[:first]):
        parts.append((0, first))
    candidates = [i for i, line in enumerate(lines) if i > first and _TABLE.match(line)]
    read: dict[int, tuple[int, str | None]] = {}

    def part(s: int) -> tuple[int, str | None]:
        """The end of the table from ``s`` as read, and the TOML error of its text (None: it parses)."""
        got = read.get(s)
        if got is None:
            e = _next_header(lines, s, header_key(lines[s]))
            got = read[s] = (e, _error("".join(lines[s:e])))
        return got

    s = first
    while s < len(lines):
        e, error = part(s)
        if error is not None or (e < len(lines) and part(e)[1] is not None):
            key = header_key(lines[s])
            for c in candidates[bisect.bisect_right(candidates, s):bisect.bisect_left(candidates, e)]:
                if sub_table(lines[c], key):
                    continue
                if (_variant_next(lines, c) or part(c)[1] is None) if error is not None else \
                        (_variant_next(lines, c) and part(c)[1] is None):
                    e = c
                    break
        parts.append((s, e))
        s = e
    return [(a + 1, "".join(lines[a:b])) for a, b in parts]


def _variant_next(lines: list[str], c: int) -> bool:
    """The first statement after line ``c`` is a ``variant`` (as a hand's first statement is)."""
    for line in lines[c + 1:c + 20]:
        if line.strip() and not line.lstrip().startswith("#"):
            return _VARIANT.match(line) is not None
    return False


def _next_header(lines: list[str], s: int, key: str | None) -> int:
    """The index of the first ``[key]`` table header after line ``s`` (-1: from the start) outside
    strings and comments (:func:`_headers`) and no sub-table of ``key`` (``[1._meta]`` in
    ``[1]``); ``len(lines)`` when there is none."""
    return next((i for i in _headers(lines, s) if not sub_table(lines[i], key)), len(lines))


def _error(text: str) -> str | None:
    """Why ``text`` is no TOML (None: it parses)."""
    try:
        tomllib.loads(text)
    except (tomllib.TOMLDecodeError, RecursionError) as e:
        return str(e) or type(e).__name__
    return None


_VARIANT = re.compile(r"\s*variant\s*=")
_HAND_KEY = re.compile(r"\s*(?:variant|actions)\s*=")
#: Where a statement starts right after a value on the same line (a file that does not end with
#: a line feed, joined with cat to the next): after ], }, a quote, a digit, true or false.
_RUN_ON = r"(?:(?<=[\]}}'\"\d])|(?<=true)|(?<=false))[ \t]*(?={}[ \t]*=)"
#: ... and a ``variant`` statement after anything
_VARIANT_RUN_ON = re.compile(r"(?<=\S)[ \t]*(?=variant[ \t]*=[ \t]*['\"])")
#: ... or glued to a comment that ended the file before (``# chips after the handvariant = 'F7S'``):
#: a whole ``variant`` statement to the end of the line, right after the comment's last character
_VARIANT_AFTER_COMMENT = re.compile(r"(?<=\S)(?=variant[ \t]*=[ \t]*(?:'[^'\n]*'|\"[^\"\n]*\")[ \t]*(?:#.*)?$)")
_KEY_RUN_ON = re.compile(_RUN_ON.format("[A-Za-z_][A-Za-z0-9_-]*"))
_STATEMENT = re.compile(r"[ \t]*([A-Za-z0-9_-]+)[ \t]*=")
_IN_STRING, _IN_COMMENT = "\0", "\1"
_CODE_STOP = re.compile("[#\"']").search


def split_hands(text: str, always: bool = False) -> list[tuple[int, str]]:
    """The text cut into the hands of ``.phh`` files joined with cat: (first line, text) of each.
    A hand is cut before each ``variant = ...`` statement but the first (one on the line of the
    hand before, from a file that did not end with a line feed, too), and the cut moves up over
    the statements just before it whose key the hand before already has (``hand = 8`` written
    before ``variant``: the next file's)."""
    raw = text_lines(text)
    lines: list[tuple[int, str, str]] = []      # (line number, text, its mask: _masks)
    for n, (line, mask) in enumerate(zip(raw, _masks(raw)), 1):
        lines += [(n, *part) for part in _cut(line, mask, _variant_points(line, mask))]
    starts = [i for i, (_n, line, _m) in enumerate(lines) if _VARIANT.match(line)]
    if len(starts) < 2 and not always:
        return [(1, text)]
    # a line before a variant may hold the end of one file and the next file's first keys
    lines = [(n, *part) for n, line, mask in lines
             for part in _cut(line, mask, [m.start() for m in _KEY_RUN_ON.finditer(mask)])]
    starts = [i for i, (_n, line, _m) in enumerate(lines) if _VARIANT.match(line)]
    cuts = [0]
    for s in starts[1:]:
        cut = s
        while True:
            i = next((i for i in range(cut - 1, cuts[-1], -1) if _STATEMENT.match(lines[i][1])), None)
            if i is None:
                break
            key = _STATEMENT.match(lines[i][1]).group(1)
            if not any((m := _STATEMENT.match(line)) and m.group(1) == key for _n, line, _m in lines[cuts[-1]:i]):
                break
            cut = i
        cuts.append(cut)
    ends = cuts[1:] + [len(lines)]
    return [(lines[c][0], "".join(line for _n, line, _m in lines[c:e])) for c, e in zip(cuts, ends)]


def split_repeats(text: str) -> list[tuple[int, str]]:
    """A part of ``.phh`` files joined with cat that does not parse, cut where a statement repeats
    a key the part already has after its ``actions``: a hand's own text has each key once, so the
    next hand began there (a file without its ``variant`` between two others), or at the
    ``variant`` statement between the two (a file without its ``variant`` before the next).  So
    a broken file loses no other hand (review of session 60: the next hand was in its malformed
    record).  A key repeated before ``actions``, or a cut that would leave a part with neither a
    ``variant`` nor ``actions`` after it (a hand's own line written twice, in one file), cuts
    nothing: the part stays one malformed record.  (first line, text) of each part; one part when
    there is no such repeat."""
    raw = text_lines(text)
    masks = _masks(raw)
    ahead = _hands_ahead(masks)
    starts = [0]
    keys: dict[str, int] = {}       # key (in its table) -> the line of its first statement in the part
    variants: list[int] = []        # the lines of the part's top-level variant statements
    done = False                    # the part has its top-level actions
    table = ""
    k = 0
    while k < len(masks):
        mask = masks[k]
        if _TABLE.match(mask):
            table = mask.strip() + "."
            k += 1
            continue
        m = _STATEMENT.match(mask)
        if m is None:
            k += 1
            continue
        name = m.group(1)
        first = keys.get(table + name)
        if first is not None and done:
            cut = next((v for v in variants if v > first), k)
            if not ahead[cut]:
                k += 1
                continue
            starts.append(cut)
            keys, variants, done, table = {}, [], False, ""
            k = cut             # the new part's statements, from its first line
            continue
        if first is None:
            keys[table + name] = k
        if not table:
            if name == "variant":
                variants.append(k)
            elif name == "actions":
                done = True
        k += 1
    if len(starts) < 2:
        return [(1, text)]
    ends = starts[1:] + [len(raw)]
    return [(s + 1, "".join(raw[s:e])) for s, e in zip(starts, ends)]


def _hands_ahead(masks: list[str]) -> list[bool]:
    """For each line, whether a top-level ``variant`` or ``actions`` statement comes at or after
    it, before any table header (one pass from the end: a text of many repeated lines is read in
    linear time)."""
    out = [False] * (len(masks) + 1)
    for k in range(len(masks) - 1, -1, -1):
        mask = masks[k]
        if _TABLE.match(mask):
            continue            # out[k] stays False: the statements after a header are the table's
        m = _STATEMENT.match(mask)
        out[k] = (m is not None and m.group(1) in ("variant", "actions")) or out[k + 1]
    return out


def _variant_points(line: str, mask: str) -> list[int]:
    """Where a ``variant`` statement starts on ``line`` after something else: in its code (not in a
    string), or glued to the end of a comment (a file that ended in one, without a line feed)."""
    points = [m.start() for m in _VARIANT_RUN_ON.finditer(mask)]
    comment = mask.find(_IN_COMMENT)
    if comment >= 0:
        m = _VARIANT_AFTER_COMMENT.search(line, comment + 2)     # (``#variant = ...``: commented out)
        if m is not None:
            points.append(m.start())
    return points


def _masks(lines: list[str]) -> list[str]:
    """Each line with what is no TOML code blanked out, the same length: the inside of strings and
    comments, so that no cut is looked for there.  A multi-line string runs on over lines; a line
    that starts with ``variant =`` ends one (the next file starts there, as :func:`split_hands`
    cuts: a string left open by a broken file spoils no other hand)."""
    out = []
    quote = None        # the delimiter of a multi-line string still open
    for line in lines:
        if quote is not None and _VARIANT.match(line):
            quote = None
        mask, quote = _mask(line, quote)
        out.append(mask)
    return out


def _mask(line: str, quote: str | None) -> tuple[str, str | None]:
    """``line`` masked (:func:`_masks`), beginning inside a string closed by ``quote`` when one is
    given; and the multi-line string's delimiter when one is still open at its end."""
    chars = list(line)
    i, n = 0, len(line.rstrip("\n"))
    while i < n:
        if quote is None:
            m = _CODE_STOP(line, i, n)      # (the next comment or string; code in between stays)
            if m is None:
                break
            i = m.start()
            c = line[i]
            if c == "#":
                chars[i:n] = _IN_COMMENT * (n - i)
                break
            quote = c * 3 if line.startswith(c * 3, i) else c
            i += len(quote)
            continue
        end = _string_end(line, i, n, quote)
        stop = n if end < 0 else end
        chars[i:stop] = _IN_STRING * (stop - i)
        if end < 0:
            break
        i = end + len(quote)
        quote = None
    return "".join(chars), quote if quote is not None and len(quote) == 3 else None


def _string_end(line: str, i: int, n: int, quote: str) -> int:
    """Where ``quote`` closes the string that goes on at ``i`` (-1: not before ``n``); in a basic
    (``"``) string a backslash escapes the next character, and a multi-line string's closing
    quotes may follow one or two quotes of its own (``""""``)."""
    while True:
        j = line.find(quote, i, n)
        if j < 0:
            return -1
        if quote[0] == '"':
            slashes = len(line[i:j]) - len(line[i:j].rstrip("\\"))
            if slashes % 2:
                i = j + 1
                continue
        extra = 0
        while len(quote) == 3 and extra < 2 and j + 3 < n and line[j + 3] == quote[0]:
            j += 1
            extra += 1
        return j


def _cut(line: str, mask: str, points: list[int]) -> list[tuple[str, str]]:
    """``line`` and its mask cut at ``points``, each part but the last ending with a line feed."""
    if not points:
        return [(line, mask)]
    bounds = [0] + sorted(set(points)) + [len(line)]
    parts = [(line[a:b], mask[a:b]) for a, b in zip(bounds, bounds[1:])]
    return [(t + "\n", m + "\n") for t, m in parts[:-1]] + [parts[-1]]


def text_lines(text: str) -> list[str]:
    """The lines of ``text`` with their line feeds, split at line feeds only."""
    parts = text.split("\n")
    lines = [part + "\n" for part in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    return lines
