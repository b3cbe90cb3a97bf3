"""The dispute view of one hand: every event with the table around it, then the money.

``explain_data`` builds plain data (dicts and lists) that both the text view
(``explain_text``, for ``handaudit explain``) and the report's hand pages render.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .award_rows import awards_differ
from .codes import SEVERITY
from .explain_money import correct_ends, not_eligible, not_eligible_words
from .model import Event, Hand, tonk_correct_nets
from .recorded_totals import with_reader_findings
from .replay import effective_rules, replay_steps
from .untrusted import display_width, for_cell, for_terminal, json_quoted, quoted

_POT_NAMES = {None: "the pot", 0: "the main pot"}
#: The dealer's events: nobody's turn (the timeline names no turn for them, though a player may be
#: next to act when they come, as after the blinds during the deal).
DEALER_EVENTS = frozenset({"deal", "burn", "community", "upcard", "banner"})
#: Events that are nobody's turn in the timeline: the dealer's, a Tonk declaration (before play,
#: TONK.md 1), and the settlement's (a Tonk ``pay`` after the stock ran out on a player who was
#: still to act is not that player's turn; nor a Tonk ``reveal``, the count at the end, TONK.md 3:
#: review of session 60).
NO_TURN_EVENTS = DEALER_EVENTS | frozenset({"pay", "collect", "return", "rake", "declare", "reveal"})


def pot_name(index: int | None) -> str:
    return _POT_NAMES.get(index) or f"side pot {index}"


def _cards(cards) -> str:
    return " ".join(cards) if cards else "nothing"


def describe_event(ev: Event, game: str) -> str:
    """One event in words, e.g. ``carol raises to 300``."""
    t, p = ev.type, ev.player
    if t == "ante":
        return f"{p} antes {ev.amount}"
    if t == "blind":
        return f"{p} posts the {ev.kind} blind of {ev.amount}"
    if t == "deal":
        if game == "tonk":
            return f"{p} is dealt {_cards(ev.cards)}"
        parts = []
        if ev.down:
            parts.append(f"{_cards(ev.down)} down")
        if ev.up:
            parts.append(f"{_cards(ev.up)} up")
        return f"{p} is dealt " + " and ".join(parts)
    if t == "burn":
        return f"a card is burned{f' ({_cards(ev.cards)})' if ev.cards else ''}"
    if t == "community":
        return f"the community card {_cards(ev.cards)} is dealt face up"
    if t == "bring_in":
        return f"{p} brings in for {ev.amount}"
    if t == "complete":
        return f"{p} completes to {ev.to}"
    if t == "check":
        return f"{p} checks"
    if t == "call":
        return f"{p} calls" + (f" {ev.amount}" if ev.amount is not None else "")
    if t == "bet":
        return f"{p} bets {ev.to}"
    if t == "raise":
        if game == "palace":
            return f"{p} raises, paying {ev.amount}"
        return f"{p} raises to {ev.to}"
    if t == "fold":
        return f"{p} folds"
    if t == "draw":
        if game == "tonk":
            return f"{p} draws {ev.card} from the {'discard pile' if ev.source == 'discard' else 'stock'}"
        if not ev.discard:
            return f"{p} stands pat"
        return f"{p} discards {_cards(ev.discard)} and receives {_cards(ev.receive)}"
    if t == "show":
        return f"{p} shows {_cards(ev.cards)}"
    if t == "muck":
        return f"{p} mucks"
    if t == "return":
        return f"{ev.amount} returned to {p} (uncalled)"
    if t == "rake":
        return f"the house takes {ev.amount} rake"
    if t == "collect":
        return f"{p} collects {ev.amount} from {pot_name(ev.pot)}"
    if t == "banner":
        return f"{p} is dealt {ev.card} as a banner card"
    if t == "buy":
        return f"{p} buys a soldier ({ev.card}) for {ev.amount}"
    if t == "discard":
        if game == "tonk":
            return f"{p} discards {ev.card}"
        return f"{p} discards {_cards(ev.cards)}"
    if t == "wait":
        return f"{p} waits"
    if t == "attack":
        return f"{p} attacks {ev.target} for {ev.amount}"
    if t == "battle":
        return "the log says the battle is a tie" if ev.winner is None else f"the log says {ev.winner} wins the battle"
    if t == "capture":
        return f"{p} captures {_cards(ev.cards)} from {ev.source}"
    if t == "upcard":
        return f"{ev.card} is turned up to start the discard pile"
    if t == "declare":
        return f"{p} declares a dealt tonk"
    if t == "drop":
        return f"{p} drops"
    if t == "spread":
        return f"{p} spreads {_cards(ev.cards)}"
    if t == "hit":
        return f"{p} hits spread {ev.spread} with {_cards(ev.cards)}"
    if t == "reveal":
        return f"{p} reveals {_cards(ev.cards)}"
    if t == "pay":
        return f"{ev.source} pays {ev.to} {ev.amount}"
    return t


def _finding(f) -> dict[str, Any]:
    return {"code": f.code, "severity": SEVERITY[f.code], "player": f.player, "seq": f.seq, "message": f.message}


def _with_stored(found: list, stored: list | None) -> list:
    """The findings shown: from a file (``stored`` None), the replay's (with its reader's); from
    the database, the stored ones, which are what ``check`` and ``ingest`` found: the checks across
    the hands of a session (stack-mismatch, button-not-rotated, duplicate-hand) and the reader's
    findings (a PokerStars summary's totals, which may stand in for a replay finding: the stored
    hand is the converted one, without them) included, as the report's hand page shows them
    (review of session 57: the replay's books-unbalanced was shown beside the stored wrong-amount
    that replaced it)."""
    return list(found) if stored is None else list(stored)


#: Events that put a player's chips in: one that leaves them none is told "(all-in)".
_PUTS_IN = frozenset(("ante", "blind", "bring_in", "complete", "call", "bet", "raise", "attack", "buy"))


def described(ev: Event, game: str, stacks_before: dict[str, int], stacks_after: dict[str, int],
              passed: bool = False) -> str:
    """An event in words (:func:`describe_event`), and "(all-in)" when it put in the last of the
    player's chips (the stacks before and after it): in a side-pot dispute, the key fact.
    ``passed``: a Palace banner card the player was dealt another after (:func:`banners_passed`)."""
    text = describe_event(ev, game)
    p = ev.player
    if passed:
        return f"{text}, rejected ({p} is dealt another banner card after it)"
    if ev.type in _PUTS_IN and p is not None and stacks_after.get(p) == 0 and (stacks_before.get(p) or 0) > 0:
        text += " (all-in)"
    return text


def banners_passed(hand) -> set[int]:
    """Palace: the seqs of banner cards the log deals a player another banner card after (PALACE.md 1:
    a card of a suit already in the group is rejected, and the player is dealt another), so that the
    dispute view says so where the log's note does not (review of session 62)."""
    last: dict[str, int] = {}
    passed: set[int] = set()
    for seq, ev in enumerate(hand.events):
        if ev.type == "banner" and ev.player is not None:
            if ev.player in last:
                passed.add(last[ev.player])
            last[ev.player] = seq
    return passed


