"""One crafted hand must not take the validator seconds or gigabytes (operators run it over
untrusted logs): each search over a hand is bounded, and a hand lists at most MAX_FINDINGS
findings.  These tests check the bounds themselves, not the time (timing belongs in bench/)."""

from __future__ import annotations

import json

from audit.cards import CARD_INDEX
from audit.model import MAX_FINDINGS, MORE_FINDINGS
from audit.poker import settle_by_player
from audit.poker.evaluate_wild import MOST_CARDS, WildRules, rank_hand_wild
from audit.poker.table_settle import unknown_ceiling
from audit.poker.evaluate import rank_hand
from audit.runner import validate


def test_a_deal_of_thousands_of_duplicate_cards_lists_at_most_max_findings(tmp_path):
    hand = {"format": "handaudit/1", "hand_id": "dups", "game": "draw", "rules": {"small_bet": 10},
            "button": 1, "seats": [{"seat": 1, "player": "ann", "stack": 100}, {"seat": 2, "player": "bob", "stack": 100}],
            "events": [{"type": "deal", "player": "bob", "down": ["2c"] * 5000}]}
    path = tmp_path / "dups.jsonl"
    path.write_text(json.dumps(hand) + "\n")
    [checked] = list(validate([str(path)]))
    # 4,995 duplicates found; the findings that other checks add after the cap may follow it
    assert MAX_FINDINGS <= len(checked.findings) < MAX_FINDINGS + 5
    assert checked.findings[MAX_FINDINGS - 1].message.endswith(MORE_FINDINGS)


def test_the_odd_chip_search_counts_every_placement_it_tries(monkeypatch):
    """Eight tied winners, two pots of seven odd chips each and totals no placement fits: the
    search tries at most its budget of placements (it counted only the pots it moved on to, so
    the placements of the last pot were tried without limit: 11.8 million here)."""
    tried = [0]
    real = settle_by_player.combinations_with_replacement

    def counted(items, k):
        for combo in real(items, k):
            tried[0] += 1
            yield combo

    monkeypatch.setattr(settle_by_player, "combinations_with_replacement", counted)
    winners = [f"p{k}" for k in range(8)]
    need = {p: 3 if k == 0 else 2 for k, p in enumerate(winners)}
    assert not settle_by_player._place_odd([(7, winners), (7, winners)], 0, need, [0])
    assert tried[0] <= 20000 + 2


def test_a_hand_of_more_cards_than_any_game_deals_has_no_unknown_ceiling():
    cards = [CARD_INDEX[c] for c in ("2c", "3d", "5h", "7s", "9c", "Jd", "Kh")] + [-1]
    assert len(cards) == MOST_CARDS + 1
    assert unknown_ceiling(cards, rank_hand, 0) is None
    assert unknown_ceiling(cards[-MOST_CARDS:], rank_hand, 0) is not None


def test_a_wild_hand_of_more_than_seven_cards_is_judged_on_its_first_seven():
    wild = WildRules(frozenset(CARD_INDEX[f"2{s}"] for s in "cdhs"))
    first = [CARD_INDEX[c] for c in ("2c", "9d", "9h", "Ks", "4c", "7d", "Jh")]
    assert len(first) == MOST_CARDS
    more = first + [CARD_INDEX[c] for c in ("As", "Ad", "Ah", "Ac")]
    assert rank_hand_wild(more, wild) == rank_hand_wild(first, wild)


def test_a_message_lists_at_most_sixty_cards_of_a_list():
    """A Palace hand buying thousands of soldiers: every message named them all (the soldier limit,
    after each buy), so the hand took time with the square of its buys (40,000 buys: 39 s)."""
    from audit.cards import LISTED, cards_str

    cards = [CARD_INDEX["2c"]] * 5000
    text = cards_str(cards)
    assert text.endswith(" ... (5000 cards)") and text.count("2c") == LISTED
    assert cards_str(iter(cards[:3])) == "2c 2c 2c"


def test_a_draw_receiving_a_card_in_each_of_many_draws_adds_to_the_hand_in_place(monkeypatch):
    """A crafted draw hand receiving one card in each of thousands of draws (each out of turn, each
    applied): the hand was copied at every draw, time with the square of the draws (270,000: 52 s);
    a draw that discards nothing now adds to the hand as it is."""
    copies = [0]
    hand = {"format": "handaudit/1", "hand_id": "grow", "game": "draw", "rules": {"small_bet": 2}, "button": 1,
            "seats": [{"seat": 1, "player": "alice", "stack": 100}, {"seat": 2, "player": "bob", "stack": 100}],
            "events": [{"type": "deal", "player": "bob", "down": ["2c", "3c", "4c", "5c", "7d"]},
                       {"type": "deal", "player": "alice", "down": ["2d", "3d", "4d", "5d", "7h"]},
                       {"type": "check", "player": "bob"}, {"type": "check", "player": "alice"}]
            + [{"type": "draw", "player": "bob", "discard": [], "receive": ["??"]}] * 2000}
    from audit.readers.native import decode_hand
    from audit.replay import replay

    class Counted(list):
        def copy(self):
            copies[0] += 1
            return Counted(self)

    import types

    import pytest

    from audit.poker import table
    if not isinstance(table.PokerTable.__dict__.get("__init__"), types.FunctionType):
        pytest.skip("the compiled table (an extension type) cannot be patched: the pure build is tested")
    real_init = table.PokerTable.__init__

    def init(self, *args, **kwargs):
        real_init(self, *args, **kwargs)
        self.cards = [Counted(c) for c in self.cards]

    monkeypatch.setattr(table.PokerTable, "__init__", init)
    res = replay(decode_hand(json.dumps(hand).encode()))
    assert res.findings and copies[0] == 0
