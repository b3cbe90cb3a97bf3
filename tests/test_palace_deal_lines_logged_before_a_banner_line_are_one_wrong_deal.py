"""Palace: palace-card deal lines logged before a banner line (nothing but deals between) are one
line out of place: one ``wrong-deal`` at the first of them, and the deals are taken after the
banners, as if in their place (FORMAT.md: an event with a finding is applied as logged wherever
it can be).  Review 54: the first deal closed the banners, so a banner rejected just before it
was read as kept (a false ``palace-banner-suit``), the player's next banner was out of play, and
``palace-hand-not-over``, ``wrong-amount`` and ``books-unbalanced`` followed on a right payout;
on the spec's Palace example a false ``duplicate-card`` or ``palace-capture``."""

from __future__ import annotations

import pytest

from audit.runner import validate

from .conftest import FIXTURES

PATH = FIXTURES / "palace_s54" / "deals_logged_before_a_banner_line.jsonl"


def _by_hand():
    return {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate([str(PATH)])}


@pytest.mark.parametrize("hand_id,seq", [("f2-late", 3), ("f2-late2", 4), ("f2-deals-first", 3),
                                         ("pal-late-banner-A", 6), ("pal-late-banner-B", 8)])
def test_deals_before_a_banner_line_are_one_wrong_deal(hand_id, seq):
    assert _by_hand()[hand_id] == [("wrong-deal", seq)]


def test_the_hand_in_order_is_clean():
    assert _by_hand()["f2-ok"] == []
