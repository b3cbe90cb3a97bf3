"""Palace Poker (PALACE.md 3): a battle judged over unknown cards (``??``) is proved wrong later in the
hand when the log names those cards (the winner's capture, a show) and they decide the battle against
the logged result: ``palace-wrong-battle-result`` at the battle event, as with the cards known."""

from __future__ import annotations

from audit.explain import explain_data, render_text
from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES, changed_hand

DIR = FIXTURES / "palace_s15"
VERDICT = ("alice without hearts: Ad As 4c (5h left out): best Ad As 4c, pair of aces, kicker four; bob without "
           "diamonds: Kh Ks 7c Kc (4d left out): best Kh Ks Kc 7c, three kings, kicker seven: bob wins")


def _hand(name: str, change=None) -> Hand:
    return changed_hand(DIR / name, change)


def _found(hand: Hand):
    return [(f.code, f.seq, f.player, f.message) for f in replay(hand).findings]


def test_the_capture_names_the_unknown_soldier() -> None:
    assert _found(_hand("capture-reveals-wrong-battle-claim.jsonl")) == [
        ("palace-wrong-battle-result", 13, "alice",
         f"the log says alice won the battle, but the cards the log names later (bob's, at the capture, "
         f"event 14) decide it: {VERDICT}")]


def test_a_later_show_names_the_unknown_soldier() -> None:
    # (alice's second battle holds the soldier she captured, unknown there: the pot it decides is
    # unverifiable, a warning; session 34)
    assert _found(_hand("show-reveals-wrong-battle-claim.jsonl")) == [
        ("palace-wrong-battle-result", 13, "alice",
         f"the log says alice won the battle, but the cards the log names later (bob's, at a show, "
         f"event 20) decide it: {VERDICT}"),
        ("unverifiable-award", 19, "alice",
         "the main pot of 95 went to alice 95, but the cards that decide it are not in the log (the battle "
         "of carol against alice was decided at event 17 over unknown cards)")]


def test_cards_named_later_that_agree_with_the_result() -> None:
    def low(events):
        events[14]["cards"] = ["Kh", "Ac"]
    assert _found(_hand("capture-reveals-wrong-battle-claim.jsonl", low)) == []


def test_explain_tells_the_battle_with_the_cards_named_later() -> None:
    text = render_text(explain_data(_hand("capture-reveals-wrong-battle-claim.jsonl")))
    assert "Cards unknown at the battle are named later in the log (event 14); with them:" in text
    assert "bob's three kings, kicker seven beats alice's pair of aces, kicker four: bob wins." in text
    assert "The log says: alice (wrong)." in text
