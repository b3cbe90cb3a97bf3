"""Palace: explain says which banner cards were rejected (PALACE.md 1: a card of a suit already in the
group is rejected and the player is dealt another), where the log's notes do not: without notes, the
spec's example read as six banners dealt and kept (review of session 62)."""

from __future__ import annotations

import json

from .conftest import SPEC
from .test_cli_check import run


def test_a_banner_card_followed_by_another_for_the_player_is_told_rejected(tmp_path):
    hand = json.loads((SPEC / "examples" / "palace-two-battles.jsonl").read_text())
    for ev in hand["events"]:
        ev.pop("note", None)
    path = tmp_path / "h.jsonl"
    path.write_text(json.dumps(hand) + "\n")
    p = run("explain", hand["hand_id"], "--file", str(path))
    assert p.returncode == 0, p.stdout + p.stderr
    banners = [x.split(". ", 1)[1] for x in p.stdout.splitlines() if "as a banner card" in x]
    assert banners == [
        "bob is dealt Kh as a banner card",
        "carol is dealt 3h as a banner card, rejected (carol is dealt another banner card after it)",
        "carol is dealt 9s as a banner card",
        "alice is dealt Qs as a banner card, rejected (alice is dealt another banner card after it)",
        "alice is dealt 2h as a banner card, rejected (alice is dealt another banner card after it)",
        "alice is dealt Ad as a banner card",
    ]
