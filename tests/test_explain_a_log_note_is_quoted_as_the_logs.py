"""explain shows an event's ``note`` (the log's own words, FORMAT.md) quoted and marked as the log's,
as the report's hand page does: printed as ``(...)`` it read like one of explain's own remarks, such
as ``(all-in)``, even when it contradicted the verdict (review of session 62: "(odd chip: alice made
the last bet or raise that was called)" beside an ``odd-chip`` finding giving the chip to carol)."""

from __future__ import annotations

from .conftest import SPEC
from .test_cli_check import run


def test_a_note_is_quoted_as_the_logs_own():
    p = run("explain", "draw-split-1", "--file", str(SPEC / "examples" / "draw-split-pot.jsonl"))
    assert p.returncode == 0, p.stdout + p.stderr
    [line] = [x for x in p.stdout.splitlines() if "collects 37" in x]
    assert line.endswith('carol collects 37 from the main pot  [log note: "the odd chip goes to the player '
                         'who was called"]')
