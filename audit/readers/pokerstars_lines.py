"""PokerStars text: one line of a hand history to a token.

A token is a small tuple ``(kind, lineno, player, *data)``.  Lines that carry
no action (table chatter, joins, sit-outs the reader needs, informational
notices) are recognised too, so that only lines the reader truly does not
understand become ``unparsed-line`` warnings.  Amounts stay strings here; the
hand builder turns them into integers of the smallest unit.
"""

from __future__ import annotations

import re
from ..untrusted import quoted

# ---- header, table, seats ---------------------------------------------------

# "PokerStars Game #", "PokerStars Hand #", "PokerStars Zoom Hand #", "PokerStars Home Game Hand #",
# and the older home-game form "PokerStars Home Game #"
HEADER = re.compile(
    r"^PokerStars (?:(?:Zoom |Home Game )?(?:Game|Hand)|Home Game) #(?P<id>\d+):\s+(?P<rest>.*?)\s*$")
# A line that starts a hand the reader cannot read: a PokerStars header of a form it does not know
# ("PokerStars Homegame #12: ..."), or, at the start of a block of lines, another site's header
# ("Full Tilt Poker Game #123: ...").  Either starts a record of its own (a malformed one), so that
# its lines never join the hand before it.  "<name> #1: folds" (a name holding "#") is an action.
OTHER_STARS = re.compile(r"^PokerStars [^:\"]*?#(?P<id>\d+):(?:\s+(?P<word>\S+))?")
# At the start of a block of lines: a PokerStars header too damaged to read (cut before its ``:``,
# its id lost or garbled: "PokerStars Game #35839017616", "PokerStars Game #:", "PokerStars G"ame"),
# its words a header's ("Game", "Hand"), unless it is the line of a player whose name starts so
# (its word after the colon an action; a player "PokerStars Fan" collecting is no header)
DAMAGED_STARS = re.compile(r"^PokerStars (?:(?:Zoom|Home) )?(?:Game|Hand|G\W{1,3}ame)(?!\w)[^:]*(?::\s*(?P<word>\S+))?")
FOREIGN = re.compile(
    r"^(?P<site>[A-Za-z0-9][A-Za-z0-9 .'-]{0,40}?) (?:Game|Hand) #(?P<id>\d+):(?:\s+(?P<word>\S+))?")
# The game description after the header's "#<id>: ", in its genuine forms:
#   "7 Card Stud Limit ($0.04/$0.08 USD) - 2009/11/26 10:08:43 ET"
#   "Tournament #160417133, $0.25+$0.00 USD 7 Card Stud Limit (50/100) - Level III (50/100) - ..."
#   "Tournament #2010090015, $200+$15 USD 7 Card Stud Limit - Level I (4/8) - ..."   (stakes after the level)
#   "Tournament #2010090015, Freeroll  7 Card Stud Limit - Level I (4/8) - ..."
#   "Tournament #600000001, 1500FPP 7 Card Stud Limit - ..."   (bought in with player points:
#   "70 SC" with StarsCoin)
#   "Tournament #123456789, $10+$0.50 USD 7 Card Stud Limit - Match Round I, Level I (4/8) - ..."
#   "HORSE (7 Card Stud Limit, $0.04/$0.08 USD) - ..."                 (a mixed game's cash hand)
#   "Tournament #664712833, $2.00+$0.20 USD Triple Stud (7 Card Stud Limit) - Level XXXI (250/500) - ..."
#   "{club name}  5 Card Draw Limit (10/20) - ..."                     (a home game; its club in braces)
_NAME = r"[A-Za-z0-9' /-]+?"
_LIMIT = r"(?P<limit>Limit|Pot Limit|No Limit|Fixed Limit)"
_AMT = r"[^/()\s]+"
_STAKES = rf"(?P<small>{_AMT})/(?P<big>{_AMT})(?:\s+(?P<cur>[A-Z]{{3}}))?"
_CUR = r"(?:\s+[A-Z]{3}(?=\s))?"
# a home game's club, then a tournament and its buy-in ("$200+$15 USD", "$5 USD", "Freeroll")
GAME_BEFORE = re.compile(
    r"(?:\{[^{}]*\}\s*)?"
    r"(?:Tournament #(?P<tour>\d+),\s*(?:(?:Freeroll|\S*\+\S*" + _CUR + r"|[$€£]\S*" + _CUR
    + r"|\S*\d\S*\s+[A-Z]{3}(?=\s)|[\d,]+\s?(?:FPP|SC|StarsCoin))\s+)?)?")
