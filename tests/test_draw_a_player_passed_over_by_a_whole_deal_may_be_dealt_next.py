"""Five-card draw: two whole five-card ``deal`` lines swapped are one ``wrong-deal``, at the deal
that passed a player over (README: a player dealt out of order is one ``wrong-deal``, "and the
players it passed over may be dealt next without another"), as the same swap dealt a card at a
time is.  Before, the exemption held only for deals of one card: the passed-over player's own
deal was a second finding, which said they were "dealt before" the player after them."""

from __future__ import annotations

import json

from audit.runner import validate

from .conftest import EXAMPLES


def _swapped(tmp_path) -> tuple[list[int], list[tuple[str, int | None, str | None]]]:
    hand = json.loads((EXAMPLES / "draw-split-pot.jsonl").read_text().splitlines()[0])
    events = hand["events"]
    deals = [k for k, e in enumerate(events) if e["type"] == "deal"]
    events[deals[0]], events[deals[1]] = events[deals[1]], events[deals[0]]
    path = tmp_path / "h.jsonl"
    path.write_text(json.dumps(hand) + "\n")
    return deals, [(f.code, f.seq, f.player) for c in validate([str(path)]) for f in c.findings]


def test_two_whole_deals_swapped_are_one_wrong_deal(tmp_path):
    deals, found = _swapped(tmp_path)
    assert found == [("wrong-deal", deals[0], "carol")]
