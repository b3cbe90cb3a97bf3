"""PokerStars text changed the way a damaged or edited log is: the reader must not let the change
pass as a harmless unread line.

* An action, deal, collection or returned bet of a name that no seat line gives (its ``Seat N:``
  line removed) makes the hand ``malformed``, naming the line and the player (FORMAT.md: an
  unknown player; README: a seat left out cannot be replayed); the other hands of the file are
  read as before.  Before, the line was only an ``unparsed-line`` warning (the hand passed), or
  the player was left out of the replay with a cascade of false findings.  Lines that name
  anyone (chat, joins, sit-outs, notices) are still skipped, and other unknown text is still an
  ``unparsed-line`` warning.
* Stud: a ``Dealt to`` line written after an action of its street, or past its street's marker,
  is a deal where the line is, so that the action before it is the ``wrong-deal`` of a native
  hand ("An action logged before the deal of its street is complete is one wrong-deal at that
  action").  Before, the player was dealt an unknown card at the first action and the line
  was an ``unparsed-line`` warning.

The fixtures (tests/fixtures/pokerstars_mutants/) are invented hands written like the real ones.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.readers import read_paths
from audit.runner import validate

from .conftest import FIXTURES, REAL

DIR = FIXTURES / "pokerstars_mutants"
DRAW = DIR / "draw.txt"     # hands 91000000001 (lines 1-33) and 91000000002 (lines 37-59)
STUD = DIR / "stud.txt"     # hand 92000000001
FIRST, SECOND = "91000000001", "91000000002"


def _write(tmp_path: Path, lines: list[str], name: str = "hand.txt") -> Path:
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _findings(path: Path) -> dict[str, list[tuple]]:
    return {c.hand_id: [(f.code, f.seq, f.message) for f in c.findings] for c in validate([str(path)], jobs=1)}


def _moved(lines: list[str], line: str, after: str) -> list[str]:
    """``lines`` with ``line`` taken out and put back right after the line ``after``."""
    out = list(lines)
    out.remove(line)
    out.insert(out.index(after) + 1, line)
    return out


def test_the_fixtures_are_clean():
    for path in (DRAW, STUD):
        assert all(found == [] for found in _findings(path).values())


# ---- an action of a player with no seat line ----------------------------------------------


@pytest.mark.parametrize(("seat", "line", "name"), [
    ("Seat 1: Mo Ray ($1.50 in chips)", "Mo Ray: folds", "Mo Ray"),
    ("Seat 2: Tess: K ($2.40 in chips)", "Tess: K: raises $0.10 to $0.20", "Tess: K"),
    ("Seat 3: quill ($1.80 in chips)", "quill: posts small blind $0.05", "quill"),
    ("Seat 4: Hero ($4 in chips)", "Hero: posts big blind $0.10", "Hero"),
    ("Seat 6: Ivo 9 ($1 in chips)", "Ivo 9: folds", "Ivo 9"),
])
def test_a_removed_seat_line_makes_the_hand_malformed_naming_the_players_first_line(tmp_path, seat, line, name):
    lines = DRAW.read_text(encoding="utf-8").splitlines()
    lines.remove(seat)          # from the first hand only (the second has other stacks)
    path = _write(tmp_path, lines)
    records = list(read_paths([path]))
    assert [r.hand_id for r in records] == [FIRST, SECOND]
    first, second = records
    number = lines.index(line) + 1
    assert (first.hand, first.line) == (None, 1)
    assert first.error == (f"line {number}: {line!r} names {name!r}, a player who has no seat line: "
                           "a seat left out cannot be replayed")
    assert second.error is None and second.hand is not None
    found = _findings(path)
    assert [code for code, _, _ in found[FIRST]] == ["malformed"]
    assert found[SECOND] == []


@pytest.mark.parametrize(("line", "name"), [
    ("Zed Q: folds", "Zed Q"),
    ("Zed Q: checks", "Zed Q"),
    ("Zed Q: bets $0.20", "Zed Q"),
    ("Zed Q: calls $0.20", "Zed Q"),
    ("Zed Q: discards 2 cards", "Zed Q"),
    ("Zed Q: stands pat", "Zed Q"),
    ("Zed Q: shows [Ah Kh Qh Jh Th] (a straight flush, Ace high)", "Zed Q"),
    ("Zed Q: mucks hand", "Zed Q"),
    ("Zed: Q: folds", "Zed: Q"),                # a name holding ": "
    ("Tess: K: Q: folds", "Tess: K: Q"),        # one that starts with a seated name
    ("Seat 5: folds", "Seat 5"),                # one that looks like a seat
    ("Dealt to Zed Q [Ah Kh Qh Jh Th]", "Zed Q"),
    ("Zed Q collected $0.10 from pot", "Zed Q"),
    ("Uncalled bet ($0.10) returned to Zed Q", "Zed Q"),
])
def test_an_action_deal_collection_or_return_of_an_unseated_name_makes_the_hand_malformed(tmp_path, line, name):
    lines = DRAW.read_text(encoding="utf-8").splitlines()
    lines.insert(lines.index("Hero: checks"), line)
    path = _write(tmp_path, lines)
    first, second = read_paths([path])
    assert first.hand is None
    assert first.error == (f"line 20: {line!r} names {name!r}, a player who has no seat line: "
                           "a seat left out cannot be replayed")
    assert second.error is None and _findings(path)[SECOND] == []


@pytest.mark.parametrize("line", [
    "Zed Q: sits out",
    "Zed Q: is sitting out",
    "Zed Q joins the table at seat #5",
    "Zed Q leaves the table",
    "Zed Q has timed out",
    'Zed Q said, "Tess: K: folds"',
])
def test_a_notice_or_chat_naming_an_unseated_name_is_still_skipped(tmp_path, line):
    lines = DRAW.read_text(encoding="utf-8").splitlines()
    lines.insert(lines.index("Hero: checks"), line)
    path = _write(tmp_path, lines)
    assert all(r.error is None for r in read_paths([path]))
    assert all(found == [] for found in _findings(path).values())


@pytest.mark.parametrize("line", ["Zed Q: whistles", "Zed Q: folds twice", "Dealt to Zed Q",
                                  "Zed Q: doesn't show hand"])
def test_other_text_naming_an_unseated_name_is_still_an_unparsed_line(tmp_path, line):
    lines = DRAW.read_text(encoding="utf-8").splitlines()
    lines.insert(lines.index("Hero: checks"), line)
    path = _write(tmp_path, lines)
    found = _findings(path)
    assert [(code, message) for code, _, message in found[FIRST]] == [
        ("unparsed-line", f'line 20: "{line}" was not understood')]
    assert found[SECOND] == []


def test_a_removed_seat_line_in_a_real_history_makes_that_hand_malformed(tmp_path):
    real = REAL / "pokerstars" / "pokerstars_5carddraw_limit_multi_hands_2009.txt"
    if not real.is_file():
        pytest.skip("../shared/real_histories is not beside the checkout")
    lines = real.read_text(encoding="utf-8-sig").split("\n")
    assert lines[2] == "Seat 1: francois 712 ($1.53 in chips)"
    del lines[2]
    path = _write(tmp_path, lines, "real.txt")
    records = list(read_paths([path]))
    assert records[0].error == ("line 12: 'francois 712: folds' names 'francois 712', a player who has no "
                                "seat line: a seat left out cannot be replayed")
    assert [r.hand_id for r in records] == [r.hand_id for r in read_paths([real])]
    assert all(r.error is None for r in records[1:])


# ---- stud: a deal line out of its place -------------------------------------------------------


def _stud(lines: list[str], tmp_path: Path):
    path = _write(tmp_path, lines, "stud.txt")
    (record,) = read_paths([path])
    assert record.error is None
    return record, _findings(path)[record.hand_id]


def _deals(record) -> list[tuple]:
    return [(k, e.player, e.down, e.up) for k, e in enumerate(record.hand.events) if e.type == "deal"]


def test_a_stud_deal_line_after_an_action_of_its_street_is_a_deal_there_and_that_action_a_wrong_deal(tmp_path):
    lines = _moved(STUD.read_text(encoding="utf-8").splitlines(), "Dealt to Sunny B [5d]",
                   "pell9: brings in for $0.02")
    record, found = _stud(lines, tmp_path)
    assert found == [("wrong-deal", 11, "pell9 acted before the deal of 3rd street was complete "
                                        "(Sunny B still to be dealt)")]
    events = record.hand.events
    assert (events[11].type, events[11].player) == ("bring_in", "pell9")
    assert (events[12].type, events[12].player, events[12].down, events[12].up) == (
        "deal", "Sunny B", ["??", "??"], ["5d"])
    # the same events as the clean hand, the deal moved after the bring-in
    (clean,) = read_paths([STUD])
    order = list(clean.hand.events)
    order.insert(12, order.pop(11))
    assert list(events) == order


def test_a_stud_deal_line_past_its_street_marker_is_a_deal_there_and_the_first_action_a_wrong_deal(tmp_path):
    lines = _moved(STUD.read_text(encoding="utf-8").splitlines(), "Dealt to Sunny B [5d]", "*** 4th STREET ***")
    record, found = _stud(lines, tmp_path)
    assert found == [("wrong-deal", 11, "pell9 acted before the deal of 3rd street was complete "
                                        "(Sunny B still to be dealt)")]
    deals = _deals(record)
    late = next(d for d in deals if d[1] == "Sunny B")
    assert late[2:] == (["??", "??"], ["5d"])
    assert late[0] > 16     # after the calls of 3rd street
    assert [d[3] for d in deals if d[1] == "Sunny B"] == [["5d"], ["8c"], ["3h"]]


def test_a_later_stud_deal_line_after_an_action_of_its_street_keeps_its_card(tmp_path):
    lines = _moved(STUD.read_text(encoding="utf-8").splitlines(), "Dealt to Rikk [Qh] [Th]", "Lux Ar: checks")
    record, found = _stud(lines, tmp_path)
    assert [code for code, _, _ in found] == ["wrong-deal"]
    events = record.hand.events
    k = next(k for k, e in enumerate(events) if e.type == "check" and e.player == "Lux Ar")
    assert (events[k + 1].type, events[k + 1].player, events[k + 1].up) == ("deal", "Rikk", ["Th"])


def test_a_sixth_street_deal_line_past_the_river_marker_makes_the_sixth_street_action_a_wrong_deal(tmp_path):
    lines = _moved(STUD.read_text(encoding="utf-8").splitlines(), "Dealt to Rikk [Qh Th Qc] [7h]", "*** RIVER ***")
    record, found = _stud(lines, tmp_path)
    assert [(code, message) for code, _, message in found] == [
        ("wrong-deal", "Rikk acted before the deal of 6th street was complete (Rikk still to be dealt)")]
    assert ("Rikk", ["7h"]) in [(d[1], d[3]) for d in _deals(record)]


def test_the_heros_stud_deal_line_after_the_bring_in_is_a_deal_there(tmp_path):
    lines = _moved(STUD.read_text(encoding="utf-8").splitlines(), "Dealt to Hero [7d 6h 9s]",
                   "pell9: brings in for $0.02")
    record, found = _stud(lines, tmp_path)
    assert found == [("wrong-deal", 11, "pell9 acted before the deal of 3rd street was complete "
                                        "(Hero still to be dealt)")]
    assert _deals(record)[5][1:] == ("Hero", ["7d", "6h"], ["9s"])


def test_a_deleted_stud_deal_line_is_still_an_unknown_card_at_its_place(tmp_path):
    lines = STUD.read_text(encoding="utf-8").splitlines()
    lines.remove("Dealt to Sunny B [5d]")
    record, found = _stud(lines, tmp_path)
    assert found == []
    assert _deals(record)[5][1:] == ("Sunny B", ["??", "??"], ["??"])


def test_an_action_under_the_next_streets_marker_before_its_deal_lines_keeps_the_hands_events(tmp_path):
    """A street marker logged one line early, above the last street's last action: the deal lines
    after that action are the street's deal where they stand, so the events are the clean hand's
    (a marker is no event) and the hand is clean.  Before, the street was dealt unknown cards at
    that action, and its lines were not understood (a cascade: out-of-turn, wrong-deal)."""
    text = STUD.read_text(encoding="utf-8").splitlines()
    lines = list(text)
    k = lines.index("*** 5th STREET ***")
    lines[k - 1], lines[k] = lines[k], lines[k - 1]
    assert lines[k] == "Sunny B: checks"
    record, found = _stud(lines, tmp_path)
    assert found == []
    (clean,) = read_paths([STUD])
    assert list(record.hand.events) == list(clean.hand.events)


def test_the_only_deal_line_of_a_street_logged_after_its_first_action_makes_that_action_a_wrong_deal(tmp_path):
    # the river of a real hand: only Hero's line, logged after Hero's bet; it used to deal Hero an
    # unknown card at the bet and drop the line as not understood (no finding, exit 0)
    real = REAL / "pokerstars" / "pokerstars_7stud_limit_multi_hands_2009.txt"
    if not real.is_file():
        pytest.skip("../shared/real_histories is not beside the checkout")
    lines = real.read_text(encoding="utf-8-sig").split("\n")
    k = lines.index("Dealt to Hero [5h 5c 2s As 5d Ah] [4d]")
    assert lines[k + 1] == "Hero: bets $0.08"
    lines[k], lines[k + 1] = lines[k + 1], lines[k]
    path = _write(tmp_path, lines, "real.txt")
    (found,) = [f for f in _findings(path).values() if f]
    # the native hand with Hero's deal after the bet gets the same: the other player's river card,
    # dealt at the bet, came before Hero's, out of the dealing order
    assert [(code, message) for code, _, message in found] == [
        ("wrong-deal", "MasterTrini1 was dealt before Hero: cards are dealt clockwise starting left of the dealer")]
    (record,) = [r for r in read_paths([path]) if any(e.type == "deal" and e.down == ["4d"] for e in r.hand.events)]
    k = next(k for k, e in enumerate(record.hand.events) if e.type == "deal" and e.down == ["4d"])
    assert (record.hand.events[k - 1].type, record.hand.events[k - 1].player) == ("bet", "Hero")
    assert record.hand.events[found[0][1]].player == "MasterTrini1" and found[0][1] < k - 1


def test_a_street_marker_logged_twice_deals_nothing_twice(tmp_path):
    lines = STUD.read_text(encoding="utf-8").splitlines()
    river = lines.index("*** RIVER ***")
    lines.insert(river, "*** RIVER ***")
    _, found = _stud(lines, tmp_path)
    assert found == []
