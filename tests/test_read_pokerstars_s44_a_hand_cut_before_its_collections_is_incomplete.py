"""README (PokerStars): a hand the room writes always has its collections and its summary.  A
hand cut off after its betting, at the showdown or after its shows, before any ``collected``
line, is one ``hand-incomplete`` (before, it passed as clean: no payout recorded, none compared);
a hand cut during its betting keeps the replay's own ``hand-incomplete`` as its one finding."""

from __future__ import annotations

import pytest

from audit.runner import validate

from .conftest import REAL

LOG = REAL / "pokerstars" / "pokerstars_5carddraw_limit_multi_hands_2009.txt"


def _cut(tmp_path, lines: int) -> list[tuple[str, str]]:
    if not LOG.is_file():
        pytest.skip("real histories not beside the checkout")
    out = tmp_path / "cut.txt"
    out.write_text("".join(LOG.read_text().splitlines(keepends=True)[:lines]))
    return [(f.code, f.message) for c in validate([str(out)]) for f in c.findings]


@pytest.mark.parametrize("lines", [21, 22, 23, 24])
def test_a_hand_cut_after_its_betting_before_its_collections_is_one_hand_incomplete(tmp_path, lines):
    assert _cut(tmp_path, lines) == [
        ("hand-incomplete", "the log ends before the hand's collections and summary: no payout is recorded, "
                            "so none is judged")]


@pytest.mark.parametrize("lines", [12, 20])
def test_a_hand_cut_during_its_betting_is_the_replays_one_finding(tmp_path, lines):
    [(code, message)] = _cut(tmp_path, lines)
    assert code == "hand-incomplete" and message.startswith("the log ends during the")
