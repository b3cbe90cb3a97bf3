"""Palace Poker's rule options (PALACE.md; audit/games/palace_rules.py)."""

from __future__ import annotations

import pytest

from audit.games.palace_rules import PalaceRules
from audit.protocol import RulesError


def test_defaults_follow_palace_md():
    r = PalaceRules({"small_bet": 10})
    assert (r.big_bet, r.no_limit, r.ante, r.raise_cap, r.must_battle, r.odd_chip) == \
        (20, False, 5, 3, True, "left_of_button")
    assert r.quiet_in_a_row and not r.after_defender and not r.buy_then_attack
    assert r.attack_minimum(2) == 30


def test_ante_rounds_half_the_small_bet_down():
    assert PalaceRules({"small_bet": 5}).ante == 2


@pytest.mark.parametrize("rules", [
    {},                                          # small_bet is required
    {"small_bet": 0},
    {"small_bet": "10"},
    {"small_bet": True},
    {"small_bet": 10, "big_bet": -1},
    {"small_bet": 10, "betting": "pot_limit"},
    {"small_bet": 10, "ante": -1},
    {"small_bet": 10, "battle_raise_cap": -1},
    {"small_bet": 10, "two_left_must_battle": "yes"},
    {"small_bet": 10, "odd_chip": "random"},
    {"small_bet": 10, "quiet_round": "sometimes"},
    {"small_bet": 10, "turn_after_battle": "dealer"},
    {"small_bet": 10, "buy_then_attack": 1},
])
def test_bad_rule_values_are_rules_errors(rules):
    with pytest.raises(RulesError):
        PalaceRules(rules)


def test_a_bad_rule_makes_the_hand_malformed(tmp_path):
    from audit.runner import validate
    p = tmp_path / "h.jsonl"
    p.write_text('{"format": "handaudit/1", "hand_id": "x", "game": "palace", "rules": {"small_bet": 10, '
                 '"betting": "pot"}, "button": 1, "seats": [{"seat": 1, "player": "a", "stack": 100}, '
                 '{"seat": 2, "player": "b", "stack": 100}], "events": []}\n')
    (c,) = list(validate([str(p)]))
    assert c.error and "betting" in c.error
    assert [f.code for f in c.findings] == ["malformed"]


def test_parsed_rules_are_cached_per_rules_json_so_1_and_true_differ():
    from audit.games.palace_rules import rules_for

    first = rules_for({"small_bet": 10, "buy_then_attack": True})
    assert first.buy_then_attack and rules_for({"small_bet": 10, "buy_then_attack": True}) is first
    with pytest.raises(RulesError):             # 1 == True as a dict key, but not as JSON
        rules_for({"small_bet": 10, "buy_then_attack": 1})
