"""PokerStars text to native hands: files, headers, seats, dealing order, actions, settlement lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.readers import detect_format, read_paths
from audit.readers.pokerstars import read

from .conftest import FIXTURES, REAL

PS = FIXTURES / "pokerstars"
DRAW_MULTI = REAL / "pokerstars" / "pokerstars_5carddraw_limit_multi_hands_2009.txt"
STUD_MULTI = REAL / "pokerstars" / "pokerstars_7stud_limit_multi_hands_2009.txt"
STUD_ALLIN = REAL / "pokerstars" / "pokerstars_7stud_allin_sidepot_2011.txt"
DRAW_ALLIN = REAL / "pokerstars" / "pokerstars_5carddraw_allin_sidepot_2011.txt"


def records(path: Path) -> list:
    return list(read_paths([path]))


def one(path: Path):
    (rec,) = records(path)
    assert rec.hand is not None, rec.error
    return rec.hand


def events(hand, kind: str) -> list:
    return [e for e in hand.events if e.type == kind]


def needs_real():
    if not DRAW_MULTI.exists():
        pytest.skip("../shared/real_histories is not beside the checkout")


def test_many_hands_per_file_each_on_its_header_line():
    needs_real()
    recs = records(DRAW_MULTI)
    assert len(recs) == 30 and all(r.hand is not None for r in recs)
    text = DRAW_MULTI.read_text(encoding="utf-8").splitlines()
    for r in recs:
        assert text[r.line - 1].startswith(f"PokerStars Game #{r.hand_id}:")
    assert len({r.digest for r in recs}) == 30


def test_byte_order_mark_is_skipped_and_detected(tmp_path):
    needs_real()
    f = tmp_path / "bom.txt"
    f.write_bytes(b"\xef\xbb\xbf" + DRAW_MULTI.read_bytes())
    assert detect_format(f.read_bytes()[:4096], f.name) == "pokerstars"
    assert [r.hand_id for r in records(f)] == [r.hand_id for r in records(DRAW_MULTI)]
    assert records(PS / "stud_cash_dealer_seat3.txt")[0].hand is not None   # a BOM fixture


def test_dollar_amounts_become_integer_cents_with_unit():
    hand = one(PS / "draw_nolimit_dead_button.txt")
    assert hand.unit == "0.01" and hand.currency == "USD"
    assert {s.player: s.stack for s in hand.seats} == {"kim": 500, "lou": 250, "max": 120}
    assert [(e.player, e.to) for e in events(hand, "raise")] == [("kim", 15), ("max", 45)]
    assert events(hand, "rake")[0].amount == 12


def test_tournament_chips_and_hand_header():
    hand = one(PS / "stud_tournament_hand_header.txt")
    assert hand.hand_id == "210000000001" and hand.game == "stud"
    assert hand.unit is None and hand.currency is None
    assert hand.rules["ante"] == 20 and hand.rules["bring_in"] == 50
    assert (hand.rules["small_bet"], hand.rules["big_bet"]) == (100, 200)
    assert hand.time == "2020-05-01T12:00:00-04:00"                 # ET in daylight-saving time
    assert one(PS / "draw_limit_heads_up_split.txt").time == "2009-11-25T15:00:00-05:00"
    needs_real()
    # "2011/04/18 2:21:35 CET [2011/04/17 20:21:35 ET]": the ET time is taken
    assert one(STUD_ALLIN).time == "2011-04-17T20:21:35-04:00"


def test_betting_structure_from_the_header():
    assert one(PS / "draw_nolimit_dead_button.txt").rules["betting"] == "no_limit"
    fixed = one(PS / "draw_limit_heads_up_split.txt").rules
    assert fixed["betting"] == "fixed" and fixed["cap_heads_up"] == "round_start"
    text = (PS / "draw_nolimit_dead_button.txt").read_text().replace("No Limit", "Pot Limit")
    (rec,) = read(Path("pl.txt"), text)
    assert rec.hand.rules["betting"] == "pot" and rec.hand.rules["min_bet"] == 5


def test_limit_draw_blinds_are_half_the_bets_and_odd_chip_left_of_button():
    rules = one(PS / "draw_limit_heads_up_split.txt").rules
    assert rules["blinds"] == [5, 10] and rules["small_bet"] == 10 and rules["big_bet"] == 20
    assert rules["odd_chip"] == "left_of_button"
    assert one(PS / "stud_tournament_hand_header.txt").rules["odd_chip"] == "high_card"


def test_sitting_out_players_are_not_seated():
    hand = one(PS / "stud_cash_dealer_seat3.txt")
    assert [s.player for s in hand.seats] == ["ann", "bob", "dee", "eve"]   # cy: "is sitting out"
    text = (PS / "draw_limit_heads_up_split.txt").read_text().replace(
        "Seat 5: quin ($2 in chips)\n", "Seat 5: quin ($2 in chips)\nSeat 6: rex ($7 in chips)\n").replace(
        "*** DEALING HANDS ***", "rex: sits out\n*** DEALING HANDS ***")
    (rec,) = read(Path("x.txt"), text)
    assert [s.player for s in rec.hand.seats] == ["pat", "quin"] and rec.warnings == []
    # a seated player the summary does not list and who does nothing was not dealt in
    text = text.replace("rex: sits out\n", "")
    (rec,) = read(Path("x.txt"), text)
    assert [s.player for s in rec.hand.seats] == ["pat", "quin"]


def test_stud_dealer_is_the_last_seat_unless_dealing_starts_elsewhere():
    assert one(PS / "stud_tournament_hand_header.txt").button is None
    hand = one(PS / "stud_cash_dealer_seat3.txt")
    assert hand.button == 3
    deals = [e.player for e in events(hand, "deal")]
    assert deals == ["dee", "eve", "ann", "bob"]


def test_draw_deals_from_the_left_of_a_dead_button():
    hand = one(PS / "draw_nolimit_dead_button.txt")
    # seat 2 is empty: seat 1 keeps seat 3 as "left of the button"
    assert hand.button == 1
    assert [e.player for e in events(hand, "deal")] == ["lou", "max", "kim"]
    deals = {e.player: e.down for e in events(hand, "deal")}
    assert deals["kim"] == ["As", "Ad", "9c", "7h", "2d"] and deals["max"] == ["??"] * 5


def test_stud_deals_every_street_to_every_player_still_in():
    needs_real()
    hand = one(STUD_ALLIN)
    deals = events(hand, "deal")
    assert len(deals) == 8 + 6 + 3 + 3 + 3
    third = {e.player: (e.down, e.up) for e in deals[:8]}
    assert third["roditopgrdk"] == (["??", "??"], ["9h"])
    river = deals[-3:]
    assert [e.player for e in river] == ["ranchim", "Tumim", "Spacemasa"]
    assert all(e.down and e.up is None for e in river)


def test_stud_hidden_cards_filled_from_shown_and_mucked_hands():
    needs_real()
    hand = one(STUD_ALLIN)
    deals = [e for e in events(hand, "deal") if e.player == "Tumim"]
    # summary: "Tumim mucked [5c 6c 2d 3h Ac 4d 8d]"
    assert deals[0].down == ["5c", "6c"] and deals[0].up == ["2d"]
    assert deals[-1].down == ["8d"]
    shown = [e for e in events(hand, "show")]
    assert [(e.player, e.cards) for e in shown] == [("ranchim", ["Tc", "Kh", "As", "Jd", "Qd", "2s", "9c"])]
    assert [e.player for e in events(hand, "muck")] == ["Tumim", "Spacemasa"]


def test_completion_written_as_raise_or_bet_is_complete():
    hand = one(PS / "stud_tournament_hand_header.txt")
    assert [(e.type, e.player, e.to) for e in hand.events if e.type in ("complete", "raise")][:2] == [
        ("complete", "alpha", 100), ("raise", "bravo", 200)]
    needs_real()
    # the lowest upcard completes at once: "Hero: bets $0.04" on 3rd street
    h = next(r.hand for r in records(STUD_MULTI) if r.hand_id == "35874081088")
    first = next(e for e in h.events if e.type in ("bring_in", "complete", "bet"))
    assert (first.type, first.player, first.to) == ("complete", "Hero", 4)
    assert h.rules["bring_in"] == 2     # from the earlier hands of the file at the same stakes


def test_draw_starts_at_the_first_discard_and_hero_receives_known_cards():
    needs_real()
    hand = one(DRAW_ALLIN)
    draws = events(hand, "draw")
    assert [(e.player, e.discard, e.receive) for e in draws] == [
        ("Player3", ["??", "??"], ["??", "??"]),
        ("Player4", ["??", "??"], ["??", "??"]),
        ("Hero", ["7h", "Th"], ["4h", "Td"])]
    hand = one(PS / "draw_limit_heads_up_split.txt")
    assert [(e.player, e.discard, e.receive) for e in events(hand, "draw")] == [
        ("quin", ["??"], ["??"]), ("pat", [], [])]


def test_all_in_is_recorded_on_the_action():
    needs_real()
    hand = one(DRAW_ALLIN)
    call = [e for e in events(hand, "call") if e.player == "Player4"][0]
    assert call.amount == 5 and call.all_in is True


def test_returns_collects_with_pot_index_and_rake():
    needs_real()
    hand = one(DRAW_ALLIN)
    tail = [(e.type, e.player, e.amount, e.pot) for e in hand.events[-3:]]
    assert tail == [("rake", None, 2, None), ("collect", "Player3", 10, 1), ("collect", "Player3", 43, 0)]
    hand = one(PS / "stud_cash_dealer_seat3.txt")
    assert [(e.player, e.amount) for e in events(hand, "return")] == [("bob", 5)]
    assert events(hand, "rake") == []           # Rake $0: no rake event


def test_shows_and_mucks_come_before_the_collects():
    needs_real()
    hand = one(STUD_ALLIN)
    kinds = [e.type for e in hand.events]
    last_show = max(i for i, k in enumerate(kinds) if k in ("show", "muck"))
    assert min(i for i, k in enumerate(kinds) if k == "collect") > last_show


def test_a_show_after_an_uncontested_win_is_no_showdown(tmp_path):
    text = (PS / "stud_cash_dealer_seat3.txt").read_text(encoding="utf-8-sig").replace(
        "bob: doesn't show hand", "bob: shows [Ah Kh 6h] (high card Ace)")
    (rec,) = read(Path("x.txt"), text)
    assert rec.warnings == [] and events(rec.hand, "show") == []
    assert events(rec.hand, "deal")[-1].down == ["Ah", "Kh"]


def test_unsupported_game_is_malformed_with_its_line():
    (rec,) = records(PS / "holdem_unsupported.txt")
    assert rec.hand is None and rec.line == 1 and "Hold'em" in rec.error
    assert rec.hand_id == "60000000005"


def test_a_hand_that_cannot_be_read_is_malformed_and_the_next_is_read():
    good = (PS / "draw_limit_heads_up_split.txt").read_text()
    bad = good.replace("Dealt to pat [Th Jh Qc Kd Ad]", "Dealt to pat [Th Jh Qc]").replace(
        "#35800000004", "#35800000005")
    text = bad + "\n\n\n" + good
    recs = list(read(Path("two.txt"), text))
    assert recs[0].hand is None and recs[0].line == 1 and "3 cards" in recs[0].error
    assert recs[1].hand is not None and recs[1].line == len(bad.splitlines()) + 4


def test_no_seats_is_malformed():
    text = "PokerStars Game #1:  5 Card Draw Limit ($0.10/$0.20 USD) - 2009/11/25 15:00:00 ET\n" \
           "Table 'x' 6-max Seat #1 is the button\n*** DEALING HANDS ***\n"
    (rec,) = read(Path("x.txt"), text)
    assert rec.hand is None and "no seats" in rec.error


def test_chatter_and_table_notices_are_understood():
    needs_real()
    for path in (DRAW_MULTI, STUD_MULTI, STUD_ALLIN, DRAW_ALLIN):
        for r in records(path):
            assert r.warnings == [], (r.hand_id, r.warnings)
    assert records(PS / "stud_cash_dealer_seat3.txt")[0].warnings == []   # 'ann said, "gl all"'


def test_unparsed_line_is_a_warning_naming_the_line_at_the_next_event():
    text = (PS / "draw_limit_heads_up_split.txt").read_text().replace(
        "quin: checks\n", "quin: checks\nquin: juggles the chips\n")
    (rec,) = read(Path("x.txt"), text)
    assert rec.hand is not None
    (w,) = rec.warnings
    assert w.code == "unparsed-line" and w.player is None
    assert "line 11" in w.message and "quin: juggles the chips" in w.message
    kinds = [e.type for e in rec.hand.events]
    assert kinds[w.seq - 1] == "check" and kinds[w.seq] == "draw"


def test_hand_ids_and_digests_are_stable_across_reads():
    a = records(PS / "draw_nolimit_dead_button.txt")[0]
    b = records(PS / "draw_nolimit_dead_button.txt")[0]
    assert a.digest == b.digest != 0 and a.hand_id == "50000000003"


def test_side_pots_are_numbered_as_the_text_numbers_them():
    from audit.readers.pokerstars_lines import Tokenizer
    tok = Tokenizer(["a b", "c"])
    assert tok.token(5, "a b collected $1.25 from side pot-2")[3] == {"amt": "$1.25", "pot": 2}
    assert tok.token(5, "c collected 300 from side pot")[3]["pot"] == 1
    assert tok.token(5, "c collected 300 from main pot")[3]["pot"] == 0
    total = tok.token(9, "Total pot $3 Main pot $1. Side pot-1 $1.50. Side pot-2 $0.40. | Rake $0.10")
    assert total[3] == {"total": "$3", "rake": "$0.10", "pots": [(0, "$1"), (1, "$1.50"), (2, "$0.40")]}
    assert tok.token(3, "a b: raises $0.10 to $0.30 and is all-in")[:3] == ("raise", 3, "a b")
    assert tok.token(3, "c: posts small & big blinds $0.15")[0] == "both"
    assert tok.token(3, "a b: stands pat on [Ah Kh Qh Jh Th]")[0] == "pat"
    assert tok.token(3, "c: does a little dance") == ("unknown", 3, None, "c: does a little dance")


def test_a_file_is_read_a_hand_at_a_time():
    # the reader holds only the hand it is collecting: the first hand's record comes before
    # the lines after the next header are read (before, the whole file was read into memory)
    lines = DRAW_MULTI.read_text(encoding="utf-8-sig").splitlines()
    headers = [i for i, line in enumerate(lines) if line.startswith("PokerStars ")]
    read_so_far = []

    def feed():
        for line in lines:
            read_so_far.append(line)
            yield line

    first = next(read(DRAW_MULTI, feed()))
    assert first.hand is not None and first.line == 1
    assert len(read_so_far) == headers[1] + 1          # up to the second hand's header, no further
    streamed = list(read(DRAW_MULTI, iter(lines)))
    assert [(r.line, r.hand) for r in streamed] == [(r.line, r.hand) for r in read(DRAW_MULTI, "\n".join(lines))]


def test_read_paths_streams_a_long_pokerstars_file(tmp_path):
    # 200 copies of the 30-hand file: the records are those of the copies, in order
    text = DRAW_MULTI.read_text(encoding="utf-8-sig")
    path = tmp_path / "long.txt"
    path.write_text("\n\n".join([text] * 200), encoding="utf-8")
    got = records(path)
    assert len(got) == 30 * 200 and all(r.hand is not None for r in got)
    assert [r.hand_id for r in got[:30]] == [r.hand_id for r in got[30:60]]
