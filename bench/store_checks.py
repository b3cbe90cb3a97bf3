"""Checks of the store a benchmark's ``handaudit audit`` wrote from simulated hands.

Timing a million hands says nothing of the verdicts; these say that they are right, on the
same million (``bench/bench_million.py`` runs them after each audit, untimed):

* :func:`injected_verdicts`: every hand the simulator gave a fault (its ``injected`` code
  and event, CLI.md) has a finding of that code at that event, no hand without a fault
  has any finding (``simulate`` writes legal hands otherwise), and no record is set aside
  (none of the simulator's faults makes a record malformed or a duplicate);
* :func:`fingerprint`: each table's number of rows and the sum of their hashes, so that the
  stores of two job counts can be compared whole (issue 8: the database does not depend on
  ``--jobs``) without reading fifty million rows into Python.

The SQL is in ``bench/store_checks.sql``.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_SQL = Path(__file__).resolve().with_suffix(".sql")


@cache
def _queries() -> dict[str, str]:
    from audit.resources import named_statements

    return named_statements(_SQL.read_text(encoding="utf-8"), str(_SQL))


def injected_verdicts(db: Path) -> dict[str, int]:
    """The faults the simulator injected into the stored hands against their findings:
    ``injected``, ``found_exactly`` (that code at that event), ``found_elsewhere`` (that code
    at another event), ``missed``, ``with_more_findings`` (found, and more beside it),
    ``legal_with_findings`` (hands with no fault that have findings), ``set_aside`` (records in
    the quarantine) and ``set_aside_injected`` (those of them the simulator gave a fault)."""
    from audit.store import connect

    con = connect(Path(db), read_only=True)
    try:
        cur = con.execute(_queries()["injected_verdicts"])
        names = [d[0] for d in cur.description]
        counts = dict(zip(names, cur.fetchall()[0]))
        records, injected = con.execute(_queries()["set_aside"]).fetchall()[0]
    finally:
        con.close()
    counts["set_aside"] = records
    counts["set_aside_injected"] = injected
    return counts


def verdict_problems(counts: dict[str, int]) -> list[str]:
    """What is wrong in :func:`injected_verdicts`' counts (nothing: every fault found at its
    event and no finding on a legal hand)."""
    problems = []
    if counts["missed"]:
        problems.append(f"{counts['missed']} injected faults not found")
    if counts["found_elsewhere"]:
        problems.append(f"{counts['found_elsewhere']} injected faults found at another event")
    if counts["legal_with_findings"]:
        problems.append(f"{counts['legal_with_findings']} hands without a fault have findings")
    # the simulator injects no fault that makes a record malformed or a duplicate: any record set
    # aside is a wrong verdict (a faulty hand set aside is not found with its code either)
    if counts["set_aside"] != counts["set_aside_injected"]:
        problems.append(f"{counts['set_aside'] - counts['set_aside_injected']} records without a fault set aside")
    if counts["set_aside_injected"]:
        problems.append(f"{counts['set_aside_injected']} records with an injected fault set aside, not judged")
    return problems


def describe(counts: dict[str, int]) -> str:
    """One line of :func:`injected_verdicts`' counts."""
    problems = verdict_problems(counts)
    return (f"injected faults {counts['injected']:,}: found with their code at their event "
            f"{counts['found_exactly']:,} ({counts['with_more_findings']:,} with more findings), "
            f"elsewhere {counts['found_elsewhere']:,}, missed {counts['missed']:,}; hands without a "
            f"fault that have findings {counts['legal_with_findings']:,}; set aside "
            f"{counts['set_aside']:,} ({counts['set_aside_injected']:,} with a fault): "
            + ("; ".join(problems) if problems else "right"))


def fingerprint(db: Path) -> dict[str, tuple[int, str]]:
    """Each table of the store: its number of rows and the sum of their hashes (in any order)."""
    import duckdb

    con = duckdb.connect(str(db), read_only=True)
    try:
        q = _queries()
        tables = [name for (name,) in con.execute(q["store_tables"]).fetchall()]
        return {name: tuple(con.execute(q["table_fingerprint"], [name]).fetchall()[0]) for name in tables}
    finally:
        con.close()


def fingerprint_differences(a: dict[str, tuple[int, str]], b: dict[str, tuple[int, str]]) -> list[str]:
    """The tables whose rows differ between two fingerprints (or that only one store has)."""
    return [name for name in sorted(set(a) | set(b)) if a.get(name) != b.get(name)]
