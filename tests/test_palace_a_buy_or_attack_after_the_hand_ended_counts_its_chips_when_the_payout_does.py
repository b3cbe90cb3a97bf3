"""Palace, as draw and stud: a buy or an attack logged after the hand had ended (here after the
quiet round that ended it) is one ``palace-hand-not-over`` and is not taken, but its chips go in
as logged (FORMAT.md), unless the payout settles the pot as it stood before them.  So a payout
that counts the late chips (the table settled them) and one that does not are both right, and
the one fault is the late line's.  Before (review of session 69) the chips were dropped: the
payout that counted them was also ``wrong-amount`` and ``books-unbalanced`` ("players put in 45
but 55 was collected"), three findings for one fault."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HERE = FIXTURES / "palace_s69" / "chips-after-the-hand-ended.jsonl"


def _results() -> dict:
    return {hid: replay(h) for hid, h in hands_by_id(HERE).items()}


def test_the_late_line_is_the_one_finding_whether_or_not_the_payout_counts_its_chips():
    found = {hid: [(f.code, f.seq, f.player) for f in r.findings] for hid, r in _results().items()}
    assert found == {
        "late-buy-counted": [("palace-hand-not-over", 32, "niaj")],
        "late-buy-not-counted": [("palace-hand-not-over", 32, "niaj")],
        "late-attack-counted": [("palace-hand-not-over", 32, "sybil")],
        "late-attack-not-counted": [("palace-hand-not-over", 32, "sybil")],
    }


def test_the_late_chips_are_in_the_pot_and_the_stacks_only_when_the_payout_counts_them():
    got = {hid: ([p.amount for p in r.pots], {p.player: p.net for p in r.players if p.player in ("niaj", "sybil")})
           for hid, r in _results().items()}
    assert got == {
        "late-buy-counted": ([55], {"niaj": -15, "sybil": 40}),
        "late-buy-not-counted": ([45], {"niaj": -5, "sybil": 30}),
        "late-attack-counted": ([65], {"niaj": -5, "sybil": 30}),
        "late-attack-not-counted": ([45], {"niaj": -5, "sybil": 30}),
    }
