"""Behind an unknown upcard (README: only the players the unknown cards may make first may bring in
or act first), the messages say who: a wrong bring-in's finding names the player the known upcards
make bring in and the players with an unknown upcard beside them, before its reason (the reason's
"and must bring in or complete first" read as the unknown player's); and ``explain`` says who acts
in the place of the one the known upcards make first when that player is all-in (it named only the
all-in player).  The diff review of session 66."""

from __future__ import annotations

import msgspec

from audit.explain import explain_text
from audit.model import Hand
from audit.runner import validate

from .conftest import FIXTURES


def test_a_wrong_bring_in_names_the_players_who_may_bring_in():
    found = {c.hand_id: [f.message for f in c.findings if f.code == "wrong-forced-bet"]
             for c in validate([str(FIXTURES / "stud_s66" / "unknown-upcard-bring-in-lines-lost-or-misnamed.jsonl")])}
    assert found["bi-lost-cat-calls"] == [
        "cat called before the bring-in: bob (or ann, whose upcard is unknown) has to bring in: 2d is the lowest "
        "known upcard (Qh of dan is higher by rank), and must bring in or complete first; bob's bring-in of 1 is "
        "taken as posted before it"]


def test_explain_names_who_acts_in_the_all_in_players_place():
    path = FIXTURES / "stud_s66" / "unknown-upcard-best-known-board-all-in.jsonl"
    hands = {h.hand_id: h for h in (msgspec.json.decode(line, type=Hand) for line in path.read_bytes().splitlines())}
    text = explain_text(hands["allin-best-dan-first"])
    assert "(cat: Kc Qs is the best board of those all known); cat is all-in, so dan acts first in cat's place" in text
