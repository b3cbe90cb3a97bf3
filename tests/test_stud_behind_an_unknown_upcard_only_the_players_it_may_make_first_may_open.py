"""Stud: behind an unknown (``??``) upcard, who brings in or acts first is taken as logged only
among the players the unknown cards may make first: the one the known upcards make first (the
lowest or highest known upcard, the best of the boards all known) and every player with an
unknown upcard; any other first actor is judged as with known cards (README).  Before (review of
session 66), one unknown upcard let anyone bring in or act first: a wrong bring-in or a bet out
of turn was no finding, and a bet under another player's name became 11 findings."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay_steps
from audit.runner import validate

from .conftest import FIXTURES, hands_by_id

FILE = FIXTURES / "stud_s66" / "first-to-act-behind-an-unknown-upcard.jsonl"


def test_only_the_players_an_unknown_upcard_may_make_first_may_open():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FILE)])}
    assert found == {
        "first-legal": [],
        # ann's 3rd-street upcard unknown: she may be first on every street, as bob, who the known
        # upcards name, may; cat may not
        "first-unknown-player-acts-first": [],
        "unknown-player-brings-in": [],
        "first-wrong-unknown": [("out-of-turn", 12, "cat")],
        "first-wrong-known": [("out-of-turn", 12, "cat"), ("out-of-turn", 24, "bob"), ("out-of-turn", 30, "bob")],
        "bringin-wrong-unknown": [("wrong-forced-bet", 6, "cat")],
        "bringin-wrong-known": [("wrong-forced-bet", 6, "cat"), ("out-of-turn", 24, "bob"), ("out-of-turn", 30, "bob")],
        "masked-legal": [],
        "masked-misnamed": [("out-of-turn", 33, "hal")],
    }


def test_the_wrong_bring_in_says_the_lowest_known_upcard():
    c = next(c for c in validate([str(FILE)]) if c.hand_id == "bringin-wrong-unknown")
    assert c.findings[0].message == ("cat posted the bring-in but bob (or ann, whose upcard is unknown) has to "
                                     "bring in: 2d is the lowest known upcard (Kc of cat is higher by rank)")


def test_explain_names_the_players_who_may_act_first():
    h = hands_by_id(FILE)["first-legal"]
    result = replay_steps(msgspec.convert(msgspec.to_builtins(h), Hand))[1]
    lines = next(s.lines for s in result.sections if s.title == "Who acts first")
    assert lines[0] == ("who brings in on 3rd street cannot be judged fully: an upcard of ann is unknown, so the "
                        "first to act is taken as logged among the players the unknown cards may make first: "
                        "bob, ann (bob: 2d is the lowest known upcard)")
    assert lines[1] == ("who acts first on 4th street cannot be judged fully: an upcard of ann is unknown, so the "
                        "first to act is taken as logged among the players the unknown cards may make first: "
                        "bob, ann (bob: 2d 2s is the best board of those all known); nor can whether an open pair "
                        "shows, so the big bet (4) is allowed")
