"""Every number of the report is written one way (README: "a true minus sign (−) and thin spaces
between thousands"): the chart axes and legends, the event table (a pot below zero after an
over-collect), the settlement tables of a game's own sections (Tonk's nets: "−10", "+20", "0").
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from audit.report import environment, write_report
from audit.report_charts import line_chart
from audit.report_hand import section_table
from audit.model import Section
from audit.store import ingest

from .conftest import FIXTURES, ROOT

S13 = FIXTURES / "report_s13"
TONK = ROOT / "sample_histories" / "tonk-settlement-dispute.jsonl"
MINUS, THIN = "\u2212", "\u202f"


def _text(markup: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", str(markup)))


def test_chart_axes_and_legend_write_a_true_minus_and_thin_spaces() -> None:
    chart = line_chart({"walter": [(1, 5000), (2, -3861), (3, -10000)]}, y_label="net chips")
    labels = [_text(t["label"]) for t in chart["yticks"]]
    assert f"{MINUS}10{THIN}000" in labels and f"5{THIN}000" in labels
    assert not [t for t in labels if "-" in t or "," in t]
    out = environment().from_string('{% import "_partials/macros.html" as m %}{{ m.chart(c, "t") }}').render(c=chart)
    texts = [_text(t) for t in re.findall(r"<text[^>]*>(.*?)</text>", out)]
    assert f"{MINUS}10{THIN}000" in texts and "-10,000" not in texts
    assert f"walter ({MINUS}10{THIN}000)" in _text(re.search(r"<figcaption.*?</figcaption>", out, re.S).group(0))


def _hand_pages(tmp: Path, *logs: Path) -> dict[str, str]:
    ingest([str(p) for p in logs], tmp / "d.duckdb", 1, None)
    write_report(tmp / "d.duckdb", tmp / "site", jobs=1)
    pages = {}
    for p in (tmp / "site" / "hands").glob("*.html"):
        text = p.read_text(encoding="utf-8")
        pages[re.search(r'<span id="hand-id">(.*?)</span>', text).group(1)] = text
    return pages


def _table_after(page: str, heading: str) -> list[list[str]]:
    table = re.search(rf"<h2>{heading}</h2>.*?<table[^>]*>(.*?)</table>", page, re.S).group(1)
    return [[_text(c) for c in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", r, re.S)]
            for r in re.findall(r"<tr[^>]*>(.*?)</tr>", table, re.S)]


def test_tonk_settlement_nets_are_signed_like_every_amount(tmp_path: Path) -> None:
    pages = _hand_pages(tmp_path, TONK)
    assert _table_after(pages["dispute-tied-drop"], "Settlement") == [
        ["player", "correct net", "recorded net", "check"],
        ["alice", f"{MINUS}5", f"{MINUS}5", "ok"], ["bob", f"{MINUS}10", f"{MINUS}5", "WRONG"],
        ["carol", "+20", "+15", "WRONG"], ["dave", f"{MINUS}5", f"{MINUS}5", "ok"]]
    void = _table_after(pages["dispute-stock-out-tie"], "Settlement")
    assert [r[1] for r in void[1:]] == ["0"] * 5                       # not "+0"
    assert '<th class="n">correct net</th>' in pages["dispute-tied-drop"]


def test_a_pot_below_zero_after_an_over_collect_has_a_true_minus(tmp_path: Path) -> None:
    page = _hand_pages(tmp_path, S13 / "over-collect.jsonl")["over-collect"]
    row = re.search(r'<tr id="e17".*?</tr>', page, re.S).group(0)
    after_seq = row.split("</td>", 1)[1]        # (the event's number, marked or not, then the rest)
    assert re.findall(r'<td class="n">([^<]*)</td>', after_seq)[:2] == ["0", f"{MINUS}5"]


def test_section_amounts_are_formatted_and_names_are_left_alone() -> None:
    sec = Section("Settlement", [], [["-5", "-10", "0", "ok"], ["+20", "+0", "12345", "-"]],
                  ["player", "correct net", "correct", ""])
    header, rows = section_table(sec)
    assert header == [(False, "player"), (True, "correct net"), (True, "correct"), (False, "")]
    assert [[(n, str(c)) for n, c in r] for r in rows] == [
        [(False, "-5"), (True, f"{MINUS}10"), (True, "0"), (False, "ok")],     # a player named "-5" stays
        [(False, "+20"), (True, "0"), (True, "12&#8239;345"), (False, "-")]]
