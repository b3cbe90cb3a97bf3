"""The report's own numbers: amounts, statistics and chart ticks as a person reads them.

Amounts of a thousand and more have a narrow no-break space between the thousands, written as
its HTML entity (the character itself is one that text from logs shows as an escape); the
statistics have the decimals of `handaudit stats` (README, Statistics) with the report's minus;
chart ticks fall on whole hands and chips.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from audit.report import environment, write_report
from audit.report_charts import line_chart
from audit.store import ingest

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "stats"


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("numbers")
    logs = [*sorted(FIXTURES.glob("*.jsonl")), FIXTURES / "readings" / "units.jsonl",
            FIXTURES / "readings" / "raise-after-own-fold.jsonl"]      # a hand page, stacks of 1 000
    ingest([str(p) for p in logs], root / "n.duckdb", 1, None)
    write_report(root / "n.duckdb", root / "site", jobs=1)
    return root / "site"


def _pages(site: Path) -> dict[Path, str]:
    return {p: p.read_text(encoding="utf-8") for p in site.rglob("*.html")}


def test_amounts_of_thousands_show_a_thin_space_not_its_escape(site: Path) -> None:
    pages = _pages(site)
    assert not [p for p, text in pages.items() if "\\u202f" in text]
    hand = "".join(text for p, text in pages.items() if p.parent.name == "hands")
    assert "<td class=\"n\">1&#8239;000</td>" in hand                  # the timeline's stacks
    assert any("1&#8239;000" in text for p, text in pages.items() if p.parent.name == "sessions")


def test_text_from_logs_stays_escaped_beside_amounts() -> None:
    env = environment()
    out = env.from_string("{{ c|put_in|join(', ') }}").render(c={"a\u202fb<i>": 12345, "bob": 5})
    assert out == "a\\u202fb&lt;i&gt; 12&#8239;345, bob 5"           # the name escaped, the amount not
    assert env.from_string("{{ n }}").render(n="1\u202f000") == "1\\u202f000"


def _stats_rows(text: str) -> dict[str, dict[str, str]]:
    """The statistics tables of a page: {game heading: {player: {label: cell text}}}."""
    out: dict[str, dict[str, str]] = {}
    for game, table in re.findall(r"<h2>Statistics: (\w+)</h2>\s*(?:<div class=\"scroll\">)?(<table class=\"stats\">.*?</table>)", text, re.S):
        rows = [[html.unescape(re.sub(r"<[^>]+>", "", c)).strip()
                 for c in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row, re.S)]
                for row in re.findall(r"<tr>(.*?)</tr>", table, re.S)]
        out[game] = {r[0]: dict(zip(rows[0], r)) for r in rows[1:]}
    return out


def test_report_statistics_have_the_decimals_of_handaudit_stats(site: Path) -> None:
    stats = _stats_rows((site / "players.html").read_text(encoding="utf-8"))
    alice = stats["stud"]["alice"]                                      # tests/test_stats_figures.py
    assert (alice["VPIP%"], alice["AF"], alice["AFq%"], alice["W$SD%"]) == ("66.7", "2.00", "50.0", "0.0")
    assert (stats["stud"]["carol"]["AF"], stats["stud"]["carol"]["complete%"]) == ("1.50", "50.0")
    assert (stats["draw"]["sat-a"]["avg drawn"], stats["draw"]["sat-a"]["pat%"]) == ("0.00", "100.0")
    assert stats["tonk"]["alice"]["avg count"] == "40.00"
    assert stats["stud"]["carol"]["net value"] == "+24.75"                # two decimals, signed
    assert stats["draw"]["sat-a"]["net value"] == "\u22120.0000001"     # a satoshi's decimals, a true minus
    assert stats["draw"]["sat-a"]["net"] == "\u221210"
    assert stats["draw"]["big-b"]["net value"] == "+10\u202f000\u202f000\u202f000\u202f000\u202f000.00"


@pytest.mark.parametrize("hands", [2, 3, 4, 7])
def test_chart_ticks_fall_on_whole_hands(hands: int) -> None:
    chart = line_chart({"p": [(x, x % 2) for x in range(1, hands + 1)]})
    assert [t["label"] for t in chart["xticks"]] == [str(x) for x in range(1, hands + 1)][:len(chart["xticks"])]
    assert all(re.fullmatch(r"-?[\d,]+", t["label"]) for t in chart["xticks"] + chart["yticks"])
