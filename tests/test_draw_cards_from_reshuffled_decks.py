"""The draw's cards after the deck ran out (POKER.md 4.4): which deck each received card came
from, and what a player holding unknown cards may discard and show.

* The order of a ``receive`` means nothing (FORMAT.md): the known cards of the deck in play
  are taken first, then cards nobody has seen as far as that deck may hold them, then the
  unknown ones.  Before, a draw that took the last cards of one new deck and the first of the
  next was ``wrong-draw`` or not depending on the order the cards were listed in, and a card
  nobody had seen took the place of a reshuffled discard drawn unseen, so that showing that
  discard later was ``shown-cards-mismatch``.
* Two jokers: a player who holds one joker known and drew unseen from a new deck holding the
  other may show a discard for the unseen card; the joker shown is the one held, whatever the
  order of the shown cards.
* A discard may stand for an unknown card held only once per card: the same card listed
  twice, or more jokers than the deck holds, is ``card-not-held`` (POKER.md: a deck holds
  each card once, and ``rules.jokers`` jokers).
"""

from __future__ import annotations

from audit.checkout import Summary
from audit.runner import validate

from .conftest import FIXTURES

HERE = FIXTURES / "draw_s33"


def _findings(name: str) -> list[tuple[str, str, int | None]]:
    summary = Summary()
    for chunk in validate([str(HERE / name)], None, 1):
        summary.add(chunk)
    return [(row["hand_id"], row["code"], row["seq"]) for row in summary.rows]


def test_a_draw_across_two_new_decks_is_legal_in_any_order_of_its_receive():
    assert _findings("receive-across-two-new-decks.jsonl") == []


def test_cards_nobody_saw_do_not_take_the_place_of_a_reshuffled_discard_drawn_unseen():
    # h131: a fresh card can only come from the new deck's one unknown discard; h166: from a
    # deck whose other cards are known; h471: an unplaced joker is a card nobody saw
    assert _findings("fresh-and-unknown-cards-from-reshuffled-decks.jsonl") == []


def test_the_joker_shown_by_a_player_who_holds_one_known_is_that_joker():
    assert _findings("two-jokers-show-a-reshuffled-discard.jsonl") == []


def test_a_discard_from_unknown_cards_counts_each_card_once():
    found = _findings("a-discard-listed-twice-from-unknown-cards.jsonl")
    assert found == [
        ("unk-same-card-twice", "card-not-held", 10),
        ("unk-held-by-other", "card-not-held", 10),
        ("unk-one-known-one-unk", "card-not-held", 10),
        ("jk1-two-jk-discards-one-known", "card-not-held", 10),
        ("jk1-two-unknown-jk-discards", "card-not-held", 10),
        ("jk3-third-joker", "card-not-held", 10),
        ("jk3-third-joker-shown", "shown-cards-mismatch", 16),
        ("jk3-two-unknown-jk-discards", "card-not-held", 10),
    ]


def test_the_order_of_a_discard_with_unknown_cards_means_nothing():
    # ["??", "Ah"] and ["Ah", "??"]: the card named is matched first (before, the ?? took the held
    # ?? that Ah then had to stand for: card-not-held, and a shown-cards-mismatch after it)
    assert _findings("discard-order-with-unknown-cards.jsonl") == []


def test_a_fresh_card_does_not_take_a_new_decks_unknown_discard_an_unknown_draw_may_have_taken():
    # p2 drew unseen from the new deck of p1's discards (one of them unknown), then p3 received
    # the deck's last cards and a fresh card from the next deck: its ?? is a card of the first
    # new deck, which p3 shows (before: shown-cards-mismatch)
    assert _findings("fresh-card-after-an-unknown-draw-from-the-new-deck.jsonl") == []
