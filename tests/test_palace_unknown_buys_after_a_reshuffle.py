"""Palace Poker (PALACE.md 2: the discard pile, shuffled, is the new draw deck; FORMAT.md: a buy is
``??`` when not revealed): a ``??`` buy may be any card of the deck, and the known cards of the
reshuffled pile are taken first, so it uses up none of the pile's unknown cards while known ones are
left.  Before, it did, and a later buy naming the card the unknown one is (carol's ``??`` palace card,
Qc) was a false ``duplicate-card``; the same buys in the other order were clean (review of session 34,
D1)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "palace_s34" / "reshuffle-unknown-buy.jsonl")


def _found(hand_id: str):
    return [(f.code, f.seq, f.player) for f in replay(HANDS[hand_id]).findings]


def test_an_unknown_buy_leaves_the_pile_s_unknown_card_to_a_named_buy():
    # alice buys ?? (event 88), then bob buys Qc, the reshuffled pile's one unknown card
    assert _found("rs1") == []


def test_the_order_of_the_buys_does_not_change_the_verdict():
    assert _found("rs1-swapped") == []          # bob's Qc first, then alice's ??
    assert _found("rs1-named") == []            # alice's buy named (a known discard)
