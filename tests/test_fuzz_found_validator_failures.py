"""What fuzzing the replay found (mutated simulated hands): the validator must never fail on a
hand, nor take unbounded time on one.

* A JK discarded from a hand of unknown cards (``??``) crashed the draw replay (an
  ``internal-error``: IndexError in the joker ledger), losing the hand's other findings.
* A wrong collect in a raked hand of several pots made the search for the rake's division try
  every rake of the last pot for each node of its budget: hours for a rake of 50,000."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.poker import settle
from audit.replay import replay

from .conftest import FIXTURES

FUZZ = FIXTURES / "fuzz_s13"


def _hands(name: str) -> list[Hand]:
    return [msgspec.json.decode(x, type=Hand) for x in (FUZZ / name).read_text().splitlines()]


def test_a_joker_discarded_from_unknown_cards_is_card_not_held_without_jokers_and_legal_with_one():
    without, with_one = _hands("draw-joker-discarded-from-unknown-cards.jsonl")
    found = replay(without).findings
    assert [(f.code, f.seq) for f in found] == [("card-not-held", 11)]
    assert found[0].message == "bob discarded JK but this deck has no jokers (rules.jokers)"
    assert replay(with_one).findings == []


def test_the_rake_division_search_stays_within_its_budget(monkeypatch):
    calls = [0]
    real = settle.split

    def counted(amount, winners):
        calls[0] += 1
        return real(amount, winners)

    monkeypatch.setattr(settle, "split", counted)
    (hand,) = _hands("draw-raked-side-pots-collect-one-chip-over.jsonl")
    found = replay(hand).findings
    assert [(f.code, f.seq) for f in found] == [("wrong-amount", 20), ("books-unbalanced", 20)]
    # the budget is 20,000 rakes tried per search; before, each of them tried every rake of the
    # last pot too (about 10^9 divisions here)
    assert calls[0] < 100_000, calls[0]
