"""Charts: the hands axis has ticks only at hands that exist (one hand: the tick "1" alone), on
whole numbers; and every line of a chart of up to len(PALETTE) * len(DASHES) players looks
different: after the palette's colours come the same colours dashed, in the legend too."""

from __future__ import annotations

import re

import pytest

from audit.report import environment
from audit.report_charts import DASHES, MARKERS, PALETTE, line_chart


def _render(chart: dict) -> str:
    return environment().from_string('{% import "_partials/macros.html" as m %}{{ m.chart(c, "t") }}').render(c=chart)


@pytest.mark.parametrize("xs, ticks", [([1], ["1"]), ([7], ["7"]), ([1, 2], ["1", "2"]), ([1, 3], ["1", "2", "3"]),
                                       ([3, 50], None)])
def test_hand_ticks_stay_within_the_hands_on_whole_numbers(xs: list[int], ticks: list[str] | None) -> None:
    chart = line_chart({"p": [(x, 10 * x) for x in xs]})
    labels = [str(t["label"]) for t in chart["xticks"]]
    if ticks is not None:
        assert labels == ticks
    assert all(re.fullmatch(r"\d+", t) and xs[0] <= int(t) <= xs[-1] for t in labels)
    assert all(chart["left"] <= t["x"] <= chart["right"] for t in chart["xticks"])


def test_one_hand_is_drawn_at_its_tick() -> None:
    chart = line_chart({"p": [(1, -10)], "q": [(1, 10)]})
    (tick,) = chart["xticks"]
    assert [line["cx"] for line in chart["lines"]] == [tick["x"], tick["x"]]


def test_sixteen_players_have_sixteen_different_lines() -> None:
    series = {f"p{i:02}": [(1, i), (2, i + 1)] for i in range(16)}
    chart = line_chart(series)
    styles = [(line["color"], line["dash"]) for line in chart["lines"]]
    assert len(set(styles)) == 16
    assert styles[0] == (PALETTE[0], "") and styles[10] == (PALETTE[0], DASHES[1])
    out = _render(chart)
    polylines = re.findall(r'<polyline fill="none" stroke="([^"]+)" stroke-width="1.6"(?: stroke-dasharray="([^"]+)")?',
                           out)
    assert polylines == [(c, d) for c, d in styles]
    keys = re.findall(r'<line x1="0" x2="24" y1="5" y2="5" stroke="([^"]+)" stroke-width="2"'
                      r'(?: stroke-dasharray="([^"]+)")?/></svg>(p\d\d)', out)
    assert keys == [(c, d, name) for (c, d), name in zip(styles, series)]


def test_fifty_lines_all_differ_and_single_points_differ_by_marker() -> None:
    n = len(PALETTE) * len(DASHES)
    assert len({(line["color"], line["dash"]) for line in line_chart(
        {f"p{i}": [(1, i), (2, i)] for i in range(n)})["lines"]}) == n
    chart = line_chart({f"p{i}": [(1, i)] for i in range(len(PALETTE) * len(MARKERS))})
    assert len({(line["color"], line["marker"]) for line in chart["lines"]}) == len(chart["lines"])
    out = _render(chart)
    assert out.count("<circle") == out.count("<rect") == 2 * len(PALETTE)        # in the chart and its legend
    assert out.count("<path") == 2 * len(PALETTE) and out.count("<polygon") == 4 * len(PALETTE)