GAME_PLAIN = re.compile(rf"(?P<game>{_NAME})\s+{_LIMIT}(?:\s+\({_STAKES}\))?(?=\s|$)")
GAME_MIXED = re.compile(rf"(?P<mix>{_NAME})\s+\((?P<game>{_NAME})\s+{_LIMIT}(?:,\s*{_STAKES})?\)(?=\s|$)")
GAME_LEVEL = re.compile(rf"\s*-\s*(?:Match Round\s+[A-Za-z0-9]+,\s*)?Level\s+[A-Za-z0-9]+\s+\((?P<small>{_AMT})/(?P<big>{_AMT})\)")


def game_description(rest: str) -> dict | None:
    """The parts of a game description (the forms above): ``tour`` (the tournament number or
    None), ``mix`` (a mixed game's name or None), ``game``, ``limit``, ``small``, ``big``
    (None when no stakes are written), ``cur``; None when it is none of those forms."""
    before = GAME_BEFORE.match(rest)
    at = before.end()
    m = GAME_MIXED.match(rest, at) or GAME_PLAIN.match(rest, at)
    if m is None:
        return None
    parts = m.groupdict()
    parts["tour"] = before.group("tour")
    parts["mix"] = parts.get("mix")
    parts["game"] = parts["game"].strip()
    if parts["small"] is None:
        level = GAME_LEVEL.match(rest, m.end())
        if level is not None:
            parts["small"], parts["big"] = level.group("small"), level.group("big")
    return parts


# "*********** # 12 **************": the line PokerStars writes before each hand in files sent on
# request and some exports; it belongs to no hand
SEPARATOR = re.compile(r"^\*{3,} # \d+ \*{3,}\s*$")


def starts_hand(line: str, block_start: bool) -> bool:
    """Whether ``line`` starts a new hand: a PokerStars header (:data:`HEADER`), a PokerStars
    header of another form (:data:`OTHER_STARS`) anywhere, or a damaged one (:data:`DAMAGED_STARS`)
    or another site's header (:data:`FOREIGN`) when ``block_start`` (the line follows a blank line,
    or starts the file)."""
    if line.startswith("PokerStars "):
        s = line.strip()
        if HEADER.match(s):
            return True
        m = OTHER_STARS.match(s)
        if m is None and block_start:
            # a header too damaged to read starts a hand of its own (malformed), never lines of the
            # hand before it (review 55: the next hand's lines read as the good hand's, 14 findings)
            m = DAMAGED_STARS.match(s)
    elif block_start and " #" in line:
        m = FOREIGN.match(line)
    else:
        return False
    return m is not None and m.group("word") not in ACTIONS


def unknown_header(header: str) -> tuple[str, str | None] | None:
    """``(why it is not read, its PokerStars hand id or None)`` when ``header`` (a hand's first
    line, not a :data:`HEADER`) is a header of another form or site (:func:`starts_hand`), else
    None."""
    shown = quoted(header[:80])
    m = OTHER_STARS.match(header)
    if m is not None:
        return f"a PokerStars hand header of a form the reader does not know: {shown}", m.group("id")
    m = FOREIGN.match(header)
    if m is not None:
        return f"a hand of another site ({quoted(m.group('site'))}), not PokerStars: {shown}", None
    return None


TABLE = re.compile(r"^Table '(?P<name>[^']*)'(?:\s+(?P<max>\d+)-max)?(?:.*?Seat #(?P<button>\d+) is the button)?")
SEAT = re.compile(
    r"^Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[$€£]?[\d,]+(?:\.\d+)?) in chips(?:,[^)]*)?\)(?P<rest>.*)$")
TIME = re.compile(r"(\d{4})/(\d{1,2})/(\d{1,2}) (\d{1,2}):(\d{2}):(\d{2})(?: ([A-Z]{2,5}))?")

STREETS = {
    "3rd STREET": "3rd", "4th STREET": "4th", "5th STREET": "5th", "6th STREET": "6th",
    "RIVER": "river", "7th STREET": "river", "DEALING HANDS": "deal", "DRAW": "draw",
    "SHOW DOWN": "showdown", "SUMMARY": "summary",
}
# "*** RIVER *** [6h]": a stud community card follows the marker of 7th street
MARKER = re.compile(r"^\*\*\* (.+?) \*\*\*(?:\s*\[(?P<cards>[^\]]*)\])?")

