"""Player statistics per player and game (``handaudit stats``; definitions in README.md, Statistics).

The figures are computed by DuckDB over the stored tables: ``schemas/stats/views.sql``
defines temporary views (``stats/once.sql`` computes the ones several games read once,
when every game's figures are wanted), and one query per game (``schemas/stats/<game>.sql``)
gives that game's rows.  :func:`stats_frames` returns them as polars DataFrames
(the report uses them); :func:`print_stats` writes them as a table, CSV or JSON.
"""

from __future__ import annotations

import json
import math
from decimal import Context, Decimal
from pathlib import Path
from typing import IO

import duckdb
import polars as pl

from .errors import UserError
from .model import GAMES
from .resources import sql_text
from .untrusted import display_width, for_cell, quoted

# Column headings of the text table (the CSV and JSON use the column names).
LABELS = {
    "player": "player", "game": "game", "hands": "hands", "net": "net", "currency": "cur",
    "net_value": "net value", "vpip": "VPIP%", "pfr": "PFR%", "af": "AF", "afq": "AFq%",
    "saw_second": "saw 2nd", "showdowns": "SD", "wtsd": "WTSD%", "wsd": "W$SD%", "wwsf": "W2nd%",
    "draws": "draws", "stand_pat": "pat%", "avg_drawn": "avg drawn", "bring_ins": "bring-ins",
    "completion": "complete%", "steals": "steals", "steal": "steal%", "buys": "buys",
    "battles_started": "attacks", "battles_won": "battles won", "battles_lost": "battles lost",
    "captures": "captures", "survived": "survived", "survived_pct": "survived%",
    "wins_tonk": "tonk", "wins_out": "out", "wins_drop": "drop", "wins_stock_out": "stock out",
    "wins_dealt_tonk": "dealt tonk", "catches": "catches", "drops": "drops",
    "drops_caught": "caught", "avg_count": "avg count", "net_stakes": "stakes",
}

# Enough digits for any DECIMAL(38, 18): stripping trailing zeros never rounds.
_EXACT = Context(prec=80)


def stats_frames(con: duckdb.DuckDBPyConnection, game: str | None = None,
                 every: bool = False) -> dict[str, pl.DataFrame]:
    """The statistics of every game (or of ``game``) that has stored hands, one DataFrame each;
    ``every``: of every game, even one without hands (its columns, no rows)."""
    if game is not None and game not in GAMES:
        raise UserError(f"--game must be one of {', '.join(GAMES)}, not {quoted(game)}")
    con.execute(sql_text("stats/views.sql")).fetchall()
    if game is None:    # every game: the figures they share computed once (see the file)
        con.execute(sql_text("stats/once.sql")).fetchall()
    out: dict[str, pl.DataFrame] = {}
    for g in (game,) if game else GAMES:
        df = con.sql(sql_text(f"stats/{g}.sql")).pl()
        if game is not None or every or df.height:
            out[g] = df
    return out


def stats_frame(db: Path, game: str) -> pl.DataFrame:
    """The statistics of one game from the database file."""
    from .store import connect

    con = connect(db, read_only=True)
    try:
        return stats_frames(con, game)[game]
    finally:
        con.close()


def money(value: Decimal | float, thousands: str = "") -> str:
    """``net_value``: two decimals, or as many as the value has (a unit of 0.00000001 BTC);
    ``thousands`` between groups of three digits.  The value is the exact DECIMAL(38, 18) the
    query gives (a float is read as the shortest decimal that is it), never rounded."""
    exact = value if isinstance(value, Decimal) else Decimal(repr(float(value)))
    exact = exact.normalize(_EXACT) if exact else Decimal(0)     # without its trailing zeros
    text = format(exact, f",.{max(2, -exact.as_tuple().exponent)}f")
    return text.replace(",", thousands)


