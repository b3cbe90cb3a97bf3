"""PokerStars draw: a second ``Dealt to`` line after the draw is a deal where it stands (the
replay's ``wrong-deal``: cards dealt during the draw, or the same cards again, a deal logged
twice), as a second line of the first deal is (README).  Before, it silently replaced the cards
the first line said were drawn."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

BASE = (FIXTURES / "pokerstars_s42" / "base_draw.txt").read_text()
LINE = "Dealt to Hero [Qd 6c 6h] [4h Td]\n"


def _found(tmp_path, second: str) -> list[tuple[str, int | None, str | None, str]]:
    assert LINE in BASE
    path = tmp_path / "h.txt"
    path.write_text(BASE.replace(LINE, LINE + second))
    return [(f.code, f.seq, f.player, f.message) for c in validate([str(path)]) for f in c.findings]


def test_other_cards_on_a_second_line_after_the_draw_are_a_wrong_deal(tmp_path):
    [(code, seq, player, message)] = _found(tmp_path, "Dealt to Hero [Qd 6c 6h] [Ah Ac]\n")
    assert (code, seq, player) == ("wrong-deal", 7, "Hero") and "during the draw" in message


def test_the_same_line_twice_is_a_deal_logged_twice(tmp_path):
    [(code, seq, player, message)] = _found(tmp_path, LINE)
    assert (code, seq, player) == ("wrong-deal", 7, "Hero") and "a deal logged twice" in message