def ends_as_logged(hand: Hand, result, rules: dict[str, Any], differs: list[bool]) -> bool:
    """Whether the players' ends and nets (the log's, where it records a settlement) differ from
    the correct settlement's, so that they are headed "as logged" (review of session 62): a poker or
    Palace pot row that differs (``differs``), an uncalled bet not returned as it should be (to
    the wrong player, short, not at all: review of session 64, no pot row says so), a Tonk player
    whose payments net other than they should (review of session 63: Tonk has no pot rows, so its
    ends were never headed so)."""
    if not result.claims:
        return False
    if hand.game == "tonk":
        nets = tonk_correct_nets(result, rules)
        return nets is not None and any(nets[p.player] != p.net for p in result.players)
    return True in differs or any(f.code == "uncalled-bet-not-returned" for f in result.findings)


def unranked(result) -> list[str]:
    """The players still in at the showdown whose hands the showdown's ranking leaves out: their
    cards are not all in the log (the ranking is of the hands whose cards are known).  Said under
    the ranking, by ``explain`` and the hand page alike, so that the best known hand is not taken
    for the best at the table (review of session 67).  None without a ranking (no hand known)."""
    if not result.showdown:
        return []
    ranked = {s.player for s in result.showdown}
    return [p.player for p in result.players if p.showdown and not p.folded and p.player not in ranked]


