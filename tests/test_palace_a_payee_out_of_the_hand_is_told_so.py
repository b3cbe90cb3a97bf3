"""A payee who may not win a pot is told why in words that fit every game: in Palace a player
leaves the hand by losing a battle (or tying one with a third player left), not only by folding,
so "only players who ... did not fold may" was wrong for a battle's loser (PALACE.md 3)."""

from __future__ import annotations

from audit.readers.native import read

from .conftest import FIXTURES


def test_a_battle_loser_paid_from_the_pot_is_told_they_are_out_of_the_hand():
    (rec,) = read(FIXTURES / "palace_s40" / "a-battle-loser-collects.jsonl")
    from audit.replay import replay

    [f] = replay(rec.hand).findings
    assert (f.code, f.seq, f.player) == ("wrong-winner", 22, "bob")
    assert f.message == ("the main pot of 85: 5 paid to bob, who is out of the hand and may not win it (only players still in the hand "
                         "who put chips in it may); it belongs to carol (carol is the last one standing)")
    assert "fold" not in f.message