def figure(column: str, value) -> str:
    """A figure that is not empty, as the statistics show it (README, Statistics): a percentage
    with one decimal, a ratio or an average with two, ``net_value`` with :func:`money`; any
    other value (counts, names) as it is."""
    if column == "net_value":
        return money(value)
    if isinstance(value, float):
        return f"{value:.{1 if LABELS.get(column, column).endswith('%') else 2}f}"
    return str(value)


def empty(value) -> bool:
    """A figure whose denominator is zero (or a money that cannot be given)."""
    return value is None or (isinstance(value, float) and math.isnan(value))


def format_table(df: pl.DataFrame) -> str:
    cols = df.columns
    head = [LABELS.get(c, c) for c in cols]
    # (a name alone in its padded column: its trailing space would not show, for_cell)
    rows = [["-" if empty(v) else for_cell(figure(c, v)) for c, v in zip(cols, row)] for row in df.iter_rows()]
    # columns as wide as the terminal shows them (a CJK character takes two, a combining mark none)
    shown = [[display_width(c) for c in r] for r in rows]
    widths = [max([len(head[i])] + [r[i] for r in shown]) for i in range(len(cols))]
    text_cols = {"player", "game", "currency"}

    def line(cells: list[str]) -> str:
        out = []
        for i, (c, w) in enumerate(zip(cells, widths)):
            pad = " " * (w - display_width(c))
            out.append(c + pad if cols[i] in text_cols else pad + c)
        return "  ".join(out).rstrip()

    return "\n".join([line(head), line(["-" * w for w in widths])] + [line(r) for r in rows])


def print_stats(db: Path, game: str | None, fmt: str, out: IO[str]) -> None:
    """Write the statistics as ``table`` (one block per game), ``csv`` or ``json``."""
    from .store import connect

    con = connect(db, read_only=True)
    try:
        every = stats_frames(con, game, every=True)
    finally:
        con.close()
    frames = {g: df for g, df in every.items() if df.height}
    if fmt == "json":
        out.write(stats_json([row for df in frames.values() for row in df.to_dicts()]) + "\n")
    elif fmt == "csv":
        # no rows: the header there is with rows, the columns of --game (or of every game)
        shown = frames or every
        out.write(as_text(pl.concat(list(shown.values()), how="diagonal_relaxed")).write_csv())
    else:
        if not frames:
            out.write("no hands stored" + (f" for {game}" if game else "") + "\n")
            return
        blocks = [f"{g} ({df.height} players)\n{format_table(df)}" for g, df in frames.items()]
        out.write("\n\n".join(blocks) + "\n")


def as_text(df: pl.DataFrame) -> pl.DataFrame:
    """The frame with its decimal figures (percentages, ratios, averages, ``net_value``) as
    the table writes them, in plain decimal notation (never ``-3e-07``); empty stays null."""
    return df.with_columns(
        pl.Series(c, [None if empty(v) else figure(c, v) for v in df[c].to_list()], dtype=pl.String)
        for c, t in df.schema.items() if t.is_float() or isinstance(t, pl.Decimal))


def _json_value(column: str, value) -> str:
    if empty(value):
        return "null"
    if column == "net_value" or isinstance(value, float):
        return figure(column, value)        # a JSON number, exact, with the table's decimals
    if isinstance(value, Decimal):          # a sum of chips beyond 64 bits (HUGEINT): exact
        return str(value)
    return json.dumps(value, ensure_ascii=False)


def stats_json(rows: list[dict]) -> str:
    """The rows as a JSON array of objects (laid out as ``json.dumps(indent=1)`` would), the
    decimal figures written as numbers with the table's decimals: ``net_value`` exactly, which
    no float would hold (90071992547409.82 is no double)."""
    if not rows:
        return "[]"
    objects = (",\n".join(f"  {json.dumps(k, ensure_ascii=False)}: {_json_value(k, v)}"
                          for k, v in row.items()) for row in rows)
    return "[\n" + ",\n".join(" {\n" + body + "\n }" for body in objects) + "\n]"