def explain_data(hand: Hand, defaults: dict[str, Any] | None = None,
                 stored: list | None = None, record: Any = None,
                 carry: tuple[int, str | None] | None = None) -> dict[str, Any]:
    """Everything the dispute view shows, as plain data.  ``stored``: the findings stored for the
    hand (``explain --db``), shown beside the replay's own; None: the hand was read from a file.
    ``record``: the hand's record as read (``explain --file``), whose reader's findings (warnings,
    a summary's totals) are the hand's too, as ``check`` reports them.  ``carry``: the pot a
    redeal of the table's previous hand carried to this one, ``(chips, that hand's id)``
    (:func:`find_hand` finds it as ``check`` and ``ingest`` do), which the hand plays for."""
    steps, result = replay_steps(hand, defaults, carry[0] if carry else 0)
    found = result.findings
    if record is not None:
        found = with_reader_findings(found, record.warnings, record.summary, result)
    findings = _with_stored(found, stored)
    by_seq: dict[int | None, list] = {}
    for f in findings:
        by_seq.setdefault(f.seq, []).append(f)
    rows = []
    before = {s.player: s.stack for s in hand.seats}
    passed = banners_passed(hand) if hand.game == "palace" else ()
    for (seq, view, _new), ev in zip(steps, hand.events):
        found = by_seq.get(seq, [])
        actor = ev.player
        text = described(ev, hand.game, before, view.stacks, seq in passed)
        before = view.stacks
        rows.append({
            "seq": seq, "type": ev.type, "player": actor, "text": text,
            "note": ev.note, "turn": None if ev.type in NO_TURN_EVENTS else view.turn_before,
            "to_call": view.owed_before, "pot": view.pot,
            "stacks": dict(view.stacks), "phase": view.phase, "next": view.to_act,
            "findings": [_finding(f) for f in found],
            "out_of_turn": any(f.code == "out-of-turn" for f in found),
        })
    rules = dict(effective_rules(hand, defaults))
    differs = awards_differ(hand, result.awards, result.claims, findings, result.pots)
    logged = ends_as_logged(hand, result, rules, differs)
    # (each player's correct end wherever it can be told: the text shows it when the log's differs,
    # explain --format json always)
    owed = correct_ends(hand.game, result, rules)
    return {
        "hand": {"hand_id": hand.hand_id, "game": hand.game, "session": hand.session, "table": hand.table,
                 "time": hand.time, "button": hand.button, "rules": rules,
                 "currency": hand.currency, "unit": hand.unit,
                 "seats": [{"seat": s.seat, "player": s.player, "stack": s.stack, "added": s.added}
                           for s in hand.seats]},
        "steps": rows,
        "findings": [_finding(f) for f in findings],
        "across_hands_checked": stored is not None,
        "carried": {"chips": carry[0], "from": carry[1]} if carry else None,
        "carries": result.carries,
        "claims": result.claims,
        "pot_total": result.pot_total,
        "rake": result.rake,
        "pots": [{"index": p.index, "name": pot_name(p.index), "amount": p.amount, "eligible": list(p.eligible),
                  "contributions": dict(p.contributions), "winners": list(p.winners), "reason": p.reason,
                  "carried": p.carried, "not_eligible": [list(x) for x in out]}
                 for p, out in zip(result.pots, not_eligible(result.pots, result.players, hand.game))],
        "awards": [{"pot": a.pot, "pot_name": pot_name(a.pot), "player": a.player, "correct": a.correct,
                    "recorded": a.recorded, "odd_chips": a.odd_chips, "reason": a.reason, "differs": d,
                    # what the log paid less what was owed (none where the log records no settlement)
                    "difference": (a.recorded or 0) - a.correct if result.claims else None}
                   for a, d in zip(result.awards, differs)],
        "ends_as_logged": logged,
        "showdown": [{"player": s.player, "cards": list(s.cards), "best": list(s.best), "rank": s.rank,
                      "order": s.order, "stands_for": [list(w) for w in s.stands_for]}
                     for s in result.showdown],
        "unranked": unranked(result),
        "sections": [{"title": s.title, "lines": list(s.lines), "rows": [list(r) for r in s.rows],
                      "header": list(s.header), "showdown": s.showdown} for s in result.sections],
        "players": [{"seat": p.seat, "player": p.player, "start": p.start, "end": p.end, "net": p.net,
                     "folded": p.folded, "showdown": p.showdown, "won": p.won,
                     "correct_end": None if owed is None else owed[p.player],
                     # what the log leaves the player less what they are owed
                     "difference": None if owed is None or p.end is None else p.end - owed[p.player]}
                    for p in result.players],
    }


