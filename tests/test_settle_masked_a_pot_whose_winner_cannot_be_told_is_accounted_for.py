"""A pot whose winner the unknown cards decide (carol's two pair or erin's unknown hand), paid
181 to dave, who cannot win it: ``explain``'s settlement had one row, dave correct 0, recorded
181, and nothing said whose the 181 is.  Now a section names the players who may win such a pot
when no row of the settlement is owed any of it.  The ``awards`` table keeps a player's share of
a pot per row (CLI.md): no row for "carol or erin"; it holds dave's collect (correct 0)."""

from __future__ import annotations

from audit.explain import explain_data, explain_text
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HAND = hands_by_id(FIXTURES / "settle_masked" / "undecided-pot-paid-to-a-loser.jsonl")["stud-1864-4-mcarol-bq|P580_617"]
LINE = ("the main pot of 181: carol or erin wins it, which cannot be told (the cards of erin are unknown); "
        "no row of the settlement is owed any of it")


def test_explain_says_whose_the_undecided_pot_is() -> None:
    d = explain_data(HAND)
    assert [s["lines"] for s in d["sections"] if s["title"] == "Pots whose winner cannot be told"] == [[LINE]]
    text = explain_text(HAND)
    assert text.index(LINE) < text.index("Settlement: correct beside recorded")


def test_the_awards_keep_one_row_per_player() -> None:
    r = replay(HAND)
    assert [(a.pot, a.player, a.correct, a.recorded) for a in r.awards] == [(0, "dave", 0, 181)]
    assert ("wrong-winner", 82, "dave") in [(f.code, f.seq, f.player) for f in r.findings]


def test_a_pot_whose_recorded_award_is_taken_has_no_such_section() -> None:
    hand = hands_by_id(FIXTURES / "settle_masked" / "unknown-side-pot.jsonl")["no_pot_numbers"]
    assert all(s["title"] != "Pots whose winner cannot be told" for s in explain_data(hand)["sections"])
