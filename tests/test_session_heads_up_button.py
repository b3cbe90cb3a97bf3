"""Going heads-up in draw with blinds: by default the button moves one seat (FORMAT.md), so the
player who had the big blind may post it again; with ``rules.heads_up_button``
``no_big_blind_twice`` (Robert's Rules, the tournament directors' rule) the button goes to that
player instead, and only there."""

from __future__ import annotations

import json

import pytest

from audit.runner import validate
from audit.session import HandFacts, SessionChecker

RULES = {"betting": "fixed", "blinds": [5, 10], "small_bet": 10, "big_bet": 20}
CARDS = {"alice": ["2c", "3d", "5h", "7s", "9c"], "bob": ["2d", "4d", "6h", "8s", "Tc"],
         "carol": ["2h", "4c", "6s", "8c", "Jd"]}


def _hand(hand_id: str, button: int, seats: list[tuple[int, str, int]], sb: str, bb: str, folds: list[str],
          rules: dict) -> dict:
    """A hand of the session "s", table "T": blinds, the deal from the button's left, folds,
    the big blind takes back its uncalled half and collects the rest."""
    order = [p for _, p, _ in seats]
    b = [s for s, _, _ in seats].index(button)
    deal = order[b + 1:] + order[:b + 1]
    events = [{"type": "blind", "player": sb, "amount": 5, "kind": "small"},
              {"type": "blind", "player": bb, "amount": 10, "kind": "big"}]
    events += [{"type": "deal", "player": p, "down": CARDS[p]} for p in deal]
    events += [{"type": "fold", "player": p} for p in folds]
    events += [{"type": "return", "player": bb, "amount": 5},
               {"type": "collect", "player": bb, "amount": 10, "pot": 0}]
    return {"format": "handaudit/1", "hand_id": hand_id, "game": "draw", "session": "s", "table": "T",
            "rules": rules, "button": button,
            "seats": [{"seat": s, "player": p, "stack": st} for s, p, st in seats], "events": events}


def _session(tmp_path, second_button: int, rules: dict) -> dict[str, list[tuple]]:
    """alice (button), bob and carol play h1, carol having the big blind; alice leaves; h2 is
    bob and carol heads-up with the button on ``second_button``."""
    h1 = _hand("h1", 1, [(1, "alice", 100), (2, "bob", 100), (3, "carol", 100)], "bob", "carol",
               ["alice", "bob"], rules)
    seats2 = [(2, "bob", 95), (3, "carol", 105)]
    if second_button == 2:      # bob has the button and the small blind: carol's big blind again
        h2 = _hand("h2", 2, seats2, "bob", "carol", ["bob"], rules)
    else:                       # carol has the button and the small blind, bob the big blind
        h2 = _hand("h2", 3, seats2, "carol", "bob", ["carol"], rules)
    path = tmp_path / "session.jsonl"
    path.write_text("".join(json.dumps(h) + "\n" for h in (h1, h2)))
    return {c.hand_id: [(f.code, f.message) for f in c.findings] for c in validate([str(path)])}


def test_by_default_the_button_moves_one_seat_going_heads_up(tmp_path):
    assert _session(tmp_path, 2, RULES) == {"h1": [], "h2": []}
    found = _session(tmp_path, 3, RULES)
    assert found["h1"] == []
    assert [code for code, _ in found["h2"]] == ["button-not-rotated"]
    assert "should have moved one seat clockwise to seat 2" in found["h2"][0][1]


def test_no_big_blind_twice_puts_the_button_on_the_last_big_blind(tmp_path):
    rules = dict(RULES, heads_up_button="no_big_blind_twice")
    assert _session(tmp_path, 3, rules) == {"h1": [], "h2": []}
    found = _session(tmp_path, 2, rules)
    assert found["h1"] == []
    assert [code for code, _ in found["h2"]] == ["button-not-rotated"]
    message = found["h2"][0][1]
    assert "carol had the big blind in the previous hand (h1), so the button should be on seat 3" in message
    assert "no_big_blind_twice" in message


def test_the_explicit_default_moves_is_the_default(tmp_path):
    rules = dict(RULES, heads_up_button="moves")
    assert _session(tmp_path, 2, rules) == {"h1": [], "h2": []}
    assert [code for code, _ in _session(tmp_path, 3, rules)["h2"]] == ["button-not-rotated"]


def test_a_bad_heads_up_button_value_is_a_rules_error(tmp_path):
    found = _session(tmp_path, 2, dict(RULES, heads_up_button="sideways"))
    assert [code for code, _ in found["h1"]] == ["malformed"]
    assert "heads_up_button" in found["h1"][0][1]


def test_without_blinds_the_option_changes_nothing(tmp_path):
    """Antes only: nobody posts a big blind, so the button just moves on."""
    checker = SessionChecker()
    seats1 = [(1, "alice", 100, 0), (2, "bob", 100, 0), (3, "carol", 100, 0)]
    seats2 = [(2, "bob", 100, 0), (3, "carol", 100, 0)]
    ends = {"alice": 100, "bob": 100, "carol": 100}
    assert checker.observe(HandFacts("f", "h1", "s", "T", 1, 1, seats1, ends)) == []
    # heads_up_button False (what the draw replay reports for a hand without blinds)
    assert [f.code for f in checker.observe(HandFacts("f", "h2", "s", "T", 3, 2, seats2, ends))] == \
        ["button-not-rotated"]


