"""A pot whose cards are unknown, split between the players paid (review of session 63).

* The odd chip: the split is right only if the players paid tie, and then who gets its odd chip
  does not depend on their cards under every ``odd_chip`` rule but ``high_card`` (POKER.md 3), so
  an odd chip to the wrong one of them is ``odd-chip``, not an ``unverifiable-award`` warning.
* Palace, ``short_hand: missing_lowest``: a hand of five cards and one of four never tie (a missing
  card ranks below any card), so a pot split between them is ``wrong-amount`` whoever wins it, as
  in draw and stud (``Pot.apart``).
"""

from __future__ import annotations

import json

from audit.explain import explain_text
from audit.readers import read_paths
from audit.runner import validate

from .conftest import FIXTURES

DIR = FIXTURES / "pots_s63"


def _found(path) -> dict[str, list[tuple]]:
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(path)])}


def test_an_odd_chip_to_the_wrong_player_is_odd_chip_when_cards_are_unknown():
    # alice bet 100 and carol called all-in for 50 (carol's cards unknown): under odd_chip=called a
    # split of 165 gives alice the odd chip whatever carol holds
    found = _found(DIR / "draw-unknown-cards-odd-chip.jsonl")
    assert found["d10-good"] == [("unverifiable-award", 16, "alice")]
    assert found["d10-odd"] == [("odd-chip", 16, "alice")]
    # left_of_button: carol, left of the button, gets it
    assert found["d10-odd-lob"] == [("unverifiable-award", 16, "alice")]


def test_the_odd_chip_of_each_side_pot_with_unknown_cards_is_judged():
    found = _found(DIR / "draw-side-pots-unknown-cards-odd-chip.jsonl")
    # the main pot: bob and carol show the same hand beside dave's unknown one; dave, the player
    # called, is not among them, so the chip goes clockwise from the button's left: bob
    assert ("odd-chip", 26, "bob") in found["d11-main-odd"]
    # side pot 2, dave (called) and erin: the chip is dave's
    assert ("odd-chip", 29, "dave") in found["d11-side2-odd"]
    assert {code for code, _, _ in found["d11-main-odd"] + found["d11-side2-odd"]} == {"odd-chip",
                                                                                     "unverifiable-award"}


def test_explain_gives_the_shares_if_the_players_paid_tie():
    hand = next(r.hand for r in read_paths([str(DIR / "draw-unknown-cards-odd-chip.jsonl")])
                if r.hand is not None and r.hand.hand_id == "d10-odd")
    rows = [x for x in explain_text(hand).splitlines() if "if the players paid tie" in x]
    # alice owed 83 (the odd chip), collected 82; carol owed 82, collected 83
    assert len(rows) == 2 and "83" in rows[0] and "82" in rows[0]


def test_palace_a_five_card_hand_and_a_four_card_hand_never_share_a_pot():
    found = _found(DIR / "palace-unknown-cards-split.jsonl")
    # bob (5 cards, unknown) and alice (4 cards shown) paid 13 + 12 and 12 + 13
    assert found["p4-f"] == [("wrong-amount", 16, "alice")]
    assert found["p4-d"] == [("wrong-amount", 15, "bob")]
    # one of them paid it whole: unverifiable, as before
    assert found["p4-a"] == [("unverifiable-award", 15, "alice")]
    assert found["p4-c"] == [("unverifiable-award", 15, "bob")]


def test_palace_held_only_a_short_hand_may_tie_so_only_the_odd_chip_is_judged(tmp_path):
    lines = []
    for line in (DIR / "palace-unknown-cards-split.jsonl").read_text().splitlines():
        hand = json.loads(line)
        if hand["hand_id"] in ("p4-d", "p4-f"):
            hand["rules"]["short_hand"] = "held_only"
            lines.append(json.dumps(hand))
    path = tmp_path / "held_only.jsonl"
    path.write_text("\n".join(lines) + "\n")
    found = _found(path)
    # button seat 1: the odd chip goes clockwise from seat 2, bob before alice
    assert found["p4-f"] == [("unverifiable-award", 15, "bob")]
    assert found["p4-d"] == [("odd-chip", 15, "bob")]


def test_explain_says_a_payout_a_finding_names_is_wrong_where_the_amounts_agree():
    # dave (unknown cards) took the main pot and carol side pot 1, which dave is in too: one of the
    # two payouts is wrong (wrong-winner); the pot's correct column is its recorded award taken as
    # it is, so "differs" beside equal amounts misled (review of session 63)
    hand = next(r.hand for r in read_paths([str(DIR / "draw-main-pot-winner-paid-a-side-pot-too.jsonl")]))
    [row] = [x for x in explain_text(hand).splitlines() if x.startswith("  side pot 1    carol")]
    assert row.split()[4:6] == ["209", "209"] and row.endswith("<-- a finding says this payout is wrong")


def test_high_card_judges_the_odd_chip_when_every_payees_cards_are_known():
    # bob (As high) and carol (Ah high) tie; alice, not paid, is unknown: under high_card the odd
    # chip is bob's whatever alice holds (the diff review of session 63), as with every card known
    found = _found(DIR / "draw-high-card-odd-chip-unknown-non-payee.jsonl")
    assert found["HK-1"] == found["HUl-1"] == [("odd-chip", 25, "bob")]
    assert found["HK-0"] == [] and found["HUl-0"] == [("unverifiable-award", 25, "bob")]


def test_explain_never_tells_a_rake_part_larger_than_the_rake():
    # collects that name no pot, bob's and carol's cards unknown: their rows are placed on the first
    # pot each may win, the main pot, which then holds more than it has; the rake of 1 was told as
    # "93 from the side pot 1 of 93" (review of session 63)
    hand = next(r.hand for r in read_paths([str(DIR / "draw-unnamed-collects-unknown-cards-rake.jsonl")]))
    text = explain_text(hand)
    assert "  the rake of 1: which pots it came from cannot be told (the collects name no pot)" in text
    assert "93 from" not in text
