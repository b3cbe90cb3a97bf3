"""A hand with no pot: heidi bets 20 with no forced bets and alice folds, so every chip put in is
heidi's uncalled bet, which goes back to her.  A log that pays it to alice instead made only
``uncalled-bet-not-returned`` with no event, alice's collect got nothing, and ``explain`` said
"the log returns nothing (see the settlement)" with no settlement to see.  As when the hand has a pot
(alice paid from it: ``wrong-winner`` at her collect, README Settlement), her collect is
``wrong-winner``: she wins nothing, there is no pot; the dispute view and ``awards`` show the
collect on a row of its own (correct 0)."""

from __future__ import annotations

from audit.explain import explain_text
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "settle_masked" / "no-pot-collected-by-another.jsonl")
WHY = ("but the hand has no pot (every chip put in was heidi's uncalled 20, which goes back to heidi): "
       "nobody is eligible for one")


def _found(hand_id: str) -> list[tuple[str, int | None, str | None, str]]:
    return [(f.code, f.seq, f.player, f.message) for f in replay(HANDS[hand_id]).findings]


def test_the_uncalled_bet_paid_to_a_player_who_folded_is_a_wrong_winner_at_that_collect() -> None:
    assert _found("Z_no_return_folded_gets_all") == [
        ("wrong-winner", 4, "alice", f"20 paid to alice, {WHY}"),
        ("uncalled-bet-not-returned", None, "heidi",
         "heidi's uncalled 20 was not returned: chips nobody matched go back to their owner")]
    assert _found("Z_short_return_rest_to_folded") == [
        ("uncalled-bet-not-returned", 4, "heidi",
         "heidi was returned 10; the uncalled bet was 20: chips nobody matched go back to their owner"),
        ("wrong-winner", 5, "alice", f"10 paid to alice, {WHY}")]


def test_the_owner_collecting_it_is_still_the_uncalled_bet_only() -> None:
    assert [f[:3] for f in _found("Z_short_return_rest_to_owner_collect")] == \
        [("uncalled-bet-not-returned", 4, "heidi")]
    assert _found("Z_ok") == []


def test_explain_shows_the_collect_the_uncalled_bet_section_points_to() -> None:
    assert [(a.pot, a.player, a.correct, a.recorded, a.reason)
            for a in replay(HANDS["Z_no_return_folded_gets_all"]).awards] == \
        [(0, "alice", 0, 20, "the hand has no pot")]
    text = explain_text(HANDS["Z_no_return_folded_gets_all"])
    assert "heidi's uncalled 20 is owed back: nobody matched it; the log returns nothing (see the settlement)" in text
    rows = text[text.index("Settlement: correct beside recorded"):text.index("\nPlayers")].splitlines()
    # (with the difference, recorded less correct: session 70)
    assert rows[3].split() == ["the", "main", "pot", "alice", "0", "20", "+20", "the", "hand", "has", "no", "pot",
                               "<--", "differs"]
