"""button-not-rotated when players come and go: the button moves to the next seat clockwise
whose player was in the previous hand (casino practice, Robert's Rules: a player who sits down
between the button and the blinds is not dealt the button; PokerStars does the same), or to
any seat when fewer than two of them are left."""

from __future__ import annotations

import pytest

from audit.runner import validate
from audit.session import HandFacts, SessionChecker

from .conftest import FIXTURES, REAL


def _observe(hands: list[tuple[int, list[tuple[int, str]]]]) -> list[list]:
    checker = SessionChecker()
    out = []
    for i, (button, seats) in enumerate(hands, 1):
        out.append(checker.observe(HandFacts("f.jsonl", f"h{i}", "s", "T", button, i,
                                             [(seat, p, 100, 0) for seat, p in seats],
                                             {p: 100 for _, p in seats})))
    return out


LEGAL = {
    "join and leave": [(1, [(1, "a"), (2, "b"), (3, "c")]),
                       (2, [(1, "a"), (2, "b"), (3, "c"), (4, "d")]),
                       (3, [(1, "a"), (3, "c"), (4, "d")]),
                       (4, [(1, "a"), (3, "c"), (4, "d"), (6, "e")]),
                       (6, [(1, "a"), (3, "c"), (4, "d"), (6, "e")]),
                       (1, [(1, "a"), (3, "c"), (4, "d"), (6, "e")])],
    "a player changes seat": [(1, [(1, "a"), (2, "b"), (3, "c")]),
                              (2, [(2, "b"), (3, "c"), (5, "a")]),
                              (3, [(2, "b"), (3, "c"), (5, "a")]),
                              (5, [(2, "b"), (3, "c"), (5, "a")])],
    "the button's player leaves": [(2, [(1, "a"), (2, "b"), (3, "c"), (4, "d")]),
                                   (3, [(1, "a"), (3, "c"), (4, "d")])],
    "the next player leaves": [(1, [(1, "a"), (2, "b"), (3, "c"), (4, "d")]),
                               (3, [(1, "a"), (3, "c"), (4, "d")])],
    "a new player sits down after the button": [(1, [(1, "a"), (3, "c"), (4, "d")]),
                                                (3, [(1, "a"), (2, "b"), (3, "c"), (4, "d")]),
                                                (4, [(1, "a"), (2, "b"), (3, "c"), (4, "d")]),
                                                (1, [(1, "a"), (2, "b"), (3, "c"), (4, "d")]),
                                                (2, [(1, "a"), (2, "b"), (3, "c"), (4, "d")])],
    "round the table": [(5, [(2, "a"), (5, "b"), (9, "c")]),
                        (9, [(2, "a"), (5, "b"), (9, "c")]),
                        (2, [(2, "a"), (5, "b"), (9, "c")])],
    "down to heads-up": [(1, [(1, "a"), (2, "b"), (3, "c")]),
                         (2, [(1, "a"), (2, "b")]),
                         (1, [(1, "a"), (2, "b")]),
                         (2, [(1, "a"), (2, "b")])],
    "nobody of the previous hand is left": [(1, [(1, "a"), (2, "b")]),
                                            (3, [(3, "c"), (4, "d")])],
    "only the button's player is left": [(5, [(2, "b"), (4, "d"), (5, "e")]),
                                         (1, [(1, "a"), (3, "c"), (5, "e")])],
}


@pytest.mark.parametrize("name", LEGAL)
def test_button_not_rotated_is_not_reported_as_players_come_and_go(name):
    assert _observe(LEGAL[name]) == [[]] * len(LEGAL[name])


def test_button_not_rotated_when_a_new_player_takes_the_button():
    found = _observe([(1, [(1, "a"), (3, "c"), (4, "d")]),
                      (2, [(1, "a"), (2, "b"), (3, "c"), (4, "d")])])
    (f,) = found[1]
    assert f.code == "button-not-rotated"
    assert f.message == ("the button is on seat 2, but the previous hand (h1) had it on seat 1, so it should "
                         "have moved one seat clockwise to seat 3; a player who sat down since the previous "
                         "hand is not dealt the button")


def test_button_not_rotated_is_not_reported_when_pokerstars_passes_over_new_players():
    # two new players, one of them (seat 5) between the button (seat 4) and the next old player
    found = [(c.hand_id, [f.code for f in c.findings])
             for c in validate([str(FIXTURES / "sessions" / "pokerstars-new-player.jsonl")])]
    assert found == [("35839465638", []), ("35839492817", [])]


def test_button_not_rotated_is_not_reported_in_a_real_pokerstars_session():
    path = REAL / "pokerstars" / "pokerstars_5carddraw_limit_multi_hands_2009.txt"
    if not path.is_file():
        pytest.skip("../shared/real_histories is not beside the checkout")
    # the log's 30 hands at table 'Laodica IV', as one session and table
    checker = SessionChecker()
    found = []
    for c in validate([str(path)]):
        c.facts.session, c.facts.table = "stars", "Laodica IV"
        found += [(c.hand_id, f.code) for f in checker.observe(c.facts)]
    assert found == []

