"""README (rule options): amount options are integers from their minimum to 2^53 - 1.  A default
worked out from another option (``big_bet``, twice ``small_bet``) is not judged against that
range: no value given is wrong.  Before, a ``small_bet`` of 2^53 - 1 made the hand malformed,
blaming a ``big_bet`` it did not have, and ``convert`` refused a hand giving both (it checks each
option on its own) that ``check`` replayed."""

from __future__ import annotations

import json

from audit.convert import convert
from audit.runner import validate

MAX = 2 ** 53 - 1
SEATS = [{"seat": 1, "player": "alice", "stack": 100}, {"seat": 2, "player": "bob", "stack": 100}]


def _hand(hand_id, game, rules):
    return {"format": "handaudit/1", "hand_id": hand_id, "game": game, "button": 1, "rules": rules, "seats": SEATS,
            "events": []}


def test_a_small_bet_of_the_largest_amount_is_no_malformed_hand(tmp_path):
    path = tmp_path / "big.jsonl"
    hands = [_hand("stud", "stud", {"small_bet": MAX}), _hand("palace", "palace", {"small_bet": MAX}),
             _hand("draw", "draw", {"small_bet": MAX, "big_bet": MAX})]
    path.write_text("".join(json.dumps(h) + "\n" for h in hands))
    checked = validate([str(path)])
    assert [c.error for c in checked] == [None, None, None]
    assert all({f.code for f in c.findings} <= {"hand-incomplete"} for c in checked)


def test_a_given_option_beyond_the_largest_amount_is_still_malformed(tmp_path):
    path = tmp_path / "over.jsonl"
    path.write_text(json.dumps(_hand("x", "stud", {"small_bet": 10, "big_bet": MAX + 1})) + "\n")
    [c] = validate([str(path)])
    assert c.error is not None and "rules.big_bet must be an integer from 1 to 9007199254740991" in c.error


def test_convert_writes_what_check_replays(tmp_path):
    path = tmp_path / "b1.jsonl"
    path.write_text(json.dumps(_hand("b1", "draw", {"small_bet": MAX, "big_bet": MAX})) + "\n")
    n, bad = convert([str(path)], str(tmp_path / "out.jsonl"))
    assert (n, bad) == (1, [])
