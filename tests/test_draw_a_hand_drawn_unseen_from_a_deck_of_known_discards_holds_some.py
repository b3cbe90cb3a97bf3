"""README (draw): once the deck has run out (``reshuffle: stub_first``), a card a player drew unseen
from a new deck of known discards only is one of them.  The hand such a player shows must hold as
many of those discards as the cards it drew unseen from that deck, whether or not the cards it kept
are known (as PokerStars and PHH record an opponent: all ``??``); else ``shown-cards-mismatch``,
and the show is not the hand, which stays unknown (the pot it decides is ``unverifiable-award``).
Before, a hand of unknown kept cards passed, and the pot was judged on the impossible show."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "draw_s41" / "new_deck_of_known_discards.jsonl")


def test_a_show_without_the_new_decks_cards_is_a_mismatch_and_the_pot_unverifiable():
    # ten players leave 2 cards; p1 discards 7c 7d and takes them; p2's two new cards are 7c 7d
    found = [(f.code, f.seq, f.player) for f in replay(HANDS["rs-settle"]).findings]
    assert found == [("shown-cards-mismatch", 51, "p2"), ("unverifiable-award", 60, "p2")]
    [f] = [f for f in replay(HANDS["rs-settle"]).findings if f.code == "shown-cards-mismatch"]
    assert f.message == ("p2 showed Ks Kc Kh 2c 3d, but 2 of the cards p2 drew unseen came from the new deck of "
                         "the earlier players' discards (7c 7d), and the hand shown holds none of them")


def test_a_show_holding_them_is_clean():
    assert replay(HANDS["rs-ok"]).findings == []
