"""PokerStars text: one line of a hand history to a token.

A token is a small tuple ``(kind, lineno, player, *data)``.  Lines that carry
no action (table chatter, joins, sit-outs the reader needs, informational
notices) are recognised too, so that only lines the reader truly does not
understand become ``unparsed-line`` warnings.  Amounts stay strings here; the
hand builder turns them into integers of the smallest unit.
"""

from __future__ import annotations

import re

# ---- header, table, seats ---------------------------------------------------

HEADER = re.compile(
    r"^PokerStars (?:Zoom |Home Game )?(?:Game|Hand) #(?P<id>\d+):\s+(?P<rest>.*?)\s*$")
# "7 Card Stud Limit ($0.04/$0.08 USD) - 2009/11/26 10:08:43 ET"
# "Tournament #160417133, $0.25+$0.00 USD 7 Card Stud Limit (50/100) - Level III (50/100) - 2009/..."
GAME = re.compile(
    r"(?:Tournament #(?P<tour>\d+),\s*(?P<buyin>.*?)\s+)?"
    r"(?P<game>[A-Za-z0-9' /-]+?)\s+(?P<limit>Limit|Pot Limit|No Limit|Fixed Limit)\s+"
    r"\((?P<small>[^/()\s]+)/(?P<big>[^/()\s]+)(?:\s+(?P<cur>[A-Z]{3}))?\)"
    r"(?P<after>.*)$")
TABLE = re.compile(r"^Table '(?P<name>[^']*)'(?:\s+(?P<max>\d+)-max)?(?:.*?Seat #(?P<button>\d+) is the button)?")
SEAT = re.compile(
    r"^Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[$€£]?[\d,]+(?:\.\d+)?) in chips(?:,[^)]*)?\)(?P<rest>.*)$")
TIME = re.compile(r"(\d{4})/(\d{1,2})/(\d{1,2}) (\d{1,2}):(\d{2}):(\d{2})(?: ([A-Z]{2,5}))?")

STREETS = {
    "3rd STREET": "3rd", "4th STREET": "4th", "5th STREET": "5th", "6th STREET": "6th",
    "RIVER": "river", "7th STREET": "river", "DEALING HANDS": "deal", "DRAW": "draw",
    "SHOW DOWN": "showdown", "SUMMARY": "summary",
}
MARKER = re.compile(r"^\*\*\* (.+?) \*\*\*")

AMOUNT = r"[$€£]?[\d,]+(?:\.\d+)?"
_ALLIN = r"(?P<allin> and is all-in)?"

# ---- lines that start with "<player>: ", by their first word --------------

# (first word of what follows "<player>: ", token kind, pattern)
_ACTION_LIST: list[tuple[str, str, str]] = [
    ("folds", "fold", r"folds(?: \[[^\]]*\])?"),
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

DEALT = re.compile(r"^Dealt to (?P<name>.+?) (?P<groups>(?:\[[^\[\]]*\]\s*)+)$")
COLLECTED = re.compile(
    rf"^(?P<name>.+) collected (?P<amt>{AMOUNT}) from (?P<pot>pot|main pot|side pot(?:-(?P<n>\d+))?)$")
UNCALLED = re.compile(rf"^Uncalled bet \((?P<amt>{AMOUNT})\) returned to (?P<name>.+)$")
TOTAL = re.compile(rf"^Total pot (?P<total>{AMOUNT})(?P<pots>.*?)\| Rake (?P<rake>{AMOUNT})")
POT_PART = re.compile(rf"(?P<kind>Main pot|Side pot(?:-(?P<n>\d+))?) (?P<amt>{AMOUNT})")
SUMMARY_SEAT = re.compile(r"^Seat (?P<seat>\d+): (?:.*? (?P<how>showed|mucked) \[(?P<cards>[^\]]*)\])?")
# Informational lines that record no action (the player need not be seated).
NOISE = re.compile(
    r"^(?:.+ (?:joins the table at seat #\d+|leaves the table|is sitting out|has timed out"
    r"(?: while disconnected| while being disconnected)?|has returned|is disconnected|is connected"
    r"|will be allowed to play after the button|was removed from the table(?: for failing to post)?"
    r"|sits out|is being treated as all-in|finished the tournament(?: in \d+\w* place)?.*"
    r"|wins the tournament.*|re-buys and receives .*|takes the add-on and receives .*"
    r"|cashed out the hand for .*|said, \".*\")"
    r"|Betting is capped|Pair on board - a double bet is allowed"
    r"|Hand cancelled|.* has \d+ seconds? left to act|Board \[[^\]]*\])$")


def split_cards(text: str | None) -> list[str]:
    return text.split() if text else []


_GROUP = re.compile(r"\[([^\[\]]*)\]")


def card_groups(text: str) -> list[list[str]]:
    return [g.split() for g in _GROUP.findall(text)]


class Tokenizer:
    """Turns the lines of one hand (after its header and seats) into tokens."""

    def __init__(self, names: list[str]) -> None:
        self.names = set(names)

    def _player_prefix(self, line: str) -> tuple[str, str] | None:
        """``(player, rest)`` for a line ``"<player>: rest"`` with a seated player."""
        best = None
        start = 0
        while True:
            i = line.find(": ", start)
            if i < 0:
                break
            name = line[:i]
            if name in self.names:
                best = (name, line[i + 2:])
            start = i + 1
        if best is None and line.endswith(":") and line[:-1] in self.names:
            return line[:-1], ""
        return best

    def token(self, lineno: int, line: str) -> tuple:
        if line.startswith("*** "):
            m = MARKER.match(line)
            if m:
                street = STREETS.get(m.group(1))
                if street is None and m.group(1).endswith("DRAW"):
                    street = "draw"
                if street is not None:
                    return ("street", lineno, None, street)
            return ("unknown", lineno, None, line)
        pp = self._player_prefix(line)
        if pp is not None:
            player, rest = pp
            for kind, rx in ACTIONS.get(rest.split(" ", 1)[0], ()):
                m = rx.match(rest)
                if m:
                    return (kind, lineno, player, m.groupdict())
            if NOISE.match(line):
                return ("noop", lineno, player, None)
            return ("unknown", lineno, None, line)
        if line.startswith("Dealt to "):
            m = DEALT.match(line)
            if m and m.group("name") in self.names:
                return ("dealt", lineno, m.group("name"), card_groups(m.group("groups")))
            return ("unknown", lineno, None, line)
        if line.startswith("Seat "):
            if " showed [" not in line and " mucked [" not in line:
                seat = line[5:line.find(":")]
                if seat.isdigit():
                    return ("sumseat", lineno, None, {"seat": int(seat), "how": None, "cards": []})
            m = SUMMARY_SEAT.match(line)
            if m:
                return ("sumseat", lineno, None, {"seat": int(m.group("seat")), "how": m.group("how"),
                                                  "cards": split_cards(m.group("cards"))})
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
        elif " collected " in line:
            m = COLLECTED.match(line)
            if m and m.group("name") in self.names:
                pot = m.group("pot")
                index = 0 if pot in ("pot", "main pot") else int(m.group("n") or 1)
                return ("collect", lineno, m.group("name"), {"amt": m.group("amt"), "pot": index})
        if NOISE.match(line):
            return ("noop", lineno, None, None)
        return ("unknown", lineno, None, line)
