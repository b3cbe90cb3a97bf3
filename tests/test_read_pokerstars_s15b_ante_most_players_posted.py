"""The ante of a PokerStars hand (the header does not give it) is the amount most players posted
in full, an ante all-in for less left out; on a tie, the largest of the most common amounts.
Before, it was the largest ante posted, so one player over-posting the ante made every player who
posted it right a ``wrong-forced-bet`` ("the ante is 2") and left the one who was wrong unflagged."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES, REAL

STUD = REAL / "pokerstars" / "pokerstars_7stud_limit_multi_hands_2009.txt"
TOURNAMENT = FIXTURES / "pokerstars" / "stud_tournament_stakes_after_level.txt"
PLAYERS = ["Hero", "Nikolay Zem", "totof51", "trs2758", "MasterTrini1"]


def _first_hand(antes: list[str]) -> str:
    """The first hand of the real file (five players ante $0.01, trs2758 wins $0.64 of a $0.67
    pot), with the antes given and the pot and the winnings set to agree with them."""
    text = STUD.read_text(encoding="utf-8-sig")
    hand = text[:text.index("\nPokerStars Game #", 1)].rstrip("\n") + "\n"
    extra = sum(int(a[3:]) for a in antes) - len(antes)
    for name, ante in zip(PLAYERS, antes):
        line = f"{name}: posts the ante $0.01\n"
        assert line in hand
        hand = hand.replace(line, f"{name}: posts the ante {ante}\n")
    for old, new in [("collected $0.64 from pot", f"collected ${(64 + extra) / 100:.2f} from pot"),
                     ("Total pot $0.67", f"Total pot ${(67 + extra) / 100:.2f}"),
                     ("collected ($0.64)", f"collected (${(64 + extra) / 100:.2f})")]:
        assert old in hand
        hand = hand.replace(old, new)
    return hand


def _checked(tmp_path, text: str):
    path = tmp_path / "hand.txt"
    path.write_text(text, encoding="utf-8")
    (c,) = validate([str(path)], keep=True, jobs=1)
    assert c.error is None
    return c.hand.rules["ante"], [(f.code, f.seq, f.player, f.message) for f in c.findings]


def test_the_real_hand_antes_one_cent(tmp_path):
    assert _checked(tmp_path, _first_hand(["$0.01"] * 5)) == (1, [])


def test_one_player_posting_more_than_the_others_is_the_one_found(tmp_path):
    text = _first_hand(["$0.01", "$0.01", "$0.02", "$0.01", "$0.01"])
    assert _checked(tmp_path, text) == (1, [
        ("wrong-forced-bet", 2, "totof51", "totof51 posted an ante of 2; the ante is 1")])


def test_one_player_posting_less_than_the_others_is_the_one_found(tmp_path):
    text = _first_hand(["$0.02", "$0.02", "$0.01", "$0.02", "$0.02"])
    assert _checked(tmp_path, text) == (2, [
        ("wrong-forced-bet", 2, "totof51", "totof51 posted an ante of 1; the ante is 2")])


def test_a_tie_among_the_most_common_antes_takes_the_largest_of_them(tmp_path):
    # two post 1, two post 2, one posts 3: the ante is 2 (not 3, the largest posted, nor 1)
    text = _first_hand(["$0.01", "$0.01", "$0.03", "$0.02", "$0.02"])
    assert _checked(tmp_path, text) == (2, [
        ("wrong-forced-bet", 0, "Hero", "Hero posted an ante of 1; the ante is 2"),
        ("wrong-forced-bet", 1, "Nikolay Zem", "Nikolay Zem posted an ante of 1; the ante is 2"),
        ("wrong-forced-bet", 2, "totof51", "totof51 posted an ante of 3; the ante is 2")])


def test_an_ante_all_in_for_less_is_neither_the_ante_nor_found(tmp_path):
    # the tournament hand at an ante of 2: Eve (1 chip) antes 1 all-in, a short stack's right;
    # Ben, who could pay 2, antes 1 and is the one found
    text = TOURNAMENT.read_text(encoding="utf-8")
    for old, new in [("Seat 3: Cat (5 in chips)", "Seat 3: Cat (6 in chips)"),
                     ("Ann: posts the ante 1\n", "Ann: posts the ante 2\n"),
                     ("Cat: posts the ante 1\n", "Cat: posts the ante 2\n"),
                     ("Dan: posts the ante 1\n", "Dan: posts the ante 2\n"),
                     ("Cat collected 11 from side pot-1", "Cat collected 14 from side pot-1"),
                     ("Total pot 25 Main pot 5. Side pot-1 11.", "Total pot 28 Main pot 5. Side pot-1 14."),
                     ("won (11) with three", "won (14) with three")]:
        assert old in text
        text = text.replace(old, new)
    assert "Eve: posts the ante 1 and is all-in\n" in text and "Ben: posts the ante 1\n" in text
    assert _checked(tmp_path, text) == (2, [
        ("wrong-forced-bet", 1, "Ben", "Ben posted an ante of 1; the ante is 2")])