AMOUNT = r"[$€£]?[\d,]+(?:\.\d+)?"
_ALLIN = r"(?P<allin> and is all-in)?"

# ---- lines that start with "<player>: ", by their first word --------------

# (first word of what follows "<player>: ", token kind, pattern)
_ACTION_LIST: list[tuple[str, str, str]] = [
    ("folds", "fold", r"folds(?: \[(?P<cards>[^\]]*)\])?"),
    ("checks", "check", r"checks"),
    ("calls", "call", rf"calls (?P<amt>{AMOUNT}){_ALLIN}"),
    ("bets", "bet", rf"bets (?P<amt>{AMOUNT}){_ALLIN}"),
    ("raises", "raise", rf"raises (?P<by>{AMOUNT}) to (?P<amt>{AMOUNT}){_ALLIN}"),
    ("completes", "complete", rf"completes it to (?P<amt>{AMOUNT}){_ALLIN}"),
    ("brings", "bring_in", rf"brings in for (?P<amt>{AMOUNT}){_ALLIN}"),
    ("posts", "ante", rf"posts (?:the )?ante (?P<amt>{AMOUNT}){_ALLIN}"),
    ("posts", "small", rf"posts small blind (?P<amt>{AMOUNT}){_ALLIN}"),
    ("posts", "big", rf"posts big blind (?P<amt>{AMOUNT}){_ALLIN}"),
    ("posts", "both", rf"posts small & big blinds (?P<amt>{AMOUNT}){_ALLIN}"),
    ("discards", "discard", r"discards (?P<n>\d+) cards?(?: \[(?P<cards>[^\]]*)\])?"),
    ("stands", "pat", r"stands pat(?: on \[(?P<cards>[^\]]*)\])?"),
    ("shows", "show", r"shows \[(?P<cards>[^\]]*)\](?: \(.*\))?"),
    ("mucks", "muck", r"mucks(?: hand)?(?: \[(?P<cards>[^\]]*)\])?"),
    ("sits", "sitout", r"sits out"),
    ("is", "sitout", r"is sitting out"),
    ("sitting", "sitout", r"sitting out"),
    ("doesn't", "noop", r"doesn't show hand"),
    ("is", "noop", r"is (?:disconnected|connected|back)"),
    ("has", "noop", r"has returned"),
    ("leaves", "noop", r"leaves the table"),
    ("returns", "noop", r"returns"),
]
ACTIONS: dict[str, list[tuple[str, re.Pattern]]] = {}
for _word, _kind, _pattern in _ACTION_LIST:
    ACTIONS.setdefault(_word, []).append((_kind, re.compile(f"^{_pattern}$")))
# the kinds that play a part in the hand (a sit-out or a notice does not: anyone may be named in it)
PLAYING = {_kind for _, _kind, _ in _ACTION_LIST} - {"noop", "sitout"}
#: the first words of those actions: a seated player's line that starts with one and cannot be read
#: loses chips or cards the replay needs (Tokenizer.unread_action)
PLAYING_WORDS = frozenset(_word for _word, _kind, _ in _ACTION_LIST if _kind in PLAYING)

DEALT_GROUPS = re.compile(r"(?:\[[^\[\]]*\]\s*)+$")
# "Dealt to <name> [cards]...", whoever <name> is (a seated name is matched by Tokenizer._dealt_name)
ANY_DEALT = re.compile(r"^Dealt to (?P<name>.+?) (?:\[[^\[\]]*\]\s*)+$")
COLLECTED = re.compile(
    rf"^(?P<name>.+) collected (?P<amt>{AMOUNT}) from (?P<pot>pot|main pot|side pot(?:-(?P<n>\d+))?)$")
