"""Palace options the simulator never plays (review of session 61).

``buy_then_attack``: the buyer may attack in the same turn.  That attack logged under another
player's name (the next player's, a third player's, the target's own) was read as the next
player's, and one wrong name became 8 to 10 findings; a buy logged under another name followed by
the named player's own attack was taken as the player in turn's buy.  Each is now one
``out-of-turn`` (README: a line under the wrong name, taken as the player's whose action the log
goes on as after).

``no_limit_reraise: same``: a re-raise is the size of the raise before it as logged; after a short
first raise (one finding) the re-raise of that same size was a second finding (no re-raise could
pass)."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

FIX = Path(__file__).parent / "fixtures" / "palace_s61"


def _found(name: str) -> dict[str, list[tuple[str, int | None, str | None]]]:
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FIX / name)])}


def test_the_buyers_attack_under_another_name_is_one_out_of_turn() -> None:
    found = _found("buy-then-attack-misnamed.jsonl")
    assert found["M1"] == [("out-of-turn", 13, "alice")]      # a third player's name
    assert found["M2"] == [("out-of-turn", 13, "carol")]      # the next player's name
    assert found["B7"] == [("out-of-turn", 13, "carol")]      # the target's own name


def test_a_buy_under_another_name_followed_by_that_players_attack_is_theirs() -> None:
    assert _found("buy-then-attack-misnamed.jsonl")["B8"] == [("out-of-turn", 12, "carol")]


def test_reraise_same_after_a_short_raise_is_the_logged_size() -> None:
    found = _found("reraise-same-after-a-short-raise.jsonl")
    assert found["same-10-10"] == [("palace-wrong-response", 13, "carol")]
    assert found["same-10-20"] == [("palace-wrong-response", 13, "carol"), ("palace-wrong-response", 14, "bob")]
