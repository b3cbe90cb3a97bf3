"""Stud's 4th-street big bet with an open pair (POKER.md 2), when an upcard is unknown (``??``):
who acts first cannot be judged, and neither can whether an open pair shows (the unknown card may
pair the other), so the big bet is allowed, as the small one is.  It was ``bet-above-maximum``
while the first actor was taken as logged."""

from __future__ import annotations

import msgspec

from audit.explain import explain_data, render_text
from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id


def _hands() -> dict[str, Hand]:
    return hands_by_id(FIXTURES / "stud_s14" / "unknown-upcard-open-pair.jsonl")


def test_the_big_bet_is_allowed_when_an_upcard_is_unknown() -> None:
    for hand_id in ("unk_up_big_bet", "unk_up_small_bet"):
        # the logs stop before 5th street is dealt: nothing but that is wrong
        assert [f.code for f in replay(_hands()[hand_id]).findings] == ["hand-incomplete"]
    text = render_text(explain_data(_hands()["unk_up_big_bet"]))
    assert "nor can whether an open pair shows, so the big bet (600) is allowed" in text


def test_with_the_upcard_known_and_no_pair_the_big_bet_is_too_much() -> None:
    data = msgspec.json.decode((FIXTURES / "stud_s14" / "unknown-upcard-open-pair.jsonl").read_text().splitlines()[0])
    deal = next(e for e in data["events"] if e["type"] == "deal" and e.get("up") == ["??"])
    deal["up"] = ["Ah"]           # a's board: 7d Ah, no pair (and the best: a opens)
    hand = msgspec.convert(data, Hand)
    assert [f.code for f in replay(hand).findings] == ["bet-above-maximum", "hand-incomplete"]