UNCALLED = re.compile(rf"^Uncalled bet \((?P<amt>{AMOUNT})\) returned to (?P<name>.+)$")
TOTAL = re.compile(rf"^Total pot (?P<total>{AMOUNT})(?P<pots>.*?)\| Rake (?P<rake>{AMOUNT})")
POT_PART = re.compile(rf"(?P<kind>Main pot|Side pot(?:-(?P<n>\d+))?) (?P<amt>{AMOUNT})")
SUMMARY_SEAT = re.compile(r"^Seat (?P<seat>\d+): (?:.*? (?P<how>showed|mucked) \[(?P<cards>[^\]]*)\])?")
#: ``won`` of a summary seat line that says the player won but whose amount cannot be read (a
#: file cut off inside it): the player's winnings are then not stated, as with no seat line at
#: all, rather than read as nothing won (a false books-unbalanced: review of session 58).
UNREAD = "?"
#: what a summary seat line says the player took: ``... and won ($0.81) with ...``, ``collected ($0.25)``
SUMMARY_WON = re.compile(rf"(?: and won| collected) \((?P<won>{AMOUNT})\)(?: with .*)?$")
# Informational lines that record no action (the player need not be seated).
NOISE = re.compile(
    r"^(?:.+ (?:joins the table at seat #\d+|leaves the table|is sitting out|has timed out"
    r"(?: while disconnected| while being disconnected)?|has returned|is disconnected|is connected"
    r"|will be allowed to play after the button|was removed from the table(?: for failing to post)?"
    r"|sits out|is being treated as all-in|finished the tournament(?: in \d+\w* place)?.*"
    r"|wins the tournament.*|re-buys and receives .*|takes the add-on and receives .*"
    r"|cashed out the hand for .*|said, \".*\""
    # knockout bounties (tournament prizes, no chips of the hand)
    r"|wins (?:the )?\S+ (?:bounty )?for (?:eliminating|splitting the elimination of) .*"
    r"|split the \S+ bounty for eliminating .*)"
    r"|Betting is capped|Pair on board - a double bet is allowed"
    r"|.* has \d+ seconds? left to act|Board \[[^\]]*\])$")


def split_cards(text: str | None) -> list[str]:
    return text.split() if text else []


_GROUP = re.compile(r"\[([^\[\]]*)\]")


def card_groups(text: str) -> list[list[str]]:
    return [g.split() for g in _GROUP.findall(text)]


