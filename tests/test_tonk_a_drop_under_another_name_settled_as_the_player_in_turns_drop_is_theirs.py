"""TONK.md 2 (a drop is the player in turn's, and any_time lets them drop after drawing) and
FORMAT.md (a line that names the wrong player): a drop logged under the name of a player not in
turn, while the player in turn may drop, with only reveals and pays after it that settle the drop
of the player in turn and not the named player's, is the player in turn's drop logged under the
wrong name: one `out-of-turn` at the line, whose message gives the other reading too, and the
right payments are not called wrong (session 69's damage harness: judy's drop logged as peggy's
gave `tonk-turn-order` and `tonk-wrong-payment` on the right pay of 5).  When the payments settle
the named player's drop, it is theirs, out of turn, as before."""

from __future__ import annotations

import copy
import json

from .test_tonk_support import run

HEAD = json.loads('{"format": "handaudit/1", "game": "tonk", "rules": {"stake": 5, "upcard": false, "drop": "any_time", "ace": "low", "hits_on_runs_only": true, "hit_penalty": 2}, "button": 2, "seats": [{"seat": 1, "player": "peggy", "stack": 1020}, {"seat": 2, "player": "judy", "stack": 980}]}')
PLAY = [
    {"type": "deal", "player": "peggy", "cards": ["3s", "Qc", "6d", "Qd", "Jd"]},
    {"type": "deal", "player": "judy", "cards": ["9s", "Jc", "Tc", "9c", "2h"]},
    {"type": "draw", "player": "peggy", "from": "stock", "card": "8h"},
    {"type": "discard", "player": "peggy", "card": "Qc"},
    {"type": "draw", "player": "judy", "from": "discard", "card": "Qc"},
    {"type": "spread", "player": "judy", "cards": ["9c", "Tc", "Jc"]},
    {"type": "discard", "player": "judy", "card": "Qc"},
    {"type": "draw", "player": "peggy", "from": "stock", "card": "2c"},
    {"type": "discard", "player": "peggy", "card": "Qd"},
    {"type": "draw", "player": "judy", "from": "stock", "card": "5d"},
    {"type": "discard", "player": "judy", "card": "9s"},
    {"type": "draw", "player": "peggy", "from": "stock", "card": "5s"},
    {"type": "discard", "player": "peggy", "card": "Jd"},
    {"type": "draw", "player": "judy", "from": "stock", "card": "Ah"},
    {"type": "discard", "player": "judy", "card": "5d"},
    {"type": "draw", "player": "peggy", "from": "stock", "card": "Kd"},
    {"type": "discard", "player": "peggy", "card": "Kd"},
    {"type": "draw", "player": "judy", "from": "stock", "card": "2s"},
]


def _hand(dropper: str, reveal: list, pays: list) -> dict:
    hand = copy.deepcopy(HEAD)
    hand["hand_id"] = "tonk-misnamed-drop"
    hand["events"] = copy.deepcopy(PLAY) + [{"type": "drop", "player": dropper}] + reveal + pays
    return hand


def _found(res):
    return [(f.code, f.seq, f.player) for f in res.findings]


JUDY_SHOWS = [{"type": "reveal", "player": "judy", "cards": ["2h", "Ah", "2s"]}]
JUDY_WINS = [{"type": "pay", "from": "peggy", "to": "judy", "amount": 5}]         # judy's drop (5 against 24)
PEGGY_CAUGHT = [{"type": "pay", "from": "peggy", "to": "judy", "amount": 10}]     # peggy's drop, caught


def test_the_drop_as_logged_is_clean():
    assert _found(run(_hand("judy", JUDY_SHOWS, JUDY_WINS))) == []


def test_a_drop_under_another_name_settled_as_the_player_in_turns_drop_is_theirs():
    res = run(_hand("peggy", JUDY_SHOWS, JUDY_WINS))
    assert _found(res) == [("out-of-turn", 18, "peggy")]
    assert res.stats["dropper"] == "judy"
    message = res.findings[0].message
    assert "taken as judy's drop logged under peggy's name" in message
    assert "if peggy did drop" in message and "peggy pays judy 10" in message


def test_a_drop_the_payments_settle_as_the_named_players_is_theirs_out_of_turn():
    res = run(_hand("peggy", JUDY_SHOWS, PEGGY_CAUGHT))
    assert _found(res) == [("tonk-turn-order", 18, "judy")]
    assert res.stats["dropper"] == "peggy"


FIRST_TURN = {
    "format": "handaudit/1", "hand_id": "tonk-misnamed-first-drop", "game": "tonk",
    "rules": {"stake": 2, "stock_out_tie": "split"}, "button": 1,
    "seats": [{"seat": 1, "player": "sybil", "stack": 1009}, {"seat": 2, "player": "judy", "stack": 991}],
    "events": [
        {"type": "deal", "player": "judy", "cards": ["Jd", "Qd", "Tc", "2c", "7d"]},
        {"type": "deal", "player": "sybil", "cards": ["8s", "5s", "7c", "6d", "6s"]},
        {"type": "upcard", "card": "2h"},
        {"type": "drop", "player": "judy"},
        {"type": "reveal", "player": "judy", "cards": ["Jd", "Qd", "Tc", "2c", "7d"]},
        {"type": "reveal", "player": "sybil", "cards": ["8s", "5s", "7c", "6d", "6s"]},
        # judy dropped with 39 and was caught by sybil's 32: 1 for the lower count, 1 to the winner
        {"type": "pay", "from": "judy", "to": "sybil", "amount": 4},
    ],
}


def test_so_too_on_the_first_turn_right_after_the_deal():
    assert _found(run(FIRST_TURN)) == []
    hand = copy.deepcopy(FIRST_TURN)
    hand["events"][3]["player"] = "sybil"       # judy to act; the drop line names sybil
    res = run(hand)
    assert _found(res) == [("out-of-turn", 3, "sybil")]
    assert res.stats["dropper"] == "judy"
    assert "(sybil dropped with 32, strictly the lowest count: judy pays sybil 2)" in res.findings[0].message
    hand["events"][-1] = {"type": "pay", "from": "judy", "to": "sybil", "amount": 2}    # sybil's drop, won
    res = run(hand)
    assert _found(res) == [("out-of-turn", 3, "sybil")]
    assert res.stats["dropper"] == "sybil"
    assert "acted (drop) but it was judy's turn" in res.findings[0].message
