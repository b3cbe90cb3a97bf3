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


def test_an_uncalled_bet_collected_with_a_pot_of_unknown_cards_is_only_that_finding():
    # found by an oracle over every assignment of the unknown cards: carol's share was right,
    # the extra chips were her uncalled 40 (a false wrong-amount, and the finding lost its event)
    found = _found("uncalled-collected-with-a-pot.jsonl")
    # (at the collect that took the chips: of side pot 1 where the collects name pots, else the one
    # that takes carol past her share of the pots, 100: in unret-nopot2-unknown her second, 60 + 80)
    for hand_id, seq in (("unret-unknown-kept", 15), ("unret-nopot-unknown", 14), ("unret-nopot2-unknown", 15)):
        assert [f for f in found[hand_id] if f[0] != "unverifiable-award"] == \
            [("uncalled-bet-not-returned", seq, "carol")], hand_id


def test_a_collect_naming_a_pot_its_payee_cannot_win_among_unnamed_ones_is_a_wrong_winner():
    found = _found("named-pot-ineligible-payee.jsonl")
    assert ("wrong-winner", 14, "alice") in found["mixed-unknown"]
    assert ("wrong-winner", 14, "alice") in found["allnamed-unknown"]


def test_a_pot_paid_more_than_it_holds_or_not_at_all_is_wrong_whoever_wins_it():
    found = _found("more-than-the-pot-holds.jsonl")
    assert [f[0] for f in found["overpot-legal"]] == ["unverifiable-award", "unverifiable-award"]
    assert ("wrong-amount", 15, "carol") in found["overpot-swapped"]
    assert found["overpot-all-from-side"] == [("wrong-amount", 14, "carol"), ("wrong-amount", None, None)]


def test_a_card_dealt_unseen_from_reused_cards_may_be_shown_as_one_of_them():
    # stud: a burned card dealt again as ?? once the deck ran out; draw: the new deck's last card
    # drawn as ?? (the deck ran out again since)
    assert _found("stud-burned-card-dealt-again-unseen.jsonl") == {}
    assert _found("draw-new-decks-last-card-unseen.jsonl") == {}
