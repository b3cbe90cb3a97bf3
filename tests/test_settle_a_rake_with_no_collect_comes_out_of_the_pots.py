"""POKER.md 3: the rake comes out of the pots ("contributions = collected + returned + raked";
rooms take it from the pots in proportion to their sizes, rounded to the chip).  FORMAT.md: a
hand that records no collect makes no claim, "the correct one is computed and stored".  That
correct settlement left the rake out (review, session 55): a tie for a pot of 40 with a rake of
2 was settled 20 and 20, the ends stored two chips too high, and the table's next hand, which
started from 19 each, got two false ``stack-mismatch`` errors.  Now the recorded rake comes off
the pots in proportion to their sizes, each pot's winners split what it leaves, and the ends
follow.

tests/fixtures/settle_s55/no_collect_rake_one_pot.jsonl: the review's two hands (heads-up
draw, a tie, rake 2, no collect; the next hand from 50 and 54).
no_collect_rake_side_pots.jsonl: p3 all-in for 10 wins the main pot of 30, p1 and p2 tie for
the side pot of 40, rake 7 (3 from the main pot, 4 from the side pot); the same hand again (in
another session) with those collects."""

from __future__ import annotations

import json
import random
from pathlib import Path

import msgspec

from audit.model import Hand
from audit.replay import replay
from audit.runner import validate
from audit.simulate import simulate

from .conftest import hands_by_id

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "settle_s55"


def _awards(result) -> list[tuple[int, str, int]]:
    return sorted((a.pot, a.player, a.correct) for a in result.awards)


def test_one_pot_a_tie_splits_what_the_rake_leaves_and_the_next_hand_starts_from_it() -> None:
    path = FIXTURES / "no_collect_rake_one_pot.jsonl"
    result = replay(hands_by_id(path)["nc-1"])
    assert _awards(result) == [(0, "p1", 19), (0, "p2", 19)]
    assert {p.player: p.end for p in result.players} == {"p1": 50, "p2": 54}
    assert [(c.hand_id, f.code) for c in validate([str(path)]) for f in c.findings] == []


def test_side_pots_each_give_up_their_part_of_the_rake_in_proportion() -> None:
    path = FIXTURES / "no_collect_rake_side_pots.jsonl"
    hands = hands_by_id(path)
    result = replay(hands["side-1"])
    assert _awards(result) == [(0, "p3", 27), (1, "p1", 18), (1, "p2", 18)]
    assert {p.player: p.end for p in result.players} == {"p1": 88, "p2": 88, "p3": 27}
    # the same settlement logged as collects is right
    assert replay(hands["side-2"]).findings == []


def test_palace_a_hand_that_drops_its_collects_ends_where_its_collects_left_the_players() -> None:
    """Simulated Palace hands with a rake (the simulator pays what the rake leaves): without
    their collects, the correct settlement stored ends every player where the log's collects did."""
    rng = random.Random(55)
    seen = 0
    for hand in simulate("palace", 400, None, seed=rng.randrange(1 << 30), faults=0.0):
        data = json.loads(msgspec.json.encode(hand))
        if not any(e["type"] == "rake" for e in data["events"]):
            continue
        logged = replay(msgspec.json.decode(json.dumps(data), type=Hand))
        assert logged.findings == []
        data["events"] = [e for e in data["events"] if e["type"] != "collect"]
        computed = replay(msgspec.json.decode(json.dumps(data), type=Hand))
        if any(not pot.winners for pot in computed.pots):
            continue        # the unknown cards decide: no correct settlement to compute
        assert {p.player: p.end for p in computed.players} == {p.player: p.end for p in logged.players}
        seen += 1
    assert seen >= 10
