"""``uncalled-bet-not-returned`` points at the first recorded event that is wrong (CODES.md).  An
uncalled bet of 4 returned as 3, the other chip collected with the pot: the return of 3 is that
event (it pointed at the collect after it); an uncalled bet never returned and collected with
the pot: the collect."""

from __future__ import annotations


from audit.replay import replay

from .conftest import FIXTURES, hands_by_id


def _findings() -> dict[str, list[tuple[str, int | None]]]:
    hands = hands_by_id(FIXTURES / "rake_s14" / "uncalled-returns.jsonl")
    return {i: [(f.code, f.seq) for f in replay(h).findings] for i, h in hands.items()}


def test_a_return_of_part_of_the_uncalled_bet_is_the_wrong_event() -> None:
    got = _findings()
    assert got["ret-ok"] == []
    assert got["ret-partial-kept"] == [("uncalled-bet-not-returned", 11)]
    assert got["ret-partial-lost"] == [("uncalled-bet-not-returned", 11), ("books-unbalanced", None)]
    assert got["ret-over-return"] == [("uncalled-bet-not-returned", 11), ("wrong-amount", 12)]
    assert got["ret-return-to-wrong"][0] == ("uncalled-bet-not-returned", 11)


def test_an_uncalled_bet_never_returned_is_wrong_at_the_collect() -> None:
    assert _findings()["ret-none-kept"] == [("uncalled-bet-not-returned", 11)]