class _Shown(str):
    """A line already escaped for the terminal (a table's: :func:`_table`), not escaped again at
    the end (escaping twice would turn a name's escape into another name's backslashes)."""


#: The columns of explain's tables that hold a player's name alone.
NAME_COLUMNS = frozenset(("player", "owner", "payer", "payee"))


def _table(header: list[str], rows: list[list[Any]]) -> list[str]:
    """Aligned columns of the cells, escaped: a name alone in its column as a cell
    (:func:`for_cell`: the padding would hide a trailing space, so that "bob " passed for "bob"),
    any other as text (:func:`for_terminal`)."""
    esc = [for_cell if h in NAME_COLUMNS else for_terminal for h in header]
    cells = [[for_terminal(str(c)) for c in header]]
    cells += [["" if c is None else e(str(c)) for c, e in zip(r, esc)] for r in rows]
    shown = [[display_width(c) for c in r] for r in cells]
    widths = [max(r[i] for r in shown) for i in range(len(header))]

    def line(r: list[str], lens: list[int]) -> str:
        return "  ".join(c + " " * (w - n) for c, n, w in zip(r, lens, widths)).rstrip(" ")

    # (a column without a name, of marks such as "<-- differs", has no rule under it, as it has no
    # name over it: unless no column has one)
    named = any(header)
    out = [line(cells[0], shown[0]),
           "  ".join("-" * w if h or not named else " " * w for h, w in zip(header, widths)).rstrip(" ")]
    out += [line(r, n) for r, n in zip(cells[1:], shown[1:])]
    return [_Shown("  " + x) for x in out]


def explain_text(hand: Hand, defaults: dict[str, Any] | None = None, stored: list | None = None,
                 carry: tuple[int, str | None] | None = None) -> str:
    """The dispute view as text (``stored``, ``carry`` as in :func:`explain_data`)."""
    return render_text(explain_data(hand, defaults, stored, None, carry))


def _difference(chips: int) -> str:
    """A difference of what the log paid from what was owed: signed, 0 without a sign."""
    return f"{chips:+d}" if chips else "0"


def has_errors(d: dict[str, Any]) -> bool:
    """A finding of severity error or malformed (CLI.md: exit status 1)."""
    return any(f["severity"] != "warning" for f in d["findings"])


