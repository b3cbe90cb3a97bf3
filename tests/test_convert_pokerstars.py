"""`convert` of PokerStars and PHH files, then `check` of the result: the same findings as `check` of the originals."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from audit.convert import convert
from audit.runner import validate

from .conftest import FIXTURES, REAL

PS_FIX = FIXTURES / "pokerstars"
PHH_FIX = FIXTURES / "phh"


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=120)


def findings_by_hand(paths) -> dict[str, list[tuple]]:
    out: dict[str, list[tuple]] = {}
    for c in validate([str(p) for p in paths]):
        if c.hand is None and c.error is not None:
            continue
        out[c.hand_id] = sorted((f.code, f.seq if f.seq is not None else -1, f.player or "", f.message)
                                for f in c.findings)
    return out


def edited_hand(tmp_path: Path) -> Path:
    """A PokerStars file whose second hand breaks rules (a bet too big, a share paid to the other winner);
    its summary's total is edited to match (the native format has no summary to compare with)."""
    text = (PS_FIX / "draw_limit_heads_up_split.txt").read_text()
    bad = (text.replace("#35800000004", "#35800000099").replace("quin: bets $0.20\npat: calls $0.20",
                                                                 "quin: bets $0.30\npat: calls $0.30")
           .replace("quin collected $0.29", "pat collected $0.29").replace("Total pot $0.60", "Total pot $0.80"))
    f = tmp_path / "edited.txt"
    f.write_text(text.replace("#35800000004", "#35800000098") + "\n\n" + bad, encoding="utf-8")
    return f


def test_convert_then_check_gives_the_findings_of_the_originals(tmp_path):
    sources = [PS_FIX, PHH_FIX, edited_hand(tmp_path)]
    if REAL.is_dir():
        sources.append(REAL)
    out = tmp_path / "all.jsonl"
    n, bad = convert([str(p) for p in sources], str(out))
    # the unsupported hold'em hands (PokerStars and PHH) are not converted
    assert sorted(Path(f).name for f, _, _ in bad) == ["holdem_unsupported.txt", "stud_and_holdem.phhs"]
    assert n == len(out.read_bytes().splitlines())
    original = findings_by_hand(sources)
    converted = findings_by_hand([out])
    assert len(original) == n
    assert converted == original
    assert any(codes for codes in original.values())          # the edited hand has findings to compare


def test_cli_convert_then_check_json_matches_check_of_the_original(tmp_path):
    src = edited_hand(tmp_path)
    out = tmp_path / "edited.jsonl"
    p = run("convert", str(src), "-o", str(out))
    assert p.returncode == 0, p.stderr
    assert "wrote 2 hands" in p.stdout
    a = run("check", str(src), "--format", "json")
    b = run("check", str(out), "--format", "json")
    assert a.returncode == b.returncode == 1
    da, db = json.loads(a.stdout), json.loads(b.stdout)

    def strip(doc):
        return sorted((f["hand_id"], f["game"], f["seq"] if f["seq"] is not None else -1, f["code"],
                       f["severity"], f["player"] or "", f["message"]) for f in doc["findings"])

    assert strip(da) == strip(db)
    assert {f["code"] for f in da["findings"]} >= {"bet-above-maximum", "wrong-amount"}
    assert (da["hands"], da["clean"], da["by_game"]) == (db["hands"], db["clean"], db["by_game"])


def test_converted_hands_are_native_lines_that_name_their_format(tmp_path):
    out = tmp_path / "one.jsonl"
    n, bad = convert([str(PS_FIX / "stud_cash_dealer_seat3.txt")], str(out))
    assert (n, bad) == (1, [])
    doc = json.loads(out.read_text())
    assert doc["format"] == "handaudit/1" and doc["hand_id"] == "40000000002" and doc["button"] == 3
    assert doc["events"][0] == {"type": "ante", "player": "dee", "amount": 2}


@pytest.mark.parametrize("fixture", ["unparsed-line.txt"])
def test_unparsed_line_warnings_exist_only_in_the_original(tmp_path, fixture):
    # convert writes hands, not reader warnings: the converted hand no longer carries them
    src = FIXTURES / "codes" / fixture
    out = tmp_path / "w.jsonl"
    convert([str(src)], str(out))
    (orig,) = findings_by_hand([src]).values()
    (conv,) = findings_by_hand([out]).values()
    assert [f[0] for f in orig] == ["unparsed-line"] and conv == []
