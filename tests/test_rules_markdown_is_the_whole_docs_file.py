"""``handaudit rules --format markdown`` writes docs/RULES.md as it is, its head included, so
that regenerating the file with it (README, Development) loses nothing."""

from __future__ import annotations

import subprocess
import sys

from .conftest import ROOT

HEAD = ("# Finding codes\n\nGenerated from `audit/codes.py` by `handaudit rules --format markdown`; "
        "`tests/test_docs.py` checks it is current.\n\n### Any game\n")


def test_rules_markdown_is_docs_rules_md_byte_for_byte():
    p = subprocess.run([sys.executable, "-m", "audit", "rules", "--format", "markdown"],
                       capture_output=True, timeout=120)
    assert p.returncode == 0 and p.stderr == b""
    assert p.stdout.decode("utf-8").startswith(HEAD)
    assert p.stdout == (ROOT / "docs" / "RULES.md").read_bytes()


def test_rules_text_and_json_have_no_markdown_head():
    for fmt in ("text", "json"):
        p = subprocess.run([sys.executable, "-m", "audit", "rules", "--format", fmt],
                           capture_output=True, text=True, timeout=120)
        assert p.returncode == 0 and "# Finding codes" not in p.stdout and "Generated from" not in p.stdout
