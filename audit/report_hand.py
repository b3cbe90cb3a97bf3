"""The data of one hand's page: the hand replayed step by step, plus the stored findings.

The stored findings are the ones shown (they include the session checks, which a
replay of the hand alone cannot make).  The replay gives the timeline (whose turn,
to call, pot and stacks after every event, as ``audit.explain`` shows them), and the
settlement explained (pots, awards, showdown, the game's own sections).  Should the
replay fail on a stored hand, the page still shows the events and findings, with the
stored results and the reason the replay is missing.

The page renders thousands of times in a large report, so the timeline is built in
one pass with a single view of the table per event (the view after event ``n`` is
the view before event ``n + 1``), as plain lists the template unpacks, with every
amount already formatted.
"""

from __future__ import annotations

import json
import re
from decimal import Decimal
from collections.abc import Callable
from typing import Any

from markupsafe import Markup, escape

from .award_rows import awards_differ
from .explain import NO_TURN_EVENTS, banners_passed, describe_event, described, ends_as_logged, unranked
from .explain_money import correct_ends, not_eligible
from .model import Award, Hand, PlayerResult, Pot, Result
from .native_blob import unpack
from .readers.native import decode_hand
from .replay import start

_NO_FINDINGS: tuple = ()


_CHIPS: dict[int, str] = {}     # amounts already formatted (they repeat: stacks, bets)

#: Between groups of three digits: a narrow no-break space, written as its HTML entity (the
#: character itself is one the report writes as an escape in text from logs: untrusted.for_html).
THIN = "&#8239;"


#: The report's minus sign (a true minus, not the hyphen).
MINUS = "\u2212"


def chips(value: Any) -> str:
    """An amount as the report prints it (thin spaces between thousands, a true minus), as
    markup; '' for none.  The one formatter of the report's amounts: tables, charts, sections."""
    if value is None:
        return ""
    if isinstance(value, Decimal) and value == value.to_integral_value():
        value = int(value)           # a sum of chips beyond 64 bits (HUGEINT, through polars)
    if isinstance(value, int):
        text = _CHIPS.get(value)
        if text is None:
            text = Markup(f"{value:,}".replace(",", THIN).replace("-", MINUS))
            if len(_CHIPS) < 100_000:
                _CHIPS[value] = text
        return text
    return str(value)


def _amount(value: Any) -> str:
    """:func:`chips` made safe to print without escaping (the timeline is written without autoescape)."""
    if value.__class__ is int:
        text = _CHIPS.get(value)
        return text if text is not None else chips(value)
    return "" if value is None else str(escape(chips(value)))


# A step of the timeline is a list (the template unpacks it into names, the quickest for Jinja):
# [seq, bad, phase, text, note, findings, turn, out_of_turn, to_call, pot, cells]
# bad: a stored finding is at this event; findings: those findings; turn: whose turn it was;
# to_call: what that player owed; pot and cells (the stacks): after the event, cells None
# where no stack changed.  Amounts are formatted with :func:`chips`.
BAD, FINDINGS, OUT_OF_TURN = 1, 5, 7


#: Event types that deal for a phase (on the page, in the phase after them but for the last of a
#: run that ends it; Tonk's deal and upcard keep the phase before them).
_OPENING = frozenset(("deal", "burn", "community", "banner"))


def replay_timeline(hand: Hand, rules: dict[str, Any] | None, players: list[str],
                    carry: int = 0) -> tuple[list[list], Result]:
    """Replay ``hand`` for its page: one step per event, and the settlement explained (``carry``:
    the pot a redeal carried to it, as the ingest judged it)."""
    state = start(hand, rules, carry)
    apply = state.apply
    view = state.view
    game = hand.game
    known = _CHIPS.get          # most amounts are formatted already: no call to _amount
    before = view()
    shown = None
    steps = []
    last_type = None
    events = hand.events
    passed = banners_passed(hand) if game == "palace" else ()
    for seq, ev in enumerate(hand.events):
        apply(seq, ev)
        after = view()
        stacks = after.stacks
        cells = None
        if stacks != shown:
            cells = [known(v) or _amount(v) for v in map(stacks.get, players)]
            shown = stacks
        # the phase an event happened in: a deal (a burn, a community card, a banner) is in the
        # phase it deals for, the one after it (as explain shows it), but for the last of a run of
        # its type that ends the phase (the deal is over: the phase after it is the next one);
        # any other event is in the phase before it
        t = ev.type
        phase = before.phase
        if t in _OPENING and game != "tonk":        # (Tonk's phase is the turn and the piles before it)
            nxt = events[seq + 1].type if seq + 1 < len(events) else None
            if t != last_type or after.phase == before.phase or nxt == t:
                phase = after.phase
        last_type = t
        steps.append([seq, False, phase or "", described(ev, game, before.stacks, stacks, seq in passed), ev.note, _NO_FINDINGS,
                      "" if ev.type in NO_TURN_EVENTS else before.to_act or "", False,
                      known(before.to_call) or _amount(before.to_call),
                      known(after.pot) or _amount(after.pot), cells])
        before = after
    result = state.settle(explain=True)
    for f in result.findings:
        if f.code == "out-of-turn" and f.seq is not None and 0 <= f.seq < len(steps):
            steps[f.seq][OUT_OF_TURN] = True
    return steps, result


def signed(value: int) -> str:
    """An amount won or lost: :func:`chips` with a plus sign when above 0 (0 has none)."""
    return Markup("+") + chips(value) if value > 0 else chips(value)


