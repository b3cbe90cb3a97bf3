"""The data of one hand's page: the dispute view of ``audit.explain`` plus the stored findings.

The stored findings are the ones shown (they include the session checks, which a
replay of the hand alone cannot make); ``explain_data`` gives the timeline (whose
turn, to call, pot and stacks after every event), the pots, the split and the
settlement.  Should the replay fail on a stored hand, the page still shows the
events and findings, with the reason the replay is missing.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable
from typing import Any

import msgspec

from .model import Hand

_decode_hand = msgspec.json.Decoder(Hand)


def chips(value: Any) -> str:
    """An amount as the report prints it (thin spaces between thousands); '' for none."""
    if value is None:
        return ""
    return f"{value:,}".replace(",", "\u202f") if isinstance(value, int) else str(value)


def _fallback(hand: Hand) -> dict[str, Any]:
    from .explain import describe_event

    steps = []
    for seq, ev in enumerate(hand.events):
        try:
            text = describe_event(ev, hand.game)
        except Exception:  # noqa: BLE001 - the page must still be written
            text = ev.type
        steps.append({"seq": seq, "type": ev.type, "player": ev.player, "text": text, "note": ev.note,
                      "turn": None, "to_call": None, "pot": None, "stacks": {}, "phase": "",
                      "findings": [], "out_of_turn": False})
    return {"hand": {}, "steps": steps, "findings": [], "pots": [], "awards": [], "showdown": [],
            "sections": [], "players": [], "claims": None}


def hand_context(row: dict, stored: list[dict], stored_result: Callable[[], dict]) -> dict[str, Any]:
    """Everything ``reports/hand.html`` needs for one stored hand.

    ``stored_result()`` gives the stored players, pots and awards, used when the replay fails.
    """
    hand = _decode_hand.decode(row["native"])
    rules = json.loads(row["rules"]) if row["rules"] else {}
    error = None
    try:
        from .explain import explain_data

        data = explain_data(hand, rules if isinstance(rules, dict) else None)
    except Exception as e:  # noqa: BLE001 - one hand the replay cannot explain must not stop the report
        data = _fallback(hand)
        data.update(stored_result())
        error = f"{type(e).__name__}: {e}"
    by_seq: dict[int | None, list[dict]] = defaultdict(list)
    for f in stored:
        by_seq[f["seq"]].append(f)
    players = [s.player for s in hand.seats]
    before = None
    for step in data["steps"]:
        step["findings"] = by_seq.get(step["seq"], [])
        step["bad"] = bool(step["findings"])
        step["to_call"] = chips(step.get("to_call"))
        step["pot"] = chips(step.get("pot"))
        stacks = step.get("stacks") or {}
        # the stacks are written out only where they changed (most events move no chips)
        step["stack_cells"] = [chips(stacks.get(p)) for p in players] if stacks != before else None
        before = stacks
    return {
        "row": row, "hand": hand, "rules": rules, "players": players, "data": data,
        "findings": stored, "hand_findings": by_seq.get(None, []), "explain_error": error,
        "events_with_findings": sorted(s for s in by_seq if s is not None),
    }
