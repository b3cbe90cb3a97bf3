"""Where tonk-wrong-payment points (CODES.md): at the first recorded ``pay`` that is wrong for
the player, or at seq null when what is wrong for them is a payment missing; and whom it names:
the player at fault, the payer of a wrong pay line, not also the player it paid wrongly (one
fault, one finding), unless that player's payments are wrong in another way.

The hands: bob drops with 31 and alice (29) catches him; carol has 36.  The correct
settlement is bob pays alice 2 and carol pays alice 1."""

from __future__ import annotations

from .test_tonk_support import BASE, run, tonk_hand

REVEALS = ["bob reveal 3h 4h 5h Kc 9d", "carol reveal 7s 7c 2d Qs Jh", "alice reveal Ac 2c 8h 8s Td"]


def _where(pays: list[str]) -> dict[str, int | None]:
    res = run(tonk_hand(BASE, ["bob drop"] + REVEALS + pays))        # the first pay is event 8
    assert {f.code for f in res.findings} <= {"tonk-wrong-payment"}
    assert res.stats["ending"] == "drop_caught"
    return {f.player: f.seq for f in res.findings}


def test_the_right_payments_give_no_finding():
    assert _where(["pay bob alice 2", "pay carol alice 1"]) == {}


def test_a_right_first_pay_and_a_wrong_second_one_point_at_the_second():
    # (alice, paid too much by carol's wrong line, is not at fault: one fault, one finding)
    assert _where(["pay bob alice 2", "pay carol alice 5"]) == {"carol": 9}


def test_a_payment_missing_has_seq_null():
    # carol recorded nothing; alice's only pay (from bob) is right: what is wrong is missing
    assert _where(["pay bob alice 2"]) == {"carol": None}


def test_a_short_payment_points_at_it():
    assert _where(["pay carol alice 1", "pay bob alice 1"]) == {"bob": 9}


def test_a_pair_paid_in_two_parts_is_wrong_where_its_total_goes_past_what_is_owed():
    assert _where(["pay bob alice 1", "pay carol alice 1", "pay bob alice 1", "pay bob alice 1"]) == {"bob": 11}


def test_a_payment_nobody_owes_points_at_it_for_its_payer():
    assert _where(["pay bob alice 2", "pay carol alice 1", "pay alice carol 1"]) == {"alice": 10}


def test_a_pay_to_the_wrong_player_names_its_payer():
    # bob pays carol instead of alice: bob's net is right, but his is the wrong line (8); carol and
    # alice, paid wrongly by it, are not at fault
    assert _where(["pay bob carol 2", "pay carol alice 1"]) == {"bob": 8}
