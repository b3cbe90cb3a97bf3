"""CLI.md: the dispute view shows the correct settlement beside the recorded one.  An uncalled bet
returned to the wrong player is no pot's award, so the settlement table had no row for it and
"(see the settlement)" pointed at nothing; the uncalled bet's section now has its own rows, what
each player was owed back beside what the log returned, and says "see the settlement" only when
chips of it were collected."""

from __future__ import annotations

from audit.explain import explain_data, render_text

from .conftest import FIXTURES, hands_by_id

HAND = hands_by_id(FIXTURES / "explain_s44" / "return_to_the_wrong_player.jsonl")["d3-retwrong"]


def test_the_uncalled_bet_section_shows_who_was_owed_and_who_got_it():
    data = explain_data(HAND)
    [sec] = [s for s in data["sections"] if s["title"] == "Uncalled bet"]
    assert sec["lines"] == ["C's uncalled 21 is owed back: nobody matched it; the log returns 21 to A instead"]
    assert sec["header"] == ["player", "owed back", "returned", ""]
    assert sec["rows"] == [["C", "21", "0", "<-- differs"], ["A", "0", "21", "<-- differs"]]
    text = render_text(data)
    assert "C       21         0         <-- differs" in text and "(see the settlement)" not in text


def test_the_view_says_what_a_chip_is_worth():
    # FORMAT.md: ``unit`` and ``currency`` are for display; every amount of the view is in chips
    import msgspec

    assert "amounts in" not in render_text(explain_data(HAND))
    text = render_text(explain_data(msgspec.structs.replace(HAND, unit="0.01", currency="USD")))
    assert "\namounts in chips: one chip is 0.01 USD\n" in text
    text = render_text(explain_data(msgspec.structs.replace(HAND, currency="EUR")))
    assert "\namounts in EUR\n" in text


def test_an_uncalled_bet_returned_to_nobody_and_collected_by_nobody_points_at_no_settlement():
    hand = hands_by_id(FIXTURES / "explain_s44" / "return_to_the_wrong_player.jsonl")["E6-none-no-collect"]
    text = render_text(explain_data(hand))
    assert "C's uncalled 21 is owed back: nobody matched it; the log returns nothing\n" in text
