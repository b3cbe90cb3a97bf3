"""Draw, ``reshuffle: with_stub``: the new deck is the deck's last cards shuffled with the earlier
players' discards, so it holds no card nobody has seen but those last cards.  A draw that receives
more cards nobody has seen than that is ``wrong-draw`` at the first one too many, as under
``stub_first`` (whose new deck, the discards alone, holds none).  Before (review of session 62) only
``stub_first``'s new deck was counted: seven players, three dealt ``??``, the deck down to two cards,
a draw of four receiving two cards of a ``??`` hand passed."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

HANDS = FIXTURES / "draw_s62" / "unseen-cards-from-a-new-deck.jsonl"


def test_an_unseen_card_past_the_stub_is_wrong_draw_under_both_reshuffles():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(HANDS)])}
    assert found == {"s6-stub_first-legal": [], "s6-stub_first-bad": [("wrong-draw", 24, "p4")],
                     "s6-with_stub-legal": [], "s6-with_stub-bad": [("wrong-draw", 24, "p4")]}
    [message] = [f.message for c in validate([str(HANDS)]) if c.hand_id == "s6-with_stub-bad" for f in c.findings]
    assert message.startswith("p4 received 9d, a card nobody has seen, but the deck in play was the earlier "
                              "players' discards, shuffled with what was left of the deck (reshuffle: with_stub)")


def test_a_deck_that_ran_out_exactly_holds_no_unseen_card_under_with_stub_either():
    # the deck empties at the end of a draw: the next draw's new deck is the discards alone, under
    # with_stub as under stub_first (the diff review of session 62: only stub_first's was checked)
    path = FIXTURES / "draw_s62" / "a-deck-that-ran-out-exactly.jsonl"
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(path)])}
    assert found == {"A-exact-stub_first": [("wrong-draw", 25, "p5")], "A-exact-with_stub": [("wrong-draw", 25, "p5")]}