class Tokenizer:
    """Turns the lines of one hand (after its header and seats) into tokens.

    A player's name may look like the start of another line (``Seat 3``, ``Dealt to me``,
    ``Total pot``, ``Alice: folds`` beside a seated ``Alice``): a line that is an action or a
    collection of a seated player is read as such whatever its first words, and each generic
    form (``Dealt to``, ``Seat N:``, ``Total pot``, ``Uncalled bet``) is only taken when it
    matches in full.  In the summary section a ``Seat N:`` line is a summary line first.
    ``cancelled``: the line number of a ``Hand cancelled`` line, once seen.  A line that is an
    action, deal, collection or returned bet of a name with no seat line is ``unknown``
    (:meth:`unseated` names the player).
    """

    def __init__(self, names: list[str]) -> None:
        self.names = set(names)
        self.summary = False
        self.cancelled: int | None = None

    def _prefixed(self, lineno: int, line: str) -> tuple[tuple | None, str | None]:
        """For a line ``"<player>: rest"``: ``(the action token, None)`` when ``rest`` is an
        action of that seated player (the longest such name first), else ``(None, the longest
        seated name the line starts with, or None)``."""
        seated = None
        if line.endswith(":") and line[:-1] in self.names:
            seated = line[:-1]
        i = line.rfind(": ")
        while i >= 0:
            name = line[:i]
            if name in self.names:
                rest = line[i + 2:]
                for kind, rx in ACTIONS.get(rest.split(" ", 1)[0], ()):
                    m = rx.match(rest)
                    if m:
                        return (kind, lineno, name, m.groupdict()), None
                if seated is None:
                    seated = name
            i = line.rfind(": ", 0, i)
        return None, seated

    def unread_action(self, line: str) -> str | None:
        """The seated player of a line (an ``unknown`` token's) that gives one of their actions
        (``"<player>: raises ..."``, a word of :data:`PLAYING_WORDS`) in a form that cannot be read
        (``raises $0.10 to $0.2x``); None for any other line."""
        i = line.rfind(": ")
        while i > 0:
            if line[:i] in self.names and line[i + 2:].split(" ", 1)[0] in PLAYING_WORDS:
                return line[:i]
            i = line.rfind(": ", 0, i)
        return None

    def _dealt_name(self, line: str) -> str | None:
        """The seated player of a line ``"Dealt to <player> [cards]..."``: a name may hold
        brackets itself ("PC [Mittel]"), so the longest seated name the card groups follow wins."""
        best = None
        for name in self.names:
            if line.startswith(name, 9) and line.startswith(" [", 9 + len(name)) and \
                    (best is None or len(name) > len(best)) and DEALT_GROUPS.match(line, 10 + len(name)):
                best = name
        return best

    def unseated(self, line: str) -> str | None:
        """The name in a line (an ``unknown`` token's) that is an action, a deal, a collection or
        a returned bet of a name no seat line gives (a seated player's is read as that): the
        longest name before ``": "`` that an action follows, else the name of a ``Dealt to``,
        ``collected`` or ``Uncalled bet`` line; None for any other line (chat, notices and
        sit-outs may name anyone)."""
        i = line.rfind(": ")
        while i > 0:
            rest = line[i + 2:]
            for kind, rx in ACTIONS.get(rest.split(" ", 1)[0], ()):
                if kind in PLAYING and rx.match(rest):
                    return line[:i]
            i = line.rfind(": ", 0, i)
        for rx in (ANY_DEALT, COLLECTED, UNCALLED):
            m = rx.match(line)
            if m and m.group("name") not in self.names:
                return m.group("name")
        return None

    @staticmethod
    def _seat_line(lineno: int, line: str) -> tuple | None:
        """A summary line ``"Seat N: ..."``, else None: the cards it shows and what it says the
        player won (``won``: the amount as written, or None)."""
        won = SUMMARY_WON.search(line) if "(" in line else None
        if won:
            won = won.group("won")
        elif " and won (" in line or " collected (" in line:
            won = UNREAD     # a line cut off (or garbled) in its amount: what it won is not known
        else:
            won = None
        if " showed [" not in line and " mucked [" not in line:
            seat = line[5:line.find(":")]
            if seat.isdigit():
                # (river: the player was in the hand at the river, stud's, whose line for the others
                # the log does not give: Builder._in_at_the_river)
                data = {"seat": int(seat), "how": None, "cards": [], "won": won}
                if " folded on the River" in line:
                    data["river"] = True
                return ("sumseat", lineno, None, data)
        m = SUMMARY_SEAT.match(line)
        if m:
            return ("sumseat", lineno, None, {"seat": int(m.group("seat")), "how": m.group("how"),
                                              "cards": split_cards(m.group("cards")), "won": won})
        return None

    def token(self, lineno: int, line: str) -> tuple:
        if line.startswith("*** "):
            m = MARKER.match(line)
            if m:
                street = STREETS.get(m.group(1))
                if street is None and m.group(1).endswith("DRAW"):
                    street = "draw"
                if street is not None:
                    if street == "summary":
                        self.summary = True
                    return ("street", lineno, None, (street, split_cards(m.group("cards"))))
            return ("unknown", lineno, None, line)
        starts_seat = line.startswith("Seat ")
        if starts_seat and self.summary:
            tok = self._seat_line(lineno, line)
            if tok is not None:
                return tok
        seated = None
        if ":" in line:
            tok, seated = self._prefixed(lineno, line)
            if tok is not None:
                return tok
        if line.startswith("Dealt to "):
            name = self._dealt_name(line)
            if name is not None:
                return ("dealt", lineno, name, card_groups(line[len("Dealt to ") + len(name) + 1:]))
        elif starts_seat and not self.summary and seated is None:
            if self.unseated(line) is not None:     # "Seat 3: folds", by a "Seat 3" with no seat line
                return ("unknown", lineno, None, line)
            tok = self._seat_line(lineno, line)
            if tok is not None:
                return tok
        elif line.startswith("Total pot "):
            m = TOTAL.match(line)
            if m:
                pots = [(0 if p.group("kind") == "Main pot" else int(p.group("n") or 1), p.group("amt"))
                        for p in POT_PART.finditer(m.group("pots"))]
                return ("total", lineno, None, {"total": m.group("total"), "rake": m.group("rake"), "pots": pots})
        elif line.startswith("Uncalled bet ("):
            m = UNCALLED.match(line)
            if m and m.group("name") in self.names:
                return ("return", lineno, m.group("name"), {"amt": m.group("amt")})
        if " collected " in line:
            m = COLLECTED.match(line)
            if m and m.group("name") in self.names:
                pot = m.group("pot")
                # "from pot" names no pot (PokerStars writes it when there is one; a log with side
                # pots that writes it is judged by each player's total, as FORMAT.md has it)
                index = None if pot == "pot" else 0 if pot == "main pot" else int(m.group("n") or 1)
                return ("collect", lineno, m.group("name"), {"amt": m.group("amt"), "pot": index})
        if line == "Hand cancelled":
            if self.cancelled is None:
                self.cancelled = lineno
            return ("noop", lineno, None, None)
        if NOISE.match(line):
            return ("noop", lineno, seated, None)
        return ("unknown", lineno, None, line)
