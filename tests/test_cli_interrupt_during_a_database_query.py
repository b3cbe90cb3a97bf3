"""Ctrl-C while DuckDB runs a query (the store's look-ups during an ingest into a store that holds
hands): DuckDB stops the query and raises its own error ("Query interrupted", its
InterruptException, or an error of the Arrow table it was registering); the CLI says
"handaudit: interrupted" and exits 130, as for a Ctrl-C anywhere else, never a traceback."""

from __future__ import annotations

import duckdb
import pytest
from typer.testing import CliRunner

from audit import store_write
from audit.cli import app

from .conftest import ROOT

SAMPLE = ROOT / "sample_histories" / "draw-session.jsonl"


def _interrupting(error: BaseException):
    def lookup(*_args, **_kwargs):
        try:
            raise KeyboardInterrupt
        except KeyboardInterrupt:
            raise error     # (raised while handling the interrupt, as DuckDB's are)
    return lookup


@pytest.mark.parametrize("error", [RuntimeError("Query interrupted"), duckdb.InterruptException("INTERRUPT Error"),
                                   duckdb.InvalidInputException("Python Object \"batch_keys\" failed")])
def test_ctrl_c_during_a_store_look_up_is_interrupted_exit_130(tmp_path, monkeypatch, error):
    db = tmp_path / "s.duckdb"
    runner = CliRunner()
    first = runner.invoke(app, ["ingest", str(SAMPLE), "--db", str(db), "--jobs", "1"])
    assert first.exit_code in (0, 1), first.output
    monkeypatch.setattr(store_write, "_lookup", _interrupting(error))
    again = runner.invoke(app, ["ingest", str(SAMPLE), "--db", str(db), "--jobs", "1"])
    assert again.exit_code == 130, again.output
    assert "handaudit: interrupted" in again.output and "Traceback" not in again.output
    assert again.exception is None or isinstance(again.exception, SystemExit)


def test_another_runtime_error_is_no_interrupt(tmp_path, monkeypatch):
    db = tmp_path / "s.duckdb"
    runner = CliRunner()
    runner.invoke(app, ["ingest", str(SAMPLE), "--db", str(db), "--jobs", "1"])
    monkeypatch.setattr(store_write, "_lookup", lambda *a, **k: (_ for _ in ()).throw(RuntimeError("boom")))
    again = runner.invoke(app, ["ingest", str(SAMPLE), "--db", str(db), "--jobs", "1"])
    assert isinstance(again.exception, RuntimeError) and str(again.exception) == "boom"
