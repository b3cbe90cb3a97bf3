"""Palace: a call or raise in a battle logged under the name of a player who was not to answer
(a third player, or the battle's other player), when it fits the answer owed (a call of what
was owed, a raise above it) and the player who had to answer answers nowhere else before the
next attack or battle, is that player's answer (README): one finding at it, the chips theirs.
Before, the battle was decided "before the answer", and a right collect called wrong (of 449
such mutants of simulated legal hands none gave one finding; now 429 do).  So too a second ante
while one player posted none and antes nowhere later (690 of 690 such mutants now one finding,
none before), and a wait in another player's turn when the next line is the turn after theirs
(274 of 374, none before)."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "palace_s46" / "misnamed.jsonl")


@pytest.mark.parametrize("hand_id", ["palace-legal-3", "palace-legal-2", "palace-legal-heads-up",
                                     "palace-legal-heads-up-b"])
def test_the_legal_hands_are_clean(hand_id):
    assert replay(HANDS[hand_id]).findings == []


@pytest.mark.parametrize("hand_id,finding", [
    # ivan's call of trent's attack logged as bob's, who had folded
    ("palace-call-misnamed", ("out-of-turn", 12, "bob", "bob called in the battle of trent against ivan, where ivan "
                              "had to answer and answers nowhere else: taken as ivan's call, logged under bob's name")),
    # trent's raise logged as heidi's, the attacker
    ("palace-raise-misnamed", ("palace-wrong-response", 7, "heidi", "heidi raised in the battle of heidi against "
                               "trent, where trent had to answer and answers nowhere else: taken as trent's raise, "
                               "logged under heidi's name")),
])
def test_a_battle_answer_under_another_players_name_is_the_answer_owed(hand_id, finding):
    result = replay(HANDS[hand_id])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [finding]


def test_a_second_ante_while_a_player_posted_none_is_their_ante_under_the_wrong_name():
    # trent's ante logged as heidi's (her second): one finding, the ante trent's (it was two)
    result = replay(HANDS["palace-ante-misnamed"])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [
        ("wrong-forced-bet", 1, "heidi", "heidi anted a second time (5), and trent did not and has no ante later in "
                                         "the log: taken as trent's ante, logged under heidi's name")]


def test_a_wait_in_another_players_turn_followed_by_the_next_turn_is_theirs():
    # heidi's wait logged as trent's, who then plays his own turn: one finding, the wait heidi's
    result = replay(HANDS["palace-wait-misnamed"])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [
        ("out-of-turn", 8, "trent", "trent played (wait) but it was heidi's turn, and trent plays next, as after "
                                     "heidi's turn: taken as heidi's wait, logged under trent's name")]


def test_palace_cards_under_another_players_name_are_theirs():
    # trent's palace cards logged as heidi's, dealt to heidi again right after: trent's (it was two
    # wrong-deal and the battle over trent's "unknown" palace unverifiable)
    result = replay(HANDS["palace-deal-misnamed"])
    assert [(f.code, f.seq, f.player) for f in result.findings] == [("wrong-deal", 4, "heidi")]
    assert result.findings[0].message.endswith("taken as trent's, logged under heidi's name")


def test_a_third_players_raise_of_an_illegal_size_is_not_the_answer_owed():
    # heidi's raise of 30 in frank's battle, where a limit raise is the 20 owed plus 20: not
    # frank's answer (a review's regression).  The hand is alice's attack on heidi with its target
    # logged as frank: heidi answers it and the capture is between alice and heidi, so since the
    # review of session 66 the attack is taken as on heidi (one finding, at the attack), and the
    # raise is heidi's own answer, not frank's under heidi's name
    assert replay(HANDS["palace-legal-4"]).findings == []
    result = replay(HANDS["palace-raise-of-an-illegal-size-by-a-third-player"])
    assert [(f.code, f.seq, f.player) for f in result.findings] == [("palace-wrong-response", 21, "alice")]
    assert result.findings[0].message.endswith("taken as alice's attack on heidi, the target logged as frank")
