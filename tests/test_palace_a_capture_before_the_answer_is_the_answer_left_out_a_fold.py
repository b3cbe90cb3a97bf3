"""Palace Poker: the other side's capture from the player who had to answer a battle, who answers
nowhere (before the next attack, result, capture or turn), is the answer left out: taken as that
player giving the battle up (one ``palace-wrong-response``, at the capture), as a result line
naming the other side is (README).  Before, with no result line (the simulator writes none after a
fold), the capture was refused and the battle left waiting: seven findings (review of session
66)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s66" / "battle-fold-lost.jsonl"


def test_a_capture_from_the_player_who_had_to_answer_is_their_fold_left_out():
    found = {c.hand_id: [(f.code, f.seq, f.player, f.message) for f in c.findings] for c in validate([str(FILE)])}
    assert found["fold-legal"] == []
    # carol attacks alice (13); alice's fold is lost; carol captures from her (14), then bob and carol battle
    assert found["fold-lost"] == [
        ("palace-wrong-response", 14, "alice",
         "carol captured from alice before alice answered (owing 10); a battle is decided after a call or a fold, "
         "and alice answers nowhere: taken as alice giving it up")]
    # with a result line: the same reading, at the result
    assert [(f[0], f[1], f[2]) for f in found["fold-lost-with-a-result-line"]] == [
        ("palace-wrong-response", 14, "alice")]
