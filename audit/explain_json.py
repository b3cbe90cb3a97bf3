"""``explain --format json``: the dispute view of one hand as one JSON document, for a floor
person's tools.  It is the data the text form prints (:func:`audit.explain.explain_data`),
renamed and arranged, never computed again: the two forms cannot disagree.  Every amount is an
integer (chips); names and notes are the log's text, exact (README: ``--format json`` keeps the
text exact, as ``check --format json`` does)."""

from __future__ import annotations

import re
from typing import IO, Any

import msgspec

from .explain import NAME_COLUMNS, has_errors

#: The document's version: a change of its fields that is not an addition raises it.
VERSION = 1


def explain_document(d: dict[str, Any]) -> dict[str, Any]:
    """The JSON document of :func:`audit.explain.explain_data`'s ``d`` (README, "explain --format json")."""
    h = d["hand"]
    tonk = h["game"] == "tonk"         # (Tonk has no pot and no amount to call: its players pay each other)
    return {
        "explain": VERSION,
        "hand": {"hand_id": h["hand_id"], "game": h["game"], "session": h["session"], "table": h["table"],
                 "time": h["time"], "button": h["button"], "rules": h["rules"], "unit": h["unit"],
                 "currency": h["currency"], "seats": h["seats"]},
        "carried_in": d["carried"],
        "redeal_carries": d["carries"],
        "claims": d["claims"],
        "events": [{"seq": s["seq"], "type": s["type"], "player": s["player"], "text": s["text"], "note": s["note"],
                    "turn": s["turn"], "to_call": None if tonk else s["to_call"], "pot": None if tonk else s["pot"],
                    "stacks": s["stacks"], "phase": s["phase"], "next": s["next"],
                    "findings": s["findings"]} for s in d["steps"]],
        "findings": d["findings"],
        "checked_across_hands": d["across_hands_checked"],
        "pot_total": d["pot_total"],
        "rake": d["rake"],
        "pots": [{"index": p["index"], "name": p["name"], "amount": p["amount"], "carried": p["carried"],
                  "contributions": p["contributions"], "eligible": p["eligible"],
                  "not_eligible": [{"player": who, "why": why} for who, why in p["not_eligible"]],
                  "winners": p["winners"], "reason": p["reason"] or None} for p in d["pots"]],
        "showdown": [{"player": s["player"], "place": s["order"], "rank": s["rank"], "best": s["best"],
                      "cards": s["cards"], "wild": [{"card": w, "as": rep} for w, rep in s["stands_for"]]}
                     for s in sorted(d["showdown"], key=lambda s: s["order"] or 99)],
        "unranked": d["unranked"],
        "splits": [{"pot": a["pot"], "pot_name": a["pot_name"], "player": a["player"], "correct": a["correct"],
                    "recorded": a["recorded"], "difference": a["difference"], "odd_chips": a["odd_chips"],
                    "why": a["reason"] or None, "differs": a["differs"]} for a in d["awards"]],
        "settlement": [{"seat": p["seat"], "player": p["player"], "start": p["start"], "end": p["end"],
                        "net": p["net"], "correct_end": p["correct_end"],
                        "correct_net": None if p["correct_end"] is None else p["correct_end"] - p["start"],
                        "difference": p["difference"], "folded": p["folded"], "showdown": p["showdown"],
                        "won": p["won"]} for p in d["players"]],
        "ends_as_logged": d["ends_as_logged"],
        "sections": [{"title": s["title"], "lines": s["lines"], "header": s["header"],
                      "rows": [_cells(s["header"], r) for r in s["rows"]]} for s in d["sections"]],
        "errors": has_errors(d),
    }


_NUMBER = re.compile(r"[+-]?[0-9]+")


def _cells(header: list[str], row: list[Any]) -> list[Any]:
    """A row of a game's table (the text form's cells) with each amount an integer ("+5": 5), but in
    a column of names (a player named "21" stays "21")."""
    return [c if h in NAME_COLUMNS or c.__class__ is not str or not _NUMBER.fullmatch(c) else int(c)
            for h, c in zip(header or [""] * len(row), row)]


def write_explain_json(d: dict[str, Any], out: IO[str]) -> None:
    out.write(msgspec.json.encode(explain_document(d)).decode())
    out.write("\n")


def write_malformed_json(hand_id: str, message: str, out: IO[str]) -> None:
    """A hand that cannot be replayed (the text form's one line ``malformed: ...``)."""
    out.write(msgspec.json.encode({"explain": VERSION, "hand": {"hand_id": hand_id}, "malformed": message,
                                   "errors": True}).decode())
    out.write("\n")
