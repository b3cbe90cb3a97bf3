"""The sizes of forced bets in the rules of a PokerStars hand come from the header where it gives
them (draw: the blinds are half the limits in limit games, SOURCES.md; the amounts themselves in
pot and no limit), never from a post all-in for less; stud's bring-in, which the header does not
give, from the hand's full bring-in or else the last full one of the file at the same stakes."""

from __future__ import annotations

from pathlib import Path

from audit.readers.pokerstars import read
from audit.runner import validate

from .conftest import FIXTURES

PS = FIXTURES / "pokerstars"
SHORT_BB = PS / "draw_short_all_in_big_blind.txt"    # francois 712: posts big blind $0.07 and is all-in
DRAW = PS / "draw_limit_heads_up_split.txt"
STUD = PS / "stud_cash_dealer_seat3.txt"             # $0.10/$0.20, eve brings in for $0.05


def test_a_short_all_in_big_blind_is_not_the_blind_size():
    (c,) = validate([str(SHORT_BB)], keep=True)
    assert c.error is None and c.hand.rules["blinds"] == [5, 10]
    assert c.findings == []          # the others call the full big blind (short_big_blind: full)


def test_a_wrong_small_blind_is_found_not_taken_as_the_rule(tmp_path):
    f = tmp_path / "x.txt"
    f.write_text(DRAW.read_text().replace("pat: posts small blind $0.05\n", "pat: posts small blind $0.04\n")
                 .replace("pat: calls $0.05", "pat: calls $0.06"), encoding="utf-8")
    (c,) = validate([str(f)], keep=True)
    assert c.hand.rules["blinds"] == [5, 10]
    assert [(x.code, x.player) for x in c.findings] == [("wrong-forced-bet", "pat")]


def test_pot_and_no_limit_blinds_are_the_header_amounts():
    text = DRAW.read_text().replace("5 Card Draw Limit ($0.10/$0.20 USD)", "5 Card Draw No Limit ($0.05/$0.10 USD)")
    (rec,) = list(read(Path("x.txt"), text))
    assert rec.hand.rules["blinds"] == [5, 10] and rec.hand.rules["min_bet"] == 10


def test_a_limit_small_bet_of_an_odd_number_of_chips_takes_the_posted_small_blind():
    # $0.05/$0.10: half the small bet is no whole cent; rooms post $0.02
    text = (DRAW.read_text().replace("($0.10/$0.20 USD)", "($0.05/$0.10 USD)")
            .replace("posts small blind $0.05", "posts small blind $0.02")
            .replace("posts big blind $0.10", "posts big blind $0.05"))
    (rec,) = list(read(Path("x.txt"), text))
    assert rec.hand.rules["blinds"] == [2, 5]


def _stud(hand_id: str, bring_in: str, eve: str = "$0.90") -> str:
    return (STUD.read_text(encoding="utf-8-sig").replace("#40000000002", "#" + hand_id)
            .replace("eve ($0.90 in chips)", f"eve ({eve} in chips)")
            .replace("eve: brings in for $0.05", bring_in))


def test_a_short_all_in_bring_in_is_not_the_bring_in_size():
    full = _stud("1", "eve: brings in for $0.03")
    short = _stud("2", "eve: brings in for $0.01 and is all-in", eve="$0.03")
    completes = _stud("3", "eve: bets $0.10").replace("bob: raises $0.05 to $0.10", "bob: raises $0.10 to $0.20") \
        .replace("Uncalled bet ($0.05)", "Uncalled bet ($0.10)")
    recs = list(read(Path("x.txt"), f"{full}\n\n{short}\n\n{completes}"))
    assert [r.hand.rules["bring_in"] for r in recs] == [3, 3, 3]
    # alone in its file: half the small bet, not the short post
    (rec,) = list(read(Path("y.txt"), short))
    assert rec.hand.rules["bring_in"] == 5


def test_a_bring_in_posted_all_in_for_more_than_half_the_small_bet_is_at_least_that():
    # eve has $0.07 after the ante ($0.02) and brings in all of it: alone in its file the bring-in is not
    # half the small bet ($0.05, which would make her post a wrong-forced-bet), but at least $0.07
    allin = _stud("4", "eve: brings in for $0.07 and is all-in", eve="$0.09")
    (rec,) = list(read(Path("z.txt"), allin))
    assert rec.hand.rules["bring_in"] == 7
    # after a full bring-in of the file at these stakes, that one is the size (so this all-in
    # post of more is a wrong-forced-bet); and an all-in post of the small bet or more is no guide
    full = _stud("1", "eve: brings in for $0.03")
    recs = list(read(Path("x.txt"), f"{full}\n\n{allin}"))
    assert [r.hand.rules["bring_in"] for r in recs] == [3, 3]
    big = _stud("5", "eve: brings in for $0.10 and is all-in", eve="$0.12")
    (rec,) = list(read(Path("w.txt"), big))
    assert rec.hand.rules["bring_in"] == 5


def test_a_hand_whose_bring_in_is_posted_all_in_in_full_is_clean(tmp_path):
    # a home game at 25/50 (ante 5): Ben brings in for all his 15 chips; nothing else tells the size
    f = tmp_path / "bring-in-all-in.txt"
    f.write_text((PS / "stud_bring_in_all_in_in_full.txt").read_text(encoding="utf-8"), encoding="utf-8")
    (c,) = validate([str(f)], keep=True)
    assert c.hand.rules["bring_in"] == 15 and c.findings == []


def test_limit_stakes_whose_room_small_blind_is_not_half_the_small_bet():
    # PokerStars posts a $1 small blind at $3/$6 (not $1.50): before, that legal post was a
    # wrong-forced-bet; a small blind of neither size is still found
    def hand(sb: str, call: str) -> str:
        return (DRAW.read_text().replace("($0.10/$0.20 USD)", "($3/$6 USD)")
                .replace("posts small blind $0.05", f"posts small blind {sb}")
                .replace("posts big blind $0.10", "posts big blind $3")
                .replace("pat: calls $0.05", f"pat: calls {call}"))
    (rec,) = list(read(Path("x.txt"), hand("$1", "$2")))
    assert rec.hand.rules["blinds"] == [100, 300]
    (rec,) = list(read(Path("x.txt"), hand("$1.50", "$1.50")))
    assert rec.hand.rules["blinds"] == [150, 300]
    (rec,) = list(read(Path("x.txt"), hand("$1.25", "$1.75")))
    assert rec.hand.rules["blinds"] == [100, 300]
