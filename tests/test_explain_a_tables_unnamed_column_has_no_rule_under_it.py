"""``explain``'s tables rule a line under each column's name.  The uncalled bet's table has a last
column without a name (its marks, "<-- differs"), which had a rule under nothing, read as a column
whose name was left out (review of session 70).  Now a column without a name has no rule under it;
a table none of whose columns has a name keeps its rules."""

from __future__ import annotations

from audit.explain import _table, explain_data, render_text

from .conftest import FIXTURES, hands_by_id

HAND = hands_by_id(FIXTURES / "explain_s44" / "return_to_the_wrong_player.jsonl")["d3-retwrong"]


def test_the_uncalled_bets_marks_have_no_rule() -> None:
    text = render_text(explain_data(HAND))
    assert ("  player  owed back  returned\n"
            "  ------  ---------  --------\n"
            "  C       21         0         <-- differs\n") in text


def test_a_table_without_names_keeps_its_rules() -> None:
    assert _table(["", ""], [["a", "bb"]])[1:] == ["  -  --", "  a  bb"]
