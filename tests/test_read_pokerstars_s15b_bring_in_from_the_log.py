"""The header of a PokerStars stud hand gives the small and the big bet, not the bring-in: the
bring-in is the one the hand posts in full (documented behaviour, not a fix).  So a bring-in of
any size that the players then call is no rule break the reader can see: a $0.04/$0.08 hand
brought in for $0.03 is read with a bring-in of 3 and is clean."""

from __future__ import annotations

from audit.runner import validate

from .conftest import REAL

STUD = REAL / "pokerstars" / "pokerstars_7stud_limit_multi_hands_2009.txt"


def test_the_bring_in_is_the_one_posted_not_one_from_the_stakes(tmp_path):
    text = STUD.read_text(encoding="utf-8-sig")
    hand = text[:text.index("\nPokerStars Game #", 1)].rstrip("\n") + "\n"
    assert "7 Card Stud Limit ($0.04/$0.08 USD)" in hand
    for old, new in [("brings in for $0.02", "brings in for $0.03"),
                     ("collected $0.64", "collected $0.69"), ("Total pot $0.67", "Total pot $0.72"),
                     ("collected ($0.64)", "collected ($0.69)")]:
        assert old in hand
        hand = hand.replace(old, new)
    for name in ["Hero", "Nikolay Zem", "totof51", "trs2758"]:
        assert f"{name}: calls $0.02\n" in hand
        hand = hand.replace(f"{name}: calls $0.02\n", f"{name}: calls $0.03\n", 1)
    path = tmp_path / "hand.txt"
    path.write_text(hand, encoding="utf-8")
    (c,) = validate([str(path)], keep=True, jobs=1)
    assert c.error is None and c.findings == []
    assert (c.hand.rules["bring_in"], c.hand.rules["small_bet"], c.hand.rules["ante"]) == (3, 4, 1)
