"""The hand page's timeline gives each event the phase it happened in: a deal (a burn, a community
card, a banner) is in the phase it deals for, the one after it (as ``explain`` shows it), but for
the last of a run of its type that ends the phase; any other event is in the phase before it.  Before, the first deal was in the phase of the forced
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


def test_streets_dealt_back_to_back_each_have_their_own_street():
    # zoe is all-in on 3rd street: 4th to 7th street are dealt with no betting and no burns
    import json

    import msgspec

    from audit.model import Hand
    events = [{"type": "ante", "player": "ivan", "amount": 5}, {"type": "ante", "player": "zoe", "amount": 5}]
    for p, c in (("ivan", "2d"), ("zoe", "2s"), ("ivan", "5h"), ("zoe", "5c")):
        events.append({"type": "deal", "player": p, "down": [c]})
    events += [{"type": "deal", "player": "ivan", "up": ["Qs"]}, {"type": "deal", "player": "zoe", "up": ["Qd"]},
               {"type": "bring_in", "player": "zoe", "amount": 3}, {"type": "complete", "player": "ivan", "to": 10},
               {"type": "call", "player": "zoe", "amount": 7}]
    for a, b in (("Ac", "Ah"), ("4d", "4s"), ("Th", "Tc")):
        events += [{"type": "deal", "player": "ivan", "up": [a]}, {"type": "deal", "player": "zoe", "up": [b]}]
    events += [{"type": "deal", "player": "ivan", "down": ["8s"]}, {"type": "deal", "player": "zoe", "down": ["8d"]},
               {"type": "show", "player": "zoe", "cards": ["2s", "5c", "Qd", "Ah", "4s", "Tc", "8d"]},
               {"type": "show", "player": "ivan", "cards": ["2d", "5h", "Qs", "Ac", "4d", "Th", "8s"]},
               {"type": "collect", "player": "zoe", "amount": 15, "pot": 0},
               {"type": "collect", "player": "ivan", "amount": 15, "pot": 0}]
    hand = msgspec.json.decode(json.dumps({
        "format": "handaudit/1", "hand_id": "allin", "game": "stud",
        "rules": {"betting": "pot", "ante": 5, "bring_in": 3, "min_bet": 10}, "button": 1,
        "seats": [{"seat": 1, "player": "zoe", "stack": 15}, {"seat": 2, "player": "ivan", "stack": 564}],
        "events": events}), type=Hand)
    steps, _ = replay_timeline(hand, None, ["zoe", "ivan"])
    assert [s[2] for s in steps[11:19]] == ["4th street"] * 2 + ["5th street"] * 2 + ["6th street"] * 2 + \
        ["7th street"] * 2
