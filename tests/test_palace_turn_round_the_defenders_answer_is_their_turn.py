"""Palace Poker, ``turn_after_battle: defender`` with ``quiet_round: turn_round`` (README "Palace
Poker"): play goes on left of the defender, the defender's answer standing as their turn: the turn
went on clockwise from the attacker to the defender's seat, and when that passed the dealer (the
defender sits before the attacker, counted from the dealer's left), the answer begins a new
turn-round, quiet only if it was a fold at once.  Before (review 56), the move to the defender's
seat was a step back that began no turn-round: after the dealer's attack on the player to their
left, who folded, the players after them acted twice in one turn-round, and a legal hand that
ended in the quiet turn-round after the battle was ``hand-incomplete``; and a first fix let a
quiet turn-round end without the defender, who had won the battle, acting in it."""

from __future__ import annotations

import msgspec
import pytest

from audit.model import Event, Hand, Seat
from audit.replay import replay

from .conftest import FIXTURES


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


def test_a_defender_before_the_attacker_answers_in_a_new_turn_round():
    # c attacks a (b between them), a folds: a's fold begins the next turn-round, quiet, and b, c
    # and d waiting end it (under the attacker reading the turn goes on at d, and the next
    # turn-round starts at b)
    assert _findings(_hand("defender", "c", ["b", "c", "d"])) == []
    assert [c for c, _ in _findings(_hand("defender", "c", ["b", "c"]))] == ["hand-incomplete"]
    assert _findings(_hand("attacker", "c", ["d", "b", "c", "d"])) == []


def test_a_defender_who_won_must_keep_quiet_in_the_turn_round_that_ends_the_hand():
    # alice, the dealer, attacks bob on her left; bob calls and wins: his answer begins a turn-round
    # that is not quiet, so carol's wait does not end the hand: bob and carol must both wait after it
    hand = msgspec.json.decode((FIXTURES / "palace_s56" / "defender-wins-next-to-the-dealer.jsonl").read_bytes(),
                               type=Hand)
    assert [e.type for e in hand.events[11:16]] == ["attack", "call", "battle", "capture", "wait"]
    assert _findings(hand) == [("hand-incomplete", None)]
    waits = [Event("wait", p) for p in ("bob", "carol")]
    whole = msgspec.structs.replace(hand, events=hand.events[:16] + waits + hand.events[16:])
    assert _findings(whole) == []


def test_a_turn_round_begun_at_the_defender_is_not_whole_with_a_player_before_it():
    # p3 (the dealer) attacks p2, who folds at once; p1, still in, sits before p2: the turn-round
    # begun at p2's answer has no turn of p1's, so p3's one wait does not end the hand (review 56)
    hand = msgspec.json.decode((FIXTURES / "palace_s56" / "defender-folds-with-a-player-before-it.jsonl").read_bytes(),
                               type=Hand)
    assert [c for c, _ in _findings(hand)] == ["hand-incomplete"]
