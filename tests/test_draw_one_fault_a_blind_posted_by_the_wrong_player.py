"""A blind posted by the wrong player is one ``wrong-forced-bet`` (CODES.md: "one posted by the
wrong player"), at that post, naming who posts it: the player it named is not found again at the
deal for not posting it (one fault, one finding); when that player has no blind in the log, the
blind is theirs under the wrong name (its chips theirs).  A blind the right player never posts, with no
other post of it, is still found missing."""

from __future__ import annotations

import json

from audit.readers.native import read, record_of
from audit.replay import replay

from .conftest import FIXTURES

LOG = FIXTURES / "draw_s40" / "small-blind-posted-by-the-wrong-player.jsonl"


def test_a_small_blind_posted_by_the_wrong_player_is_one_finding():
    (rec,) = read(LOG)
    found = [(f.code, f.seq, f.player, f.message) for f in replay(rec.hand).findings]
    assert found == [
        ("wrong-forced-bet", 0, "alice", "alice posted the small blind of 5 but bob, left of the button, posts it, "
                                         "and has no blind in the log: taken as bob's blind, logged under alice's "
                                         "name"),
        ("hand-incomplete", None, None, "the log ends during the first betting round with alice to act: the hand "
                                        "is not over (no showdown, no winner)")]


def test_a_blind_nobody_posts_is_still_missing():
    hand = json.loads(LOG.read_text())
    hand["events"] = hand["events"][1:]         # no small blind at all
    rec = record_of("x.jsonl", 1, json.dumps(hand).encode())
    assert [(f.code, f.seq, f.player) for f in replay(rec.hand).findings][:1] == [("wrong-forced-bet", 1, "bob")]

