"""Once the deck has run out (``reshuffle: stub_first``), the new deck is the earlier players'
discards (POKER.md 4.4): a card nobody has seen can come from it only for one of its unknown
(``??``) discards. A player who receives such a card when the new deck holds none is
``wrong-draw``: within one draw no later deck can give it (the player's own discards never come
back). Before, it passed unjudged. Review of session 60.

The deck's count is trusted only while every card so far is accounted for: after another card
fault the finding would be that fault's echo (one fault, one finding)."""

from __future__ import annotations

import json
from pathlib import Path

from audit.readers.native import decode_hand
from audit.replay import replay

TEXT = (Path(__file__).parent / "fixtures" / "poker_s60" /
        "draw-unseen-card-from-a-deck-of-known-discards.jsonl").read_text()


def _found(text: str) -> list[tuple[str, int | None, str]]:
    return [(f.code, f.seq, f.message) for f in replay(decode_hand(text.encode())).findings]


def test_a_card_nobody_has_seen_drawn_from_a_deck_of_known_discards_is_wrong_draw() -> None:
    [(code, seq, message)] = _found(TEXT)
    assert (code, seq) == ("wrong-draw", 19)
    assert message.startswith("g received 3s, a card nobody has seen, but the deck had run out")


def test_with_an_unknown_discard_in_the_new_deck_it_may_be_that_card() -> None:
    hand = json.loads(TEXT)
    draw_e = next(e for e in hand["events"] if e["type"] == "draw" and e["player"] == "e")
    draw_e["discard"][-1] = "??"       # one of e's discards not shown: the new deck holds an unknown card
    assert [c for c, _, _ in _found(json.dumps(hand))] == []


def test_after_an_unseen_draw_from_a_new_deck_it_is_not_judged() -> None:
    # which cards an unseen draw took (unknown discards or known ones) decides which deck a card
    # came from; the order the replay takes them in may place it wrongly: a legal masked hand got a
    # false wrong-draw (review of session 60's diff)
    text = (Path(__file__).parent / "fixtures" / "poker_s60" / "draw-masked-two-new-decks.jsonl").read_text()
    assert _found(text) == []


def test_not_judged_when_the_same_draw_receives_an_unseen_card() -> None:
    # a ?? received in the same draw may take the deck's last card, so the card nobody has seen
    # may come from the next deck (review of session 60's second diff review: a legal hand was a
    # false wrong-draw)
    text = (Path(__file__).parent / "fixtures" / "poker_s60" /
            "draw-unseen-card-beside-an-unseen-draw-to-a-second-deck.jsonl").read_text()
    assert _found(text) == []
