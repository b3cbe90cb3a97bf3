"""README: a fold in another player's turn is the fold of the player to act, logged under the
wrong name, when the log goes on exactly as after that fold.  A payout after it goes on so only
when it pays a player still in the hand other than the one to act (who would win once they
fold).  Review 54: after a wrong battle result (applied as logged: the claimed winner b, a out),
c's fold in b's turn, then a's collect, was read as b's fold, so the pot was said to belong to
c, whose fold the log records; now c's fold is c's own, out of turn, and the pot belongs to b,
the winner as the log has it."""

from __future__ import annotations

import pytest

from audit.runner import validate

from .conftest import FIXTURES

PATH = FIXTURES / "palace_s54" / "a_fold_in_another_turn_before_a_payout_to_a_player_out.jsonl"


@pytest.mark.parametrize("hand_id", ["p21-V1-no-battle-line-capture-names-swapped", "p22-battle-line-wrong-no-capture",
                                     "p20-minimal"])
def test_the_fold_is_the_folders_own_and_the_pot_is_not_theirs(hand_id):
    (checked,) = [c for c in validate([str(PATH)]) if c.hand_id == hand_id]
    folds = [f for f in checked.findings if f.code == "out-of-turn"]
    assert [f.message for f in folds] == ["c played (fold) but it was b's turn"]
    (wrong,) = [f for f in checked.findings if f.code == "wrong-winner"]
    assert "35 paid to a" in wrong.message and "it belongs to b (b is the last one standing)" in wrong.message


@pytest.mark.parametrize("hand_id", ["M1", "M8"])
def test_the_winners_show_before_the_payout_reads_on_as_after_the_fold(hand_id):
    # frank is to act; "fold dave" then the payout to dave (M8: dave shows first, as the winner
    # does after frank's fold): frank's fold under dave's name, one out-of-turn (review 54: the
    # show was required to be frank's, so M8 was dave's own fold and a wrong-winner against dave)
    (checked,) = [c for c in validate([str(PATH)]) if c.hand_id == hand_id]
    (oot,) = [f for f in checked.findings if f.code == "out-of-turn"]
    assert "taken as frank's fold, logged under dave's name" in oot.message
    assert not any(f.code == "wrong-winner" for f in checked.findings)
