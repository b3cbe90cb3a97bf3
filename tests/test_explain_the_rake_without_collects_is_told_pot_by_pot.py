"""explain's Rake section, when the log records a rake but no collect: the correct settlement it
shows takes the rake from the pots in proportion to their sizes, and the section now says how
much from each pot (a single winner's side pot, 111 of 114, was told nowhere; review of session
61)."""

from __future__ import annotations

import json

from audit.explain import explain_data, find_hand, render_text

from .conftest import FIXTURES

HAND = FIXTURES / "explain_s61" / "rake-without-collects.jsonl"


def test_the_rake_section_names_each_pots_part() -> None:
    hid = json.loads(HAND.read_text().splitlines()[0])["hand_id"]
    hand, stored, record = find_hand(hid, file=HAND)
    text = render_text(explain_data(hand, None, stored, record))
    assert ("the correct shares take it in proportion to the pots: 4 from the main pot of 208, 3 from the "
            "side pot 1 of 153, 3 from the side pot 2 of 114") in text
