"""A player who paid more than their stack (``stack-exceeded`` at that hand) ended it below
nothing, which no table holds: the next hand may start them from nothing (table stakes) or
from the debt, and neither is a second finding.  Here c, with 2 chips, pays 5 in a Tonk hand and
rebuys 10: the next hand starting c with 10 was ``stack-mismatch`` ("ended hand h1 with -3")."""

from __future__ import annotations

import json
from pathlib import Path

from audit.runner import validate

from .conftest import FIXTURES

HANDS = FIXTURES / "sessions_s14" / "tonk-paid-more-than-the-stack.jsonl"


def _found(path: Path) -> list[tuple[str, str, int | None, str | None]]:
    return [(c.hand_id, f.code, f.seq, f.player) for c in validate([str(path)]) for f in c.findings]


def test_a_start_from_nothing_after_a_debt_is_no_second_finding() -> None:
    assert _found(HANDS) == [("h1", "stack-exceeded", 9, "c")]


def test_a_start_that_carries_the_debt_is_accepted_too(tmp_path: Path) -> None:
    lines = [json.loads(x) for x in HANDS.read_text().splitlines()]
    lines[1]["seats"][2]["stack"] = 7           # -3 + 10 added
    path = tmp_path / "debt.jsonl"
    path.write_text("".join(json.dumps(h) + "\n" for h in lines))
    assert _found(path) == [("h1", "stack-exceeded", 9, "c")]


def test_any_other_start_is_a_mismatch(tmp_path: Path) -> None:
    lines = [json.loads(x) for x in HANDS.read_text().splitlines()]
    lines[1]["seats"][2]["stack"] = 9
    path = tmp_path / "other.jsonl"
    path.write_text("".join(json.dumps(h) + "\n" for h in lines))
    assert ("h2", "stack-mismatch", None, "c") in _found(path)
    [message] = [f.message for c in validate([str(path)]) for f in c.findings if f.code == "stack-mismatch"]
    assert message == ("c starts with 9 but ended hand h1 with -3 plus 10 added, so should start with 7, or 10 "
                       "from nothing (table stakes) (difference +2)")


def test_with_nothing_added_the_mismatch_names_the_start_from_nothing(tmp_path: Path) -> None:
    # a stack below nothing is no start (FORMAT.md: malformed): the message names only the start from
    # nothing, and its difference counts from there (review of session 62: "should start with -3, or 0
    # from nothing (difference +8)")
    lines = [json.loads(x) for x in HANDS.read_text().splitlines()]
    lines[1]["seats"][2]["stack"] = 5
    lines[1]["seats"][2].pop("added", None)
    path = tmp_path / "none-added.jsonl"
    path.write_text("".join(json.dumps(h) + "\n" for h in lines))
    [message] = [f.message for c in validate([str(path)]) for f in c.findings if f.code == "stack-mismatch"]
    assert message == ("c starts with 5 but ended hand h1 with -3, so should start with 0 from nothing "
                       "(table stakes) (difference +5)")
