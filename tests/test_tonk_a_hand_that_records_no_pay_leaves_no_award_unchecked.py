"""FORMAT.md: "A hand that records no `collect` (or, in Tonk, no `pay`) at all makes no claim
about its settlement: the correct one is computed and stored, and nothing is compared."  So a
hand whose unknown cards decide its result gives no ``unverifiable-award`` when it records no
payout, in every game (review 54: Tonk's said so, the others' did not); with a payout it does.
Its settlement stays unknown all the same, so it passes on no end stacks to the next hand
(``Result.settlement_unknown``: tests/test_tonk_and_unknown_settlements_across_hands.py)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

PATH = FIXTURES / "tonk_s54" / "unknown_cards_and_no_payout.jsonl"


def test_no_payout_no_warning_in_any_game_and_a_payout_is_unverifiable():
    found = {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate([str(PATH)])}
    assert found == {"f1": [], "f1-collect": [("unverifiable-award", 10)], "f1-tonk": [], "st-end-nocards": [],
                     "pa-quiet-noshow-unknown": [], "tk-unk-drop-nopay": []}
    results = {c.hand_id: c.result for c in validate([str(PATH)], keep=True)}
    assert results["f1-tonk"].settlement_unknown and results["tk-unk-drop-nopay"].settlement_unknown
