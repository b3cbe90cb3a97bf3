"""Messages a person understands without the code (CODES.md): they name the rule in force and
do not put a deck's answer where a player's name goes."""

from __future__ import annotations

import msgspec

from audit.explain import explain_data, render_text
from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES

MESSAGES = FIXTURES / "messages"


def _hand(name: str) -> Hand:
    return msgspec.json.decode((MESSAGES / name).read_text().splitlines()[0], type=Hand)


def test_joker_in_a_stud_deck_without_jokers_is_said_plainly():
    found = replay(_hand("stud-joker-in-a-deck-without-jokers.jsonl")).findings
    assert [f.code for f in found] == ["duplicate-card"]
    # (rules.jokers is a draw option: stud has no jokers whatever the rules say)
    assert found[0].message == "JK dealt to bob but seven-card stud is played with one 52-card deck and no jokers"


def test_odd_chip_reason_names_called_voluntary():
    text = render_text(explain_data(_hand("odd-chip-called-voluntary.jsonl")))
    line = next(x for x in text.splitlines() if "odd chip by" in x)
    assert "odd_chip=called_voluntary, but no voluntary bet or raise was called" in line


def test_fixed_limit_size_message_names_the_unit_not_the_bet():
    # short_big_blind: posted, the big blind all-in for 6: the bet is 6, a raise goes one unit (10)
    # over it; the message said "(the bet is 10)", which read as a contradiction
    found = replay(_hand("draw-short-big-blind-posted-raise-size.jsonl")).findings
    assert [f.code for f in found] == ["bet-above-maximum", "hand-incomplete"]
    assert found[0].message == ("alice raised to 20 but in fixed limit it must be to 16 "
                                "(bets and raises are 10 in this round)")


def test_pot_limit_completion_over_a_bring_in_as_large_as_min_bet_says_where_it_counts_from():
    # bring_in 100 and min_bet 100: completing "to min_bet" would not be above the bring-in, so
    # the opening bet adds min_bet to it; the message quoted "at least 100" beside a minimum of 200
    found = replay(_hand("stud-pot-limit-bring-in-as-large-as-min-bet.jsonl")).findings
    assert [f.code for f in found] == ["bet-below-minimum", "hand-incomplete"]
    assert found[0].message == ("alice completed to 150 but the minimum was to 200 (the bring-in of 100 is "
                                "already min_bet 100 or more: the opening bet adds at least 100 to it)")


def test_a_tie_broken_by_fewer_wild_cards_says_so():
    # the same flush, one with a joker: fewer_wilds_win gives the pot to the natural flush, and
    # both hands read "flush, ace high, then king, nine, six, three" without the wild cards' count
    found = replay(_hand("draw-fewer-wilds-win.jsonl")).findings
    assert [f.code for f in found] == ["wrong-winner"]
    assert found[0].message == (
        "the main pot of 20: 20 paid to carol (flush, ace high, then king, nine, six, three, with 1 wild "
        "card); it belongs to bob (flush, ace high, then king, nine, six, three, with no wild cards)")
    text = render_text(explain_data(_hand("draw-fewer-wilds-win.jsonl")))
    assert "goes to bob: flush, ace high, then king, nine, six, three, with no wild cards" in text


def test_a_declaration_where_the_rules_have_no_dealt_tonk_says_so():
    # dealt_tonk: null: the message said "only a dealt count of nothing qualifies"
    found = replay(_hand("tonk-declare-without-dealt-tonks.jsonl")).findings
    assert [f.code for f in found] == ["tonk-dealt-tonk"]
    assert found[0].message == ("bob declared a dealt tonk with a count of 31; these rules have no dealt tonk "
                                "(rules.dealt_tonk is empty or null)")


def test_a_wager_too_small_names_the_action_logged():
    """A completion or a bet that is not above what it faces says so in its own word (it said
    "raised" for every one of them, and "not above the bet of 0 to call" for a bet of nothing)."""
    found = replay(_hand("stud-complete-below-the-bring-in.jsonl")).findings
    assert ("bet-below-minimum", "cat completed to 3, which is not above the bring-in of 5") in \
        [(f.code, f.message) for f in found]
    found = replay(_hand("stud-bet-of-nothing.jsonl")).findings
    assert ("bet-below-minimum", "ann bet to 0, which puts no chips in (there was no bet to call)") in \
        [(f.code, f.message) for f in found]


def test_a_seat_without_chips_that_acts_is_not_said_to_have_folded():
    found = replay(_hand("stud-a-seat-without-chips-acts.jsonl")).findings
    assert ("out-of-turn", "cat called but sat with no chips, so was not dealt in: out of the hand") in \
        [(f.code, f.message) for f in found]


def test_a_bet_facing_the_bring_in_says_it_must_be_a_completion():
    # facing only the bring-in, the opening bet is a completion (POKER.md 2), not a raise
    found = replay(_hand("stud-bet-facing-the-bring-in.jsonl")).findings
    assert [f.code for f in found] == ["illegal-bet", "hand-incomplete"]
    assert found[0].message == ("cat bet to 10 but there was already a forced bet of 5 to face: "
                                "it must be a completion")


def test_a_raise_marked_all_in_with_chips_left_says_raised():
    # the message said "a's bet to 20" for a raise (review of session 63)
    found = replay(_hand("draw-raise-marked-all-in-with-chips-left.jsonl")).findings
    assert ("bet-below-minimum", 5, "a raised to 20, marked all-in, but 80 chips were left behind") in \
        [(f.code, f.seq, f.message) for f in found]


def test_a_raise_marked_all_in_that_is_too_small_too_is_one_finding():
    # the one line gave two bet-below-minimum (review of session 64's list)
    found = replay(_hand("draw-raise-too-small-marked-all-in.jsonl")).findings
    at = [(f.code, f.message) for f in found if f.seq == 5]
    assert at == [("bet-below-minimum", "a raised to 15, marked all-in, but 85 chips were left behind; and "
                   "in fixed limit it must be to 20 (bets and raises are 10 in this round)")]
    found = replay(_hand("draw-raise-not-above-the-bet-marked-all-in.jsonl")).findings
    at = [(f.code, f.message) for f in found if f.seq == 5]
    assert at == [("bet-below-minimum", "a raised to 10, marked all-in, but 90 chips were left behind; and "
                   "it is not above the bet of 10 to call")]
