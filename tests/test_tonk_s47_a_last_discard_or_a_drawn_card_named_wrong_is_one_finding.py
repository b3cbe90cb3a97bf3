"""README (Readings of the rules, Tonk), session 47: the discard that ends the hand (the turn of
the last stock card), logged under another player's name, of a card that player cannot hold but
the player in turn, who drew, holds, is the player in turn's discard (one card-not-held), as in
mid-hand; and a stock draw of a card the player drew from the stock earlier and still holds, after
a turn of theirs whose discard, naming a card seen nowhere, was skipped (card-not-held), reads the
earlier draw as that card's: no duplicate-card beside the card-not-held."""

from __future__ import annotations

import copy
import json

from .conftest import FIXTURES
from .test_tonk_support import run

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s47b" / "discard_and_draw_named_wrong.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _found(res):
    return [(f.code, f.seq) for f in res.findings]


def test_the_last_discard_under_another_players_name_is_the_player_in_turns():
    assert _found(run(HANDS["last-discard-under-another-name-base"])) == []
    res = run(HANDS["last-discard-under-another-name"])     # sybil drew the last stock card, 8c; victor's line
    assert _found(res) == [("card-not-held", 89)]
    assert "taken as sybil's discard" in res.findings[0].message
    # of a card nobody in turn holds: not played, and sybil's turn ended without a discard
    h = copy.deepcopy(HANDS["last-discard-under-another-name"])
    h["events"][89]["card"] = "8d"                           # in the pile: nobody holds it
    assert _found(run(h)) == [("card-not-held", 89), ("tonk-turn-order", 90)]


def test_a_drawn_card_named_wrong_is_one_finding_where_it_shows():
    assert _found(run(HANDS["drawn-card-named-wrong-base"])) == []
    res = run(HANDS["drawn-card-named-wrong"])              # victor's first draw, Qd, logged as 3s
    assert _found(res) == [("card-not-held", 9)]            # victor discards Qd; 3s drawn later is legal
    # a skipped discard of a card seen elsewhere: the later draw of 3s is still a duplicate
    h = copy.deepcopy(HANDS["drawn-card-named-wrong"])
    h["events"][9]["card"] = "Js"                            # sybil holds Js: not a card the draw may have been
    assert _found(run(h)) == [("card-not-held", 9), ("duplicate-card", 62)]


def test_the_same_with_on_empty_draw_after_a_draw_from_the_pile():
    assert _found(run(HANDS["last-discard-under-another-name-on-empty-draw-base"])) == []
    res = run(HANDS["last-discard-under-another-name-on-empty-draw"])   # frank took Ad, the stock empty
    assert _found(res) == [("card-not-held", 91)]
    assert "taken as frank's discard" in res.findings[0].message
