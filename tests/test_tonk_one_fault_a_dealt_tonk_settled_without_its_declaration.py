"""A dealt tonk the log settles (the holder's reveal, or a payment to the holder, the first thing
after the deal) without its ``declare`` line is one ``tonk-dealt-tonk`` (TONK.md 1: "must declare it
before play starts"), and the hand is settled as a dealt tonk, since no play went on past it:
before, the reveal was also ``illegal-action`` ("while the hand was still being played") and the
hand ``hand-incomplete``, three findings for one missing line, and the message said play went on."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "tonk_s40" / "dealt-tonk-settled-without-its-declaration.jsonl")
MESSAGE = ("carol was dealt a count of 50 and the log settles it as a dealt tonk, but carol did not declare it; "
           "a dealt tonk must be declared before play starts")


def _found(hand_id: str) -> list[tuple[str, int | None, str | None]]:
    return [(f.code, f.seq, f.player) for f in replay(HANDS[hand_id]).findings]


def test_a_reveal_and_payments_after_the_deal_are_one_finding():
    result = replay(HANDS["reveal-then-pay"])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [
        ("tonk-dealt-tonk", 4, "carol", MESSAGE)]
    assert {p.player: p.net for p in result.players} == {"alice": -2, "bob": -2, "carol": 4}


def test_payments_alone_after_the_deal_are_one_finding():
    assert _found("pay-only") == [("tonk-dealt-tonk", 4, "carol")]


def test_payments_of_an_out_are_wrong_for_the_dealt_tonk():
    found = _found("paid-as-an-out")
    assert found[0] == ("tonk-dealt-tonk", 4, "carol")
    assert {f[0] for f in found[1:]} == {"tonk-wrong-payment"}


def test_two_undeclared_dealt_tonks_are_told_the_hand_would_have_been_void():
    (hand,) = hands_by_id(FIXTURES / "tonk_s40" / "two-dealt-tonks-undeclared.jsonl").values()
    found = replay(hand).findings
    assert [(f.code, f.player) for f in found] == [("tonk-dealt-tonk", "bob"), ("tonk-dealt-tonk", "alice")]
    assert all(f.message.endswith("(declared, the hand would have been void: bob and alice were each dealt one)")
               and "automatic win" not in f.message for f in found)


def test_any_payment_first_after_the_deal_is_the_settlement_whoever_pays():
    hands = hands_by_id(FIXTURES / "tonk_s40" / "settled-without-a-declaration-other-orders.jsonl")
    # t11a: a stray pay between the two others comes first; t4: the holder's own pay comes first.
    # Either way no play went on: carol's dealt tonk is settled, and the stray pay is judged
    assert [(f.code, f.seq, f.player) for f in replay(hands["t11a"]).findings] == [
        ("tonk-dealt-tonk", 4, "carol"), ("tonk-wrong-payment", 4, "bob")]
    assert [(f.code, f.player) for f in replay(hands["t4"]).findings][0] == ("tonk-dealt-tonk", "carol")
    assert all(f.code != "hand-incomplete" for f in replay(hands["t4"]).findings)


def test_a_pay_to_the_wrong_player_names_its_payer_in_order():
    hands = hands_by_id(FIXTURES / "tonk_s40" / "settled-without-a-declaration-other-orders.jsonl")
    assert [(f.code, f.seq, f.player) for f in replay(hands["wp1"]).findings] == [
        ("tonk-wrong-payment", 17, "carol")]


def test_a_payers_finding_points_at_their_own_pay_not_one_made_to_them():
    (hand,) = hands_by_id(FIXTURES / "tonk_s40" / "a-payer-paid-wrongly-then-paying-short.jsonl").values()
    # alice paid carol instead of bob (16); carol then paid bob short (17): carol's finding is at 17.
    # Payments may be netted (TONK.md: they must net, player by player): alice's net is right, and
    # had carol passed her 10 on (paying bob 20) every net would be, so carol alone is at fault
    assert [(f.code, f.seq, f.player) for f in replay(hand).findings] == [("tonk-wrong-payment", 17, "carol")]


def test_the_payments_message_does_not_say_the_tonk_was_declared():
    found = replay(HANDS["paid-as-an-out"]).findings
    assert all("declared a dealt tonk" not in f.message for f in found)
    assert "carol was dealt a tonk (a count of 50), settled without its declaration" in found[1].message
