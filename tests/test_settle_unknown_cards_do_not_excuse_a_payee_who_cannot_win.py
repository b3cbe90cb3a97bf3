"""A pot whose winner's cards are unknown cannot be verified (POKER.md 3: "that is a note on the
hand, not a violation"), but a payee who cannot win it whatever those cards are is wrong all
the same (CODES.md wrong-winner: "paid ... to an ineligible player"): a player who folded, or
whose known hand a known hand beats.  Before, any unknown hand turned the pot's check into the
`unverifiable-award` warning (exit 0), and with collects that name no pot (PHH results,
PokerStars "from pot") it turned off the check of every pot of the hand."""

from __future__ import annotations

from audit.checkout import Summary
from audit.runner import validate

from .conftest import FIXTURES

HERE = FIXTURES / "unknown_s15"


def _found(name: str) -> dict[str, list[tuple[str, int | None, str | None]]]:
    summary = Summary()
    for chunk in validate([str(HERE / name)], None, 1):
        summary.add(chunk)
    out: dict[str, list] = {}
    for row in summary.rows:
        out.setdefault(row["hand_id"], []).append((row["code"], row["seq"], row["player"]))
    return out


def test_a_folded_or_beaten_payee_is_a_wrong_winner_though_another_hand_is_unknown():
    found = _found("folded-or-beaten-paid.jsonl")
    assert found["uf1"] == [("wrong-winner", 15, "cat")]          # folded
    assert found["uf2"] == [("wrong-winner", 18, "cat")]          # jack high against known three kings
    assert found["uf5_ann_and_cat"] == [("unverifiable-award", 15, "ann"), ("wrong-winner", 16, "cat")]
    assert found["uf4_zero"] == [("unverifiable-award", 15, "ann")]   # bob may win it: unverifiable only


def test_collects_naming_no_pot_are_still_checked_where_the_unknown_cards_do_not_reach():
    found = _found("collects-without-pots.jsonl")
    assert ("wrong-amount", 26, "C") in found["v_nopot_side1_to_C"]
    assert ("wrong-winner", 27, "D") in found["v_nopot_side2_to_D"]
    phh = _found("side-pot-to-a-folded-player.phh")
    assert [f for f in next(iter(phh.values())) if f[0] != "unverifiable-award"] == [("wrong-winner", 38, "p2")]
