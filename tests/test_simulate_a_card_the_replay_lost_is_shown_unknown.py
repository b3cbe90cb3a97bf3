"""The draw simulator shows a card its replay no longer knows (after an injected ``duplicate-card``,
the replay's hand holds an unknown card) as ``??``: it wrote ``JK`` (``CARD_NAMES[-1]``, a joker's
name), a card a deck without jokers does not have, so the hand had a second, false
``shown-cards-mismatch`` beside its one fault (review of session 62: hand 1770 of seed 22, 8 players).
Such a card can also leave a pot whose winner the log cannot tell: the simulator makes another hand
then, as for a ``shown-cards-mismatch`` fault, rather than leave the pot unpaid."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay
from audit.simulate import simulate


def test_a_lost_card_is_shown_unknown_and_the_fault_stays_one_finding(monkeypatch):
    import audit.simulate.draw as draw

    monkeypatch.setattr(draw, "FAULTS", ("duplicate-card",))
    shown_unknown = 0
    # (the first hand with a shown unknown card, seed by seed: where the stream puts it moves with the
    # simulator's choices; it was seed 5, hands 420-600, before session 70's rare options)
    for seed in range(1, 9):
        carry: dict = {}        # a redeal's pot carried to the table's next hand, as simulate replays it
        for hand in simulate("draw", 3000, 8, seed=seed, faults=1.0):
            result = replay(msgspec.convert(hand, Hand), None, carry.pop(hand["table"], 0))
            if result.carries:
                carry[hand["table"]] = result.carries
            jokers = hand["rules"].get("jokers", 0)
            shows = [c for e in hand["events"] if e["type"] == "show" for c in e["cards"]]
            assert jokers or "JK" not in shows, hand["hand_id"]
            shown_unknown += "??" in shows
            injected = hand.get("injected")
            if injected and injected["code"] == "duplicate-card":
                assert [(f.code, f.seq) for f in result.findings] == [("duplicate-card", injected["seq"])], \
                    hand["hand_id"]
            if shown_unknown:
                break
        if shown_unknown:
            break
    assert shown_unknown        # (the case is there: a card the replay lost, shown)


def test_a_pot_the_lost_card_leaves_without_a_winner_is_another_hand(monkeypatch):
    # both copies of a duplicated card drawn by one player: the replay shows the second as ??, and a
    # pot's winner cannot be told; the simulator wrote no collect for it (books-unbalanced and
    # unverifiable-award beside the one fault).  It makes another hand instead, as for a shown-cards
    # fault (the diff review of session 62: hand 3824 of seed 5, 8 players, duplicates only)
    import audit.simulate.draw as draw

    monkeypatch.setattr(draw, "FAULTS", ("duplicate-card",))
    masked = 0
    carry: dict = {}        # a redeal's pot carried to the table's next hand, as simulate replays it
    # (seed 2, hands 2330-2370, a shown unknown card: session 70's rare options moved the stream)
    for k, hand in enumerate(simulate("draw", 2370, 8, seed=2, faults=1.0)):
        result = replay(msgspec.convert(hand, Hand), None, carry.pop(hand["table"], 0))
        if result.carries:
            carry[hand["table"]] = result.carries
        if k < 2330:
            continue
        if any("??" in e.get("cards", ()) for e in hand["events"] if e["type"] == "show"):
            masked += 1
        assert [(f.code, f.seq) for f in result.findings] == [("duplicate-card", hand["injected"]["seq"])], \
            hand["hand_id"]
