"""``explain --format json``: the dispute view of one hand as one JSON document, built from the
data the text form prints (``explain_data``), for a floor person's tools.  Checked on a hand of
each game: a draw hand of three pots (side pots, two odd chips of the main pot, each with its
reason, an all-in player not eligible and why), the same table's hand whose uncalled bet was kept
(the settlement per player, correct beside recorded, with the difference), the spec's stud, Palace
and Tonk examples.  Every amount is an integer, every event's turn, amount to call, pot and stacks
are those the text prints on its line, and the exit status is the text form's."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import EXAMPLES, FIXTURES

SIDES = FIXTURES / "explain_s70" / "side-pots.jsonl"
BAD = FIXTURES / "explain_s16" / "bad-rule-options.jsonl"


def _explain(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", "explain", *args], capture_output=True, text=True,
                          timeout=120)


def _both(hand_id: str, path: Path) -> tuple[dict, str, int]:
    text = _explain(hand_id, "--file", str(path))
    js = _explain(hand_id, "--file", str(path), "--format", "json")
    assert js.stderr == "" and js.stdout.count("\n") == 1
    assert js.returncode == text.returncode
    return json.loads(js.stdout), text.stdout, js.returncode


def _no_float(x) -> None:
    assert not isinstance(x, float), x
    if isinstance(x, dict):
        for v in x.values():
            _no_float(v)
    elif isinstance(x, list):
        for v in x:
            _no_float(v)


def _events_as_in_the_text(doc: dict, text: str) -> None:
    """Each event's figures are the ones the text prints for it (its line, and the line after)."""
    lines = text.splitlines()
    tonk = doc["hand"]["game"] == "tonk"
    for e in doc["events"]:
        i = next(k for k, line in enumerate(lines) if line.startswith(f"  {e['seq']:>3}. "))
        head, after = lines[i], lines[i + 1]
        if e["turn"]:
            assert f"[{e['turn']}'s turn" in head
            assert (f", {e['to_call']} to call]" in head) == bool(e["to_call"])
        else:
            assert "'s turn" not in head
        if tonk:
            assert e["pot"] is None and e["to_call"] is None and "pot " not in after
        else:
            assert f"pot {e['pot']}" in after.split("; ")
        if e["stacks"]:
            assert "stacks " + " ".join(f"{p}={c}" for p, c in e["stacks"].items()) in after


def test_side_pots_odd_chips_and_who_may_not_win_each_pot() -> None:
    doc, text, rc = _both("sides-paid-right", SIDES)
    assert rc == 0 and doc["errors"] is False and doc["findings"] == []
    _no_float(doc)
    _events_as_in_the_text(doc, text)
    assert [(p["name"], p["amount"]) for p in doc["pots"]] == [("the main pot", 155), ("side pot 1", 280),
                                                              ("side pot 2", 360)]
    side1 = doc["pots"][1]
    assert side1["contributions"] == {"bob": 90, "carol": 90, "dave": 90, "erin": 10}
    assert side1["eligible"] == ["bob", "carol", "dave"]
    assert side1["not_eligible"] == [{"player": "alice", "why": "all-in for 31"}, {"player": "erin", "why": "folded"}]
    main = [(s["player"], s["correct"], s["odd_chips"]) for s in doc["splits"] if s["pot"] == 0]
    assert main == [("bob", 52, 1), ("carol", 52, 1), ("alice", 51, 0)]
    odd = [s["why"] for s in doc["splits"] if s["odd_chips"]]
    assert odd and all(w.startswith("odd_chip=called, but dave") for w in odd) and odd[0] in text
    assert [(s["player"], s["place"], s["rank"]) for s in doc["showdown"]][-1] == ("dave", 4, "three kings")
    assert all(p["difference"] == 0 and p["correct_end"] == p["end"] for p in doc["settlement"])
    assert doc["ends_as_logged"] is False


def test_the_settlement_per_player_correct_beside_recorded_with_the_difference() -> None:
    doc, text, rc = _both("sides-uncalled-kept", SIDES)
    assert rc == 1 and doc["errors"] is True
    _no_float(doc)
    _events_as_in_the_text(doc, text)
    assert any(f["code"] == "uncalled-bet-not-returned" for f in doc["findings"])
    rows = {p["player"]: (p["end"], p["correct_end"], p["difference"]) for p in doc["settlement"]}
    assert rows["dave"][2] == -100 and rows["carol"][2] == 100
    for name, (end, owed, diff) in rows.items():
        assert diff == end - owed
    assert doc["ends_as_logged"] is True
    # the text's Players table has the same figures
    lines = text.splitlines()
    table = lines[lines.index("Players"):]
    line = next(x for x in table if x.split()[1:2] == ["dave"])
    assert line.split()[-1] == "-100"
    wrong = [s for s in doc["splits"] if s["differs"]]
    assert wrong and all(s["difference"] == (s["recorded"] or 0) - s["correct"] for s in wrong)


@pytest.mark.parametrize("hand_id,name", [("seed-sample-deal", "stud-sample-deal.jsonl"),
                                          ("palace-1", "palace-two-battles.jsonl"),
                                          ("draw-split-1", "draw-split-pot.jsonl")])
def test_a_hand_of_each_poker_game(hand_id: str, name: str) -> None:
    doc, text, rc = _both(hand_id, EXAMPLES / name)
    _no_float(doc)
    _events_as_in_the_text(doc, text)
    assert doc["hand"]["hand_id"] == hand_id and [e["seq"] for e in doc["events"]] == list(range(len(doc["events"])))
    assert sum(p["amount"] for p in doc["pots"]) == doc["pot_total"]
    for s in doc["showdown"]:
        assert f"{s['player']}: {s['rank']}" in text


def test_a_tonk_hand_has_no_pot_and_each_players_correct_net() -> None:
    doc, text, rc = _both("tonk-1", EXAMPLES / "tonk-out.jsonl")
    assert rc == 0
    _no_float(doc)
    _events_as_in_the_text(doc, text)
    assert doc["pots"] == [] and doc["splits"] == []
    for p in doc["settlement"]:
        assert p["correct_net"] == p["net"] and p["difference"] == 0
    settle = next(s for s in doc["sections"] if s["title"] == "Settlement")
    assert settle["header"][:3] == ["player", "correct net", "recorded net"]
    assert all(isinstance(r[1], int) and isinstance(r[2], int) for r in settle["rows"])
    assert sorted(r[1] for r in settle["rows"]) == sorted(p["correct_net"] for p in doc["settlement"])


def test_a_hand_that_cannot_be_replayed_is_one_json_line_and_exit_1() -> None:
    p = _explain("tonk-1-badstake", "--file", str(BAD), "--format", "json")
    assert p.returncode == 1 and p.stderr == ""
    doc = json.loads(p.stdout)
    assert doc["hand"] == {"hand_id": "tonk-1-badstake"} and doc["errors"] is True
    assert "rules.stake must be an integer" in doc["malformed"]


def test_another_format_is_a_usage_error() -> None:
    p = _explain("tonk-1", "--file", str(EXAMPLES / "tonk-out.jsonl"), "--format", "xml")
    assert p.returncode == 2 and p.stdout == ""
    assert p.stderr.strip() == "handaudit: --format must be text or json, not 'xml'"
