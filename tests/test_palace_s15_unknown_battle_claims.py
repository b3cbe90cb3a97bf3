"""Palace Poker, a battle over unknown cards (PALACE.md 3): a ``battle`` event naming a player who is
not in the battle is wrong, and the capture that follows names the winner (as with no battle event);
with no result at all, both stay in the hand, and ``explain`` says so."""

from __future__ import annotations

import msgspec

from audit.explain import explain_data, render_text
from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES

DIR = FIXTURES / "palace_s15"


def _hand(name: str) -> Hand:
    return msgspec.json.decode((DIR / name).read_text(), type=Hand)


def test_the_capture_names_the_winner_after_an_outsider_claim() -> None:
    r = replay(_hand("unknown-battle-outsider-claim.jsonl"))
    assert [(f.code, f.seq, f.message) for f in r.findings] == [
        ("palace-wrong-battle-result", 12,
         "the log says alice won the battle of carol against bob, who is not in it"),
        ("unverifiable-award", 18, "the main pot of 95 went to bob 95, but the cards that decide it are not in "
                                   "the log (the battle of carol against bob was decided at event 13 over "
                                   "unknown cards)")]
    text = render_text(explain_data(_hand("unknown-battle-outsider-claim.jsonl")))
    assert "The log says: alice." in text
    assert "As logged, carol leaves the hand and bob captures the banner and soldiers." in text


def test_explain_of_an_unknown_battle_without_a_result() -> None:
    hand = _hand("unknown-battle-no-result.jsonl")
    assert [(f.code, f.seq) for f in replay(hand).findings] == [("unverifiable-award", 15)]
    text = render_text(explain_data(hand))
    assert ("Some cards are unknown: the battle cannot be checked; the log gives no result, so both stay "
            "in the hand.") in text
    assert "the log's result stands" not in text
    # the showdown ranks the known hands only (as in draw and stud); no "unknown cards ()"
    assert "()" not in text
    # (once, under the quiet round's section, each hand with its place: session 68, the hands were
    # shown twice, under "Showdown (best first)" too)
    assert "Showdown (best first)" not in text
    assert "  only the hands whose cards are known are ranked; the cards of bob are not" in text
    assert "  1      carol   9s 9c 9d Jh     9s 9c 9d Jh  three nines, kicker jack" in text
    assert "  -      bob     Kh Ks 7c 4d ??               unknown cards" in text


def test_an_outsider_claim_is_reported_once_and_the_capture_judged_on_its_own() -> None:
    # the regression differential: the winner's capture after an outsider claim repeated the
    # outsider's finding at the capture, though the capture named the right winner
    from .conftest import hands_by_id

    hands = hands_by_id(FIXTURES / "palace_s15" / "outsider-claim-then-capture.jsonl")
    found = {h: [(f.code, f.seq, f.player) for f in replay(hand).findings] for h, hand in hands.items()}
    assert found["B2a-outsider-claim-then-winner-captures"] == [("palace-wrong-battle-result", 14, "alice")]
    assert found["B2b-outsider-claim-then-loser-captures"] == [("palace-wrong-battle-result", 14, "alice"),
                                                               ("palace-wrong-battle-result", 15, "bob")]
    assert [f for f in found["B2c-outsider-claim-then-outsider-captures"] if f[0] == "palace-wrong-battle-result"] \
        == [("palace-wrong-battle-result", 14, "alice")]
