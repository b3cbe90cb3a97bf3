"""A stud ``Dealt to`` line lost from a PokerStars log (a player who plays on) is one
``wrong-deal``, as the same deal left out of a native hand: the street is taken as dealt unknown.

Before, the later lines' restated cards were compared with the cards dealt by position, so the
street missing shifted them by one: a 4th-street line lost set the whole hand aside as
``malformed`` ("restated with Jd where Qd was dealt"), and a 5th- or 6th-street line lost added a
false ``shown-cards-mismatch`` (the summary's seven cards against six dealt), and for 6th street a
second ``wrong-deal`` (the river not dealt to a player not dealt 6th street, who bets on it).
Review of session 60."""

from __future__ import annotations

import pytest

from audit.runner import validate

from .conftest import REAL

STUD = REAL / "pokerstars"
SIDEPOT = STUD / "pokerstars_7stud_allin_sidepot_2011.txt"


def _found(tmp_path, text: str) -> list[tuple[str, int | None, str]]:
    path = tmp_path / "h.txt"
    path.write_text(text)
    return [(f.code, f.seq, f.message) for c in validate([str(path)]) for f in c.findings]


@pytest.mark.parametrize("line, seq, street", [
    ("Dealt to ranchim [As] [Jd]\n", 27, "4th"),
    ("Dealt to ranchim [As Jd] [Qd]\n", 36, "5th"),
    ("Dealt to ranchim [As Jd Qd] [2s]\n", 43, "6th"),
])
def test_a_lost_line_of_a_player_who_plays_on_is_one_wrong_deal(tmp_path, line, seq, street) -> None:
    if not SIDEPOT.is_file():
        pytest.skip("../shared/real_histories is not beside the checkout")
    text = SIDEPOT.read_text()
    assert text.count(line) == 1
    [(code, at, message)] = _found(tmp_path, text.replace(line, ""))
    assert (code, at) == ("wrong-deal", seq)
    assert f"ranchim is never dealt {street} street's card (taken as unknown)" in message


def test_no_lost_stud_line_of_the_real_logs_makes_the_hand_malformed_or_at_odds(tmp_path) -> None:
    files = sorted(STUD.glob("*7stud*"))
    if not files:
        pytest.skip("../shared/real_histories is not beside the checkout")
    tried = 0
    for f in files:
        lines = f.read_text().splitlines(keepends=True)
        for k, line in enumerate(lines):
            if line.startswith("Dealt to ") and "] [" in line:
                codes = [c for c, _, _ in _found(tmp_path, "".join(lines[:k] + lines[k + 1:]))]
                assert "malformed" not in codes and "shown-cards-mismatch" not in codes, (f.name, k + 1, codes)
                assert len(codes) <= 1, (f.name, k + 1, codes)
                tried += 1
    assert tried > 100
