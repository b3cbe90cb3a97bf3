"""Names listed in one cell of the report (a pot's eligible players and winners, a session's
tables) are each made safe on their own, as a name alone is: a trailing space is written
``\\x20`` (README, "The report": so that ``bob `` does not pass for ``bob``) wherever the name
stands in the list.  Before (review of session 57), the list was made safe as one text, and
only a space at its very end was marked: the winners ``bob , bob`` read as ``bob`` twice."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_cli_check import run

HAND = json.loads((FIXTURES / "settle_s42" / "a-name-with-a-trailing-space.jsonl").read_text().splitlines()[0])


def _site(tmp_path, hands: list[dict]):
    log = tmp_path / "h.jsonl"
    log.write_text("".join(json.dumps(h) + "\n" for h in hands))
    out = tmp_path / "site"
    run("audit", str(log), "--db", str(tmp_path / "s.duckdb"), "--out", str(out))
    return out


def test_a_pots_eligible_players_and_winners_each_marked(tmp_path):
    assert {s["player"] for s in HAND["seats"]} >= {"bob", "bob "}
    out = _site(tmp_path, [HAND])
    [page] = list((out / "hands").glob("*.html"))
    text = page.read_text()
    # (alice, who folded, is not eligible: said between them, session 70)
    assert "<td>bob, bob\\x20</td><td>alice (folded)</td><td>bob\\x20, bob</td>" in text
    assert "bob , bob" not in text


def test_a_sessions_tables_each_marked(tmp_path):
    hands = []
    for k, table in enumerate(("T1 ", "T2")):
        h = dict(HAND, hand_id=f"h{k}", session="s1", table=table)
        hands.append(h)
    out = _site(tmp_path, hands)
    [page] = list((out / "sessions").glob("*.html"))
    text = page.read_text()
    assert "tables T1\\x20, T2" in text
    assert "T1 , T2" not in text
    assert "<td>T1\\x20, T2</td>" in text       # each player's tables
