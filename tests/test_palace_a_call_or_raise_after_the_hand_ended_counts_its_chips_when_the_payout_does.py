"""Palace: a call or raise logged after the hand had ended (answering an attack logged after it,
here after the quiet round that ended the hand) answers no battle; it is part of the late battle
the attack began, whose ``palace-hand-not-over`` at the attack is the one finding (EndMixin._late_play;
test_palace_a_battle_after_the_hand_ended_is_one_finding_at_its_attack); its chips go in as logged
unless the payout settles the pot as it stood before them, as the attack's do
(EndMixin._paid_after_the_end).  Before (review of session 69) the
answer's chips were dropped: a payout that counted them was also ``wrong-amount`` and
``books-unbalanced``."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HERE = FIXTURES / "palace_s69" / "an-answer-after-the-hand-ended.jsonl"


def test_the_late_lines_are_the_findings_and_the_pot_takes_their_chips_only_when_the_payout_does():
    got = {}
    for hid, h in hands_by_id(HERE).items():
        r = replay(h)
        got[hid] = ([(f.code, f.seq, f.player) for f in r.findings], [p.amount for p in r.pots],
                    {p.player: p.net for p in r.players if p.player in ("niaj", "sybil")})
    late = [("palace-hand-not-over", 32, "sybil")]
    assert got == {
        "attack-and-call-counted": (late, [75], {"niaj": -15, "sybil": 40}),
        "attack-and-call-not-counted": (late, [45], {"niaj": -5, "sybil": 30}),
        "attack-and-raise-counted": (late, [95], {"niaj": -35, "sybil": 60}),
    }
