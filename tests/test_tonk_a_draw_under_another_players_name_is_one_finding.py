"""Tonk: a draw logged under another player's name while it was the turn of a player (or, the
turn over, of the next player) whose discard, spread or hit is the next line is that player's
draw (README): one ``out-of-turn`` at it, and the turn plays on.  Before, the turn jumped to the
named player: their discard out of turn, a card not held, and often reveals and payments called
wrong (of 3,554 such mutants of simulated legal hands none gave one finding; now 3,536 do).  So
too a whole deal under another player's name while the next player to deal to is dealt nowhere
(600 of 600 such mutants now one finding, none before)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "tonk_s46" / "misnamed.jsonl")


def test_the_legal_hand_is_clean():
    assert replay(HANDS["tonk-legal"]).findings == []


def test_a_draw_under_another_players_name_is_the_draw_of_the_player_in_turn():
    # trent's draw of 9c logged as heidi's; trent discards 9c next
    result = replay(HANDS["tonk-draw-misnamed"])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [
        ("out-of-turn", 7, "heidi", "heidi drew but it was trent's turn to draw, and trent plays the turn on: "
                                    "taken as trent's draw, logged under heidi's name")]


def test_a_deal_under_another_players_name_is_theirs():
    # heidi's deal logged as trent's, who is dealt again later; heidi is dealt nowhere: heidi's
    # cards (it was two wrong-deal, three cards not held, two reveal mismatches and an unknown count)
    assert replay(HANDS["tonk-legal-b"]).findings == []
    result = replay(HANDS["tonk-deal-misnamed"])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [
        ("wrong-deal", 0, "trent", "trent was dealt before heidi and is dealt again later, and heidi, the next to "
                                   "be dealt, has no deal in the log: taken as heidi's cards, logged under trent's "
                                   "name")]
