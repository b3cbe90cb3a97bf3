"""Draw with jokers: where each joker is, through ``??`` discards and the new deck made of the
discards (POKER.md 1: ``jokers`` up to 2; 4.4: the discards make a new deck when it runs out;
FORMAT.md: a two-joker deck holds two ``JK``).  Review of session 57:

* a joker a player kept through a ``??`` discard and showed was counted as a second joker of
  theirs, so the other player's show of the deck's second joker was a false
  ``shown-cards-mismatch`` and a pot paid to the wrong winner only ``unverifiable-award``;
* a joker drawn from a new deck that ``??`` discards went into was a false ``wrong-draw`` (the
  discard it may have been was looked for after the discards seen);
* a joker drawn wrongly before the deck ran out, then drawn again from the new deck, stopped the
  replay (``internal-error``: every other finding lost);
* a player drawing their own discarded joker back was told the deck "had not run out"."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "draw_s57" / "jokers.jsonl")


def _found(hid: str):
    return [(f.code, f.seq) for f in replay(HANDS[hid]).findings]


def test_a_joker_kept_through_a_blind_discard_and_shown_leaves_the_second_joker_free():
    assert _found("jk-blind-3") == []


def test_so_a_pot_paid_to_the_lower_hand_is_wrong_winner():
    assert _found("jk-blind-2w") == [("wrong-winner", 12)]


def test_a_joker_from_a_new_deck_of_blind_discards_is_no_wrong_draw():
    assert _found("jk-reshuffled-blind") == []


def test_a_joker_drawn_early_and_again_from_the_new_deck_is_two_findings_not_a_stop():
    found = replay(HANDS["jk-crash"]).findings
    assert [(f.code, f.seq) for f in found][:2] == [("wrong-draw", 31), ("duplicate-card", 33)]
    assert all(f.code != "internal-error" for f in found)


def test_ones_own_discarded_joker_back_is_told_so():
    [own, short] = replay(HANDS["S6-own-jk"]).findings
    assert (own.code, own.seq, short.code) == ("wrong-draw", 30, "wrong-draw")
    assert "one of p1's own discards" in own.message
