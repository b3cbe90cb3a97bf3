"""The SQL and templates ship with the package (pyproject maps schemas/ and reports/ into audit/)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from audit.resources import queries, resource_dir, sql_text

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_under_audit_is_listed_in_pyproject() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(config["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "audit").rglob("__init__.py")
             if "__pycache__" not in p.parts}
    assert found <= listed, f"add {sorted(found - listed)} to [tool.setuptools] packages in pyproject.toml"
    assert config["package-dir"] == {"audit.schemas": "schemas", "audit.reports": "reports"}


def test_schemas_and_templates_are_found() -> None:
    assert (resource_dir("reports") / "base.html").is_file()
    assert "CREATE TABLE IF NOT EXISTS hands" in sql_text("store.sql")
    for name in ("draw", "stud", "palace", "tonk", "views"):
        assert sql_text(f"stats/{name}.sql").strip()
    q = queries("store_queries.sql")
    assert {"insert_hands", "stored_digests", "find_hand"} <= set(q)
    assert all(not s.rstrip().endswith(";") for s in q.values())


def test_package_data_globs_cover_every_shipped_file() -> None:
    import glob

    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    for pkg, folder in config["package-dir"].items():
        patterns = config["package-data"][pkg]
        matched = {m for p in patterns for m in glob.glob(p, root_dir=ROOT / folder, recursive=True)}
        files = {str(f.relative_to(ROOT / folder)) for f in (ROOT / folder).rglob("*")
                 if f.is_file() and "__pycache__" not in f.parts}
        assert files <= matched, f"{pkg}: {sorted(files - matched)} would not ship in the wheel"
