"""A return to a player who has no uncalled bet (the whole pot is niaj's uncalled bring-in, given
back to rupert, who put nothing in) is a wrong return (CODES.md uncalled-bet-not-returned: "or a
wrong return"), found at the return even with no collect: a return says whose bet went
uncalled.  The dispute view said "the log returns 0" though it returned 12 (to rupert), and its
Players table (the correct settlement) disagreed with its running stacks unexplained."""

from __future__ import annotations

from audit.explain import explain_data, render_text
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "test_poker_two_faults" / "stud_return_wrong_player_nocollect.jsonl")


def _found(hand_id: str) -> list[tuple[str, int | None, str | None, str]]:
    return [(f.code, f.seq, f.player, f.message) for f in replay(HANDS[hand_id]).findings]


def test_a_return_to_a_player_with_no_uncalled_bet() -> None:
    assert _found("wrong-return-player") == [
        ("uncalled-bet-not-returned", 4, "rupert", "rupert was given back 12 but had no uncalled bet: the uncalled "
         "12 then was niaj's (a bet is uncalled only once its betting round is over and nobody matched it)")]
    # niaj's chips above rupert's are no bet still in (niaj folded): not judged at the return
    assert [f[:3] for f in _found("ooturn-fold-wrong-return")] == [("out-of-turn", 3, "niaj")]


def test_the_right_return_with_no_collect_is_clean() -> None:
    assert _found("legal") == []
    assert [f[:3] for f in _found("ooturn-fold-right-return")] == [("out-of-turn", 3, "niaj")]


def test_explain_says_what_the_log_returned_and_to_whom() -> None:
    text = render_text(explain_data(HANDS["wrong-return-player"]))
    assert "niaj's uncalled 12 is owed back: nobody matched it; the log returns 12 to rupert instead" in text
    assert "the log returns 0" not in text
    assert ("Players\n  (the ends of the correct settlement: the log records no collect; the stacks above follow "
            "what it pays out as logged)\n") in text
    legal = render_text(explain_data(HANDS["legal"]))
    assert "niaj's uncalled 12 is returned: nobody matched it\n" in legal
    assert "the ends of the correct settlement" not in legal     # the stacks agree: nothing to explain
