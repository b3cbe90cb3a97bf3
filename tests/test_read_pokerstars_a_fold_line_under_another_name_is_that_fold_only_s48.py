"""README (PokerStars): a fold line is the fold it says, under the name it gives; the deals after
it follow the Dealt to lines and the shows follow the show lines, never the reader's own idea of
who folded.  A fold logged under another seated player's name (review 48, T1: 367 real mutants)
is then one changed event, and the validator's one ``out-of-turn`` (as the same mistake in native
form gets), where before the reader dropped the named player's show, dealt the player who really
folded unseen cards on every later street and moved a 7th-street card to them (13 findings,
wrong-amount on right collects).  A stud fold line lost (49 mutants) is the fold missing, not a
river card invented for the player who folded."""

from __future__ import annotations

import pytest

from audit.readers.pokerstars import read
from audit.runner import validate

from .conftest import FIXTURES

DIR = FIXTURES / "pokerstars_s48"


def _events(name):
    path = DIR / name
    (rec,) = list(read(path, path.read_text()))
    assert rec.hand is not None, rec.error
    return rec.hand.events


def _findings(name):
    return [(f.seq, f.code, f.message) for c in validate([str(DIR / name)]) for f in c.findings]


@pytest.mark.parametrize("name, seq, was, now", [
    ("stud_fold_renamed", 22, "Perla993", "ranchim"),
    ("draw_fold_renamed", 7, "Player5", "Player3"),
])
def test_a_fold_under_another_name_changes_that_event_only(name, seq, was, now):
    base, mutant = _events(name + ".base.txt"), _events(name + ".txt")
    assert len(mutant) == len(base)
    assert [i for i, (a, b) in enumerate(zip(base, mutant)) if a != b] == [seq]
    assert (base[seq].type, base[seq].player, mutant[seq].type, mutant[seq].player) == ("fold", was, "fold", now)


@pytest.mark.parametrize("name, seq, was, now", [
    ("stud_fold_renamed", 22, "Perla993", "ranchim"),
])
def test_a_fold_under_another_name_is_one_out_of_turn_at_it(name, seq, was, now):
    assert _findings(name + ".base.txt") == []
    [(at, code, message)] = _findings(name + ".txt")
    assert (at, code) == (seq, "out-of-turn")
    assert f"taken as {was}'s action, logged under {now}'s name" in message


def test_the_named_player_keeps_the_show_and_the_cards_the_text_deals_them():
    mutant = _events("stud_fold_renamed.txt")
    shows = [(e.player, e.cards) for e in mutant if e.type == "show"]
    assert shows == [("ranchim", ["Tc", "Kh", "As", "Jd", "Qd", "2s", "9c"])]
    # the player who really folded is dealt nothing after 3rd street
    assert [e for e in mutant if e.type == "deal" and e.player == "Perla993"][1:] == []


def test_a_stud_fold_line_lost_is_the_fold_missing_and_no_card_invented():
    base, mutant = _events("stud_hero_fold_deleted.base.txt"), _events("stud_hero_fold_deleted.txt")
    k = next(i for i, e in enumerate(base) if e.type == "fold" and e.player == "Hero")
    assert mutant == base[:k] + base[k + 1:]
    assert _findings("stud_hero_fold_deleted.base.txt") == []
    [(_, code, message)] = _findings("stud_hero_fold_deleted.txt")
    assert code == "wrong-deal" and "Hero had not acted" in message
