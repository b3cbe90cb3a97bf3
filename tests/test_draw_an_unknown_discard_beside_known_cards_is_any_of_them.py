"""Draw: a discard logged ``??`` from a hand that holds known and unknown cards may be any of
them (which one the log does not say), so none of the cards kept is known (the known ones stay
the player's in the ledger: nobody else may take them).  Before, it was taken for one of the
unknown cards, so a show of the known card's replacement was a false ``shown-cards-mismatch``
(the review of session 34's diff: 1,686 of 12,000 legal hands with 30% of the dealt and drawn
cards masked)."""

from __future__ import annotations

from audit.codes import severity
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id


def test_masked_legal_hands_with_unknown_discards_get_no_error():
    hands = hands_by_id(FIXTURES / "draw_s34" / "unknown-discard-from-a-hand-with-known-cards.jsonl")
    assert len(hands) == 3
    for hid, hand in hands.items():
        assert [f.code for f in replay(hand).findings if severity(f.code) == "error"] == [], hid


def test_a_named_card_of_another_player_is_still_not_held():
    # the change is for ``??`` only: a discard naming As, which ivan holds, is card-not-held
    import msgspec

    from audit.model import Hand

    hand = hands_by_id(FIXTURES / "draw_s34" / "unknown-discard-from-a-hand-with-known-cards.jsonl")["draw-301-1-p0.3"]
    raw = msgspec.to_builtins(hand)
    for ev in raw["events"]:
        if ev["type"] == "draw" and ev["player"] == "heidi":
            ev["discard"] = ["9c", "Ad", "As"]
    found = [(f.code, f.player) for f in replay(msgspec.convert(raw, Hand)).findings if severity(f.code) == "error"]
    assert found[0] == ("card-not-held", "heidi")


def test_a_card_kept_after_an_unknown_discard_is_still_nobody_elses():
    # bob, dealt Ah Kd Qc 3s 4d, discards ?? ??: 4d may still be his, so alice receiving it is a
    # duplicate-card (the second review: placing the kept cards nowhere let this pass)
    import json

    from audit.model import Hand
    import msgspec

    hand = json.loads((FIXTURES.parents[2] / "shared" / "spec" / "examples" / "draw-split-pot.jsonl")
                      .read_text().splitlines()[0])
    for ev in hand["events"]:
        if ev["type"] == "draw" and ev["player"] == "bob":
            ev["discard"] = ["??" for _ in ev["discard"]]
    draws = [ev for ev in hand["events"] if ev["type"] == "draw"]
    bob_keeps = [c for ev in hand["events"] if ev["type"] == "deal" and ev["player"] == "bob"
                 for c in ev["down"]][-1]
    other = next(ev for ev in draws if ev["player"] != "bob" and ev["receive"])
    other["receive"][0] = bob_keeps
    found = [(f.code, f.player) for f in replay(msgspec.convert(hand, Hand)).findings]
    assert ("duplicate-card", other["player"]) in found
