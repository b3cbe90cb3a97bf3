"""README (players without chips): a seat without chips is not dealt in, even when the ante is 0
(it could be paid).  The findings for such a seat dealt in anyway name that rule; before, they said
"a player who cannot pay the ante", which an ante of 0 contradicts."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HAND = hands_by_id(FIXTURES / "palace_left_out" / "ante0_stack0.jsonl")["ante0-stack0"]


def test_the_findings_name_the_seat_without_chips():
    found = [(f.code, f.seq, f.message) for f in replay(HAND).findings if f.player == "bob"]
    assert found == [
        ("wrong-forced-bet", 0, "bob anted 0 but has no chips; a player without chips is not dealt in and posts nothing"),
        ("wrong-deal", 3, "a banner card (Kh) went to bob, who has no chips; a player without chips is not dealt in"),
        ("wrong-deal", 6, "palace cards dealt to bob, who has no chips; a player without chips is not dealt in"),
        ("out-of-turn", 9, "bob played (wait) but is not in the hand: bob has no chips"),
    ]
