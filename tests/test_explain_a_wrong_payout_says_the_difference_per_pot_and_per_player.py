"""The dispute view of a wrong payout says what the log paid, what was owed, and the difference,
pot by pot and player by player (review of session 70).  Before, ``explain``'s settlement table had
the correct and recorded columns with no difference (the hand page had one), and the players'
table showed only the ends as logged: what each player was owed in all, over three pots and an
uncalled bet, was left to the floor person to add up.  Now the settlement table has the
difference (recorded less correct), and when the log's settlement differs the players' table has
each player's correct end and net and the difference beside the ends as logged, in ``explain``
and on the report's hand page alike."""

from __future__ import annotations

from pathlib import Path

import msgspec

from audit.explain import explain_data, render_text
from audit.explain_money import correct_ends
from audit.model import Hand
from audit.replay import replay
from audit.report import write_report
from audit.simulate import simulate
from audit.store import ingest

from .conftest import FIXTURES, hands_by_id

LOG = FIXTURES / "explain_s70" / "side-pots.jsonl"
HANDS = hands_by_id(LOG)


def _rows(text: str, title: str, end: str) -> list[list[str]]:
    part = text[text.index(title):].lstrip("\n")
    return [r.split() for r in part[:part.index(end)].splitlines()[3:] if r.strip()]


def test_each_settlement_row_says_the_difference() -> None:
    # the log pays bob's odd chip to alice, side pot 1 whole to carol and side pot 2 to dave
    text = render_text(explain_data(HANDS["sides-paid-wrong"]))
    rows = [r[:7] for r in _rows(text, "Settlement: correct beside recorded", "\n  (")]
    assert rows == [
        ["the", "main", "pot", "bob", "52", "51", "-1"], ["the", "main", "pot", "carol", "52", "52", "0"],
        ["the", "main", "pot", "alice", "51", "52", "+1"],
        ["side", "pot", "1", "bob", "140", "-", "-140"], ["side", "pot", "1", "carol", "140", "280", "+140"],
        ["side", "pot", "2", "carol", "360", "-", "-360"], ["side", "pot", "2", "dave", "0", "360", "+360"]]


def test_each_player_is_shown_owed_beside_paid() -> None:
    text = render_text(explain_data(HANDS["sides-paid-wrong"]))
    assert "  seat  player  start  end as logged  net as logged  correct end  correct net  difference\n" in text
    assert _rows(text, "\nPlayers", "\n  (") == [
        ["1", "alice", "31", "52", "+21", "51", "+20", "+1"],
        ["2", "bob", "121", "51", "-70", "192", "+71", "-141"],
        ["3", "carol", "301", "332", "+31", "552", "+251", "-220"],
        ["4", "dave", "401", "460", "+59", "100", "-301", "+360"],
        ["5", "erin", "501", "460", "-41", "460", "-41", "0"]]


def test_an_uncalled_bet_kept_is_owed_to_its_owner() -> None:
    # dave's uncalled 100 is not returned, and carol collects it with side pot 2
    d = explain_data(HANDS["sides-uncalled-kept"])
    assert {p["player"]: (p["end"], p["correct_end"]) for p in d["players"]} == {
        "alice": (51, 51), "bob": (192, 192), "carol": (652, 552), "dave": (0, 100), "erin": (460, 460)}


def test_a_right_payout_keeps_its_plain_players_table() -> None:
    text = render_text(explain_data(HANDS["sides-paid-right"]))
    assert "  seat  player  start  end  net\n" in text and "correct end" not in text


def test_the_correct_ends_of_legal_hands_are_their_ends() -> None:
    # the correct ends are start - chips put in the pots + correct shares (Tonk: start + correct
    # net): on a legal hand, every player's end (the oracle: a wrong sum here would show a
    # difference where none is)
    seen = 0
    for game in ("draw", "stud", "palace", "tonk"):
        for h in simulate(game, 60, seed=70):
            r = replay(msgspec.convert(h, Hand))
            if r.claims and not r.findings:
                ends = correct_ends(game, r, h.get("rules") or {})
                assert ends == {p.player: p.end for p in r.players}, h["hand_id"]
                seen += 1
    assert seen > 200


def test_the_hand_page_shows_owed_beside_paid(tmp_path: Path) -> None:
    db = tmp_path / "s.duckdb"
    ingest([str(LOG)], db, 1, None)
    write_report(db, tmp_path / "site")
    pages = [p.read_text() for p in (tmp_path / "site" / "hands").glob("*.html")]
    (page,) = [p for p in pages if "sides-paid-wrong" in p and "Hand <span" in p]
    players = page[page.index('<table id="players">'):]
    players = players[:players.index("</table>")]
    assert '<th class="n">correct end</th><th class="n">correct net</th><th class="n">difference</th>' in players
    # bob: 51 as logged, 192 owed, 141 short (a true minus)
    assert '<td class="n">192</td><td class="n">+71</td><td class="n"><span class="neg">\u2212141</span></td>' \
        in players


def test_a_tonk_hand_paid_wrong_shows_each_players_correct_end() -> None:
    # b dropped with the lowest count, but the log has b and c pay a
    (hand,) = hands_by_id(FIXTURES / "tonk_s63" / "wrong-payments.jsonl").values()
    text = render_text(explain_data(hand))
    assert _rows(text, "\nPlayers", "\n  (") == [
        ["1", "a", "100", "102", "+2", "99", "-1", "+3"],
        ["2", "b", "100", "99", "-1", "102", "+2", "-3"],
        ["3", "c", "100", "99", "-1", "99", "-1", "0"]]