def render_text(d: dict[str, Any]) -> str:
    h = d["hand"]
    lines = [f"Hand {h['hand_id']} ({h['game']})"
             + (f", session {h['session']}" if h["session"] else "")
             + (f", table {h['table']}" if h["table"] else "")
             + (f", {h['time']}" if h["time"] else "")]
    if h["rules"]:
        # a string as it is, any other value in its JSON spelling (true, [1, 2]): escaped once, where shown
        lines.append("rules: " + ", ".join(f"{k}={v if v.__class__ is str else quoted(v)}"
                                           for k, v in h["rules"].items()))
    seats = ", ".join(f"seat {s['seat']} {s['player']} ({s['stack']})" for s in h["seats"])
    lines.append(f"seats: {seats}" + (f"; button seat {h['button']}" if h["button"] is not None else ""))
    if h["unit"] or h["currency"]:      # (FORMAT.md: for display; every amount here is in chips)
        lines.append(f"amounts in chips: one chip is {h['unit']}" + (f" {h['currency']}" if h["currency"] else "")
                     if h["unit"] else f"amounts in {h['currency']}")
    if d["carried"]:
        c = d["carried"]
        # (not "the previous hand of the table": a record set aside may lie between, whose log
        # the pot waited past; review of session 64)
        lines.append(f"carried in: a pot of {c['chips']} from hand {c['from']}, an earlier hand of the table, which "
                     f"ended in a redeal (every player checked the first round): it is in the pot from the start, "
                     f"and joins the main pot")
    lines += ["", "Events"]
    for s in d["steps"]:
        turn = f"[{s['turn']}'s turn" + (f", {s['to_call']} to call] " if s["to_call"] else "] ") if s["turn"] else ""
        # (the log's own note, quoted as the report's hand page does: not a remark of this replay's,
        # which an odd-chip note at odds with the verdict was taken for; review of session 62); as a
        # JSON string, so that a quote, a backslash or a new line in it reads back one way
        line = f"  {s['seq']:>3}. {turn}{s['text']}"
        lines.append(_Shown(for_terminal(line) + f"  [log note: {json_quoted(s['note'])}]") if s["note"] else line)
        after = []
        if s["phase"]:
            after.append(s["phase"])
        if h["game"] != "tonk":          # (Tonk has no pot: its players pay each other)
            after.append(f"pot {s['pot']}")
        if s["next"]:
            after.append(f"next: {s['next']}")
        if s["stacks"]:
            after.append("stacks " + " ".join(f"{p}={c}" for p, c in s["stacks"].items()))
        lines.append("       " + "; ".join(after))
        for f in s["findings"]:
            lines.append(f"       !! {f['severity']} {f['code']}: {f['message']}")
    if d["carries"] is not None:
        lines += ["", "Redeal", f"  every player checked the first round and all_check is redeal: the hand ends "
                                f"with no winner, and its pot of {d['carries']} carries to the table's next hand"]
    hand_level = [f for f in d["findings"] if f["seq"] is None]
    if hand_level:
        lines += ["", "Findings about the whole hand"]
        lines += [f"  !! {f['severity']} {f['code']}: {f['message']}" for f in hand_level]
    if d["pots"]:
        lines += ["", "Pots"]
        # mucked hands: at the showdown, and those whose cards the log never shows (a muck applied)
        mucked = {s["player"] for s in d["showdown"] if not s["order"]} | \
            {s["player"] for s in d["steps"] if s["type"] == "muck" and not s["out_of_turn"]}
        for p in d["pots"]:
            contrib = ", ".join([f"{k} {v}" for k, v in p["contributions"].items()] +
                                ([f"{p['carried']} carried from hand {d['carried']['from']}"] if p["carried"] else []))
            # a winner is not tagged: a hand mucked after everyone else folded still wins the pot
            eligible = ", ".join(f"{x} (mucked)" if x in mucked and x not in p["winners"] else x
                                 for x in p["eligible"]) or "nobody"
            lines.append(f"  {p['name']}: {p['amount']} (from {contrib}); eligible: {eligible}")
            if p["not_eligible"]:
                # (why the others may not win it: a fold, an all-in below the pot; review of session 70)
                lines.append(f"    not eligible: {not_eligible_words(p['not_eligible'])}")
            if p["winners"]:
                why = p["reason"]
                if len(p["winners"]) == 1 and why.startswith(p["winners"][0] + ": "):
                    why = why[len(p["winners"][0]) + 2:]      # "goes to ann: flush", not "ann: ann: flush"
                lines.append(f"    goes to {', '.join(p['winners'])}" + (f": {why}" if why else ""))
            elif p["reason"]:
                # (why no winner is named: the cards that decide it are unknown, as the hand page's
                # pots table says; review of session 67)
                lines.append(f"    the correct settlement names no winner: {p['reason']}")
    if d["showdown"] and not any(sec.get("showdown") for sec in d["sections"]):
        # (a game's section that shows the ranked showdown, saying why there is one, shows it
        # alone: Palace's quiet round; the hands were shown twice before)
        lines += ["", "Showdown (best first)"]
        if d["unranked"]:
            lines.append(f"  only the hands whose cards are known are ranked; the cards of {', '.join(d['unranked'])} "
                         f"are not")
        for s in sorted(d["showdown"], key=lambda s: s["order"] or 99):
            place = f"{s['order']}." if s["order"] else "-"
            wild = "".join(f"; {w} as {rep}" for w, rep in s["stands_for"])
            lines.append(f"  {place} {s['player']}: {s['rank']} ({' '.join(s['best'])}{wild}) from {' '.join(s['cards'])}")
    for sec in d["sections"]:
        lines += ["", sec["title"]]
        lines += [f"  {x}" for x in sec["lines"]]
        if sec["rows"]:
            lines += _table(sec["header"] or [""] * len(sec["rows"][0]), sec["rows"])
    if d["awards"]:
        lines += ["", "Settlement: correct beside recorded" if d["claims"] else
                  "Settlement (the log records none; this is the correct one)"]
        rows = []
        for a in d["awards"]:
            rec = "-" if a["recorded"] is None else a["recorded"]
            # (a pot the unknown cards decide: its correct column is the recorded award taken as it
            # is, so a row a payout finding names says so; "differs" beside equal amounts misled:
            # review of session 63)
            mark = "" if not a["differs"] else "  <-- differs" if a["correct"] != (a["recorded"] or 0) else \
                "  <-- a finding says this payout is wrong"
            odd = f"{a['odd_chips']} odd chip: {a['reason']}" if a["odd_chips"] else (a["reason"] or "")
            # the difference, what the log paid less what was owed (as the hand page has it; none
            # where the log records no settlement)
            diff = [_difference(a["difference"])] if d["claims"] else []
            rows.append([a["pot_name"], a["player"], a["correct"], rec if d["claims"] else "", *diff, odd + mark])
        lines += _table(["pot", "player", "correct", "recorded", *(["difference"] if d["claims"] else []), "why"], rows)
    if d["rake"]:
        lines.append(f"  rake: {d['rake']}" if d["claims"] or not d["awards"] else
                     f"  rake recorded: {d['rake']} (with no collect the log does not say which pots it came "
                     f"from: the shares above are after it, taken from the pots in proportion to their "
                     f"sizes, as rooms take it)")
    if d["claims"] and any(a["correct"] != (a["recorded"] or 0) for a in d["awards"]):
        lines.append("  (difference: recorded less correct; +: the log paid the player more than owed, -: less)")
    lines += ["", "Players"]
    if not d["claims"] and any(s["type"] in ("return", "rake") for s in d["steps"]) and \
            any(d["steps"][-1]["stacks"].get(p["player"], p["end"]) != p["end"] for p in d["players"]):
        # the log pays something out but records no collect: the stacks above follow it as logged
        lines.append("  (the ends of the correct settlement: the log records no collect; the stacks above "
                     "follow what it pays out as logged)")
    # (the recorded settlement, where one differs from the correct: said in the header, so that the ends
    # are not taken for what the players were owed; review of session 62)
    logged = d["ends_as_logged"]
    owed = logged and all(p["correct_end"] is not None for p in d["players"])
    lines += _table(["seat", "player", "start", "end as logged" if logged else "end",
                     "net as logged" if logged else "net"]
                    + (["correct end", "correct net", "difference"] if owed else []),
                    [[p["seat"], p["player"], p["start"], p["end"], f"{p['net']:+d}"]
                     + ([p["correct_end"], f"{p['correct_end'] - p['start']:+d}", _difference(p['difference'])]
                        if owed else []) for p in d["players"]])
    if owed:
        # (what each player was owed in all, beside what the log paid: the floor's answer, player by
        # player; review of session 70)
        lines.append("  (difference: what the log leaves the player less what they are owed; +: the log paid "
                     "them more than owed, -: less)")
    n = len(d["findings"])
    # a hand that records no settlement claims none (FORMAT.md): nothing was compared
    settled = "the settlement is right" if d["claims"] else "the log records no settlement to compare"
    if n:
        lines += ["", f"{n} finding{'s' if n != 1 else ''}"]
    elif d["across_hands_checked"]:
        lines += ["", f"No findings: every event follows the rules and {settled}."]
    else:
        lines += ["", f"No findings in this hand's replay: every event follows the rules and {settled}. (The "
                      "checks across the hands of a session, stacks carried over, the button and repeated "
                      "hand ids, are made by check and ingest" + (", though the files were read for the pot "
                      "carried in" if d.get("carried") else "") + ".)"]
    return "\n".join(line if isinstance(line, _Shown) else for_terminal(line) for line in lines)


