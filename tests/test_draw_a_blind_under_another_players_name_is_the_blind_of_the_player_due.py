"""Draw: a blind of the right size logged under the name of a player who does not post it, while
the player who does has posted none and has no blind in the log, is that player's blind, logged
under the wrong name (README): one ``wrong-forced-bet``, its chips theirs, so a right return and a
right collect are judged right.  Before, the chips stayed the named player's: the later call of
the player due was figured as owing the whole blind (``wrong-call-amount``, ``wrong-amount``,
``books-unbalanced``, ``uncalled-bet-not-returned`` on right lines); and a big blind so logged
could pass as an entry big blind, the due big blind then missing at the deal (found there, not at
the line)."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "poker_s47" / "review.jsonl")


def _paid(result) -> list[tuple]:
    return [(a.pot, a.player, a.correct, a.recorded) for a in result.awards]


@pytest.mark.parametrize("hand_id", ["draw-small-blind-legal", "draw-big-blind-legal"])
def test_the_legal_hands_are_clean(hand_id):
    assert replay(HANDS[hand_id]).findings == []


@pytest.mark.parametrize("hand_id,finding", [
    # heads-up: bob posted both blinds; niaj, the button, posts the small one
    ("draw-small-blind-misnamed", (
        "wrong-forced-bet", 0, "bob", "bob posted the small blind of 5 but niaj, the button, posts it, and has no "
        "blind in the log: taken as niaj's blind, logged under bob's name")),
    # carol's big blind logged as olivia's, who could have posted an entry big blind
    ("draw-big-blind-misnamed", (
        "wrong-forced-bet", 4, "olivia", "olivia posted the big blind of 20 but carol, left of the small blind, "
        "posts it, and has no blind in the log: taken as carol's blind, logged under olivia's name")),
])
def test_a_blind_under_another_players_name_is_one_finding_and_the_payout_is_judged(hand_id, finding):
    result = replay(HANDS[hand_id])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [finding]
    legal = replay(HANDS[hand_id.replace("misnamed", "legal")])
    assert _paid(result) == _paid(legal)      # (the legal hand is clean: paid right)
