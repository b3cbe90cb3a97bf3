"""The HTML report: which pages are written, what they show, and untrusted text escaped everywhere."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from audit import report
from audit.report import write_report
from audit.store import ingest

EXAMPLES = Path(__file__).resolve().parents[2] / "shared" / "spec" / "examples"
STATS = Path(__file__).resolve().parent / "fixtures" / "stats"
EVIL = "<script>alert(1)</script>"


def build_logs(folder: Path) -> Path:
    """A small log set: clean hands, the spec's examples, and hands with findings, a disputed
    pot and hostile names (a player, session, table, hand id and note that are markup)."""
    folder.mkdir(parents=True, exist_ok=True)
    for f in STATS.glob("*.jsonl"):
        (folder / f.name).write_text(f.read_text())
    base = json.loads((EXAMPLES / "draw-split-pot.jsonl").read_text().splitlines()[0])
    evil = json.loads(json.dumps(base).replace('"alice"', json.dumps(EVIL)))
    evil.update(hand_id="x<y>&\"'1", session="<b>s</b>", table="<i>T</i>")
    evil["events"][-2]["amount"] = 40               # carol paid 40 where 37 was owed
    evil["events"][-1]["amount"] = 33
    evil["events"][9]["note"] = "</script><script>alert(2)</script>"
    turn = json.loads(json.dumps(evil))
    turn["hand_id"] = "turn-2"
    turn["events"][9], turn["events"][10] = turn["events"][10], turn["events"][9]   # carol acts before bob
    (folder / "evil.jsonl").write_text(json.dumps(evil) + "\n" + json.dumps(turn) + "\n")
    (folder / "bad.jsonl").write_text('{"format": "handaudit/1", "hand_id": "<script>alert(1)</script>"\n')
    return folder


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    if not EXAMPLES.is_dir():
        pytest.skip("../shared/spec/examples is not beside the checkout")
    root = tmp_path_factory.mktemp("report")
    logs = build_logs(root / "logs")
    db = root / "r.duckdb"
    ingest([str(logs)], db, 1, None)
    saved = report.PAGE_SIZE
    report.PAGE_SIZE = 3                            # several findings pages from a few findings
    try:
        index = write_report(db, root / "site")
    finally:
        report.PAGE_SIZE = saved
    assert index == root / "site" / "index.html"
    return root / "site"


def _pages(site: Path) -> list[Path]:
    return [p for p in site.rglob("*") if p.suffix in (".html", ".js")]


def test_untrusted_text_is_escaped_in_every_page(site: Path) -> None:
    pages = _pages(site)
    assert len(pages) > 10
    seen = 0
    for page in pages:
        text = page.read_text()
        assert "<script>alert(" not in text, page
        assert "<b>s</b>" not in text and "<i>T</i>" not in text, page
        assert "</script><script>" not in text, page
        seen += "&lt;script&gt;alert(1)&lt;/script&gt;" in text or "\\u003cscript\\u003ealert(1)" in text
    assert seen >= 5                                # the name is shown, escaped, on many pages


def test_overview_shows_games_codes_sessions_and_worst_hands(site: Path) -> None:
    text = (site / "index.html").read_text()
    for game in ("draw", "stud", "palace", "tonk"):
        assert f"<td class=\"w\">{game}</td>" in text
    assert "out-of-turn" in text and "wrong-amount" in text and "malformed" in text
    assert "&lt;b&gt;s&lt;/b&gt;" in text                 # the hostile session, escaped
    worst = text[text.index('id="worst"'):]
    assert worst.index("turn-2") < worst.index("x&lt;y&gt;&amp;")   # more errors first


def test_hand_pages_only_for_hands_with_findings_or_disputes(site: Path) -> None:
    hands = sorted((site / "hands").glob("*.html"))
    assert len(hands) == 2                           # the two hostile hands; the legal ones get none
    text = "\n".join(h.read_text() for h in hands)
    assert 'class="bad"' in text                     # offending events marked on the timeline
    assert "out-of-turn" in text and "wrong-amount" in text
    assert "correct beside recorded" in text


def test_findings_are_paged_and_link_to_hand_pages(site: Path) -> None:
    first = (site / "findings.html").read_text()
    assert (site / "findings-2.html").is_file()
    assert 'href="findings-2.html"' in first
    links = set(re.findall(r'href="(hands/h[0-9a-f]{16}\.html)"', "".join(
        p.read_text() for p in site.glob("findings*.html"))))
    assert links and all((site / link).is_file() for link in links)
    data = (site / "findings-data.js").read_text()
    assert data.startswith("window.HANDAUDIT_FINDINGS = ")


def test_disputes_page_lists_the_difference_per_player(site: Path) -> None:
    text = (site / "disputes.html").read_text()
    assert "x&lt;y&gt;&amp;" in text and "turn-2" in text
    assert "+3" in text and "\u22123" in text        # carol paid 3 too many, bob 3 too few


def test_player_and_session_pages_have_charts(site: Path) -> None:
    players = list((site / "players").glob("*.html"))
    sessions = list((site / "sessions").glob("*.html"))
    assert len(players) == 5 and len(sessions) >= 5      # alice bob carol david + the hostile name
    bob = next(p.read_text() for p in players if "Player <span id=\"player-name\">bob<" in p.read_text())
    assert "<svg" in bob and "<polyline" in bob and "VPIP%" in bob
    hostile = next(s.read_text() for s in sessions if "&lt;b&gt;s&lt;/b&gt;" in s.read_text())
    assert "<svg" in hostile and "turn-2" in hostile


def test_a_second_report_replaces_the_pages_of_the_first(site: Path, tmp_path: Path) -> None:
    stale = site / "hands" / "h0000000000000000.html"
    stale.write_text("old")
    db = next(site.parent.glob("*.duckdb"))
    write_report(db, site)
    assert not stale.exists()


def test_a_second_report_keeps_the_users_own_files_in_its_folders(site: Path) -> None:
    # only the report's own pages (<letter> + 16 hex digits, findings-N) are replaced; a file of
    # the user's that merely starts with the same letter stays (it was deleted)
    mine = [site / "hands" / "history.html", site / "players" / "profile.html",
            site / "sessions" / "summary.html", site / "findings-notes.html", site / "notes.html"]
    for f in mine:
        f.write_text("mine")
    stale = site / "findings-7.html"
    stale.write_text("old")
    db = next(site.parent.glob("*.duckdb"))
    write_report(db, site)
    assert [f.read_text() for f in mine] == ["mine"] * len(mine)
    assert not stale.exists()
    for f in mine:
        f.unlink()
