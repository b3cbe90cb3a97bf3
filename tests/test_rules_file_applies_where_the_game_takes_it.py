"""A rules file (--rules) gives its options to the hands that do not state them, in the games
that take them (CLI.md).  A file meant for draw and stud ("betting": "fixed") made every Palace
hand that left its betting to the default malformed ("rules.betting must be one of limit,
no_limit"); the option is now left out for Palace, where "fixed" is no value, and still applied
to draw and stud."""

from __future__ import annotations

from audit.model import Hand
from audit.options import defaults_for
from audit.replay import effective_rules, replay

from .conftest import FIXTURES, hands_by_id

FILE = {"betting": "fixed", "small_bet": 10, "big_bet": 20, "ante": 5, "no_such_option": 1,
        "odd_chip": "called_voluntary"}


def test_a_rules_file_gives_each_game_only_the_options_it_takes():
    assert defaults_for("palace", FILE) == {"small_bet": 10, "big_bet": 20, "ante": 5, "no_such_option": 1}
    assert defaults_for("draw", FILE) == FILE
    assert defaults_for("tonk", FILE) == {"no_such_option": 1}


def test_a_palace_hand_under_a_draw_rules_file_is_replayed_not_malformed():
    hands = hands_by_id(FIXTURES / "rules_s15" / "palace-and-draw.jsonl")
    for hand in hands.values():
        assert [f.code for f in replay(hand, FILE).findings] == [], hand.hand_id


def test_a_hands_own_rules_still_come_first():
    hand = next(iter(hands_by_id(FIXTURES / "rules_s15" / "palace-and-draw.jsonl").values()))
    own = Hand(**{**{f: getattr(hand, f) for f in hand.__struct_fields__}, "rules": {"small_bet": 20}})
    assert effective_rules(own, FILE)["small_bet"] == 20
