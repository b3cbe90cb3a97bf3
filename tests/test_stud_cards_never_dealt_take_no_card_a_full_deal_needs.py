"""Stud, eight players: a card a player is never dealt is unknown (``??``), taken from the deck,
but no more than the deck holds beyond the rest of a full deal (as draw and Tonk read it).  A
3rd-street line logged under the wrong player gives that player real cards the deck no longer
has; filling the skipped player from the deck as well made the deck run out at 7th street:
"no card was left" and duplicate-card on three correct deals."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "deal_s17" / "stud8-deal-under-the-wrong-player.jsonl")


def test_a_line_under_the_wrong_player_does_not_run_the_deck_out():
    found = [(f.code, f.seq) for f in replay(HANDS["stud8-mallory-deal-logged-as-grace"]).findings]
    assert not [x for x in found if x[1] is not None and 80 <= x[1] <= 100]     # 7th street deals fine
    assert ("duplicate-card", 87) not in found and ("wrong-deal", 87) not in found
    # mallory's deal under grace's name, grace dealt again later: mallory's deal (README), one finding
    assert [x for x in found if x[0] == "wrong-deal"] == [("wrong-deal", 13)]


def test_a_deleted_line_is_one_finding_and_the_clean_hand_clean():
    assert [(f.code, f.seq) for f in replay(HANDS["stud8-mallory-deal-deleted"]).findings] == [("wrong-deal", 13)]
    clean = [h for k, h in HANDS.items() if k not in ("stud8-mallory-deal-logged-as-grace", "stud8-mallory-deal-deleted")]
    assert clean and all(replay(h).findings == [] for h in clean)
