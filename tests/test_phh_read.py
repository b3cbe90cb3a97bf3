"""PHH (TOML) to native hands: files and tables, players and seats, the action notation, the result."""

from __future__ import annotations

from pathlib import Path

from audit.readers import detect_format, read_paths
from audit.readers.phh import read

from .conftest import FIXTURES, REAL

PHH = FIXTURES / "phh"


def records(path: Path) -> list:
    return list(read_paths([path]))


def kinds(hand, *types) -> list:
    return [e for e in hand.events if e.type in types]


def test_phhs_tables_are_hands_with_their_lines_and_other_variants_are_malformed():
    path = PHH / "stud_and_holdem.phhs"
    assert detect_format(path.read_bytes()[:4096], path.name) == "phh"
    first, second = records(path)
    assert first.hand is not None and first.line == 2 and first.hand_id == "1"
    assert second.hand is None and second.line == 22 and second.hand_id == "2"
    assert "'NT' is not supported" in second.error


def test_players_named_or_p1_to_pn_and_seats_from_the_dealers_left():
    (rec,) = records(PHH / "stud_and_holdem.phhs")[:1]
    assert [(s.seat, s.player, s.stack) for s in rec.hand.seats] == [
        (1, "ann", 1000), (2, "bob", 1000), (3, "cal", 1000)]
    assert rec.hand.button is None           # the dealer (p3) has the last seat
    (rec,) = records(PHH / "stud_showdown_winnings.phh")
    assert [(s.seat, s.player) for s in rec.hand.seats] == [(2, "p1"), (5, "p2")]
    assert rec.hand.hand_id == "stud_showdown_winnings"


def test_seats_that_wrap_around_put_the_button_on_the_last_player():
    text = (PHH / "stud_showdown_winnings.phh").read_text().replace("seats = [2, 5]", "seats = [5, 2]")
    (rec,) = read(Path("w.phh"), text)
    assert [s.seat for s in rec.hand.seats] == [5, 2] and rec.hand.button == 2


def test_rules_from_the_fields_and_pokerkit_odd_chip():
    hand = records(PHH / "stud_and_holdem.phhs")[0].hand
    assert hand.game == "stud"
    assert hand.rules == {"betting": "fixed", "ante": 10, "bring_in": 20, "small_bet": 50,
                          "big_bet": 100, "odd_chip": "left_of_button"}


def test_deals_split_run_together_cards_into_down_and_up_by_street():
    hand = records(PHH / "stud_showdown_winnings.phh")[0].hand
    deals = [(e.player, e.down, e.up) for e in kinds(hand, "deal")]
    assert deals[0] == ("p1", ["Ah", "Ac"], ["Kh"])      # '????Kh', filled from the show
    assert deals[1] == ("p2", ["??", "??"], ["3c"])
    assert deals[2] == ("p1", None, ["Kd"])
    assert deals[-2] == ("p1", ["5d"], None) and deals[-1] == ("p2", ["??"], None)


def test_action_notation_to_native_events():
    hand = records(PHH / "stud_and_holdem.phhs")[0].hand
    got = [(e.type, e.player, e.amount, e.to) for e in hand.events if e.type not in ("ante", "deal")]
    assert got == [
        ("bring_in", "ann", 20, None), ("fold", "bob", None, None), ("complete", "cal", None, 50),
        ("call", "ann", 30, None), ("check", "cal", None, None), ("bet", "ann", None, 50),
        ("call", "cal", 50, None), ("bet", "cal", None, 100), ("fold", "ann", None, None),
        ("return", "cal", 100, None), ("collect", "cal", 230, None)]


def test_finishing_stacks_become_return_and_collects():
    hand = records(PHH / "stud_allin_early_show.phh")[0].hand
    tail = [(e.type, e.player, e.amount) for e in hand.events[-2:]]
    assert tail == [("return", "ben", 2), ("collect", "ben", 8)]


def test_winnings_become_collects():
    hand = records(PHH / "stud_showdown_winnings.phh")[0].hand
    assert [(e.player, e.amount) for e in kinds(hand, "collect")] == [("p1", 30)]
    assert kinds(hand, "return") == []


def test_no_recorded_result_makes_no_claim():
    text = (PHH / "stud_showdown_winnings.phh").read_text().replace("winnings = [30, 0]", "")
    (rec,) = read(Path("w.phh"), text)
    assert kinds(rec.hand, "collect") == []


