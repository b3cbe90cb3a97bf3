"""Palace: the winner's capture logged in parts (capture lines in a row by the winner from the loser,
judged as one, session 70) where a later line names again a card an earlier line named (``Kh``, then
``Kh Kd``) is still that one capture: the card is the same card, the winner takes exactly the
loser's banner and soldiers, and the log's fault is one ``palace-capture`` at the line that repeats,
naming both readings (a card named twice, or the capture logged again in full).  Before (session
70's leftovers), the first line was a ``palace-capture`` (short of Kd) and the second a capture with
no battle waiting (or after the hand had ended), and mid-hand the next call, sized by the soldiers
the winner holds, was a third finding."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "palace_s71" / "a-capture-in-parts-naming-a-card-again.jsonl")
# carol beats bob (banner Kh, soldier Kd); mid-hand: captures at 16 and 17, then alice attacks carol,
# whose call (event 19, 30) is (2 soldiers + 1) x 10 only if carol took both; last: at 20 and 21


def _found(hand_id):
    r = replay(HANDS[hand_id])
    return [(f.code, f.seq) for f in r.findings], {a.player: a.correct for a in r.awards}, r.findings


def test_a_card_named_again_by_the_next_capture_line_is_one_finding_at_that_line():
    codes, awards, findings = _found("mid-in-parts-a-card-again")
    assert codes == [("palace-capture", 17)]
    assert awards == {"carol": 95}
    assert findings[0].message == (
        "carol captured Kh Kd from bob, but Kh was captured already (event 16): taken as one capture of "
        "bob's banner and soldiers (Kh Kd) logged in parts, events 16 to 17, a card named twice (or the "
        "capture logged again in full)")


def test_the_capture_that_ends_the_hand_too():
    codes, awards, _ = _found("last-in-parts-a-card-again")
    assert codes == [("palace-capture", 21)]
    assert awards == {"carol": 85}


def test_a_line_repeated_with_the_rest_never_logged_is_not_a_capture_in_parts():
    # Kh, then Kh again, and Kd nowhere: the capture is short of Kd (as before)
    codes, _, _ = _found("mid-a-line-repeated-the-rest-lost")
    assert codes[0] == ("palace-capture", 16)
