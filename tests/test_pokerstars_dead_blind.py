"""Dead blinds: ``posts small & big blinds`` (a player entering out of position posts the big blind
live and the small blind dead) is an entry big blind and a ``blind`` of kind ``dead``: the dead
chips are in the main pot but in nobody's bet of the round (PokerStars' ``raises $0.10 to $0.20``
counts the live blind only), never an uncalled bet and never a side-pot level."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay
from audit.runner import validate

from .conftest import FIXTURES

DEAD = FIXTURES / "pokerstars" / "draw_dead_small_blind.txt"   # dantho: posts small & big blinds $0.15


def checked():
    (c,) = validate([str(DEAD)], keep=True)
    assert c.error is None, c.error
    return c


def test_the_live_part_is_an_entry_big_blind_and_the_dead_part_a_dead_blind():
    hand = checked().hand
    posts = [(e.type, e.player, e.amount, e.kind) for e in hand.events if e.type in ("ante", "blind")]
    assert posts == [("blind", "Postman15", 5, "small"), ("blind", "francois 712", 10, "big"),
                     ("blind", "dantho", 10, "big"), ("blind", "dantho", 5, "dead")]
    assert hand.rules["blinds"] == [5, 10]
    raise_ = next(e for e in hand.events if e.type == "raise")
    assert (raise_.player, raise_.to) == ("dantho", 20)         # the live money only, as logged


def test_the_real_hand_with_a_dead_blind_is_clean():
    # before: wrong-forced-bet on a second small blind, bet-below-minimum on the raise,
    # wrong-amount and books-unbalanced on the collect; then an ante in a game without antes
    # and the dead chips taken for an uncalled bet
    assert checked().findings == []


def test_all_in_for_less_than_the_big_blind_posts_no_dead_part(tmp_path):
    text = DEAD.read_text().replace("dantho: posts small & big blinds $0.15",
                                    "dantho: posts small & big blinds $0.08 and is all-in")
    f = tmp_path / "short.txt"
    f.write_text(text, encoding="utf-8")
    (c,) = validate([str(f)], keep=True)
    posts = [(e.type, e.amount) for e in c.hand.events if e.player == "dantho" and e.type in ("ante", "blind")]
    assert posts == [("blind", 8)]


def _native(dead: dict) -> list[tuple[str, int | None]]:
    """Blinds 5/10 (alice on the button); dave enters left of the big blind posting 10 live and ``dead`` dead,
    raises to 20 and everyone folds: the 20 of his bet nobody matched beyond 10 comes back."""
    names = ["alice", "bob", "carol", "dave"]
    seats = [{"seat": k + 1, "player": p, "stack": 500} for k, p in enumerate(names)]
    deal = [{"type": "deal", "player": p, "down": [f"{r}{s}" for r in "23456"]}
            for p, s in zip(["bob", "carol", "dave", "alice"], "cdhs")]
    events = [{"type": "blind", "player": "bob", "amount": 5, "kind": "small"},
              {"type": "blind", "player": "carol", "amount": 10, "kind": "big"},
              {"type": "blind", "player": "dave", "amount": 10, "kind": "big"}, dead] + deal + [
        {"type": "raise", "player": "dave", "to": 20}, {"type": "fold", "player": "alice"},
        {"type": "fold", "player": "bob"}, {"type": "fold", "player": "carol"},
        {"type": "return", "player": "dave", "amount": 10},
        {"type": "collect", "player": "dave", "amount": 5 + 10 + 10 + dead.get("amount", 0)}]
    hand = {"format": "handaudit/1", "hand_id": "d", "game": "draw", "button": 1, "seats": seats,
            "rules": {"betting": "fixed", "blinds": [5, 10]}, "events": events}
    return [(f.code, f.seq) for f in replay(msgspec.convert(hand, Hand)).findings]


def test_dead_chips_stay_in_the_pot_and_are_never_returned():
    assert _native({"type": "blind", "player": "dave", "amount": 5, "kind": "dead"}) == []


def test_a_dead_blind_of_another_size_or_from_the_blinds_is_a_wrong_forced_bet():
    assert _native({"type": "blind", "player": "dave", "amount": 7, "kind": "dead"}) == [("wrong-forced-bet", 3)]
    assert ("wrong-forced-bet", 3) in _native({"type": "blind", "player": "bob", "amount": 5, "kind": "dead"})
