"""After a Palace buy (or capture) only a discard of the same player goes on with the action
(PALACE.md 2): the dispute view labels the next event the next player's turn unless it is that
discard. Before, any next event of the buyer was labelled the buyer's turn ("[victor's turn]
victor waits") right above its out-of-turn finding ("it was ivan's turn"). Review of session 60."""

from __future__ import annotations

from pathlib import Path

from audit.explain import explain_data, find_hand

HAND = Path(__file__).parent / "fixtures" / "poker_s60" / "palace-wait-after-a-buy.jsonl"


def test_the_buyers_wait_is_labelled_the_next_players_turn() -> None:
    hand, stored, record = find_hand("palace-11-240", file=HAND)
    steps = explain_data(hand, None, stored, record)["steps"]
    buy, wait = steps[6], steps[7]
    assert (buy["type"], buy["next"]) == ("buy", "ivan")
    assert (wait["type"], wait["player"], wait["turn"]) == ("wait", "victor", "ivan")
    assert [f["code"] for f in wait["findings"]] == ["out-of-turn"]
    assert "it was ivan's turn" in wait["findings"][0]["message"]
