"""Palace: a banner line repeated right after itself (the same player, the same card) is one
`wrong-deal` at the repeat ("dealt twice"), as a repeated deal line is, and says nothing of the
rejection: whether the card was kept or rejected is read from the line after the repeats.  Before,
the original line was taken as rejected (a `palace-banner-suit` on a legal line) and the repeat as
a `duplicate-card` (of 316 such mutants of simulated legal hands 122 gave one finding; now all)."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "palace_s47" / "misnamed.jsonl")


@pytest.mark.parametrize("hand_id,legal,finding", [
    # erin's banner Kd, kept, logged twice
    ("palace-banner-repeated", "palace-legal-p5",
     ("wrong-deal", 3, "erin", "Kd was dealt to erin twice (the banner line repeated); each card is dealt once")),
    # zoe's Qd, rightly rejected (erin, in her group, has diamonds), logged twice, then her 9h
    ("palace-rejected-banner-repeated", "palace-legal-p5-rejected",
     ("wrong-deal", 4, "zoe", "Qd was dealt to zoe twice (the banner line repeated); each card is dealt once")),
])
def test_a_repeated_banner_line_is_one_wrong_deal_at_the_repeat(hand_id, legal, finding):
    assert replay(HANDS[legal]).findings == []      # the hand without the repeat
    assert [(f.code, f.seq, f.player, f.message) for f in replay(HANDS[hand_id]).findings] == [finding]
