"""A five-card draw ``draw`` logged before the draw (during the first betting round, the deal or
the forced bets) is one ``illegal-action``, and it is taken as that player's draw (FORMAT.md: an
event with a finding is applied as logged wherever it can be; an action out of turn is taken as
that player's action): the cards are exchanged, the betting round goes on, and the draw passes
over the player when it comes.  Logged before the player's cards were dealt, it is applied once
the deal is over.  A discard the player does not hold cannot be applied: skipped, and the
player's draw in its time counts.  The early draw swapped the cards but was not the player's
draw: the draw in its time was out of turn and the second round's first check an action during
the draw (3 findings), or, before the deal, ``card-not-held`` and a cascade to a ``wrong-winner``.
When only checks were left of the first round (the big blind's option), the early draw ends it:
the check logged after it is that check (tests/test_draw_one_fault_a_left_out_check.py)."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "draw_s16" / "one-fault.jsonl")


@pytest.mark.parametrize("hand_id,seq,message", [
    ("draw_in_the_first_round", 5,
     "bob drew during the first betting round; the draw comes between the two betting rounds (bob had not "
     "acted, with nothing to call: taken as a check)"),
    ("three_draw_in_the_first_round", 6,
     "bob drew during the first betting round; the draw comes between the two betting rounds"),
    ("three_last_drawer_in_the_first_round", 7,
     "carol drew during the first betting round; the draw comes between the two betting rounds (bob had not "
     "acted, with nothing to call: taken as a check)"),
    ("draw_before_the_deal", 2,
     "bob drew during the forced bets; the draw comes between the two betting rounds"),
    ("stand_pat_before_the_deal", 0,
     "alice drew during the forced bets; the draw comes between the two betting rounds"),
])
def test_an_early_draw_is_one_illegal_action(hand_id, seq, message):
    result = replay(HANDS[hand_id])
    assert [(f.code, f.seq, f.message) for f in result.findings] == [("illegal-action", seq, message)]
    # bob's pair of kings (from the draw) wins, as the log pays
    assert [(a.player, a.correct, a.recorded) for a in result.awards] == \
        [("bob", result.pot_total, result.pot_total)]


def test_an_early_draw_of_a_card_not_held_is_skipped():
    result = replay(HANDS["early_draw_of_a_card_not_held"])
    assert [(f.code, f.seq) for f in result.findings] == [("illegal-action", 5), ("card-not-held", 5)]
    assert {p.player: p.net for p in result.players} == {"alice": -30, "bob": 30}


def test_the_early_draw_belongs_to_the_first_round_and_the_draw_in_its_time_to_the_second():
    rounds = replay(HANDS["draw_in_the_first_round"]).rounds
    assert rounds[5] == 0 and rounds[7] == 1
