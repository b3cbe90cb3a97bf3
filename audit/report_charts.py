"""The geometry of the report's line charts (inline SVG drawn by ``reports/_partials/chart.html``).

Only numbers are computed here: the template writes them into ``<polyline>`` and
``<text>`` elements, and escapes the series names like every other text.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from markupsafe import Markup

from .report_hand import MINUS, THIN, chips

PALETTE = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2",
           "#17becf", "#7f7f7f", "#bcbd22")
#: Once the palette is used up, the next lines are dashed (``stroke-dasharray``), and a
#: series of one point gets another marker: every colour with every dash or marker, the first
#: len(PALETTE) * len(DASHES) lines of a chart all look different (in the legend too).
DASHES = ("", "7 3", "2 3", "9 3 2 3", "1 6")
MARKERS = ("circle", "square", "triangle", "diamond", "cross")


def nice_ticks(lo: float, hi: float, count: int = 5, whole: bool = False) -> list[float]:
    """Round tick values covering [lo, hi] (steps of 1, 2 or 5 times a power of ten; ``whole``:
    steps of at least 1, for an axis of hands or chips, which have no fractions)."""
    if hi < lo:
        lo, hi = hi, lo
    if hi == lo:
        hi = lo + 1
    raw = (hi - lo) / max(1, count)
    mag = 10 ** math.floor(math.log10(raw))
    step = next(m * mag for m in (1, 2, 5, 10) if m * mag >= raw)
    if whole and step < 1:
        step = 1
    start = math.floor(lo / step) * step
    ticks = []
    v = start
    while v <= hi + step * 1e-9:
        ticks.append(round(v, 10))
        v += step
    if ticks[-1] < hi:
        ticks.append(round(v, 10))
    return ticks


def _label(v: float) -> str:
    """A tick as the report writes every amount (report_hand.chips: thin spaces, a true minus)."""
    if float(v).is_integer():
        return chips(int(v))
    return Markup(f"{v:,.2f}".replace(",", THIN).replace("-", MINUS))


def line_style(i: int) -> dict:
    """How the ``i``-th line of a chart is drawn: its colour, its dash pattern ('' solid) and
    the marker of a series of one point."""
    k = i // len(PALETTE)
    return {"color": PALETTE[i % len(PALETTE)], "dash": DASHES[k % len(DASHES)],
            "marker": MARKERS[k % len(MARKERS)]}


def line_chart(series: dict[str, Sequence[tuple[float, float]]], width: int = 720, height: int = 260,
               x_label: str = "", y_label: str = "") -> dict | None:
    """Scaled polylines, axis ticks and a legend for ``{name: [(x, y), ...]}``; None when empty.

    Both axes count whole things (hands, chips): their ticks fall on whole numbers only.
    """
    series = {k: v for k, v in series.items() if v}
    if not series:
        return None
    xs = [p[0] for pts in series.values() for p in pts]
    ys = [p[1] for pts in series.values() for p in pts]
    left, right, top, bottom = 64, width - 12, 12, height - 36
    yt = nice_ticks(min(min(ys), 0), max(max(ys), 0), whole=True)
    x0, x1 = min(xs), max(xs)
    # ticks only where there are hands: from the first to the last, on whole numbers
    xt = [t for t in nice_ticks(x0, x1, 6, whole=True) if x0 <= t <= x1 and float(t).is_integer()] or [x0]
    if x1 == x0:                        # one hand: in the middle, its tick alone
        x0, x1 = x0 - 1, x1 + 1
    y0, y1 = yt[0], yt[-1]

    def sx(x: float) -> float:
        return round(left + (x - x0) / (x1 - x0) * (right - left), 1)

    def sy(y: float) -> float:
        return round(bottom - (y - y0) / (y1 - y0) * (bottom - top), 1)

    # sx and sy written out for the polylines (thousands of points per page)
    dx, w, dy, h = x1 - x0, right - left, y1 - y0, bottom - top
    lines = []
    for i, (name, pts) in enumerate(series.items()):
        lines.append({"name": name, **line_style(i),
                      "points": " ".join([f"{round(left + (x - x0) / dx * w, 1)},"
                                          f"{round(bottom - (y - y0) / dy * h, 1)}" for x, y in pts]),
                      "last": pts[-1][1], "single": len(pts) == 1,
                      "cx": sx(pts[0][0]), "cy": sy(pts[0][1])})
    return {
        "width": width, "height": height, "left": left, "right": right, "top": top, "bottom": bottom,
        "lines": lines,
        "xticks": [{"x": sx(t), "label": _label(t)} for t in xt],
        "yticks": [{"y": sy(t), "label": _label(t)} for t in yt],
        "zero": sy(0) if y0 <= 0 <= y1 else None,
        "x_label": x_label, "y_label": y_label,
    }
