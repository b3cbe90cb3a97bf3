"""Palace Poker: an answer is read as the answer to an attack whose line was lost (README) only
when no line of that attack is in the log: not right after an attack logged on the same player
(refused, as an attack on themselves, or not: the answer is to it), and not when the player to
act's attack on that player is logged after the battle's result or capture (its line logged
late: the two have no second battle).  Review of session 68's change (a raise or fold, or
no_limit, read as answering a lost attack): a misnamed attack answered by a raise or a fold, or an
attack line logged after the fold and capture it led to, was read as a second attack, its chips
counted twice or the logged attack's left out, and the right payout judged wrong
(``wrong-amount``, ``books-unbalanced``).  These hands keep the reading they had before."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s68" / "attack-line-not-lost.jsonl"
PAYOUT = {"wrong-amount", "books-unbalanced", "wrong-winner"}
# the damaged hand: the event its damage is at
DAMAGED = {"attack-misnamed-raise": 6, "attack-misnamed-fold": 28, "attack-logged-after-capture": 47}


def _found():
    return {c.hand_id: [(f.code, f.seq, f.message) for f in c.findings] for c in validate([str(FILE)])}


def test_an_answer_to_a_logged_attack_is_not_read_as_a_lost_one():
    found = _found()
    for hand, seq in DAMAGED.items():
        assert found[f"{hand}-legal"] == [], hand
        got = found[hand]
        assert got and min(f[1] for f in got if f[1] is not None) == seq, (hand, got)
        assert not [f for f in got if f[0] == "wrong-amount"], (hand, got)   # the collects are right
        assert not [f for f in got if "its line lost" in f[2]], (hand, got)
    # the right payout is not judged wrong where the log's lines balance it
    assert not [f for f in found["attack-misnamed-fold"] if f[0] in PAYOUT]
    assert not [f for f in found["attack-logged-after-capture"] if f[0] in PAYOUT]
