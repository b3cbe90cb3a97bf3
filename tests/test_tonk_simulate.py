"""simulate --game tonk: legal hands validate clean; every injected fault is found at its seq."""

from __future__ import annotations

from collections import Counter

import msgspec

from audit.model import Hand
from audit.replay import replay
from audit.simulate import simulate
from audit.simulate.tonk import FAULTS


def _replayed(n: int, seed: int, faults: float, players: int | None = None):
    for h in simulate("tonk", n, players, seed, faults):
        yield h, replay(msgspec.convert(h, Hand))


def test_simulated_hands_with_faults_every_fault_found_at_its_seq_and_legal_hands_clean():
    injected = Counter()
    legal = 0
    for h, res in _replayed(500, 11, 0.4):
        got = {(f.code, f.seq) for f in res.findings}
        inj = h.get("injected")
        if inj:
            injected[inj["code"]] += 1
            assert (inj["code"], inj["seq"]) in got, (h["hand_id"], inj, sorted(got, key=str))
        else:
            legal += 1
            assert not res.findings, (h["hand_id"], [(f.code, f.seq, f.message) for f in res.findings])
    assert set(injected) == set(FAULTS)
    assert legal > 200


def test_simulated_legal_hands_end_every_way_with_players_and_options_varied():
    endings = Counter()
    players = Counter()
    options = Counter()
    hands = [x for k in (2, 3, 4, 5) for x in _replayed(120, 5 + k, 0.0, k)]
    for h, res in hands:
        assert not res.findings, (h["hand_id"], [(f.code, f.seq, f.message) for f in res.findings])
        endings[res.stats["ending"]] += 1
        if res.stats["ending"] == "stock_out" and len(res.stats["winners"]) > 1:
            endings["stock_out_split"] += 1
        players[len(h["seats"])] += 1
        options.update(f"{k}={v}" for k, v in h["rules"].items())
    assert {"tonk", "out", "drop_won", "drop_caught", "stock_out", "dealt_tonk", "void"} <= set(endings)
    assert set(players) == {2, 3, 4, 5}
    for opt in ("hand_size=7", "upcard=False", "drop=any_time", "ace=low", "hits_on_runs_only=True",
                "hit_penalty=2", "stock_out=on_empty_draw", "stock_out_tie=split", "low_tonk=13"):
        assert options[opt], opt


def test_simulation_is_reproducible_from_the_seed():
    a = list(simulate("tonk", 20, 3, 9, 0.5))
    b = list(simulate("tonk", 20, 3, 9, 0.5))
    assert a == b
