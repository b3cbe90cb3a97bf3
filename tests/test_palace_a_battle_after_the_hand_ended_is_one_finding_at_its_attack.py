"""Palace: an attack logged after the hand had ended (PALACE.md 4) begins a battle that was never
to be: the attack is ``palace-hand-not-over``, and the lines of that battle after it, the answers
of the player who must answer (a call, a raise, a fold, the other side's answer to a raise), its
result, the capture between its two players and the capturer's discard, are the same late play,
no finding of their own (one fault: the hand went on after it ended).  Their chips go in as logged
unless the payout settles the pot as it stood before them (EndMixin._paid_after_the_end).  A late
line of another kind, or by another player, is a late play of its own, its own finding.  Before
(session 69's review), the late attack and the call answering it were two ``palace-hand-not-over``."""

from __future__ import annotations

import copy

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES

HERE = FIXTURES / "palace_s69" / "an-answer-after-the-hand-ended.jsonl"
# the quiet round (niaj, sybil, walter wait) ended the hand at event 31: sybil's showdown, pot 45
BASE = msgspec.json.decode(HERE.read_bytes().splitlines()[0])
ATTACK = {"type": "attack", "player": "sybil", "target": "niaj", "amount": 20}
CALL = {"type": "call", "player": "niaj", "amount": 10}
PAID = {"type": "collect", "player": "sybil", "amount": 45, "pot": 0}      # the pot as it stood


def _found(*late):
    h = copy.deepcopy(BASE)
    h["events"] = h["events"][:32] + list(late) + [PAID]
    r = replay(msgspec.convert(h, Hand))
    return [(f.code, f.seq, f.player) for f in r.findings]


def test_a_late_attack_and_the_call_answering_it_are_one_finding_at_the_attack():
    assert _found(ATTACK, CALL) == [("palace-hand-not-over", 32, "sybil")]


def test_a_late_battle_raised_called_decided_and_captured_is_one_finding():
    raise_ = {"type": "raise", "player": "niaj", "amount": 30}
    call = {"type": "call", "player": "sybil", "amount": 20}
    result = {"type": "battle", "winner": "sybil"}
    capture = {"type": "capture", "player": "sybil", "from": "niaj", "cards": ["6s"]}
    assert _found(ATTACK, raise_, call, result, capture) == [("palace-hand-not-over", 32, "sybil")]
    fold = {"type": "fold", "player": "niaj"}
    assert _found(ATTACK, fold, capture) == [("palace-hand-not-over", 32, "sybil")]


def test_a_separate_late_play_after_it_is_its_own_finding():
    buy = {"type": "buy", "player": "walter", "card": "5c", "amount": 10}
    assert _found(ATTACK, CALL, buy) == [("palace-hand-not-over", 32, "sybil"), ("palace-hand-not-over", 34, "walter")]
    second = {"type": "attack", "player": "walter", "target": "niaj", "amount": 20}
    assert _found(ATTACK, CALL, second, CALL) == [("palace-hand-not-over", 32, "sybil"),
                                                  ("palace-hand-not-over", 34, "walter")]


def test_an_answer_by_a_player_who_was_not_to_answer_is_its_own_finding():
    walter = {"type": "call", "player": "walter", "amount": 10}
    assert _found(ATTACK, walter) == [("palace-hand-not-over", 32, "sybil"), ("palace-hand-not-over", 33, "walter")]
    # the call answered already: a second call is no answer of the battle
    assert _found(ATTACK, CALL, CALL) == [("palace-hand-not-over", 32, "sybil"), ("palace-hand-not-over", 34, "niaj")]


def test_a_late_answer_with_no_late_attack_is_still_a_finding():
    assert _found(CALL) == [("palace-hand-not-over", 32, "niaj")]
