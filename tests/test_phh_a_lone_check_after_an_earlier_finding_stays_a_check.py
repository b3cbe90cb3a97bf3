"""README (PHH): the last player with chips, the others all in or folded, may check once with
nothing owed (PokerKit logs that ``cc``), and one mistake in a PHH hand gives the findings the
same change gives the native hand, not one more for each line read after it.  After the
checker's first finding the reader follows the checker's state; with a betting round open and
nobody to act, it wrote that ``cc`` as a call with no amount, a false ``out-of-turn`` ("called but
the betting round was over") on 6% of legal PokerKit hands given one unrelated earlier mistake
(session 52's review).  It is read as without the guide: a check when nothing is owed."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

CLEAN = (FIXTURES / "phh_s52" / "lone_check.phh").read_text(encoding="utf-8")


def _findings(tmp_path, text: str) -> list[tuple]:
    path = tmp_path / "hand.phh"
    path.write_text(text, encoding="utf-8")
    (checked,) = validate([str(path)], jobs=1)
    assert checked.error is None, checked.error
    return [(f.code, f.seq) for f in checked.findings]


def _dealt_ks(text: str) -> str:
    """p3's 4th-street card (and p3's show of it) made the Ks that p1 holds."""
    return text.replace("'d dh p3 5c'", "'d dh p3 Ks'").replace("2c3c4d5c6hTsJs", "2c3c4dKs6hTsJs")


def test_the_lone_check_of_a_clean_hand_is_accepted(tmp_path):
    assert _findings(tmp_path, CLEAN) == []


def test_an_earlier_duplicate_card_is_the_one_finding_not_the_lone_check(tmp_path):
    # p3's 4th-street card is one p1 holds: the deal is the fault, the check on 7th street is not
    text = _dealt_ks(CLEAN)
    assert _findings(tmp_path, text) == [("duplicate-card", 12)]


def test_a_folded_players_cc_after_it_is_still_out_of_turn(tmp_path):
    # the lone check is read as one; a cc by the player who has just folded stays out-of-turn
    text = _dealt_ks(CLEAN).replace("'p2 f', 'p1 cc',", "'p2 f', 'p1 cc', 'p2 cc',")
    found = _findings(tmp_path, text)
    assert found[0] == ("duplicate-card", 12)
    assert ("out-of-turn", 34) in found
