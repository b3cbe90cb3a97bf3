"""The overview counts disputed pots, not hands: a pot is disputed when what the log paid from it
differs from the correct award (as the hand page marks it); a Tonk hand has no pots, its wrong
payments count as one.  The tables by game and session count hands, and say so."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from audit.report import write_report
from audit.store import ingest

from .conftest import FIXTURES, ROOT

S13 = FIXTURES / "report_s13"
TONK = ROOT / "sample_histories" / "tonk-settlement-dispute.jsonl"


def _site(tmp: Path, *logs: Path) -> Path:
    ingest([str(p) for p in logs], tmp / "d.duckdb", 1, None)
    write_report(tmp / "d.duckdb", tmp / "site", jobs=1)
    return tmp / "site"


def _box(index: str) -> str:
    return re.sub(r"<[^>]+>", "", re.search(r'<div class="box" id="disputed">(.*?)</div>', index).group(1))


def _by_game(index: str) -> list[list[str]]:
    table = re.search(r'<table id="by-game">(.*?)</table>', index, re.S).group(1)
    return [re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", r, re.S) for r in re.findall(r"<tr>(.*?)</tr>", table, re.S)]


def test_two_pots_paid_the_wrong_way_round_are_two_disputed_pots_in_one_hand(tmp_path: Path) -> None:
    # swap-pots: carol wins the main pot (60) and side pot 1 (100); the log pays 100 from the
    # main pot and 60 from the side pot: the totals agree, both pots are disputed
    index = (_site(tmp_path, S13 / "swap-pots.jsonl") / "index.html").read_text(encoding="utf-8")
    assert _box(index) == "2disputed pots in 1 hand"
    assert _by_game(index) == [["game", "hands", "with findings", "findings", "with a disputed pot", "disputed pots"],
                               ["draw", "1", "1", "2", "1", "2"]]
    sessions = re.search(r'<table id="sessions">\s*<tr>(.*?)</tr>', index, re.S).group(1)
    assert "<th class=\"n\">with a disputed pot</th>" in sessions and ">disputed<" not in sessions


def test_disputed_pots_of_several_hands_and_games(tmp_path: Path) -> None:
    # over-collect: the main pot overpaid (65 of 60), side pot 1 right: one disputed pot;
    # Tonk: each hand with a wrong payment is one
    site = _site(tmp_path, S13 / "swap-pots.jsonl", S13 / "over-collect.jsonl", TONK)
    index = (site / "index.html").read_text(encoding="utf-8")
    rows = {r[0]: r[1:] for r in _by_game(index)[1:]}
    assert rows["draw"][-2:] == ["2", "3"]
    tonk_hands = rows["tonk"][-2]
    assert rows["tonk"][-1] == tonk_hands and int(tonk_hands) >= 2
    hands = 2 + int(tonk_hands)
    assert _box(index) == f"{3 + int(tonk_hands)}disputed pots in {hands} hands"


@pytest.mark.parametrize("pots, hands, text", [(1, 1, "1disputed pot in 1 hand"), (0, 0, "0disputed pots in 0 hands")])
def test_the_overview_says_pot_and_hand_in_the_singular(pots: int, hands: int, text: str) -> None:
    from audit.report import environment

    page = environment().get_template("index.html").render(
        root="", page="index", db="d", findings_pages=1, disputes=hands, by_game=[], by_code=[], sessions=[],
        worst=[], quarantine=[], totals={"hands": 0, "hands_with_findings": 0, "findings": 0, "quarantined": 0,
                                         "players": 0, "sessions": 0, "disputed": hands, "disputed_pots": pots})
    assert _box(page) == text
