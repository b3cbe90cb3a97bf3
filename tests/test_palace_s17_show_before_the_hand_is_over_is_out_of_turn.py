"""Palace Poker (FORMAT.md: a ``show`` shows the whole hand at the showdown; README, as in draw and
stud): a ``show`` by a player still in the hand while play goes on after it is ``out-of-turn``, and
is not applied as the showdown's (one fault, one finding): the later play and the real showdown are
judged as usual.  The legal showdown after the quiet round, the shows of the two players of a battle
whose hands are compared, and shows that end a log whose play stopped early (``hand-incomplete``)
stay as they were."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay
from audit.simulate import simulate

from .conftest import FIXTURES, changed_hand

DIR = FIXTURES / "palace_s17"


def _found(hand):
    return [(f.code, f.seq, f.player, f.message) for f in replay(hand).findings]


def _early(who, to_act="carol"):
    return (f"{who} showed before the hand was over (carol, judy still in the hand, {to_act} to act); "
            f"hands are shown at the showdown")


def test_a_show_before_play_is_out_of_turn() -> None:
    assert _found(changed_hand(DIR / "show-before-play.jsonl")) == [("out-of-turn", 6, "judy", _early("judy"))]


def test_the_showdown_after_the_quiet_round_is_clean() -> None:
    assert _found(changed_hand(DIR / "show-at-the-showdown.jsonl")) == []


def test_shows_before_the_last_wait_are_out_of_turn() -> None:
    def early(events):              # carol's closing wait (10) logged after both shows
        events.insert(12, events.pop(10))
    assert _found(changed_hand(DIR / "show-at-the-showdown.jsonl", early)) == [
        ("out-of-turn", 10, "carol", _early("carol")), ("out-of-turn", 11, "judy", _early("judy"))]


def test_an_early_show_is_not_applied() -> None:
    # judy's early show names a card she does not hold: only the out-of-turn show, no mismatch
    def wrong(events):
        events[6]["cards"] = ["9d", "8d", "Kd", "2c"]
    assert _found(changed_hand(DIR / "show-before-play.jsonl", wrong)) == [("out-of-turn", 6, "judy", _early("judy"))]


def test_the_two_players_of_a_battle_may_show_when_the_hands_are_compared() -> None:
    def shows(events):              # after alice's call (21), before the battle result (22)
        events[22:22] = [{"type": "show", "player": "carol", "cards": "5c 2h Qs Jc Td Ac Qd 7s".split()},
                         {"type": "show", "player": "alice", "cards": "7h 9s 2s 8s 6d".split()}]
    assert _found(changed_hand(DIR / "capture-ends-the-hand.jsonl", shows)) == []


def test_a_show_by_a_third_player_during_a_battle_is_out_of_turn() -> None:
    def shows(events):              # alice, still in, shows during judy's battle against carol
        events.insert(18, {"type": "show", "player": "alice", "cards": "7h 9s 2s 8s 6d".split()})
    assert _found(changed_hand(DIR / "capture-ends-the-hand.jsonl", shows)) == [
        ("out-of-turn", 18, "alice", "alice showed before the hand was over (judy, carol, alice still in the "
                                     "hand); hands are shown at the showdown")]


def test_simulated_showdowns_stay_clean() -> None:
    hands = [h for h in simulate("palace", 200, seed=7, faults=0.0)
             if any(ev["type"] == "show" for ev in h["events"])]
    assert len(hands) > 10
    assert [h["hand_id"] for h in hands if replay(msgspec.convert(h, Hand)).findings] == []
