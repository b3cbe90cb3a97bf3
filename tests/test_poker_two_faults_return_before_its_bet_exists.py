"""A ``return`` gives back an uncalled bet (FORMAT.md); logs give it back as soon as its betting
round is over (README), so it is not the payout, but the bet must exist then.  A return logged
before the betting began (before the blinds, before the deal) or between rounds when every bet
so far was matched (before the draw, during it; stud between deals) is one
uncalled-bet-not-returned at the return, saying why, as a return while a player still has to
act already was.  These used to pass unjudged (and the settlement, matching the return with the
uncalled bet made later, found nothing), also when another fault came with them."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

DIR = FIXTURES / "test_poker_two_faults"
DRAW = hands_by_id(DIR / "draw_early_return.jsonl")
STUD = hands_by_id(DIR / "stud_early_return.jsonl")
PAIRS = hands_by_id(DIR / "return_before_the_deal_pairs.jsonl")
COLLECT = hands_by_id(DIR / "return_and_collect.jsonl")
WHY = " (a bet is uncalled only once its betting round is over and nobody matched it)"


def _found(hands: dict, hand_id: str) -> list[tuple[str, int | None, str | None, str]]:
    return [(f.code, f.seq, f.player, f.message) for f in replay(hands[hand_id]).findings]


def test_draw_a_return_before_the_betting_began() -> None:
    text = "bob was given back 20 before the betting began: there was no bet to give back" + WHY
    assert _found(DRAW, "ret_first") == [("uncalled-bet-not-returned", 0, "bob", text)]
    assert _found(DRAW, "ret_before_deal") == [("uncalled-bet-not-returned", 2, "bob", text)]


def test_draw_a_return_between_the_rounds_with_every_bet_matched() -> None:
    text = "bob was given back 20 but no bet was uncalled then: every bet so far had been matched" + WHY
    assert _found(DRAW, "ret_before_draw") == [("uncalled-bet-not-returned", 6, "bob", text)]
    assert _found(DRAW, "ret_in_draw") == [("uncalled-bet-not-returned", 7, "bob", text)]


def test_draw_a_return_in_a_round_and_in_its_place_as_before() -> None:
    assert _found(DRAW, "ret_before_bet") == [("uncalled-bet-not-returned", 8, "bob", "bob was given back 20 while "
                                               "bob still had to act: a bet is uncalled only once the betting round "
                                               "is over")]
    assert _found(DRAW, "legal") == []


def test_stud_a_return_before_any_deal_or_between_deals() -> None:
    text = "niaj was given back 50 before the betting began: there was no bet to give back" + WHY
    assert _found(STUD, "early_return_start") == [("uncalled-bet-not-returned", 0, "niaj", text)]
    assert _found(STUD, "early_return_before_rdeal") == [("uncalled-bet-not-returned", 1, "niaj", text)]
    assert _found(STUD, "legal") == []


def test_the_return_hides_no_other_fault_and_none_hides_it() -> None:
    assert [f[:3] for f in _found(STUD, "nodeal_niaj_early_return_pair")] == [
        ("wrong-deal", 0, "rupert"), ("uncalled-bet-not-returned", 1, "niaj")]
    assert [f[:3] for f in _found(STUD, "nodeal_niaj_A")] == [("wrong-deal", 0, "rupert")]
    assert [f[:3] for f in _found(STUD, "nodeal_rupert_early_return")] == [
        ("uncalled-bet-not-returned", 1, "niaj"), ("wrong-deal", 2, "niaj")]
    # the probe's pairs: a deal left out (or out of order) and a return moved before its bet
    assert [f[:3] for f in _found(PAIRS, "draw-182-13|P32_72")] == [
        ("wrong-deal", 4, "rupert"), ("uncalled-bet-not-returned", 5, "rupert")]
    # (niaj's deal logged under rupert's name, rupert dealt again next: niaj's deal, one finding)
    assert [f[:3] for f in _found(PAIRS, "stud-182-29|P10_38")] == [
        ("wrong-deal", 0, "rupert"), ("uncalled-bet-not-returned", 2, "niaj")]


def test_a_return_the_settlement_finds_wrong_is_one_finding() -> None:
    # after the betting, to the wrong player, with a collect: the settlement's finding alone
    text = "ann was returned 20 but had no uncalled bet (bob's uncalled 20 was theirs to get back)"
    assert _found(COLLECT, "wrong_player_then_collect") == [("uncalled-bet-not-returned", 10, "ann", text)]
    assert _found(COLLECT, "collect_then_wrong_player") == [("uncalled-bet-not-returned", 11, "ann", text)]


def test_an_early_return_does_not_hide_an_action_after_the_payout() -> None:
    assert [f[:3] for f in _found(COLLECT, "early_return_then_collect_then_check")] == [
        ("uncalled-bet-not-returned", 6, "bob"), ("out-of-turn", 13, "bob"), ("uncalled-bet-not-returned", 11, "bob"),
        ("books-unbalanced", 11, None)]      # (the return that gave too much pays out too much, not the collect)


LATE = hands_by_id(DIR / "late_chips_after_the_return.jsonl")


def test_chips_logged_late_after_their_return_are_the_one_finding() -> None:
    # the bring-in (a completion) moved after the return that gives it back: the chips came late
    # (reported there); the return, right once they are in, is no second finding
    # (the bring-in is still owed after dave's fold before it: posted after the payout, it is
    # out-of-turn there)
    assert [f[:3] for f in _found(LATE, "bring_in_after_its_return")] == [
        ("wrong-forced-bet", 8, "dave"), ("out-of-turn", 11, "sybil")]
    assert [f[:3] for f in _found(LATE, "completion_after_its_return")] == [
        ("wrong-forced-bet", 4, "rupert"), ("illegal-action", 6, "olivia")]
