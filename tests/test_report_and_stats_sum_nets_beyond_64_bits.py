"""A player's net summed over many hands may pass 2**63 - 1 although every amount is within
the format's 2**53 - 1 (README: amounts up to 2**53 - 1; the statistics show nets in plain
notation).  The sums were cast to BIGINT: `audit`, `report` and `stats` stopped with DuckDB's
traceback (INT128 ... can't be cast ... INT64)."""

from __future__ import annotations

import json

from .test_cli_check import run

M = 2**53 - 1
H = M // 2            # each bets half a stack: the pot, 2 * H, is within the format's bound
HANDS = 2060          # 2060 * H > 2**63


def _hand(i: int) -> dict:
    return {"format": "handaudit/1", "hand_id": f"big-{i}", "game": "draw",
            "rules": {"betting": "no_limit", "blinds": [1, 2]}, "button": 1,
            "seats": [{"seat": 1, "player": "whale", "stack": M}, {"seat": 2, "player": "fish", "stack": M}],
            "events": [
                {"type": "blind", "player": "whale", "amount": 1, "kind": "small"},
                {"type": "blind", "player": "fish", "amount": 2, "kind": "big"},
                {"type": "deal", "player": "fish", "down": ["2c", "3d", "4h", "5s", "7c"]},
                {"type": "deal", "player": "whale", "down": ["Ah", "Ad", "Ac", "As", "Kd"]},
                {"type": "raise", "player": "whale", "to": H},
                {"type": "call", "player": "fish", "amount": H - 2},
                {"type": "draw", "player": "fish", "discard": [], "receive": []},
                {"type": "draw", "player": "whale", "discard": [], "receive": []},
                {"type": "check", "player": "fish"},
                {"type": "check", "player": "whale"},
                {"type": "show", "player": "fish", "cards": ["2c", "3d", "4h", "5s", "7c"]},
                {"type": "show", "player": "whale", "cards": ["Ah", "Ad", "Ac", "As", "Kd"]},
                {"type": "collect", "player": "whale", "amount": 2 * H, "pot": 0}]}


def test_nets_beyond_64_bits_are_summed_exactly(tmp_path):
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "big.jsonl").write_text("".join(json.dumps(_hand(i)) + "\n" for i in range(HANDS)))
    db, out = tmp_path / "big.duckdb", tmp_path / "site"
    p = run("audit", str(logs), "--db", str(db), "--out", str(out), "--jobs", "1")
    assert p.returncode == 0, p.stderr
    net = HANDS * H
    assert net > 2**63
    p = run("stats", "--db", str(db), "--format", "json")
    assert p.returncode == 0, p.stderr
    rows = {r["player"]: r["net"] for r in json.loads(p.stdout)}
    assert rows == {"whale": net, "fish": -net}
    csv = run("stats", "--db", str(db), "--format", "csv").stdout
    assert f",{net}," in csv and f",-{net}," in csv
    players = (out / "players.html").read_text(encoding="utf-8")
    grouped = f"{net:,}".replace(",", "&#8239;")       # the report's thin spaces, a true minus
    assert f"+{grouped}<" in players and f"\u2212{grouped}<" in players
