"""Draw and stud: a second ante of the right size while exactly one player dealt in has posted
none and has no ante later in the log is that player's ante under the wrong name (README): one
``wrong-forced-bet``, the ante theirs (it was two: a second ante and a missing one).  A whole
deal to a player who already has their hand, or who is dealt out of turn and again later, while
the next player to deal to has no deal (of the street, in stud) later in the log, is that
player's deal: one ``wrong-deal``, the cards theirs (it was two or more, and often a show
"mismatch" and a wrong payout found from ten cards or an unknown hand).  So is a draw logged
under another name while the player in turn holds the cards it discards and draws nowhere else
(357 of 539 such mutants of simulated legal hands one finding, none before)."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id, paid_right

HANDS = hands_by_id(FIXTURES / "poker_s46" / "ante-deal-misnamed.jsonl")


@pytest.mark.parametrize("hand_id", ["draw-legal-heads-up", "stud-legal-heads-up", "stud-legal-heads-up-b"])
def test_the_legal_hands_are_clean(hand_id):
    assert replay(HANDS[hand_id]).findings == []


@pytest.mark.parametrize("hand_id,finding", [
    ("draw-ante-misnamed", ("wrong-forced-bet", 1, "heidi", "heidi posted a second ante of 5, and trent posted none "
                            "and has no ante later in the log: taken as trent's ante, logged under heidi's name")),
    ("stud-ante-misnamed", ("wrong-forced-bet", 1, "trent", "trent posted a second ante of 12, and heidi posted "
                            "none and has no ante later in the log: taken as heidi's ante, logged under trent's "
                            "name")),
    ("draw-deal-misnamed-out-of-order", (
        "wrong-deal", 2, "heidi", "heidi was dealt before trent and is dealt again later, and trent, the next to be "
        "dealt, has no deal in the log: taken as trent's cards, logged under heidi's name")),
    ("draw-deal-misnamed-second-time", (
        "wrong-deal", 3, "trent", "trent was dealt a second time, and heidi, the next to be dealt, has no deal in "
        "the log: taken as heidi's cards, logged under trent's name")),
    ("stud-deal-misnamed", (
        "wrong-deal", 0, "heidi", "heidi was dealt Qh 7s down and 8c up before trent and is dealt again later, and "
        "trent, the next to be dealt, has no deal of the street in the log: taken as trent's, logged under "
        "heidi's name")),
])
def test_an_ante_or_deal_under_another_players_name_is_one_finding(hand_id, finding):
    result = replay(HANDS[hand_id])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [finding]
    assert paid_right(result)


def test_a_draw_under_another_players_name_is_the_draw_of_the_player_in_turn():
    # trent's draw logged as heidi's: trent holds the cards it discards and draws nowhere else;
    # one finding, the draw trent's (it was an out-of-turn draw of cards heidi did not hold, and
    # trent's draw "left out")
    result = replay(HANDS["draw-draw-misnamed"])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [
        ("out-of-turn", 6, "heidi", "heidi drew but it was trent's turn to draw, and trent, who holds the cards "
                                    "discarded, draws nowhere else in the log: taken as trent's draw, logged under "
                                    "heidi's name")]
    assert paid_right(result)
