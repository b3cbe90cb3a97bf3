"""Palace Poker, ``turn_after_battle: defender`` with ``quiet_round: turn_round`` (README "Palace
Poker"): play goes on left of the defender, and only passing the dealer from there begins a new
turn-round, not the step back to the defender's seat.  But a defender next to the attacker (nobody
still in the hand between them, clockwise) is no step back: the turn goes on clockwise, and when
it passes the dealer on the way (the dealer attacks the player on their left) the next player
begins a new turn-round, as under ``turn_after_battle: attacker``.  Before (review 56), the dealer's
attack on the player to their left left the turn-round open: the players after the defender acted
twice in it, and a legal hand that ended in a quiet turn-round was ``hand-incomplete``."""

from __future__ import annotations

import pytest

from audit.model import Event, Hand, Seat
from audit.replay import replay


def _hand(after: str, attacker: str, waits: list[str]) -> Hand:
    """a b c d (d the dealer): a, b, c wait; ``attacker`` attacks a, who folds; the attacker
    captures a's banner; then ``waits``; the attacker (best hand: a pair of aces) takes the pot."""
    rules = {"small_bet": 10, "turn_after_battle": after, "quiet_round": "turn_round"}
    seats = [Seat(i, p, 1000) for i, p in enumerate("abcd", 1)]
    palace = {"a": ["2s", "3s", "4s"], "b": ["Kh", "Kd", "5c"], "c": ["6c", "7c", "8c"], "d": ["9h", "Tc", "Jd"]}
    banners = {"a": "As", "b": "Ah", "c": "Ad", "d": "Ac"}
    events = [Event("ante", p, 5) for p in "abcd"]
    events += [Event("banner", p, card=banners[p]) for p in "abcd"]
    events += [Event("deal", p, down=palace[p]) for p in "abcd"]
    events += [Event("wait", p) for p in "abcd"[:"abcd".index(attacker)]]
    events += [Event("attack", attacker, 10, target="a"), Event("fold", "a"),
               Event("capture", attacker, cards=["As"], source="a")]
    events += [Event("wait", p) for p in waits]
    events.append(Event("collect", attacker, 30))
    return Hand("handaudit/1", f"{after}-{attacker}", "palace", seats, events, button=4, rules=rules)


def _findings(hand: Hand) -> list[tuple[str, int | None]]:
    return [(f.code, f.seq) for f in replay(hand).findings]


@pytest.mark.parametrize("after", ["attacker", "defender"])
def test_the_dealer_attacking_the_player_on_their_left_begins_a_new_turn_round(after):
    # d, the dealer, attacks a: b, c and d waiting after the battle are a whole quiet turn-round
    assert _findings(_hand(after, "d", ["b", "c", "d"])) == []
    # ... and the hand is over then: three more waits are played after its end
    assert _findings(_hand(after, "d", ["b", "c", "d", "b", "c", "d"])) == [
        ("palace-hand-not-over", 21), ("palace-hand-not-over", 22), ("palace-hand-not-over", 23)]


def test_a_step_back_to_the_defenders_seat_still_begins_no_turn_round():
    # c attacks a with b between them: under the defender reading the turn steps back to b, in
    # the turn-round that is not quiet (the attack); the next one, from b after d, is
    assert _findings(_hand("defender", "c", ["b", "c", "d", "b", "c", "d"])) == []
    assert [c for c, _ in _findings(_hand("defender", "c", ["b", "c", "d"]))] == ["hand-incomplete"]
    # under the attacker reading the turn goes on at d, and the next turn-round starts at b
    assert _findings(_hand("attacker", "c", ["d", "b", "c", "d"])) == []