def find_hand(hand_id: str, db: Path | None = None, file: Path | list[Path] | None = None,
              session: str | None = None) -> tuple[Hand, list | None, Any]:
    """The hand with this id (and session), from log files (``file``: one path or several; files
    or folders: :func:`audit.readers.find.hand_in_files`) or the database, with the findings
    stored for it (None when read from a file) and, from a file, its record (what its reader
    found; None from the database, which stored that)."""
    if file is not None:
        from .readers.find import hand_in_files

        rec = hand_in_files(hand_id, _paths(file), session)
        return rec.hand, None, rec
    from .store import load_hand_and_findings

    hand, stored = load_hand_and_findings(Path(db), hand_id, session)
    return hand, stored, None


def _paths(file: Path | list[Path]) -> list[Path]:
    return [Path(f) for f in file] if isinstance(file, (list, tuple)) else [Path(file)]


def find_hand_and_carry(hand_id: str, db: Path | None = None, file: Path | list[Path] | None = None,
                        session: str | None = None, defaults: dict[str, Any] | None = None
                        ) -> tuple[Hand, list | None, Any, tuple[int, str | None] | None]:
    """:func:`find_hand`, the findings of the checks across the hands of its session, and the pot a
    redeal of the table's previous hand carried to the hand (``(chips, that hand's id)``, None:
    none), which ``explain`` shows it playing for: stored with it (``--db``), or found in the
    files (``--file``: :func:`checked_in_files`, under the rules file's ``defaults``)."""
    if file is not None:
        hand, _, rec = find_hand(hand_id, file=file, session=session)
        checked = checked_in_files(rec, _paths(file), defaults)
        carry = (checked.result.carried, checked.carried_from) if checked.carried_from is not None \
            and checked.result is not None else None
        return hand, checked.findings, rec, carry
    from .store import load_stored_hand

    hand, stored, carry = load_stored_hand(Path(db), hand_id, session)
    return hand, stored, None, carry


