"""wrong-player-count: each game is played by a number of players (stud 2-8, Palace 2-10, Tonk 2-5,
draw at least 2); the players counted are the ones the game deals in."""

from __future__ import annotations

import random

import msgspec
import pytest

from audit.errors import UserError
from audit.model import Hand
from audit.player_counts import PLAYERS, player_count_finding
from audit.replay import replay
from audit.runner import validate
from audit.simulate import NAMES, game_module, seat_bounds, write_simulation

from .conftest import FIXTURES


def _codes(path):
    return {c.hand_id: [f.code for f in c.findings] for c in validate([str(path)])}


def test_too_many_players_is_wrong_player_count_once_and_nothing_else():
    found = _codes(FIXTURES / "codes" / "wrong-player-count.jsonl")
    # nine at stud, eleven at Palace, six at Tonk: hands otherwise played by the rules
    assert found["stud-9-players"] == ["wrong-player-count"]
    assert found["palace-11-players"] == ["wrong-player-count"]
    assert found["tonk-6-players"] == ["wrong-player-count"]


def test_one_player_with_chips_is_wrong_player_count():
    found = _codes(FIXTURES / "codes" / "wrong-player-count.jsonl")
    assert "wrong-player-count" in found["draw-one-with-chips"]


def test_seat_without_chips_is_not_counted_and_draw_has_no_maximum():
    found = _codes(FIXTURES / "players" / "legal-counts.jsonl")
    assert found == {"stud-8-of-9-seats": [], "draw-9-players": []}


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_bounds_of_each_game(game):
    low, high = PLAYERS[game]
    assert player_count_finding(game, low) is None
    assert player_count_finding(game, low - 1).code == "wrong-player-count"
    if high is None:
        assert player_count_finding(game, 54) is None
    else:
        assert player_count_finding(game, high) is None
        f = player_count_finding(game, high + 1)
        assert f.seq is None and f"{high + 1} players dealt in" in f.message


def test_palace_counts_the_players_who_can_pay_the_ante():
    mod = game_module("palace")
    seats = [{"seat": i + 1, "player": NAMES[i], "stack": mod.BUY_IN} for i in range(10)]
    hand = mod.generate(random.Random(4), "p10", seats, 1, None)
    hand["seats"].append({"seat": 11, "player": "zoe", "stack": 0})
    result = replay(msgspec.convert(hand, Hand))
    assert result.findings == []


def test_tonk_alone_at_the_table_replays_without_internal_error():
    mod = game_module("tonk")
    for k in range(30):
        seats = [{"seat": 1, "player": "alice", "stack": 500}, {"seat": 2, "player": "bob", "stack": 500}]
        hand = mod.generate(random.Random(k), f"t{k}", seats, 1, None)
        hand["seats"] = hand["seats"][:1]
        hand["events"] = [e for e in hand["events"] if "bob" not in (e.get("player"), e.get("from"), e.get("to"))]
        codes = [f.code for f in replay(msgspec.convert(hand, Hand)).findings]
        assert codes[0] == "wrong-player-count" and "internal-error" not in codes


def test_simulator_seats_within_the_bounds(tmp_path):
    assert seat_bounds("stud") == (2, 8) and seat_bounds("tonk") == (2, 5)
    with pytest.raises(UserError, match="seats 2 to 5 players at tonk, not 6"):
        write_simulation("tonk", 1, tmp_path / "t.jsonl", players=6)
