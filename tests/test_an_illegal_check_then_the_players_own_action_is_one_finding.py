"""An illegal check followed right by the same player's own action is one finding: the check
is a stray line and the action after it is the player's (README, "An illegal check").  Facing a
bet that action is a call, raise, completion or fold; where checking is not allowed, a bet, raise,
completion or fold.  In stud, the player due to bring in who checks, then brings in or completes,
is one ``wrong-forced-bet``.  Before, the check closed the player's turn (heads-up it ended the
round), so the call after it was out of turn or "during the draw": its chips were dropped and the
right payout was called wrong (five findings for one stray line).  An illegal check followed by
another player's action is still applied as a check."""

from __future__ import annotations

import json

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import SPEC, paid_right

DRAW = json.loads((SPEC / "examples" / "draw-split-pot.jsonl").read_text().splitlines()[0])
STUD = json.loads((SPEC / "examples" / "stud-sample-deal.jsonl").read_text().splitlines()[0])


def _play(doc: dict, at: int, extra: list[dict], rules: dict | None = None):
    events = doc["events"][:at] + extra + doc["events"][at:]
    hand = dict(doc, events=events, rules=dict(doc["rules"], **(rules or {})))
    return replay(msgspec.json.decode(json.dumps(hand).encode(), type=Hand))


def _found(result) -> list[tuple[str, int, str]]:
    return [(f.code, f.seq, f.player) for f in result.findings]


def test_the_examples_are_legal():
    assert _found(_play(DRAW, 0, [])) == [] and _found(_play(STUD, 0, [])) == []


def test_a_check_facing_a_bet_then_the_players_call_is_one_finding_and_the_call_counts():
    # alice (event 16 folds to carol's bet) checks first, then folds; bob checks, then calls
    fold = _play(DRAW, 16, [{"type": "check", "player": "alice"}])
    assert _found(fold) == [("illegal-check", 16, "alice")]
    assert "their fold logged next is taken as their action" in fold.findings[0].message
    call = _play(DRAW, 17, [{"type": "check", "player": "bob"}])
    assert _found(call) == [("illegal-check", 17, "bob")]
    assert paid_right(fold) and paid_right(call)


HEADS_UP = {
    "format": "handaudit/1", "hand_id": "hu-1", "game": "draw", "button": 1,
    "rules": {"ante": 5, "betting": "fixed", "small_bet": 10},
    "seats": [{"seat": 1, "player": "alice", "stack": 500}, {"seat": 2, "player": "bob", "stack": 500}],
    "events": [
        {"type": "ante", "player": "alice", "amount": 5}, {"type": "ante", "player": "bob", "amount": 5},
        {"type": "deal", "player": "bob", "down": ["Ah", "Ad", "7c", "8d", "2s"]},
        {"type": "deal", "player": "alice", "down": ["Kh", "Kd", "9c", "4d", "3s"]},
        {"type": "bet", "player": "bob", "to": 10}, {"type": "call", "player": "alice", "amount": 10},
        {"type": "draw", "player": "bob", "discard": [], "receive": []},
        {"type": "draw", "player": "alice", "discard": [], "receive": []},
        {"type": "bet", "player": "bob", "to": 20}, {"type": "call", "player": "alice", "amount": 20},
        {"type": "show", "player": "bob", "cards": ["Ah", "Ad", "7c", "8d", "2s"]},
        {"type": "show", "player": "alice", "cards": ["Kh", "Kd", "9c", "4d", "3s"]},
        {"type": "collect", "player": "bob", "amount": 70, "pot": 0}]}


def test_heads_up_the_check_facing_a_bet_no_longer_ends_the_round():
    # alice checks facing bob's bet (heads-up that closed the round), then calls
    assert _found(_play(HEADS_UP, 0, [])) == []
    for at in (5, 9):
        result = _play(HEADS_UP, at, [{"type": "check", "player": "alice"}])
        assert _found(result) == [("illegal-check", at, "alice")]
        assert paid_right(result)


def test_a_check_where_checking_is_not_allowed_then_the_players_bet_is_one_finding():
    # with check_allowed false bob opens the second round with a bet: a check logged before it
    no_check = {"check_allowed": False}
    assert _found(_play(HEADS_UP, 0, [], no_check)) == []
    result = _play(HEADS_UP, 8, [{"type": "check", "player": "bob"}], no_check)
    assert _found(result) == [("illegal-check", 8, "bob")]
    assert "their bet logged next" in result.findings[0].message
    assert paid_right(result)


def test_an_illegal_check_followed_by_another_players_action_is_applied_as_a_check():
    # alice checks facing carol's bet, and bob acts next: her turn is over at that bet; her
    # fold logged later is out of turn (as before)
    result = _play(DRAW, 16, [{"type": "check", "player": "alice"}, DRAW["events"][17]])
    codes = [f.code for f in result.findings]
    assert codes[0] == "illegal-check" and "taken as their action" not in result.findings[0].message
    assert len(codes) > 1


def test_stud_the_bring_in_player_checking_then_bringing_in_is_one_finding():
    at = next(k for k, e in enumerate(STUD["events"]) if e["type"] == "bring_in")
    who = STUD["events"][at]["player"]
    result = _play(STUD, at, [{"type": "check", "player": who}])
    assert _found(result) == [("wrong-forced-bet", at, who)]
    assert "their bring-in logged next is taken as their action" in result.findings[0].message
    assert paid_right(result)
