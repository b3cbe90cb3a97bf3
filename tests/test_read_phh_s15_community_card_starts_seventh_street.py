"""PHH ``d db`` (the community card dealt when the deck runs out) starts 7th street and its
betting round, as a ``d dh`` of the players' 7th cards does.  Before, per-round totals were
reset only by a ``d dh`` that raised the street, so 6th street's bet was still the bet to match
on 7th: a legal hand (PokerKit's finishing stacks) got illegal-bet, illegal-check, wrong-amount,
an invented rake and uncalled-bet-not-returned."""

from __future__ import annotations

from audit.readers.phh import read
from audit.runner import validate

from .conftest import FIXTURES

HAND = FIXTURES / "phh_s15" / "community_bets.phh"   # 8 players; p5 bets 40 on 6th and 40 after `d db 7h`


def test_the_bets_after_the_community_card_are_seventh_streets():
    (rec,) = read(HAND, HAND.read_text())
    assert rec.error is None
    events = rec.hand.events
    k = next(i for i, e in enumerate(events) if e.type == "community")
    assert events[k].cards == ["7h"]
    assert [(e.type, e.player, e.to) for e in events[k - 8:k - 7]] == [("bet", "p5", 40)]
    assert [(e.type, e.player, e.to) for e in events[k + 1:k + 2]] == [("bet", "p5", 40)]
    assert [(e.type, e.amount) for e in events[k + 2:k + 9]] == [("call", 40)] * 7
    assert [e.type for e in events if e.type in ("return", "rake")] == []


def test_the_hand_is_clean_and_ends_with_pokerkits_stacks():
    (checked,) = validate([str(HAND)], jobs=1, keep=True)
    assert checked.findings == []
    assert [p.end for p in checked.result.players] == [910, 1630, 910, 910, 910, 910, 910, 910]
