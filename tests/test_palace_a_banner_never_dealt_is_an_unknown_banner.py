"""Palace Poker (PALACE.md 1.2: every player gets a banner): a player the log deals no banner is one
``wrong-deal``, and their banner is unknown (``??``), as palace cards never dealt are (README), not
none: a showdown it could decide is ``unverifiable-award``, and a show that names it fills it in.
Before, it counted as no card: carol's collect was a false ``wrong-winner`` (a banner of 9, 8 or 2
pairs her), a show naming it was a ``shown-cards-mismatch`` too, and alice's collect passed as
verified (review of session 34, D2)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = {**hands_by_id(FIXTURES / "palace_s34" / "missing-banner.jsonl"),
         **hands_by_id(FIXTURES / "palace_s34" / "missing-banner-unverifiable.jsonl")}
NO_BANNER = ("wrong-deal", 5, "carol")


def _found(hand_id: str):
    return [(f.code, f.seq, f.player) for f in replay(HANDS[hand_id]).findings]


def test_a_collect_the_missing_banner_could_decide_is_unverifiable():
    assert _found("nb5") == [NO_BANNER, ("unverifiable-award", 11, "carol")]     # carol collects
    assert _found("nb3") == [NO_BANNER, ("unverifiable-award", 11, "alice")]     # alice collects


def test_a_show_that_names_the_missing_banner_is_no_second_finding():
    assert _found("nb5-show") == [NO_BANNER]


def test_as_a_banner_logged_unknown():
    assert _found("nq5") == [NO_BANNER, ("unverifiable-award", 12, "carol")]
    assert _found("nq5-show") == [NO_BANNER]
