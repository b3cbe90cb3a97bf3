"""The dispute view puts "the correct settlement beside the recorded one" (CLI.md), and its
recorded column adds up to what the log paid.  An uncalled bet of 60 not returned (or 10 of it
not returned) and collected with the pot: the row showed the collect less those chips (120 =
120, no difference), or no row at all for a player who won no pot; the database's ``awards``
and the report's hand page said the same.  Now the chips are on the row of the collect that
took them, and the uncalled bet's section says what the log returned."""

from __future__ import annotations

from audit.explain import explain_data, render_text
from audit.replay import replay
from audit.award_rows import awards_differ

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "rake_s14" / "uncalled-in-the-settlement.jsonl")


def _rows(hand_id: str) -> list[tuple[int, str, int, int | None, str]]:
    return [(a.pot, a.player, a.correct, a.recorded, a.reason) for a in replay(HANDS[hand_id]).awards]


def test_a_winner_who_collected_the_uncalled_bet_with_the_pot() -> None:
    assert _rows("u4") == [(0, "B", 120, 180, "with the uncalled 60, not returned")]
    r = replay(HANDS["u4"])
    assert any(awards_differ(HANDS["u4"], r.awards, r.claims, r.findings, r.pots))


def test_a_player_who_won_no_pot_but_collected_the_uncalled_bet() -> None:
    assert _rows("u3") == [(0, "C", 120, 120, ""), (0, "B", 0, 60, "the uncalled 60, collected instead of returned")]
    assert _rows("u2") == [(0, "C", 120, 120, ""), (0, "B", 0, 10, "the uncalled 10, collected instead of returned")]


def test_the_recorded_column_adds_up_to_what_the_log_paid() -> None:
    for hand_id, hand in HANDS.items():
        collected = sum(e.amount for e in hand.events if e.type == "collect")
        assert sum(a.recorded or 0 for a in replay(hand).awards) == collected, hand_id


def test_the_uncalled_bet_section_says_what_the_log_returned() -> None:
    assert "B's uncalled 60 is owed back: nobody matched it; the log returns 50 (see the settlement)" in \
        render_text(explain_data(HANDS["u2"]))
    assert "the log returns nothing (see the settlement)" in render_text(explain_data(HANDS["u4"]))


def test_the_uncalled_bet_collected_is_no_winnings() -> None:
    # u3: B lost the showdown and collected his own uncalled 60: he ends with it, but won nothing
    # (W$SD, W2nd count "won" hands)
    players = {p.player: p for p in replay(HANDS["u3"]).players}
    assert (players["B"].won, players["B"].showdown) == (0, True)
    assert players["B"].end == players["B"].start + players["B"].net and players["B"].net == -40
    assert players["C"].won == 120
