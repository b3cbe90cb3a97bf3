"""``all_check: redeal`` (POKER.md 4.3: "when every player checks the first round"): a first round
in which nobody could bet (all but one player all-in from the ante) is no check-around, so the
hand is played out and its payout checked.  Before, it was taken as one: the draw was
illegal-action, the collect wrong-winner "every player checked", though nobody had."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES


def _hands() -> dict[str, Hand]:
    lines = (FIXTURES / "unfinished" / "draw-redeal-nobody-could-bet.jsonl").read_text().splitlines()
    return {h.hand_id: h for h in (msgspec.json.decode(x, type=Hand) for x in lines)}


def test_a_hand_where_nobody_could_bet_is_played_out_under_redeal():
    hands = _hands()
    for name in ("R7-played", "R4-played", "R7-cont"):
        assert replay(hands[name]).findings == [], name


def test_stopping_after_such_a_first_round_is_an_unfinished_hand():
    assert [f.code for f in replay(_hands()["R7-stop"]).findings] == ["hand-incomplete"]