def checked_in_files(rec: Any, paths: list[Path], defaults: dict[str, Any] | None = None) -> Any:
    """The hand of ``rec`` (read under ``paths``) checked as ``check`` of ``paths`` checks it
    (:class:`audit.runner.Checked`): the records of its session (or of its file, when it names
    none) up to it, so that its findings include the checks across the hands of the session
    (stack-mismatch, button-not-rotated, duplicate-hand), and a draw hand after a redeal is judged
    again with the pot the redeal carried (``carried_from``: the redealt hand's id; a hand id used
    twice in the session, at any of its tables, is a ``duplicate-hand`` and no hand of its table's
    chain)."""
    from .readers import FILE_UNREAD, SESSION_UNREAD, read_paths
    from .runner import validate
    from .session import group_key

    group = group_key(rec.hand.session, rec.file)
    before: list = []
    for r in read_paths([str(p) for p in paths]):
        # (and a record whose session could not be read, or a file that could not be: it breaks
        # the chains as check has it, review of session 60)
        if r.unread in (SESSION_UNREAD, FILE_UNREAD) or \
                group_key(r.hand.session if r.hand is not None else r.session, r.file) == group:
            before.append(r)
            if r.file == rec.file and r.line == rec.line:
                break
    last = None
    for last in validate([], defaults, 1, keep=True, records=before):
        pass
    return last
