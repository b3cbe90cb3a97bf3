"""PokerStars limit games lift the raise cap in a round that begins heads-up, not in one that
becomes heads-up: its own log (hand 35874289931, 5th street: a bet, a fold, three raises,
"Betting is capped") caps a round that began three-handed.  The reader read every fixed-limit
hand with `cap_heads_up: false`, so a fourth raise after a fold left two players passed; it now
reads them with `cap_heads_up: "round_start"` (a third value of the option).  And four more
reader fixes: a summary that says the collector lost, a draw line with another number of cards
than discarded, a post of "small & big blinds" of the big blind alone, and "stands pat on"
other cards than those dealt."""

from __future__ import annotations

import pytest

from audit.poker.betting_rules import BettingRules
from audit.protocol import RulesError
from audit.runner import validate

from .conftest import FIXTURES

HERE = FIXTURES / "pokerstars_s43"


def _found(name):
    return [(f.code, f.seq) for c in validate([str(HERE / name)], jobs=1) for f in c.findings]


def test_a_fourth_raise_in_a_round_that_went_heads_up_exceeds_the_cap():
    assert _found("cap-round-went-heads-up.txt") == [("raise-cap-exceeded", 23)]


def test_four_raises_in_a_round_that_began_heads_up_are_legal():
    assert _found("cap-round-began-heads-up.txt") == []


def test_cap_heads_up_takes_true_false_or_round_start():
    assert BettingRules.from_rules({"small_bet": 2, "cap_heads_up": "round_start"}).cap_heads_up == "round_start"
    with pytest.raises(RulesError, match='rules.cap_heads_up must be true, false or "round_start"'):
        BettingRules.from_rules({"small_bet": 2, "cap_heads_up": "always"})


# ---- this session's other reader fixes ------------------------------------------------------------

def test_a_summary_whose_every_seat_line_says_lost_is_compared_with_the_collected_lines():
    # the collector's seat line says "lost": the summary's won amounts (none) differ from the body
    assert _found("summary-says-the-collector-lost.txt") == [("books-unbalanced", None)]


def test_a_draw_line_with_fewer_cards_than_discarded_is_wrong_draw():
    # "Hero: discards 2 cards", then "Dealt to Hero [Qd 6c 6h] [4h]": one wrong-draw at the draw (it
    # was only an unparsed-line warning); the summary's five-card list is not a second finding
    assert _found("draw-received-fewer-than-discarded.txt") == [("wrong-draw", 14)]


def test_posts_small_and_big_blinds_of_the_big_blind_alone_is_a_wrong_forced_bet():
    assert _found("small-and-big-of-the-big-blind-only.txt") == [("wrong-forced-bet", 3)]


def test_stands_pat_on_cards_other_than_those_dealt_is_malformed():
    # as a Dealt to line restating other cards: the log contradicts itself about the hand
    [(c, m)] = [(c, f.message) for c in validate([str(HERE / "stands-pat-on-other-cards.txt")], jobs=1)
                for f in c.findings]
    assert c.error and m.endswith("Hero keeps 2c in the draw, but was dealt Td Th 6h 4h 2s and discarded nothing")


def test_a_summary_cut_after_a_seat_line_says_nothing_of_the_players_it_does_not_list():
    # the collector's seat line is missing (the log stops in the summary): not "won nothing"
    assert _found("summary-cut-after-a-seat-line.txt") == []


def test_a_wrong_draw_does_not_hide_a_summary_at_odds_with_the_show():
    assert sorted(_found("own-discard-drawn-and-summary-at-odds-with-the-show.txt"), key=str) == [
        ("shown-cards-mismatch", None), ("wrong-draw", 12)]


def test_small_and_big_blinds_short_of_the_big_blind_is_one_finding():
    assert _found("small-and-big-short-of-the-big-blind.txt") == [("wrong-forced-bet", 2)]
