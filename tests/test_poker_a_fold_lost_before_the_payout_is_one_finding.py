"""A fold line lost right before the payout (the last opponent's, or one an out-of-turn fold had
passed over): the player faced a bet and is not in the log again, so they folded (README, as at
a show): one ``out-of-turn`` at the payout naming them, or none when an action out of turn passed
over them (reported then), and the payout is judged.  The hand was ``hand-incomplete``, its right
return called wrong, its payout never judged, and in PokerStars the summary's pot "wrong" too
(review of session 64: 37 of 113 single fold deletions of the real draw logs).  Checks left out
before a payout are not read so: the showdown they lead to is not in the log."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _found(path) -> dict[str, list[tuple]]:
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(path)])}


def test_draw_the_last_opponents_fold_lost():
    found = _found(FIXTURES / "draw_s64" / "fold-lost-before-the-payout.jsonl")
    assert found["lostfold-last"] == [("out-of-turn", 8, None)]
    # passed over by an out-of-turn fold: nothing more
    assert found["lostfold-passed"] == [("out-of-turn", 6, "ann")]
    # the uncalled bet collected with the pot is judged now
    assert found["lostfold-last-wrongcollect"] == [("out-of-turn", 8, None), ("uncalled-bet-not-returned", 8, "cat")]


def test_pokerstars_draw_a_fold_line_deleted():
    found = _found(FIXTURES / "draw_s64" / "pokerstars-fold-lost-before-the-payout.txt")
    assert found == {"900000286": [("out-of-turn", 7, "vatt110")]}


def test_stud_the_last_opponents_fold_lost():
    found = _found(FIXTURES / "stud_s64" / "fold-lost-before-the-payout.jsonl")
    assert found == {"stud-fold-lost": [("out-of-turn", 32, None)]}


def test_a_check_left_out_before_a_payout_is_not_read_as_a_showdown():
    found = _found(FIXTURES / "unfinished" / "draw-ends-with-a-collect-of-more-than-the-pot.jsonl")
    (codes,) = found.values()
    assert [c for c, _, _ in codes] == ["hand-incomplete", "books-unbalanced"]


def test_a_fold_lost_before_a_return_beside_an_all_in_player():
    # dan all-in, bob's raise uncalled once cat (whose fold is lost) is out: the return is right,
    # one finding (the fourth diff review of session 64: the return was called wrong too)
    for path in (FIXTURES / "draw_s64" / "fold-lost-before-a-return-beside-an-all-in-player.jsonl",
                 FIXTURES / "stud_s64" / "fold-lost-before-a-return-beside-an-all-in-player.jsonl"):
        ((_, codes),) = _found(path).items()
        assert codes == [("out-of-turn", 9, None)], path.name
