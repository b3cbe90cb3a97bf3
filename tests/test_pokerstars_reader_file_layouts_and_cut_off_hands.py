"""PokerStars files as they are found: buy-ins in player points, bounty lines, the
``*** # N ***`` separator lines of files sent on request, a log cut off mid-line with the
next joined to it, a hand whose header line is lost, and hands cut off in their seat list
or before their summary (README, PokerStars reader; CLI.md: "every other hand is still
processed")."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES, REAL

HERE = FIXTURES / "pokerstars_s34"
STARS = REAL / "pokerstars"
DRAW = STARS / "pokerstars_5carddraw_allin_sidepot_2011.txt"
STUD = STARS / "pokerstars_7stud_allin_sidepot_2011.txt"
MANY = STARS / "pokerstars_5carddraw_limit_multi_hands_2009.txt"


def _found(*paths) -> list[tuple[str | None, str, int | None]]:
    return [(c.hand_id, f.code, f.seq) for c in validate([str(p) for p in paths]) for f in c.findings]


def _hands(*paths) -> list[str | None]:
    return [c.hand_id for c in validate([str(p) for p in paths])]


def _lines(path) -> list[str]:
    return path.read_text(encoding="utf-8-sig").splitlines()


def test_a_tournament_bought_in_with_player_points_or_starscoin_is_read():
    # before: "'1500FPP 7 Card Stud' is not supported"
    assert _found(HERE / "stud_tour_fpp.txt") == []
    assert _found(HERE / "stud_tour_sc.txt") == []
    assert _hands(HERE / "stud_tour_fpp.txt") == ["84000000001"]


def test_knockout_bounty_lines_are_no_action():
    # before: four unparsed-line warnings
    assert _found(HERE / "bounty_lines.txt") == []


def test_separator_lines_before_each_hand_belong_to_no_hand(tmp_path):
    # before: a phantom malformed hand at line 1 and an unparsed-line in each hand after it
    text = "".join(f"*********** # {n} **************\n" + p.read_text(encoding="utf-8-sig").strip() + "\n\n\n"
                   for n, p in enumerate((DRAW, STUD), 1))
    f = tmp_path / "sent.txt"
    f.write_text(text)
    assert _found(f) == []
    assert [(c.hand_id, c.line) for c in validate([str(f)])] == [("64146221551", 2), ("60974484959", 41)]


def test_a_log_cut_off_mid_line_and_joined_to_the_next_loses_no_hand(tmp_path):
    # before: the next log's header was glued to the cut line, and its hand was lost
    lines = _lines(DRAW)
    cut = "\n".join(lines[:18]) + "\n" + lines[18][:2]
    f = tmp_path / "joined.txt"
    f.write_text(cut + STUD.read_text(encoding="utf-8"))
    apart = tmp_path / "cut.txt"
    apart.write_text(cut)
    assert _hands(f) == ["64146221551", "60974484959"]
    assert _found(f) == _found(apart) + _found(STUD)
    assert ("64146221551", "hand-incomplete", None) in _found(f)


def test_a_hand_whose_header_line_is_lost_is_malformed_and_never_joins_the_hand_before(tmp_path):
    # before: the headerless hand's lines were read as the end of the legal hand before it,
    # which got false findings (or was malformed), and the headerless hand left no record
    hands = MANY.read_text(encoding="utf-8-sig").split("\n\n\n")
    second = hands[1].strip().split("\n")
    f = tmp_path / "lost.txt"
    f.write_text(hands[0].strip() + "\n\n\n" + "\n".join(second[1:]) + "\n\n\n" + hands[2].strip() + "\n")
    checked = list(validate([str(f)]))
    assert [(c.hand_id, [x.code for x in c.findings]) for c in checked] == [
        (checked[0].hand_id, []), (None, ["malformed"]), (checked[2].hand_id, [])]
    assert "has no header line: it starts with its table line" in checked[1].findings[0].message


def test_a_hand_cut_off_in_its_seat_list_is_incomplete_not_missing_blinds(tmp_path):
    # before: the players whose seat lines were cut were replaced by others who "did not post"
    f = tmp_path / "seats.txt"
    f.write_text("\n".join(_lines(DRAW)[:4]) + "\n")
    assert _found(f) == [("64146221551", "hand-incomplete", None)]


def test_a_cash_hand_cut_off_before_its_summary_total_is_incomplete_not_a_wrong_payout(tmp_path):
    # before: wrong-amount (the rake, which only the cut "Total pot | Rake" line records, taken
    # for a short payout) and books-unbalanced
    lines = _lines(DRAW)
    at = lines.index("*** SUMMARY ***")
    f = tmp_path / "summary.txt"
    f.write_text("\n".join(lines[:at + 1]) + "\n")
    (c,) = validate([str(f)])
    assert [(x.code, x.seq) for x in c.findings] == [("hand-incomplete", None)]
    assert "the rake is not known" in c.findings[0].message
    # the whole hand is clean
    assert _found(DRAW) == []


def test_a_summary_seat_line_cut_off_in_its_amount_won_is_not_read_as_nothing_won(tmp_path):
    # a file cut inside the winner's "and won ($1.03)": the line said the player won, but not how
    # much; read as nothing won, the summary was a false books-unbalanced against the collected
    # lines (review of session 58).  What it won is not stated, as with no seat line at all.
    lines = _lines(STUD)
    k = next(i for i, x in enumerate(lines) if x.startswith("Seat ") and " and won ($" in x)
    cut = lines[k][:lines[k].index(" and won ($") + len(" and won ($") + 2]
    path = tmp_path / "cut.txt"
    path.write_text("\n".join(lines[:k] + [cut]), encoding="utf-8")     # no line end: cut off there
    assert _found(path) == []
    whole = tmp_path / "whole.txt"
    whole.write_text("\n".join(lines[:k + 1]) + "\n", encoding="utf-8")
    assert _found(whole) == []
