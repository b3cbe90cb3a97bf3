"""In pots whose winner the unknown cards decide, a row of a player a payout finding names is
marked "<-- differs" (session 60); when the finding's collect names its pot, only that pot's row
is (a player named at one pot was marked in every untold pot; review of session 60, left then).

tests/fixtures/explain_s61/two-untold-pots-one-paid-wrong.jsonl: carol all-in for her ante, dave's
cards unknown; alice and bob tie, bob takes the whole main pot and they share side pot 1."""

from __future__ import annotations

from audit.explain import explain_data, find_hand

from .conftest import FIXTURES

HAND = FIXTURES / "explain_s61" / "two-untold-pots-one-paid-wrong.jsonl"


def test_only_the_main_pot_row_of_alice_differs() -> None:
    hand, stored, record = find_hand("two-untold", file=HAND)
    data = explain_data(hand, None, stored, record)
    assert [(f["code"], f["player"]) for f in data["findings"]] == [("wrong-amount", "alice"),
                                                                    ("unverifiable-award", "bob")]
    assert [(a["pot"], a["player"], a["differs"]) for a in data["awards"]] == [
        (0, "bob", False), (0, "alice", True), (1, "bob", False), (1, "alice", False)]
