"""Stud, logs without ``burn`` lines (PokerStars, PHH): a street's FIRST deal line logged under the
name of a player who has folded, the player it was due to (the first still in from the dealer's
left) having no deal line of the street, is that player's deal (README: one ``wrong-deal``, "taken as
X's, logged under Y's name"), as the same line later in the street, or after a burn, already was.
Before, with no burn to begin the street, the line was skipped as a deal to a folded player and the
next (right) line was a second ``wrong-deal`` (dealt before the due player, who was then never dealt
the street's card), often with a ``shown-cards-mismatch`` at the due player's show.  A deal to a
folded player that is no misnaming (the street's own lines follow in full) is still one
``wrong-deal``, skipped.  Fixtures: review 48's real-history mutants (R1) beside their legal bases."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

DIR = FIXTURES / "stud_s48"


def _one(name: str):
    (hand,) = hands_by_id(DIR / f"{name}.jsonl").values()
    return hand


def _base(name: str):
    (hand,) = hands_by_id(DIR / f"{name}.base.jsonl").values()
    return hand


# (fixture, seq of the misnamed line, the folded player named, the player it was due to, the street)
MISNAMED = [
    ("R1_deal_folded_first_of_street", 16, "James Obst", "Matthew Ashton"),                 # WSOP PHH, 4th street
    ("fourth_street_up_card_under_a_folded_name", 18, "Hero", "Nikolay Zem"),               # PokerStars, 4th street
    ("seventh_street_down_card_under_a_folded_name", 48, "roditopgrdk", "ranchim"),        # PokerStars, 7th street down
]


@pytest.mark.parametrize("name", [m[0] for m in MISNAMED] + ["first_deal_under_a_folded_name_after_a_burn",
                                                             "deal_to_a_folded_player_besides_the_street"])
def test_the_legal_bases_are_clean(name):
    assert replay(_base(name)).findings == []


@pytest.mark.parametrize("name,seq,named,due", MISNAMED)
def test_a_streets_first_deal_under_a_folded_name_is_the_due_players_deal(name, seq, named, due):
    result = replay(_one(name))
    assert [(f.code, f.seq, f.player) for f in result.findings] == [("wrong-deal", seq, named)]
    assert f"taken as {due}'s, logged under {named}'s name" in result.findings[0].message
    # the hand is judged as logged otherwise: the same showdown, pots and awards as its legal base
    base = replay(_base(name))
    assert result.showdown == base.showdown
    assert result.pots == base.pots
    assert result.awards == base.awards
    assert result.rounds == base.rounds


def test_after_a_burn_it_reads_the_same():
    # (guard: already so before the fix) the same line after the street's burn
    result = replay(_one("first_deal_under_a_folded_name_after_a_burn"))
    assert [(f.code, f.seq, f.player) for f in result.findings] == [("wrong-deal", 17, "James Obst")]
    assert "taken as Matthew Ashton's" in result.findings[0].message


def test_a_deal_to_a_folded_player_besides_the_streets_own_lines_is_still_skipped():
    # (guard: already so before the fix) the due player's own line follows: no misnaming, the line is
    # a deal to a folded player, skipped, and the street is dealt as logged
    result = replay(_one("deal_to_a_folded_player_besides_the_street"))
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [
        ("wrong-deal", 16, "James Obst", "James Obst was dealt 2c up but has folded")]
