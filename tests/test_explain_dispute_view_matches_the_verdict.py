"""The dispute view (explain) agrees with the verdict: a collect naming a pot its player does
not win is recorded on that pot (README, Settlement); collects naming and not naming pots that
are right show no difference; part of an uncalled bet returned and the rest collected leaves
the player with what the log gave (no false stack-mismatch next hand); the first play of a Tonk
hand shows whose turn it was; a rake without collects says nothing was compared; an id used with
and without a session says how to pick each."""

from __future__ import annotations

import re

import msgspec
import pytest

from audit.errors import UserError
from audit.explain import explain_text
from audit.model import Hand
from audit.readers.find import hand_in_files
from audit.replay import replay
from audit.runner import validate

from .conftest import FIXTURES

DIR = FIXTURES / "explain_s32"


def _hand(name: str, hand_id: str) -> Hand:
    for line in (DIR / name).read_text().splitlines():
        h = msgspec.json.decode(line, type=Hand)
        if h.hand_id == hand_id:
            return h
    raise KeyError(hand_id)


def _settlement(text: str) -> list[tuple[str, str, int, int, bool]]:
    rows = []
    part = text.split("Settlement: correct beside recorded", 1)[1].split("\n\n", 1)[0]
    for line in part.splitlines()[3:]:
        m = re.match(r"\s+(the main pot|side pot \d+)\s+(\S+)\s+(\d+)\s+(\d+)", line)
        if m:
            rows.append((m[1], m[2], int(m[3]), int(m[4]), "differs" in line))
    return rows


def test_a_collect_naming_a_pot_its_player_does_not_win_is_recorded_on_that_pot():
    hand = _hand("D1_named_pot_mixed.jsonl", "s-labels-mixed")
    assert [f.code for f in replay(hand).findings] == ["wrong-winner"]
    assert _settlement(explain_text(hand)) == [("the main pot", "a", 60, 0, True), ("side pot 1", "b", 160, 160, False),
                                               ("side pot 1", "a", 0, 60, True)]


def test_right_collects_some_naming_their_pots_show_no_difference():
    hand = _hand("D3_named_and_unnamed.jsonl", "split-collect")
    assert replay(hand).findings == []
    assert _settlement(explain_text(hand)) == [("the main pot", "b", 60, 60, False),
                                               ("side pot 1", "b", 160, 160, False)]


def test_an_uncalled_bet_partly_returned_and_partly_collected_leaves_what_the_log_gave():
    result = replay(_hand("D2_partial_return.jsonl", "pr-1"))
    assert [(f.code, f.seq) for f in result.findings] == [("uncalled-bet-not-returned", 10)]
    assert {p.player: p.end for p in result.players} == {"ann": 98, "bob": 102}
    found = {c.hand_id: [f.code for f in c.findings] for c in validate([str(DIR / "D2_partial_return.jsonl")])}
    assert found == {"pr-1": ["uncalled-bet-not-returned"], "pr-2": []}


def test_the_first_play_of_a_tonk_hand_shows_whose_turn_it_was():
    text = explain_text(_hand("D5_tonk_first_turn.jsonl", "tonk-carol-first"))
    line = next(x for x in text.splitlines() if "carol draws 6h" in x)
    assert "[bob's turn]" in line


def test_a_rake_without_collects_says_nothing_was_compared():
    text = explain_text(_hand("D6_rake_no_collect.jsonl", "s-norake-nocollect"))
    rake = text.split("\nRake\n", 1)[1].splitlines()[0]
    assert "the log records no collect" in rake and "more than the collects leave" not in rake


def test_an_id_with_and_without_a_session_says_how_to_pick_each():
    with pytest.raises(UserError) as e:
        hand_in_files("draw-split-1", [DIR / "sessions"])
    text = str(e.value)
    assert "no session (" in text and "a.jsonl:1" in text and "session S1 (" in text and "b.jsonl:1" in text
    assert "give --file only the file that holds it" in text
    assert hand_in_files("draw-split-1", [DIR / "sessions"], session="S1").hand.session == "S1"
    assert hand_in_files("draw-split-1", [DIR / "sessions" / "a.jsonl"]).hand.session is None
