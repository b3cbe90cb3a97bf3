"""``simulate --faults`` writes exactly the one violation it records (review of session 57: three
cases where the simulator wrote a hand with another violation, or with none).

* draw ``card-not-held`` with ``jokers: 2``: the card "not held" was the deck's other joker, which a
  player who holds one may discard: no violation at all;
* draw ``shown-cards-mismatch``: the wrong show left a pot's winner one the log cannot tell, and
  the simulator paid nobody (a second violation, ``wrong-amount``);
* Palace ``out-of-turn`` by the player who acted last: the simulator began a turn-round there,
  which the validator does not (the same player acting again out of turn), and ended the hand
  after a quiet round too soon (``hand-incomplete``)."""

from __future__ import annotations

import random

import msgspec

from audit.model import Hand
from audit.replay import replay
from audit.simulate import draw, simulate


def _found(h: dict) -> list[tuple[str, int | None]]:
    return [(f.code, f.seq) for f in replay(msgspec.convert(h, Hand)).findings]


def test_draw_card_not_held_with_two_jokers_is_never_the_other_joker():
    seats = [{"seat": i + 1, "player": n, "stack": 1000}
             for i, n in enumerate(["alice", "bob", "carol", "dave", "erin", "frank"])]
    for k in (36184, 32986, 37868):     # seeds whose card "not held" was the deck's second joker
        h = draw.generate(random.Random(k), f"jk-{k}", [dict(s) for s in seats], 1, "card-not-held")
        inj = h["injected"]
        assert inj["code"] == "card-not-held" and h["rules"].get("jokers") == 2
        assert _found(h) == [("card-not-held", inj["seq"])]


def test_draw_shown_cards_mismatch_is_the_one_finding():
    for h in simulate("draw", 1018, seed=71, faults=1.0):
        inj = h["injected"]
        if inj["code"] == "shown-cards-mismatch":
            assert _found(h) == [(inj["code"], inj["seq"])], h["hand_id"]


def test_palace_out_of_turn_is_the_one_finding():
    for h in simulate("palace", 1156, seed=71, faults=1.0):
        inj = h["injected"]
        if inj["code"] == "out-of-turn":
            assert _found(h) == [(inj["code"], inj["seq"])], h["hand_id"]
