"""The cards a PokerStars summary lists for a player (``showed [...]``, ``mucked [...]``), or a
muck with cards in the body, are the player's cards: the cards they showed, those dealt to them in
dealing order (stud) or held after the draw (draw) where the log knows them, and no card another
player was dealt or showed.  A list at odds with them is the log contradicting itself about the
hand: one ``shown-cards-mismatch`` naming the line.  Before, every such line passed unread."""

from __future__ import annotations

import pytest

from audit.runner import validate

from .conftest import FIXTURES, REAL

HERE = FIXTURES / "pokerstars_s42"


def _found(tmp_path, base: str, old: str, new: str) -> list[tuple[str, int | None, str | None, str]]:
    text = (HERE / base).read_text()
    assert old in text
    path = tmp_path / "h.txt"
    path.write_text(text.replace(old, new))
    return [(f.code, f.seq, f.player, f.message) for c in validate([str(path)]) for f in c.findings]


def test_the_real_logs_and_the_base_hands_are_clean():
    assert [f.code for c in validate([str(REAL / "pokerstars"), str(HERE / "base_stud.txt"),
                                      str(HERE / "base_draw.txt")]) for f in c.findings] == []


@pytest.mark.parametrize("base, old, new, player, why", [
    ("base_stud.txt", "B showed [5c 6c 2d 3h Ac 4d 8d] and won", "B showed [5c 6c 2d 3h Ac 4d Kd] and won", "B",
     "but B showed 5c 6c 2d 3h Ac 4d 8d"),
    ("base_stud.txt", "A mucked [9c 9s 9h 3d Qd 2s Kh]", "A mucked [9c 9s 9d 3d Qd 2s Kh]", "A",
     "but A was dealt ?? ?? 9h 3d Qd 2s ??"),
    ("base_stud.txt", "A mucked [9c 9s 9h 3d Qd 2s Kh]", "A mucked [9c 5c 9h 3d Qd 2s Kh]", "A", "but 5c is B's"),
    ("base_stud.txt", "A mucked [9c 9s 9h 3d Qd 2s Kh]", "A mucked [9c 9s 9h 3d Qd 2s]", "A",
     "but A was dealt 7 cards"),
    ("base_draw.txt", "Hero (big blind) mucked [Qd 4h 6c 6h Td]", "Hero (big blind) mucked [Ac As 6c 6h Td]", "Hero",
     "but Hero holds Qd 6c 6h 4h Td"),
])
def test_a_list_of_cards_at_odds_with_the_hand_is_one_shown_cards_mismatch(tmp_path, base, old, new, player, why):
    [(code, seq, who, message)] = _found(tmp_path, base, old, new)
    assert (code, seq, who) == ("shown-cards-mismatch", None, player)
    assert why in message and "the log contradicts itself" in message


def test_a_body_muck_with_cards_is_checked_too(tmp_path):
    found = _found(tmp_path, "base_stud.txt", "A: mucks hand", "A: mucks hand [9c 9s 9d 3d Qd 2s Kh]")
    assert [(code, player) for code, _, player, _ in found] == [("shown-cards-mismatch", "A")]


def test_a_hero_whose_discards_are_not_listed_is_not_judged_on_the_hand_after_the_draw(tmp_path):
    # "Hero: discards 2 cards" without the cards: the hand after the draw is not known
    text = (REAL / "pokerstars" / "pokerstars_5carddraw_allin_sidepot_2011.txt").read_text()
    assert "Hero: discards 2 cards [7h Th]\n" in text
    path = tmp_path / "h.txt"
    path.write_text(text.replace("Hero: discards 2 cards [7h Th]\n", "Hero: discards 2 cards\n"))
    assert [f.code for c in validate([str(path)]) for f in c.findings] == []


def test_a_draw_summary_listing_other_than_five_cards_for_an_unknown_hand_is_at_odds(tmp_path):
    text = (REAL / "pokerstars" / "pokerstars_5carddraw_allin_sidepot_2011.txt").read_text()
    line = "Seat 5: Player4 (big blind) mucked [Kc 9c 9s Qc 4c]"
    assert line in text
    path = tmp_path / "h.txt"
    path.write_text(text.replace(line, "Seat 5: Player4 (big blind) mucked [Kc 9c 9s Qc]"))
    found = [(f.code, f.player, f.message) for c in validate([str(path)]) for f in c.findings]
    assert [(code, player) for code, player, _ in found] == [("shown-cards-mismatch", "Player4")]
    assert "but Player4 was dealt 5 cards" in found[0][2]


def test_a_hand_the_replay_does_not_deal_to_its_end_is_not_judged_on_its_lists(tmp_path):
    # the river marker missing: the replay stops before 7th street (hand-incomplete), so the
    # summary's seven cards are not at odds with six dealt
    text = (REAL / "pokerstars" / "pokerstars_7stud_allin_sidepot_2011.txt").read_text()
    assert "*** RIVER ***\n" in text
    path = tmp_path / "h.txt"
    path.write_text(text.replace("*** RIVER ***\n", "", 1))
    codes = [f.code for c in validate([str(path)]) for f in c.findings]
    assert "hand-incomplete" in codes and "shown-cards-mismatch" not in codes


_DRAW_2009 = REAL / "pokerstars" / "pokerstars_5carddraw_limit_multi_hands_2009.txt"


@pytest.mark.parametrize("listed, codes", [
    ("Jc 9h Ks 7h 3h", []),                            # the hand dealt: right
    ("Jc 9h Ks 7h 2h", ["shown-cards-mismatch"]),      # not the hand dealt
])
def test_a_draw_fold_line_with_cards_lists_the_players_hand(tmp_path, listed, codes):
    # "Hero: folds [...]" (the hero's own hand): its cards are checked as a muck's are (review of
    # session 62: they were thrown away, so a fold listing another hand passed)
    text = _DRAW_2009.read_text()
    start = text.index("PokerStars Game #35839082075")
    hand = text[start:text.index("PokerStars Game #", start + 1)]
    assert "Dealt to Hero [Jc 9h Ks 7h 3h]" in hand and "Hero: folds\n" in hand
    path = tmp_path / "h.txt"
    path.write_text(hand.replace("Hero: folds\n", f"Hero: folds [{listed}]\n"))
    assert [f.code for c in validate([str(path)]) for f in c.findings] == codes
