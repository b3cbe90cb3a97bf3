"""README (what is checked): once the log pays out (its first ``collect`` or ``rake``), only more
of the settlement and shown or mucked hands may follow: the first other event is ``out-of-turn``.
The PokerStars reader moves the ``collected`` lines after every show and muck (rooms print some
before another player's ``mucks hand``), and it moved them after everything: a pot paid out
before the draw and its betting had no finding (session 52's review).  A ``collected`` line the
log writes before more play (an action, a draw, a deal, a forced bet) now stays where it is."""

from __future__ import annotations

from audit.runner import validate

HAND = """PokerStars Game #35838989654:  5 Card Draw Limit ($0.10/$0.20 USD) - 2009/11/25 14:12:43 ET
Table 'Laodica IV' 6-max Seat #2 is the button
Seat 1: francois 712 ($1.53 in chips)
Seat 2: vatt110 ($2.41 in chips)
Seat 3: dantho ($1.76 in chips)
Seat 4: Hero ($4 in chips)
Seat 6: Postman15 ($1 in chips)
dantho: posts small blind $0.05
Hero: posts big blind $0.10
*** DEALING HANDS ***
Dealt to Hero [Td Th 6h 4h 2s]
Postman15: folds
francois 712: folds
vatt110: raises $0.10 to $0.20
dantho: folds
Hero: calls $0.10
Hero: stands pat
vatt110: discards 3 cards
Hero: checks
vatt110: checks
*** SHOW DOWN ***
Hero: shows [Td Th 6h 4h 2s] (a pair of Tens)
vatt110: shows [Qd 5c Qs Ac 4d] (a pair of Queens)
vatt110 collected $0.43 from pot
*** SUMMARY ***
Total pot $0.45 | Rake $0.02
Seat 1: francois 712 folded before the Draw (didn't bet)
Seat 2: vatt110 (button) showed [Qd 5c Qs Ac 4d] and won ($0.43) with a pair of Queens
Seat 3: dantho (small blind) folded before the Draw
Seat 4: Hero (big blind) showed [Td Th 6h 4h 2s] and lost with a pair of Tens
Seat 6: Postman15 folded before the Draw (didn't bet)
"""
COLLECT = "vatt110 collected $0.43 from pot\n"


def _findings(tmp_path, text: str) -> list[tuple]:
    path = tmp_path / "hand.txt"
    path.write_text(text, encoding="utf-8")
    (checked,) = validate([str(path)], jobs=1)
    assert checked.error is None, checked.error
    return [(f.code, f.seq, f.player) for f in checked.findings]


def test_the_hand_is_clean(tmp_path):
    assert _findings(tmp_path, HAND) == []


def test_a_collect_before_the_draw_makes_the_draw_after_the_payout_out_of_turn(tmp_path):
    text = HAND.replace(COLLECT, "").replace("Hero: calls $0.10\n", "Hero: calls $0.10\n" + COLLECT)
    found = _findings(tmp_path, text)
    assert [f[0] for f in found] == ["out-of-turn"]
    assert found[0][2] == "Hero"        # Hero's draw, the first event after the payout


def test_a_collect_before_the_shows_is_still_read_after_them(tmp_path):
    # rooms print a collected line before another player's show or muck: no play follows it
    text = HAND.replace(COLLECT, "").replace("*** SHOW DOWN ***\n", "*** SHOW DOWN ***\n" + COLLECT)
    assert _findings(tmp_path, text) == []
