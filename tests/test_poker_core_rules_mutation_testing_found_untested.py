"""Rules of the shared poker core that mutation testing found no test could fail for: rule
defaults, betting sizes and caps, turns, forced bets, settlement, evaluation and what may
follow the payout.  Each hand (tests/fixtures/core_rule_gaps/, named after its rule) is
replayed and its findings (code, seq) must be exactly EXPECTED[hand_id], each checked against
the spec when the hand was written."""
from __future__ import annotations

import json

import pytest

from audit.readers.native import parse_line
from audit.replay import replay

from .conftest import FIXTURES

HANDS = FIXTURES / "core_rule_gaps"

EXPECTED = {
    "kill-R1-default-big-bet": [],                                  # big_bet defaults to 2 x small_bet
    "kill-R2-min-bet-default": [],                                  # min_bet defaults to the big blind
    "kill-R3-spread-min-equals-max": [],                            # spread of one size is a legal option
    "kill-R5-cap-heads-up-default": [("raise-cap-exceeded", 12)],   # cap_heads_up defaults to true
    "kill-R6-spread-max-bet-default": [],                           # spread max_bet defaults to big_bet
    "kill-B10-pot-max-bet-completion": [("bet-above-maximum", 7)],  # pot max_bet caps a completion from zero
    "kill-B13-nl-raise-adds-the-big-blind": [("bet-below-minimum", 5)],
    "kill-B17-call-marked-all-in": [("wrong-call-amount", 8)],
    "kill-B18-complete-without-bring-in": [("illegal-action", 6)],
    "kill-B23-raise-to-the-current-bet": [("bet-below-minimum", 12)],
    "kill-B25-out-of-turn-raise-after-calling": [("out-of-turn", 13)],
    "kill-B27-spread-all-in-between-ranges": [],
    "kill-B30-short-all-ins-add-up-exactly": [],
    "kill-B34-min-raise-stays-the-largest": [("bet-below-minimum", 6), ("bet-below-minimum", 7)],
    "kill-B37-all-in-player-acts": [("out-of-turn", 12)],
    "kill-B38-early-bet-answered": [("illegal-action", 9)],
    "kill-S6-ok": [],
    "kill-S6-two-chips": [("wrong-amount", 19), ("wrong-amount", 20)],
    "kill-S7-uncalled-collected-by-the-loser": [("uncalled-bet-not-returned", 13)],
    "kill-T1-short-ante-all-in": [],
    "kill-T2-no-ante-from-an-empty-seat": [],
    "kill-T4-stud-no-button-left-of-button": [],
    "kill-T9-show-with-unknown-card": [],
    "kill-T10-ante-above-the-stack": [("stack-exceeded", 0)],
    "kill-T3-everyone-mucks": [],                                   # spec silent; pot still by the cards
    "kill-S9-zero-collect-by-a-loser": [],
    "kill-O1-muck-after-the-payout": [],
    # (the capture never logged is taken as made: carol holds Ad, and her call of 20 is right)
    "kill-O2-palace-action-after-a-faulty-payout": [("palace-capture", 16), ("out-of-turn", 17)],
    "kill-O3-rake-collect-then-action": [("out-of-turn", 15)],                            # README: a show or muck may follow the payout
}


def _hands():
    for f in sorted(HANDS.glob("*.jsonl")):
        for line in f.read_bytes().splitlines():
            if line.strip():
                yield pytest.param(line, id=json.loads(line)["hand_id"])


def _replay(line: bytes):
    parsed, error = parse_line(line)
    assert error is None, error
    return replay(parsed)


@pytest.mark.parametrize("line", list(_hands()))
def test_core_rule_hand_gets_exactly_its_findings(line):
    hid = json.loads(line)["hand_id"]
    assert hid in EXPECTED, f"{hid}: a hand without its expected findings"
    res = _replay(line)
    got = [(f.code, f.seq) for f in res.findings]
    assert got == EXPECTED[hid], [(f.code, f.seq, f.message) for f in res.findings]


def test_uncontested_pot_is_no_showdown():
    """T5: a pot won when everyone else folded is not a showdown (stats: showdowns, WTSD)."""
    line = (HANDS / "kill_B18_complete_without_bring_in.jsonl").read_bytes().splitlines()[0]
    res = _replay(line)
    assert [p.showdown for p in res.players] == [False, False, False]
    assert res.pots[0].reason == "everyone else folded"


def test_spread_options_over_a_short_all_in_opening_bet():
    """B8: over a short all-in opening bet, spread allows a raise of max_bet over the all-in."""
    from audit.poker.betting import BettingRound, BettingRules

    from .betting_table import table

    t = table(5, 100, 100)
    br = BettingRound(t, BettingRules.from_rules({"betting": "spread", "min_bet": 10, "max_bet": 20}))
    br.start(0)
    br.bet(0, 0, 5)
    assert br.options(1) == (5, 10, 25, True)


def test_quads_beside_a_flush_in_a_palace_sized_hand():
    """E5: Palace counts banner + 3 palace cards + up to 5 soldiers (9 cards): quads (or a full
    house) beside a flush must rank as the quads (POKER.md 1: the best five cards)."""
    from audit.cards import CARD_INDEX
    from audit.poker.evaluate import FULL_HOUSE, QUADS, category, rank_hand
    cards = [CARD_INDEX[c] for c in ("Ah", "Kh", "Qh", "9h", "7h", "7c", "7d", "7s")]
    assert category(rank_hand(cards)) == QUADS
    cards = [CARD_INDEX[c] for c in ("Ah", "Kh", "Qh", "9h", "7h", "7c", "7d", "9s")]
    assert category(rank_hand(cards)) == FULL_HOUSE


def test_the_bug_makes_no_five_of_a_kind_but_of_aces():
    """W4: the bug counts only as an ace (or completes a straight or flush, POKER.md 1): four
    kings and the bug are four kings with an ace kicker, not five kings."""
    from audit.cards import parse_cards
    from audit.poker.evaluate import (
        QUADS,
        WildRules,
        category,
        rank_hand_wild,
        strength_ranks,
    )
    bug = WildRules.from_rules({"wild": ["JK"], "jokers": 1, "joker": "bug"})
    s = rank_hand_wild(parse_cards(["JK", "Kc", "Kd", "Kh", "Ks"]), bug)
    assert category(s) == QUADS and strength_ranks(s) == [11, 12]


def test_the_bug_not_held_cannot_be_a_fifth_ace():
    """W6: wild_represents not_held: the bug may not stand for an ace the player holds; with all
    four aces held it is no card (four aces), never five aces."""
    from audit.cards import parse_cards
    from audit.poker.evaluate import QUADS, WildRules, category, rank_hand_wild
    bug = WildRules.from_rules({"wild": ["JK"], "jokers": 1, "joker": "bug", "wild_represents": "not_held"})
    assert category(rank_hand_wild(parse_cards(["JK", "Ac", "Ad", "Ah", "As"]), bug)) == QUADS


def test_the_payout_is_the_first_collect_or_rake():
    """O3: the log pays out with its first collect or rake (README): a rake at 13 before the collect at 14."""
    line = (HANDS / "kill_O3_rake_collect_then_action.jsonl").read_bytes().splitlines()[0]
    (f,) = _replay(line).findings
    assert "(event 13)" in f.message, f.message