def test_show_and_muck_and_early_all_in_shows_make_one_showdown():
    hand = records(PHH / "stud_allin_early_show.phh")[0].hand
    shows = kinds(hand, "show", "muck")
    assert [(e.type, e.player, len(e.cards)) for e in shows] == [("show", "ann", 7), ("show", "ben", 7)]
    last_deal = max(i for i, e in enumerate(hand.events) if e.type == "deal")
    assert hand.events.index(shows[0]) > last_deal
    hand = records(PHH / "stud_showdown_winnings.phh")[0].hand
    assert [(e.type, e.player) for e in kinds(hand, "show", "muck")] == [("show", "p1"), ("muck", "p2")]


def test_an_action_it_cannot_read_makes_the_hand_malformed():
    # the replay cannot go on without it (see test_read_phh_unreadable_actions.py)
    text = (PHH / "stud_showdown_winnings.phh").read_text().replace("'p1 cc',\n", "'p1 xx 3', 'p1 cc',\n", 1)
    (rec,) = read(Path("w.phh"), text)
    assert rec.hand is None and rec.line == 1
    assert rec.error == "action 4: 'p1 xx 3' cannot be read (not a seven-card stud action)"


def test_invalid_toml_is_malformed_with_its_line():
    (rec,) = read(Path("bad.phh"), "variant = 'F7S'\nantes = = 1\n")
    assert rec.hand is None and "invalid TOML" in rec.error and rec.line == 2


def test_a_phhs_hand_with_broken_toml_spoils_only_itself():
    # before, one TOML error made the whole file a single malformed record: every hand was lost
    one = (PHH / "stud_showdown_winnings.phh").read_text()
    text = "# three hands\n" + "".join(f"[{k}]\n{one}\n" for k in (1, 2, 3))
    size = len(one.splitlines()) + 2                   # header, hand, blank line
    heads = [2, 2 + size, 2 + 2 * size]
    whole = list(read(Path("three.phhs"), text))
    assert [(r.line, r.hand is not None) for r in whole] == [(h, True) for h in heads]
    lines = text.splitlines(keepends=True)
    bad = heads[1] + 3                                 # a line of the second hand
    lines[bad - 1] = "antes = = 1\n"
    broken = list(read(Path("three.phhs"), "".join(lines)))
    assert [(r.line, r.hand is not None) for r in broken] == [(heads[0], True), (heads[1], False), (heads[2], True)]
    assert "invalid TOML" in broken[1].error and f"line {bad}" in broken[1].error
    assert [r.hand for r in broken[::2]] == [r.hand for r in whole[::2]]


def test_missing_field_is_malformed():
    text = (PHH / "stud_showdown_winnings.phh").read_text().replace("bring_in = 10\n", "")
    (rec,) = read(Path("w.phh"), text)
    assert rec.hand is None and "'bring_in'" in rec.error


def test_real_wsop_files_read_with_their_names_and_no_warning():
    folder = REAL / "phh"
    if not folder.is_dir():
        return
    recs = records(folder)
    assert len(recs) == 4 and all(r.hand is not None and not r.warnings for r in recs)
    assert recs[0].hand.seats[0].player == "James Obst"


def test_decimal_cash_amounts_become_integers_of_the_smallest_unit():
    text = (PHH / "stud_showdown_winnings.phh").read_text()
    for a, b in (("antes = [5, 5]", "antes = [0.05, 0.05]"), ("bring_in = 10", "bring_in = 0.1"),
                 ("small_bet = 20", "small_bet = 0.2"), ("big_bet = 40", "big_bet = 0.4"),
                 ("starting_stacks = [500, 400]", "starting_stacks = [5.0, 4.0]"),
                 ("winnings = [30, 0]", "winnings = [0.3, 0]")):
        text = text.replace(a, b)
    (rec,) = read(Path("cash.phh"), text)
    assert rec.hand.unit == "0.01" and rec.hand.rules["small_bet"] == 20
    assert [s.stack for s in rec.hand.seats] == [500, 400]
    assert [(e.player, e.amount) for e in kinds(rec.hand, "collect")] == [("p1", 30)]
    text = text.replace("'p2 pb', 'p1 cc',", "'p2 pb', 'p1 cbr 0.2', 'p2 cc',")
    (rec,) = read(Path("cash.phh"), text)
    assert [(e.type, e.to) for e in kinds(rec.hand, "complete")] == [("complete", 20)]


def test_third_street_written_a_card_at_a_time_is_one_deal_per_player():
    from audit.runner import validate

    path = PHH / "stud_third_street_a_card_at_a_time.phh"
    hand = records(path)[0].hand
    third = kinds(hand, "deal")[:len(hand.seats)]
    assert all(len(d.down) == 2 and len(d.up) == 1 for d in third)
    assert [c.findings for c in validate([str(path)])] == [[]]
