"""Draw verdicts a second probe of the rules found wrong (each hand in tests/fixtures/draw_s14):

* collects without pot numbers, a rake, and an uncalled bet not wholly returned: the owner's
  collect was taken to hold the chips not returned whenever that left their share less at
  most the rake, so a collect of exactly the share was ``wrong-amount`` (and shown 10 short);
  now it is taken so only when the collects are a settlement that way and not as they stand;
* a burned joker in a deck without jokers read "is already in the not in this deck";
* a draw after the hand ended was ``illegal-action``; CODES.md: acting "after the hand ended"
  is ``out-of-turn``, as a check there already was."""

from __future__ import annotations


from audit.explain import explain_data
from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = FIXTURES / "draw_s14"


def _hands(name: str) -> dict[str, Hand]:
    return hands_by_id(HANDS / name)


def _found(hand: Hand) -> list[tuple[str, int | None, str | None]]:
    return [(f.code, f.seq, f.player) for f in replay(hand).findings]


def test_a_collect_of_exactly_the_share_is_not_taken_for_the_unreturned_chips() -> None:
    hands = _hands("short-return-rake-no-pot-numbers.jsonl")
    assert _found(hands["ok-nopot-rake"]) == []
    for hand_id in ("shortret-nopot-rake", "shortret-pot-rake"):
        assert _found(hands[hand_id]) == [("uncalled-bet-not-returned", 17, "bob"), ("books-unbalanced", None, None)]
    # the dispute view shows what the log paid bob: 300, his share of side pot 1
    awards = explain_data(hands["shortret-nopot-rake"])["awards"]
    assert [(a["pot_name"], a["player"], a["correct"], a["recorded"]) for a in awards] == [
        ("the main pot", "carol", 140, 140), ("side pot 1", "bob", 300, 300)]


def test_a_burned_joker_in_a_deck_without_jokers_says_so() -> None:
    hands = _hands("burn-joker-without-jokers.jsonl")
    findings = replay(hands["burn-jk-nojokers"]).findings
    assert [(f.code, f.seq, f.message) for f in findings] == [
        ("duplicate-card", 9, "burned card JK, but this deck has no jokers (rules.jokers)")]
    assert _found(hands["burn-r1-mid"]) == [] and _found(hands["burn-after-show"]) == []


def test_a_draw_after_the_hand_ended_is_out_of_turn() -> None:
    hands = _hands("draw-after-the-hand-ended.jsonl")
    for hand_id in ("rd-then-draw", "fold-win-then-draw"):
        findings = replay(hands[hand_id]).findings
        assert [(f.code, f.seq, f.player, f.message) for f in findings] == [
            ("out-of-turn", 9, "bob", "bob drew after the hand had ended")]
    assert _found(hands["rd-then-check"]) == [("out-of-turn", 9, "bob")]