def _facts(hand_id: str, button: int, seats: list[tuple[int, str]], big_blind: int | None = None,
           heads_up: bool = True) -> HandFacts:
    return HandFacts("f", hand_id, "s", "T", button, hash(hand_id), [(s, p, 100, 0) for s, p in seats],
                     {p: 100 for _, p in seats}, heads_up_button=heads_up, big_blind=big_blind)


@pytest.mark.parametrize("first, big, second, good, bad", [
    # the big blind (carol, seat 3) left: nobody would post it twice, the button moves one seat
    ([(1, "alice"), (2, "bob"), (3, "carol")], 3, [(1, "alice"), (2, "bob")], 2, 1),
    # the small blind (bob) left: the seat after the button's is carol's, who had the big blind
    ([(1, "alice"), (2, "bob"), (3, "carol")], 3, [(1, "alice"), (3, "carol")], 3, 1),
    # the button was on an empty seat (a dead button, playing as seat 2's): dan had the big blind
    ([(2, "bob"), (4, "carol"), (6, "dan")], 6, [(4, "carol"), (6, "dan")], 6, 4),
    # four players, the button and the last leave: the big blind (carol, seat 3) takes the button
    ([(1, "alice"), (2, "bob"), (3, "carol"), (4, "dan")], 3, [(2, "bob"), (3, "carol")], 3, 2),
])
def test_no_big_blind_twice_only_moves_the_button_onto_the_last_big_blind(first, big, second, good, bad):
    first_button = 3 if first[0][0] == 2 else first[0][0]
    for button, codes in ((good, []), (bad, ["button-not-rotated"])):
        checker = SessionChecker()
        assert checker.observe(_facts("h1", first_button, first, big)) == []
        assert [f.code for f in checker.observe(_facts("h2", button, second))] == codes, button


def test_a_hand_already_heads_up_moves_the_button_one_seat():
    checker = SessionChecker()
    assert checker.observe(_facts("h1", 1, [(1, "alice"), (2, "bob")], 2)) == []
    assert checker.observe(_facts("h2", 2, [(1, "alice"), (2, "bob")], 1)) == []
    assert [f.code for f in checker.observe(_facts("h3", 2, [(1, "alice"), (2, "bob")]))] == ["button-not-rotated"]


def test_a_newcomer_heads_up_lets_the_button_go_anywhere():
    """Only one of the previous hand's players is left: any seat will do, as without the option."""
    checker = SessionChecker()
    assert checker.observe(_facts("h1", 1, [(1, "alice"), (2, "bob"), (3, "carol")], 3)) == []
    assert checker.observe(_facts("h2", 5, [(3, "carol"), (5, "erin")])) == []


def test_after_a_hand_without_blinds_the_button_moves_one_seat(tmp_path):
    """The previous hand was antes only: nobody had a big blind, so nobody could post it twice."""
    rules = dict(RULES, heads_up_button="no_big_blind_twice")
    first = _hand("h1", 1, [(1, "alice", 100), (2, "bob", 100), (3, "carol", 100)], "bob", "carol",
                  ["alice", "bob"], rules)
    # h1 without blinds: an ante each, carol bets and takes it
    first["rules"] = {"betting": "fixed", "small_bet": 10, "ante": 1}
    first["events"] = ([{"type": "ante", "player": p, "amount": 1} for p in ("alice", "bob", "carol")]
                       + [e for e in first["events"] if e["type"] == "deal"]
                       + [{"type": "check", "player": "bob"}, {"type": "check", "player": "carol"},
                          {"type": "check", "player": "alice"}]
                       + [{"type": "draw", "player": p, "discard": [], "receive": []} for p in ("bob", "carol", "alice")]
                       + [{"type": "bet", "player": "bob", "to": 20}, {"type": "fold", "player": "carol"},
                          {"type": "fold", "player": "alice"}, {"type": "return", "player": "bob", "amount": 20},
                          {"type": "collect", "player": "bob", "amount": 3, "pot": 0}])
    second = _hand("h2", 2, [(2, "bob", 102), (3, "carol", 99)], "bob", "carol", ["bob"], rules)
    path = tmp_path / "session.jsonl"
    path.write_text(json.dumps(first) + "\n" + json.dumps(second) + "\n")
    found = {c.hand_id: [(f.code, f.message) for f in c.findings] for c in validate([str(path)])}
    assert found == {"h1": [], "h2": []}


def test_the_big_blind_is_kept_from_one_ingest_to_the_next(tmp_path):
    """The store keeps the last hand's big blind (session_tables.big_blind), so that h2 ingested
    after h1 is judged as when both are ingested at once."""
    from audit.store import ingest

    rules = dict(RULES, heads_up_button="no_big_blind_twice")
    h1 = _hand("h1", 1, [(1, "alice", 100), (2, "bob", 100), (3, "carol", 100)], "bob", "carol",
               ["alice", "bob"], rules)
    seats2 = [(2, "bob", 95), (3, "carol", 105)]
    for name, h2, codes in (("right", _hand("h2", 3, seats2, "carol", "bob", ["carol"], rules), {}),
                            ("moved", _hand("h2", 2, seats2, "bob", "carol", ["bob"], rules),
                             {"button-not-rotated": 1})):
        first, second = tmp_path / f"{name}-1.jsonl", tmp_path / f"{name}-2.jsonl"
        first.write_text(json.dumps(h1) + "\n")
        second.write_text(json.dumps(h2) + "\n")
        db = tmp_path / f"{name}.duckdb"
        assert dict(ingest([str(first)], db).summary.by_code) == {}
        assert dict(ingest([str(second)], db).summary.by_code) == codes, name
