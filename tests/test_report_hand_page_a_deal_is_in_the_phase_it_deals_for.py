"""The hand page's timeline gives each event the phase it happened in: a deal (a burn, a community
card, a banner) after an event of another type opens the phase it deals for, and the deals after
it of its type are in that phase too (the last deal may end it), as ``explain`` shows them; any
other event is in the phase before it.  Before, the first deal was in the phase of the forced
bets, a burn opening 4th street in 3rd street, and a draw hand's last deal in the first betting
round."""

from __future__ import annotations

from audit.report_hand import replay_timeline

from .conftest import EXAMPLES, hands_by_id


def _phases(name: str) -> list[tuple[str, str]]:
    (hand,) = hands_by_id(EXAMPLES / name).values()
    steps, _ = replay_timeline(hand, None, [s.player for s in hand.seats])
    return [(hand.events[s[0]].type, s[2]) for s in steps]


def test_stud_deals_and_burns_are_in_the_street_they_deal():
    phases = _phases("stud-sample-deal.jsonl")
    assert phases[3:9] == [("ante", "antes")] + [("deal", "3rd street")] * 4 + [("bring_in", "3rd street")]
    assert phases[13:16] == [("call", "3rd street"), ("burn", "4th street"), ("deal", "4th street")]


def test_every_deal_of_draw_is_in_the_deal():
    phases = _phases("draw-split-pot.jsonl")
    assert phases[4:9] == [("blind", "forced bets")] + [("deal", "deal")] * 3 + [("call", "first betting round")]


def test_palace_banners_and_palace_cards_are_in_their_phases():
    phases = _phases("palace-two-battles.jsonl")
    assert phases[2:4] == [("ante", "antes"), ("banner", "banner cards")]
    assert phases[9:13] == [("deal", "palace cards")] * 3 + [("buy", "turn-round 1")]
