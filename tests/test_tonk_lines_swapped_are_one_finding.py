"""Tonk, lines swapped (at the end of the stock, in the deal), one finding (README: one fault stays one
finding).  With ``stock_out: on_empty_draw`` and the stock empty, a discard logged before the
player's own draw from the pile that brings that very card (the player did not hold it) is the
two lines swapped: one ``tonk-turn-order``, as with stock left (it ended the hand: two
``out-of-turn``).  In the turn that took the last stock card, a hit logged after the first pay
line is that turn's meld, as with stock left: one ``out-of-turn`` at the hit, and the tonk it
makes is settled (the pay ended the turn "without a discard", a stock out, and the four right
payments were called wrong)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "tonk_s45" / "last-stock-lines-swapped.jsonl")


def _found(hand_id: str) -> list[tuple[str, int | None, str | None]]:
    return [(f.code, f.seq, f.player) for f in replay(HANDS[hand_id]).findings]


def test_the_legal_hands_are_clean():
    assert _found("a-empty-stock-legal") == [] and _found("c-last-stock-tonk-legal") == []


def test_a_discard_before_the_pile_draw_that_brings_it_at_the_empty_stock_is_one_turn_order():
    assert _found("a-empty-stock-discard-same-card-swap") == [("tonk-turn-order", 5, "bob")]


def test_a_hit_after_the_first_pay_in_the_last_stock_turn_is_one_out_of_turn():
    assert _found("c-last-stock-tonk-hit-after-pay") == [("out-of-turn", 21, "ann")]


DEALS = hands_by_id(FIXTURES / "tonk_s45" / "deal-lines-swapped.jsonl")


def test_a_deal_and_the_upcard_or_the_first_play_swapped_are_one_wrong_deal():
    # (before: a second wrong-deal, "dealt cards after the deal was over" or "the upcard was
    # turned after play had started", in each of ~1,050 one-mistake mutants)
    found = {k: [(f.code, f.seq) for f in replay(h).findings] for k, h in DEALS.items()}
    assert found == {"e-deal-upcard-swap": [("wrong-deal", 1)], "e-upcard-draw-swap": [("wrong-deal", 2)],
                     "deal-after-first-draw": [("wrong-deal", 1)]}
    late = replay(DEALS["deal-after-first-draw"]).findings[0].message
    assert "carol was not dealt yet" in late and late.endswith("; the deal logged later replaces them")


DROPS = hands_by_id(FIXTURES / "tonk_s45" / "lines-left-out-or-misnamed.jsonl")


def test_a_drop_line_left_out_is_one_finding_and_the_hand_is_settled_as_the_drop():
    # the player to act, before any play of the turn, reveals among the settling lines: their
    # drop line was left out (before: every reveal illegal-action and hand-incomplete, unsettled)
    assert [f.code for f in replay(DROPS["d-drop-legal"]).findings] == []
    for hand_id, seq in (("d-missing-drop", 3), ("drop-missing-reveals-out-of-order", 38)):
        result = replay(DROPS[hand_id])
        assert [(f.code, f.seq) for f in result.findings] == [("illegal-action", seq)]
        assert "taken as" in result.findings[0].message and result.stats["ending"].startswith("drop")


def test_a_discard_naming_the_wrong_player_is_the_discard_of_the_player_in_turn():
    # bob "discards" Jc, which ann (in turn, drawn) holds: one card-not-held, and the discard is
    # ann's (before: the turn order, a right reveal called a mismatch, sometimes wrong payments)
    assert [f.code for f in replay(DROPS["h-discard-legal"]).findings] == []
    result = replay(DROPS["h-discard-wrong-player"])
    assert [(f.code, f.seq) for f in result.findings] == [("card-not-held", 4)]
    assert result.findings[0].message.endswith("taken as ann's discard (the line names the wrong player)")


def test_a_declaration_logged_after_the_first_pay_or_naming_the_wrong_player_is_one_finding():
    assert [f.code for f in replay(DROPS["f-declare-legal"]).findings] == []
    late = replay(DROPS["f-declare-pay-swap"])           # pay, then the declaration: the lines swapped
    assert [(f.code, f.seq) for f in late.findings] == [("out-of-turn", 4)]
    wrong = replay(DROPS["g-declare-wrong-player"])      # ann declares bob's dealt tonk
    assert [(f.code, f.seq, f.player) for f in wrong.findings] == [("tonk-dealt-tonk", 3, "ann")]
    assert wrong.findings[0].message.endswith("the declaration names ann, not bob")
