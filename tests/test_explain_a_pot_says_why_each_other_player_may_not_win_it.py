"""POKER.md 3: each all-in player is eligible only for the chips matched against their own total,
and folded players are eligible for none.  The dispute view named who may win each pot, but never
why the others may not (review of session 70): a floor person settling a side pot had to work out
from the events that alice was all-in for 31 and erin had folded.  Each pot now names the players
it is not open to, and why: a fold (the folded player's chips stay in it), or an all-in below it,
in ``explain`` and on the report's hand page alike."""

from __future__ import annotations

from pathlib import Path

from audit.explain import explain_data, render_text
from audit.explain_money import not_eligible
from audit.replay import replay
from audit.report import write_report
from audit.store import ingest

from .conftest import FIXTURES, SPEC, hands_by_id

LOG = FIXTURES / "explain_s70" / "side-pots.jsonl"
HANDS = hands_by_id(LOG)


def test_each_pot_names_who_may_not_win_it_and_why() -> None:
    d = explain_data(HANDS["sides-paid-right"])
    assert [(p["name"], p["eligible"], p["not_eligible"]) for p in d["pots"]] == [
        ("the main pot", ["alice", "bob", "carol", "dave"], [["erin", "folded"]]),
        ("side pot 1", ["bob", "carol", "dave"], [["alice", "all-in for 31"], ["erin", "folded"]]),
        ("side pot 2", ["carol", "dave"], [["alice", "all-in for 31"], ["bob", "all-in for 121"]])]
    text = render_text(d)
    assert ("  side pot 1: 280 (from bob 90, carol 90, dave 90, erin 10); eligible: bob, carol, dave\n"
            "    not eligible: alice (all-in for 31), erin (folded)\n"
            "    goes to bob, carol: bob and carol tie with straight, nine high") in text
    assert "    not eligible: alice (all-in for 31), bob (all-in for 121)\n" in text


def test_a_folded_player_is_named_only_where_their_chips_are() -> None:
    # erin folded with 41 in: 31 in the main pot, 10 in side pot 1, none in side pot 2
    r = replay(HANDS["sides-paid-right"])
    assert [[n for n, why in rows if why == "folded"] for rows in not_eligible(r.pots, r.players, "draw")] == [
        ["erin"], ["erin"], []]


def test_a_palace_player_out_of_the_hand_is_said_to_be() -> None:
    # the spec's example: alice and bob lose their battles to carol
    (hand,) = hands_by_id(SPEC / "examples" / "palace-two-battles.jsonl").values()
    d = explain_data(hand)
    assert d["pots"][0]["not_eligible"] == [["alice", "out of the hand"], ["bob", "out of the hand"]]
    assert "    not eligible: alice (out of the hand), bob (out of the hand)\n" in render_text(d)


def test_the_hand_page_has_the_same_column(tmp_path: Path) -> None:
    db = tmp_path / "s.duckdb"
    ingest([str(LOG)], db, 1, None)
    write_report(db, tmp_path / "site")
    pages = [p.read_text() for p in (tmp_path / "site" / "hands").glob("*.html")]
    (page,) = [p for p in pages if "sides-paid-wrong" in p and "Hand <span" in p]
    pots = page[page.index('<table id="pots">'):]
    pots = pots[:pots.index("</table>")]
    assert "<th>not eligible</th>" in pots
    assert "<td>alice (all-in for 31), erin (folded)</td>" in pots
    assert "<td>alice (all-in for 31), bob (all-in for 121)</td>" in pots
