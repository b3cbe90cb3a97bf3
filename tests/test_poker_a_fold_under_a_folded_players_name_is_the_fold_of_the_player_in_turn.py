"""Draw and stud: a fold logged under the name of a player who had already folded, while it was
another player's turn, is that player's fold when the log reads on as after it and they are not
in the log again (README, "a line under the wrong name"): one ``out-of-turn``, and the right
return of the uncalled bet and the right collect judged right.  Before, a fold again was taken as
a repeat: "folded after folding", then the player in turn was still to act, so the return was
``uncalled-bet-not-returned`` and the hand ``hand-incomplete`` (or a second ``out-of-turn`` when
the next player folded).  A fold logged late, by a player taken as folding where the log went on
without their answer, is still that late answer.  A fold that leaves one player in ends the
betting: the log reads on as after it when a payout line follows."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id, paid_right

HANDS = hands_by_id(FIXTURES / "poker_s47" / "review.jsonl")


@pytest.mark.parametrize("hand_id", ["draw-fold-legal", "stud-fold-legal", "draw-fold-ending-the-hand-legal"])
def test_the_legal_hands_are_clean(hand_id):
    assert replay(HANDS[hand_id]).findings == []


@pytest.mark.parametrize("hand_id,finding", [
    # erin's fold logged as rupert's, who folded first; grace's bet is returned to her
    ("draw-fold-under-a-folded-players-name", (
        "out-of-turn", 11, "rupert", "rupert folded after folding when it was erin's turn to act, and the log goes "
        "on as after theirs: taken as erin's action, logged under rupert's name")),
    # walter's fold, the last, logged as rupert's, who had folded: nobody acts after it, the return
    # follows (it was uncalled-bet-not-returned on the right return, and hand-incomplete)
    ("draw-fold-under-a-folded-players-name-ending-the-hand", (
        "out-of-turn", 6, "rupert", "rupert folded after folding when it was walter's turn to act, and the log "
        "goes on as after theirs: taken as walter's action, logged under rupert's name")),
    # dave's fold on 4th street logged as walter's, who folded on 3rd
    ("stud-fold-under-a-folded-players-name", (
        "out-of-turn", 13, "walter", "walter folded after folding when it was dave's turn to act, and the log goes "
        "on as after theirs: taken as dave's action, logged under walter's name")),
])
def test_a_fold_under_a_folded_players_name_is_one_finding_and_the_payout_is_judged(hand_id, finding):
    result = replay(HANDS[hand_id])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [finding]
    assert paid_right(result)
