"""Palace: one wrong line about a battle's outcome is one finding, when the log goes on as the
rules have it (FORMAT.md: a faulty event is applied wherever it can be).

* A `battle` event claiming the loser by the cards won, followed by the winner by the cards
  capturing from the loser: the log went on with the cards' result, so that result is applied
  (one `palace-wrong-battle-result`); before, the claim was applied and the capture, the next
  attack, the call, the next battle and the payout were all findings of their own.
"""

from __future__ import annotations

import copy
import json

from audit.runner import validate

from .conftest import EXAMPLES

EXAMPLE = json.loads((EXAMPLES / "palace-two-battles.jsonl").read_text().splitlines()[0])


def _found(tmp_path, edits: dict[int, dict]) -> list[tuple[str, int | None]]:
    hand = copy.deepcopy(EXAMPLE)
    for seq, fields in edits.items():
        hand["events"][seq].update(fields)
    path = tmp_path / "h.jsonl"
    path.write_text(json.dumps(hand) + "\n")
    (checked,) = validate([str(path)])
    return [(f.code, f.seq) for f in checked.findings]


def test_the_example_is_clean(tmp_path):
    assert _found(tmp_path, {}) == []


def test_a_wrong_battle_claim_the_log_does_not_follow_is_one_finding(tmp_path):
    # carol wins by the cards and captures next: the log went on with carol's win
    assert _found(tmp_path, {15: {"winner": "alice"}}) == [("palace-wrong-battle-result", 15)]


def test_a_wrong_battle_claim_the_log_follows_is_applied(tmp_path):
    # alice "won" and captures carol's banner: the play after it is the claim's (carol is out),
    # so bob's attack on carol is the next finding, as before
    found = _found(tmp_path, {15: {"winner": "alice"}, 16: {"player": "alice", "from": "carol", "cards": ["9s"]}})
    assert found[0] == ("palace-wrong-battle-result", 15)
    assert ("palace-capture", 16) not in found
    assert ("palace-attack-same-suit", 17) in found

