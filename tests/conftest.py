"""Shared test helpers: paths to the spec and the real histories beside the checkout."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
SPEC = SHARED / "spec"
EXAMPLES = SPEC / "examples"
REAL = SHARED / "real_histories"
FIXTURES = Path(__file__).resolve().parent / "fixtures"


def pytest_configure(config):
    """With ``HANDAUDIT_REQUIRE_SHARED`` set (.ci/run), ``../shared`` missing is an error: the
    tests of the spec's examples and the real histories would skip, and CI would pass without them."""
    import os

    if os.environ.get("HANDAUDIT_REQUIRE_SHARED") and not (SPEC.is_dir() and REAL.is_dir()):
        raise pytest.UsageError(f"{SHARED} (the spec and the real histories) is missing beside the checkout")


def hands_by_id(path: Path) -> dict:
    """The native hands of a fixture file, by hand id (``audit.model.Hand`` values)."""
    import msgspec

    from audit.model import Hand

    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        hand = msgspec.json.decode(line, type=Hand)
        out[hand.hand_id] = hand
    return out


def settled(path: Path):
    """The result of replaying the one hand of a fixture file as ``explain`` does (its awards
    with the reasons)."""
    from audit.replay import replay_steps

    (hand,) = hands_by_id(path).values()
    return replay_steps(hand)[1]


def mutant_findings(directory: Path, name: str):
    """A fixture mutant's findings as sorted (code, seq or -1, player or "") and its result
    (:func:`settled`), its legal base (``NAME.base.jsonl`` beside ``NAME.jsonl``) checked clean first."""
    assert settled(directory / f"{name}.base.jsonl").findings == []
    result = settled(directory / f"{name}.jsonl")
    return sorted((f.code, f.seq if f.seq is not None else -1, f.player or "") for f in result.findings), result


def findings_alone(path: Path, messages: bool = True) -> dict[str, list[tuple]]:
    """Each hand of a fixture file checked alone, as ``check`` checks a record (no checks across
    hands: they are no table's): hand id -> its findings' (code, seq, message), or (code, seq)."""
    import json

    from audit.runner import check_record

    found = {}
    for n, line in enumerate(path.read_bytes().splitlines(), 1):
        c = check_record((path.name, n, line), None, False)
        found[json.loads(line)["hand_id"]] = [(f.code, f.seq, f.message) if messages else (f.code, f.seq)
                                             for f in c.findings]
    return found


def file_findings(path: Path) -> list[tuple[str, int | None]]:
    """The (code, seq) of each finding of a file's one hand, as ``check`` gives them."""
    from audit.runner import validate

    (checked,) = validate([str(path)])
    return [(f.code, f.seq) for f in checked.findings]


def paid_right(result) -> bool:
    """Every award of a replay's result paid as the rules say, and the pot paid out whole."""
    return all(a.correct == (a.recorded or 0) for a in result.awards) and \
        sum(a.correct for a in result.awards) == result.pot_total


def changed_hand(path: Path, change=None):
    """The one native hand of a fixture file, after ``change(events)`` edits its events (a list
    of dicts) in place (``audit.model.Hand``)."""
    import json

    import msgspec

    from audit.model import Hand

    data = json.loads(path.read_text(encoding="utf-8"))
    if change is not None:
        change(data["events"])
    return msgspec.json.decode(json.dumps(data), type=Hand)


def findings_of_changed_log(tmp_path: Path, path: Path, old: str, new: str) -> list[tuple]:
    """Every finding of the log ``path`` (a real history, say) with its one line ``old`` replaced
    by ``new``, written under ``tmp_path``: (hand id, code, seq, player, message)."""
    from audit.runner import validate

    text = path.read_text()
    assert text.count(old) == 1
    out = tmp_path / path.name
    out.write_text(text.replace(old, new))
    return [(c.hand_id, f.code, f.seq, f.player, f.message) for c in validate([str(out)]) for f in c.findings]


@pytest.fixture
def examples_dir() -> Path:
    if not EXAMPLES.is_dir():
        pytest.skip("../shared/spec/examples is not beside the checkout")
    return EXAMPLES


def fetch_all(db: Path, *queries: str) -> list[list[tuple]]:
    """The rows of each of ``queries`` on a DuckDB file, opened read-only and closed again."""
    import duckdb

    con = duckdb.connect(str(db), read_only=True)
    try:
        return [con.execute(q).fetchall() for q in queries]
    finally:
        con.close()


def stats_rows(tmp_path: Path, log: Path, game: str) -> dict[str, dict]:
    """The statistics of ``game`` (``handaudit stats``), player by player, of ``log`` ingested into a
    new store under ``tmp_path``."""
    from audit.stats import stats_frames
    from audit.store import connect, ingest

    db = tmp_path / "stats.duckdb"
    ingest([str(log)], db, 1, None)
    con = connect(db, read_only=True)
    try:
        return {r["player"]: r for r in stats_frames(con, game)[game].to_dicts()}
    finally:
        con.close()


def dump_database(db: Path) -> dict[str, list[tuple]]:
    """Every table and view of a DuckDB file, each sorted by all its columns (to compare two)."""
    import duckdb

    con = duckdb.connect(str(db), read_only=True)
    try:
        names = [r[0] for r in con.execute(
            "select table_name from information_schema.tables order by 1").fetchall()]
        out = {}
        for t in names:
            cols = [r[0] for r in con.execute(f'describe "{t}"').fetchall()]
            order = ", ".join(f'"{c}"' for c in cols)
            out[t] = con.execute(f'select * from "{t}" order by {order}').fetchall()
        return out
    finally:
        con.close()


def stored_rows(db: Path, sql: str) -> list[tuple]:
    """The rows of one query on a DuckDB file, opened read-only."""
    import duckdb

    con = duckdb.connect(str(db), read_only=True)
    try:
        return con.execute(sql).fetchall()
    finally:
        con.close()


@pytest.fixture
def monkeypatch_pack():
    """Sets audit.seen_ids.PACK (ids held in dictionaries before they are packed) for one test run,
    also inside a hypothesis example (a fixture's monkeypatch would last the whole test)."""
    from audit import seen_ids

    was = seen_ids.PACK

    def set_pack(n: int) -> None:
        seen_ids.PACK = n
    yield set_pack
    seen_ids.PACK = was
