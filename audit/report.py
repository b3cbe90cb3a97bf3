"""The HTML report: a static site written from the store, readable straight from disk.

Pages (templates in ``reports/``, one Jinja environment with autoescaping on):

* ``index.html``: hands by game and session, findings by code, the worst hands;
* ``findings.html``, ``findings-2.html``, ...: every finding, :data:`PAGE_SIZE` a page,
  filterable by game, code, player and session (``findings-data.js`` holds all rows so
  the filter searches every page; a page loads it on its first filter only);
* ``hands/<slug>.html``: one page for every hand with a finding or a disputed pot;
* ``disputes.html``: every hand whose recorded awards differ from the correct ones;
* ``players.html`` and ``players/<slug>.html``: statistics and profit over hands;
* ``sessions.html`` and ``sessions/<slug>.html``: results and stacks over time.

No network is used: CSS and the little JS are inline, charts are inline SVG.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections import defaultdict
from functools import lru_cache
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup, escape

from . import report_data as data
from .codes import CODES
from .errors import UserError
from .explain import pot_name
from .report_hand import MINUS, THIN, chips, long_names, section_table, signed
from .report_pages import PageWriter, write_page
from .report_publish import publish
from .resources import queries, templates_dir
from .stats import LABELS, figure, money
from .untrusted import for_page, json_quoted_for_page

PAGE_SIZE = 500
_SUITS = {"s": ("\u2660", "card k"), "h": ("\u2665", "card r"), "d": ("\u2666", "card r"), "c": ("\u2663", "card k")}
_FACES: dict[str, tuple[str, str]] = {}


def _chips(value) -> str:
    return "\u2013" if value is None else chips(value)


def _signed(value) -> str:
    return "\u2013" if value is None else signed(value)


def _figure(value, column: str):
    """A statistic (not empty) as ``handaudit stats`` shows it (stats.figure), with the report's
    amounts: thin spaces between thousands, net_value signed like the net."""
    if column == "net_value":
        return Markup(("+" if value > 0 else "") + money(value, THIN).replace("-", MINUS))
    if isinstance(value, int) and not isinstance(value, bool):
        return chips(value)
    if isinstance(value, float):
        return figure(column, value)
    return value


def _faces(cards) -> list[tuple[str, str]]:
    """Each card as (CSS class, face): "Ks" -> ("card k", "K\u2660"); others as written."""
    out = []
    for c in cards or ():
        face = _FACES.get(c)
        if face is None:
            text = str(c)
            suit = _SUITS.get(text[-1:]) if len(text) == 2 else None
            face = _FACES[c] = (suit[1], text[0] + suit[0]) if suit else ("card", text)
        out.append(face)
    return out


@lru_cache(maxsize=4096)
def _rules_items(text: str | None) -> tuple[tuple[str, str], ...]:
    """The rules of a hand (its stored JSON) as (name, value as JSON text), sorted like ``dictsort``:
    plain text, which the page escapes as it does every untrusted text (a value's ``<``, ``&`` or
    ``é`` read as written, not as JSON's ``\\u`` escapes for a script: review of session 57).

    Hands of one table share their rules, so the JSON is written once per distinct text.
    """
    rules = json.loads(text) if text else {}
    if not isinstance(rules, dict):
        return ()
    items = sorted(rules.items(), key=lambda kv: kv[0].lower())
    return tuple((k, json.dumps(v, sort_keys=True, ensure_ascii=False)) for k, v in items)


def _put_in(contributions: dict) -> list[Markup]:
    """A pot's contributions as "player amount" texts (markup: the name escaped, the amount formatted)."""
    return [Markup("{} {}").format(_escape(who), _chips(n)) for who, n in contributions.items()]


def _escape(value) -> Markup:
    return escape(for_page(value))


def _json_note(note: str) -> Markup:
    """An event's log note on the hand page: a JSON string as ``explain`` writes it, escaped."""
    return escape(json_quoted_for_page(note))


def environment() -> Environment:
    env = Environment(loader=FileSystemLoader(str(templates_dir())),
                      autoescape=select_autoescape(["html", "js"], default_for_string=True, default=True),
                      trim_blocks=True, lstrip_blocks=True, auto_reload=False, finalize=for_page)
    env.filters.update(chips=_chips, signed=_signed, figure=_figure, faces=_faces, put_in=_put_in,
                       rules_items=_rules_items, section_table=section_table,
                       # finalize sees what |e returns (Markup): the log's text is made safe before it
                       e=_escape, escape=_escape, json_note=_json_note,
                       # the text as the pages show it (escaped for the page, not yet for HTML): a
                       # player page's link to its findings filters on it
                       shown=for_page)
    # the style sheet, inlined in every page (a global: an include per page costs more)
    style = Markup((templates_dir() / "_partials" / "style.css").read_text(encoding="utf-8").rstrip("\n"))
    env.globals.update(codes=CODES, labels=LABELS, link=False, pot_name=pot_name, style=style, long_names=False)
    return env


class _Site:
    def __init__(self, out: Path) -> None:
        self.out = out
        self.env = environment()
        self.written = 0

    def write(self, rel: str, template: str, **ctx) -> Path:
        depth = rel.count("/")
        ctx.setdefault("root", "../" * depth)
        path = self.out / rel
        write_page(path, self.env.get_template(template).render(**ctx))
        self.written += 1
        return path


def write_report(db: Path, out: Path, jobs: int | None = None) -> Path:
    """Write the site for the database ``db`` into the folder ``out``; returns index.html.

    ``jobs``: processes rendering the hand pages (default: every core; see report_pages).
    """
    from .store import connect

    out = Path(out)
    # the database first: a wrong one leaves the folder (and a report already in it) as it was
    con = connect(db, read_only=True)
    try:
        totals = data.rows(con, "totals")[0]
    finally:
        con.close()
    try:
        out.mkdir(parents=True, exist_ok=True)
        # the site is written into a folder of its own in ``out`` and moved into place when every
        # page is written: a report that fails midway (a full disk, an interrupt) leaves the
        # report already there as it was
        stage = Path(tempfile.mkdtemp(prefix=".handaudit-report-", dir=out))
    except OSError as e:
        raise UserError(f"{out}: {e.strerror or e}") from None
    try:
        _write_site(db, stage, jobs, totals)
    except BaseException:
        shutil.rmtree(stage, ignore_errors=True)
        raise
    publish(stage, out)
    return out / "index.html"


def _write_site(db: Path, stage: Path, jobs: int | None, totals: dict) -> None:
    from .runner import default_jobs
    from .stats import stats_frames
    from .store import connect

    for sub in ("hands", "players", "sessions"):
        (stage / sub).mkdir()
    site = _Site(stage)
    # the workers are forked before the database is opened again; they open it themselves
    pages = PageWriter(site.env, stage / "hands", Path(db), jobs or default_jobs(),
                       (totals["hands_with_findings"] or 0) + (totals["disputed"] or 0))
    try:
        con = connect(db, read_only=True)
        try:
            con.execute(queries(data.Q)["parent_settings"]).fetchall()
            folder = data.source_folder(con)
            findings = data.findings(con, folder)
            pages.start(con, findings)
            data.prepare(con)
            players = data.players(con)
            site.env.globals["pages"] = {p["player"]: p["page"] for p in players}
            ov = data.overview(con, folder)
            disputes = data.disputes(con, folder)
            frames = stats_frames(con)
            profit = data.profit_charts(con)
            results, stack_charts, session_hands = data.sessions(con)
            # (every page but a hand's, whose own players decide: report_hand.hand_context)
            site.env.globals["long_names"] = long_names(p["player"] for p in players)
            n_pages = _findings_pages(site, findings, folder)
            site.write("disputes.html", "disputes.html", disputes=disputes, page="disputes")
            _player_pages(site, players, frames, profit, _sessions_of(ov["sessions"], results))
            _session_pages(site, ov["sessions"], results, stack_charts, session_hands)
            site.written += pages.finish(con)
            site.write("index.html", "index.html", page="index", db=os.path.abspath(db),
                       findings_pages=n_pages, disputes=len(disputes),
                       uncalled_only=sum(1 for h in disputes if not h["disputed"]), **ov)
        finally:
            con.close()
    finally:
        pages.terminate()


def _findings_pages(site: _Site, findings: list[dict], folder: str) -> int:
    """The findings pages and findings-data.js; a finding's file is shown relative to ``folder``
    (report_data.source_folder), with the whole path as its title."""
    n_pages = max(1, -(-len(findings) // PAGE_SIZE))
    names = ["findings.html"] + [f"findings-{i}.html" for i in range(2, n_pages + 1)]
    options = {
        "games": sorted({f["game"] for f in findings if f["game"]}),
        "codes": sorted({f["code"] for f in findings}),
        "sessions": sorted({(f["session"], f["session_label"]) for f in findings if f["session"] is not None},
                           key=lambda s: s[1]),
    }
    keys = ("code", "severity", "game", "session", "session_label", "hand_id", "seq", "player", "message",
            "file", "source_line", "slug")
    # the script unpacks each row in this order, and shows it as text: escaped here (the data is
    # JSON); the pages get the rows as they are, escaped once by the templates' finalize
    # (escaping twice would turn a name's escape into another name's backslashes)
    plain = [[f[k] for k in keys] for f in findings]
    rows = [[for_page(v) for v in r] for r in plain]
    site.write("findings-data.js", "findings-data.js", rows=rows, keys=keys, names=names, folder=for_page(folder))
    for i, name in enumerate(names):
        chunk = plain[i * PAGE_SIZE:(i + 1) * PAGE_SIZE]
        site.write(name, "findings.html", page="findings", rows=chunk, page_no=i + 1, pages=names,
                   total=len(findings), first=i * PAGE_SIZE + 1, options=options, page_size=PAGE_SIZE,
                   folder=folder)
    return n_pages


def _sessions_of(sessions: list[dict], results: dict[str, list[dict]]) -> dict[str, list[dict]]:
    """Per player, the sessions they played, in the order of the sessions page, with their hands
    and net there (the session's results): a player's page links them."""
    out: dict[str, list[dict]] = defaultdict(list)
    for s in sessions:
        for r in results.get(s["session"], ()):
            out[r["player"]].append({"label": s["label"], "page": s["page"], "hands": r["hands"], "net": r["net"],
                                     "tables": r["tables"]})
    return out


def _player_pages(site: _Site, players: list[dict], frames, profit, sessions: dict[str, list[dict]]) -> None:
    by_player: dict[str, list[dict]] = defaultdict(list)
    for game, df in frames.items():
        for row in df.to_dicts():
            by_player[row["player"]].append({"game": game, "columns": list(df.columns), "row": row})
    site.write("players.html", "players.html", page="players", players=players,
               frames={g: {"columns": list(df.columns), "rows": df.to_dicts()} for g, df in frames.items()})
    for p in players:
        site.write(f"players/{p['page']}.html", "player.html", page="players", player=p,
                   stats=by_player.get(p["player"], []), chart=profit.get(p["player"]),
                   sessions=sessions.get(p["player"], []))


def _session_pages(site: _Site, sessions: list[dict], results, charts, hands) -> None:
    site.write("sessions.html", "sessions.html", page="sessions", sessions=sessions)
    for s in sessions:
        site.write(f"sessions/{s['page']}.html", "session.html", page="sessions", session=s,
                   results=results.get(s["session"], []), chart=charts.get(s["session"]),
                   hands=hands.get(s["session"], []))
