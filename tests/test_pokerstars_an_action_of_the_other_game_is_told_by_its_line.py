"""PokerStars: an action line of the other game names its line as logged.  A bring-in, a completion
or a blind (chips the hand cannot hold) makes the hand ``malformed``, and a draw or a stand pat in a
stud hand is an ``unparsed-line`` warning, each quoting the line as the log writes it.  Before
(review 56), the first named ``events[7]`` of the converted hand, not the log's line, and the second
quoted a line the log does not contain ("Tumim: discards in a stud hand")."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

from .conftest import REAL

STARS = REAL / "pokerstars"
DRAW = STARS / "pokerstars_5carddraw_allin_sidepot_2011.txt"
STUD = STARS / "pokerstars_7stud_allin_sidepot_2011.txt"


def _variant(tmp_path: Path, source: Path, at: int, line: str, replace: bool) -> list:
    """The findings of ``source`` with ``line`` at line ``at`` (in place of the line there, or before it)."""
    lines = source.read_text().splitlines()
    lines[at - 1:at - 1 + replace] = [line]
    path = tmp_path / source.name
    path.write_text("\n".join(lines) + "\n")
    return [(f.code, f.message) for c in validate([str(path)]) for f in c.findings]


def test_a_bring_in_or_completion_in_a_draw_hand_is_malformed_at_its_line(tmp_path):
    assert DRAW.read_text().splitlines()[12] == "Player5: folds"
    ((code, message),) = _variant(tmp_path, DRAW, 13, "Player5: brings in for $0.05", True)
    assert code == "malformed"
    assert message.endswith('line 13: "Player5: brings in for $0.05" is a bring-in, which five-card draw '
                            'does not have')
    ((code, message),) = _variant(tmp_path, DRAW, 13, "Player5: completes it to $0.20", True)
    assert code == "malformed" and 'line 13: "Player5: completes it to $0.20" is a completion' in message


def test_a_blind_in_a_stud_hand_is_malformed_at_its_line(tmp_path):
    ((code, message),) = _variant(tmp_path, STUD, 50, "Tumim: posts small blind $0.02", False)
    assert code == "malformed"
    assert message.endswith('line 50: "Tumim: posts small blind $0.02" is a blind, which seven-card stud '
                            'does not have')


def test_a_draw_in_a_stud_hand_is_quoted_as_logged(tmp_path):
    for line in ("Tumim: discards 2 cards", "Tumim: stands pat"):
        assert _variant(tmp_path, STUD, 50, line, False) == [
            ("unparsed-line", f'line 50: "{line}" was not understood (a draw in a seven-card stud hand)')]
