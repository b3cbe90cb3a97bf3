"""Palace Poker (PALACE.md 1.3, FORMAT.md: soldiers are discarded face down; ``??`` is a card the log
does not reveal): a discard logged ``??`` is one of the player's soldiers, whichever it is.  The
soldiers left are then unknown (one fewer), so a later show may name any of them.  Before, a ``??``
discard from known soldiers was a false ``card-not-held`` (review of session 34, D3)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id
from .test_palace_hands import buy, collect, discard, run, show, start, wait

THREE = [("alice", "Kh", "Ks 7c 4d"), ("bob", "9s", "9c 9d Jh"), ("carol", "Ad", "As 4c 5h")]


def test_a_face_down_discard_of_the_one_soldier():
    (hand,) = hands_by_id(FIXTURES / "palace_s34" / "face-down-discard.jsonl").values()
    assert replay(hand).findings == []


def _two_soldiers_one_discarded(shown: str):
    # alice buys 2c and 3d and discards one of them face down; a quiet round; bob's three nines win
    return start(THREE) + [buy("alice", "2c"), wait("bob"), wait("carol"), buy("alice", "3d"),
                           discard("alice", "??"), wait("bob"), wait("carol"), wait("alice"),
                           show("alice", shown), collect("bob", 35)]


def test_the_soldier_left_may_be_either_one():
    for kept in ("2c", "3d"):
        assert run(_two_soldiers_one_discarded(f"Kh Ks 7c 4d {kept}")).findings == []


def test_the_soldier_left_is_unknown_until_shown():
    evs = _two_soldiers_one_discarded("")
    del evs[-2]                                 # no show: alice's hand might beat bob's
    assert [(f.code, f.seq, f.player) for f in run(evs).findings] == [("unverifiable-award", 17, "bob")]
