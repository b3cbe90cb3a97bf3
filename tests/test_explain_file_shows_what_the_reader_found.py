"""``explain --file`` shows every finding ``check`` makes of the hand, those its reader makes
too: a PokerStars summary whose pots disagree with the actions (``books-unbalanced`` about the
whole hand) and a line not understood (``unparsed-line``).  It replayed the hand alone, said
"No findings in this hand's replay" and exited 0 where ``check`` exited 1.  The hands are the
real all-in side-pot draw hand of ../shared/real_histories, changed here."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from audit.cli import app
from audit.runner import validate

from .conftest import REAL

SIDE_POT = REAL / "pokerstars" / "pokerstars_5carddraw_allin_sidepot_2011.txt"


def _changed(tmp: Path, old: str, new: str) -> Path:
    if not SIDE_POT.is_file():
        pytest.skip("../shared/real_histories is not beside the checkout")
    text = SIDE_POT.read_text(encoding="utf-8")
    assert old in text
    path = tmp / "hand.txt"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def _checked(path: Path) -> list[tuple[str, int | None, str]]:
    return [(f.code, f.seq, f.message) for c in validate([str(path)]) for f in c.findings]


def test_a_summary_at_odds_with_the_actions_is_in_the_dispute_view(tmp_path: Path) -> None:
    path = _changed(tmp_path, "Main pot $0.43. Side pot $0.10.", "Main pot $0.41. Side pot $0.12.")
    [(code, seq, message)] = _checked(path)
    assert (code, seq) == ("books-unbalanced", None)
    out = CliRunner().invoke(app, ["explain", "64146221551", "--file", str(path)])
    assert out.exit_code == 1
    assert "Findings about the whole hand" in out.output and message in out.output
    assert "No findings" not in out.output


def test_a_line_not_understood_is_in_the_dispute_view(tmp_path: Path) -> None:
    path = _changed(tmp_path, "Player6: sits out\n", "Player6: sits out\nPlayer6 does a weird thing\n")
    [(code, seq, message)] = _checked(path)
    assert code == "unparsed-line" and "Player6 does a weird thing" in message
    out = CliRunner().invoke(app, ["explain", "64146221551", "--file", str(path)])
    assert out.exit_code == 0                  # a warning
    assert message in out.output
