"""PALACE.md 3: on a tie the last two split the pot; the winner of a battle captures.  The last
two's battle the log claims won, which the cards make a tie, is one fault: the claim
(``palace-wrong-battle-result``), the pot owed by the cards (a split: paid so, no second finding).
A tie owes no capture, so the claimed winner not capturing is no ``palace-capture`` (before, a
second finding, contradicting the first); explain says the hand ended "as the log has it"."""

from __future__ import annotations

from audit.explain import explain_data, render_text
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HAND = hands_by_id(FIXTURES / "palace_s41" / "last_two_tie_claimed_won_no_capture.jsonl")["pb-claim-carol-split"]


def test_one_finding_the_claim():
    assert [(f.code, f.seq) for f in replay(HAND).findings] == [("palace-wrong-battle-result", 16)]


def test_explain_says_the_end_is_the_logs():
    text = render_text(explain_data(HAND))
    assert "The hand ended: carol was the last one standing as the log has it." in text
    assert "tie their battle (the attack at event 14) by the cards, not carol as the log says: they split the pot" in text
