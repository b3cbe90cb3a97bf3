"""The documentation comes from the code's declarations and stays current."""

from __future__ import annotations

from audit.codes import CODES
from audit.ruledoc import render_rules

from .conftest import ROOT


def test_docs_rules_md_is_generated_from_the_code_registry():
    text = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    assert render_rules("markdown") == text, "regenerate docs/RULES.md: handaudit rules --format markdown"


def test_readme_quick_start_is_two_commands_running_audit_and_pytest():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    quick = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    blocks = [b for b in quick.split("```sh")[1:]]
    commands = [b.split("```", 1)[0].strip() for b in blocks]
    assert len(commands) == 2
    assert "handaudit audit sample_histories/" in commands[0]
    assert "[test]" in commands[1] and "pytest" in commands[1]


def test_readme_names_every_command_and_links_the_codes():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for cmd in ("audit", "check", "ingest", "report", "explain", "stats", "simulate", "convert", "rules"):
        assert f"handaudit {cmd}" in readme
    assert "docs/RULES.md" in readme and len(CODES) > 40


def test_readme_states_the_store_version_the_code_writes():
    # review 54: the README said "now 12" two versions after the store's layout became 13
    from audit.store import SCHEMA_VERSION

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"(`store_meta`, now {SCHEMA_VERSION})" in readme
