"""Tonk: an invalid hit is no hit, so a later legal hit on the spread is judged on the spread as
it stands (and its hit penalty counts); a player seated without chips is dealt in, so the button
moves onto them.  Any game: a hand that records no settlement, whose settlement the unknown
cards decide, passes on no end stacks (nobody can know them), like an unfinished hand."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

DIR = FIXTURES / "tonk_s32"


def _found(name: str) -> dict[str, list[tuple]]:
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(DIR / name)])}


def test_a_legal_hit_after_an_invalid_one_is_no_second_fault_and_counts_for_the_penalty():
    assert _found("D1_invalid_hit_taints_spread.jsonl") == {
        "cascade-hit": [("tonk-invalid-hit", 8, "bob"), ("tonk-drop-not-allowed", 13, "alice")]}
    assert _found("D1_control_without_bobs_hit.jsonl") == {"control": [("tonk-drop-not-allowed", 12, "alice")]}


def test_a_tonk_player_seated_without_chips_is_dealt_in_and_may_take_the_button():
    found = _found("D2_zero_stack_tonk_player_button.jsonl")
    assert all(codes == [] for codes in found.values()), found


def test_a_tonk_hand_whose_unknown_cards_decide_it_and_records_no_pay_passes_no_end_stacks():
    found = _found("D3_unknown_settlement_next_hand_mismatch.jsonl")
    assert found["h1"] == []        # no pay: no claim (FORMAT.md), nothing left unchecked (review 54)
    assert all(code != "stack-mismatch" for hid, codes in found.items() for code, _, _ in codes)


def test_a_draw_pot_whose_unknown_cards_decide_it_with_no_collect_passes_no_end_stacks():
    found = _found("draw-unknown-winner-no-collect-then-next-hand.jsonl")
    assert all(code != "stack-mismatch" for codes in found.values() for code, _, _ in codes), found