#: The columns of a game's own sections (``Section.header``) that hold amounts, as the game
#: writes them (plain digits; signed: "+5", "-10", "+0"); the page shows them with :func:`chips`.
_AMOUNT_COLUMNS = {"correct": chips, "recorded": chips, "odd chips": chips,
                   "correct net": signed, "recorded net": signed}
_INTEGER = re.compile(r"[+-]?[0-9]+")

#: A name with a run this long without a space, which no table cell should be as wide as: the
#: cells of text on its hand's page (an event, a pot's players, a finding) may break it, and
#: any other word, anywhere (a name alone in its cell wraps in the width ``.who`` allows: the
#: style sheet); a page without one lays out as it always did (review of session 67).
_LONG_WORD = re.compile(r"\S{25}")


def long_names(names) -> bool:
    """Whether any of ``names`` has a run of :data:`_LONG_WORD` (the page's text cells may then
    break words: ``.long-names`` in the style sheet)."""
    return any(map(_LONG_WORD.search, names))


def section_table(section) -> tuple[list[tuple[bool, str]], list[list[tuple[bool, Any]]]]:
    """A game's section as a table: its header and rows as (amount column?, cell).  A cell of an
    amount column that is a whole number is formatted like every amount of the report; any other
    cell is left as it is (the template escapes it: it may be a name from the log)."""
    formats = [_AMOUNT_COLUMNS.get(h) for h in section.header]
    header = [(f is not None, h) for f, h in zip(formats, section.header)]
    rows = []
    for row in section.rows:
        cells = []
        for i, cell in enumerate(row):
            fmt = formats[i] if i < len(formats) else None
            if fmt is not None and isinstance(cell, str) and _INTEGER.fullmatch(cell):
                cell = fmt(int(cell))
            cells.append((fmt is not None, cell))
        rows.append(cells)
    return header, rows


def _events_only(hand: Hand) -> list[list]:
    """The timeline without the table (the replay failed): each event in words."""
    steps = []
    for seq, ev in enumerate(hand.events):
        try:
            text = describe_event(ev, hand.game)
        except Exception:  # noqa: BLE001 - the page must still be written
            text = ev.type
        steps.append([seq, False, "", text, ev.note, _NO_FINDINGS, "", False, "", "", None])
    return steps


def stored_outcome(players: list[dict], pots: list[dict], awards: list[dict], claims: bool | None) -> Result:
    """The stored players, pots and awards of a hand (rows of ``report.sql``) as a :class:`Result`."""
    return Result(
        game="", findings=[], claims=claims is not False,
        players=[PlayerResult(p["seat"], p["player"], p["start"], p["end"], p["net"], bool(p["folded"]),
                              bool(p["showdown"]), p["won"] or 0) for p in players],
        pots=[Pot(p["index"], p["amount"], list(p["eligible"] or ()),
                  json.loads(p["contributions"]) if p["contributions"] else {}, list(p["winners"] or ()),
                  p["reason"] or "", carried=p.get("carried") or 0) for p in pots],
        awards=[Award(a["pot"], a["player"], a["correct"], a["recorded"], a["odd_chips"] or 0, a["reason"] or "")
                for a in awards])


def hand_context(row: dict, stored: list[dict], stored_result: Callable[[], tuple[Result, bool | None]]) -> dict:
    """Everything ``reports/hand.html`` needs for one stored hand.

    ``stored``: the hand's stored findings (rows of the ``findings`` query).  ``stored_result()``
    gives the stored outcome and the stored ``claims`` flag, used when the replay fails.
    """
    hand = decode_hand(unpack(row["native"]))
    rules = json.loads(row["rules"]) if row["rules"] else {}
    players = [s.player for s in hand.seats]
    error = None
    try:
        steps, result = replay_timeline(hand, rules if isinstance(rules, dict) else None, players,
                                        row.get("carried_in") or 0)
        claims = result.claims
        # a pot paid differently from the correct settlement (an award the log leaves out counts
        # only where the log records a settlement at all)
        differs = awards_differ(hand, result.awards, claims, result.findings, result.pots)
        logged = ends_as_logged(hand, result, rules if isinstance(rules, dict) else {}, differs)
    except Exception as e:  # noqa: BLE001 - one hand the replay cannot explain must not stop the report
        error = f"{type(e).__name__}: {e}"
        steps = _events_only(hand)
        result, claims = stored_result()
        differs = [bool(claims) and (a.recorded or 0) != a.correct for a in result.awards]
        logged = any(differs)     # (the stored rows: a Tonk hand's too, one per player)
    at: dict[int, list[dict]] = {}
    for f in stored:
        if f["seq"] is not None:
            at.setdefault(f["seq"], []).append(f)
    for seq, found in at.items():
        if 0 <= seq < len(steps):
            step = steps[seq]
            step[FINDINGS] = found
            step[BAD] = True
    owed = correct_ends(hand.game, result, rules if isinstance(rules, dict) else {}) \
        if logged and error is None else None
    return {
        "row": row, "hand": hand, "rules": rules, "players": players, "steps": steps, "result": result,
        # (why a pot is not open to a player, and what each player was owed beside what the log
        # paid, as explain says them: review of session 70)
        "not_eligible": not_eligible(result.pots, result.players, hand.game), "correct_ends": owed,
        "claims": claims, "awards": list(zip(result.awards, differs)), "findings": stored,
        "ends_as_logged": logged,
        "unranked": unranked(result),
        "long_names": long_names(players),
        "explain_error": error,
    }
