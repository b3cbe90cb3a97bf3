"""A showdown with an unknown (``??``) hand: the known cards of that hand are a floor, ranked alone
(POKER.md ranks stud boards so: a partial hand ranks below any completion of it).  When they beat
every known hand, no known hand can win the pot: paying one is ``wrong-winner`` (README: the recorded
award stands "except to a payee who cannot win it whatever those cards are"), and when that unknown
hand is the only one left, it wins the pot and its payout is checked.  Before, four aces showing
(three cards unknown) against an eight-high straight was only ``unverifiable-award``: with three
unknown cards or more, the other direction was never tried, so on a PokerStars stud log (every
opponent's three down cards unknown) a pot paid to the beaten hand passed."""

from __future__ import annotations

from audit.readers.native import read
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

DIR = FIXTURES / "stud_s40"


def test_four_aces_showing_beat_the_straight_that_was_paid():
    (rec,) = read(DIR / "four-aces-showing-beat-the-payee.jsonl")
    result = replay(rec.hand)
    assert [(f.code, f.seq, f.player) for f in result.findings] == [("wrong-winner", 27, "alice")]
    assert result.pots[0].winners == ["bob"]
    assert "the known cards (Ac Ah As Ad) beat every other hand" in result.pots[0].reason


def test_a_hand_known_to_win_is_checked_and_the_payee_beaten_is_wrong():
    hands = hands_by_id(DIR / "four-fives-known-beat-a-straight.jsonl")
    assert [(f.code, f.seq) for f in replay(hands["w1"]).findings] == [("wrong-winner", 27)]
    assert replay(hands["w1b"]).findings == []      # carol, four fives known, paid: right
