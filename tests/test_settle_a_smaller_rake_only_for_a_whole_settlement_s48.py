"""Collects that leave less than the recorded rake are read as a settlement under a smaller rake
(README: ``books-unbalanced`` only, at the first ``rake`` event: the rake is what is off) only when
they ARE a whole, correct settlement under it.  When they are not (an extra collect by a player
who cannot win the pot, a chip too many to one tied winner), they are judged under the recorded
rake put on the pots (POKER.md 3), and the smaller rake is kept only when it gives fewer findings:
the fault is then at the collect that is wrong, the books too, and the winners' right collects
are judged right (review of session 48, P-A and P-A2).

The hands (tests/fixtures/settle_s48/) are the reviewer's settlement mutants of legal simulated
hands, each beside its legal base, which must be clean."""

from __future__ import annotations

from audit.replay import replay_steps

from .conftest import FIXTURES, hands_by_id

DIR = FIXTURES / "settle_s48"


def _result(name: str, base: bool = False):
    hands = hands_by_id(DIR / (name + (".base.jsonl" if base else ".jsonl")))
    (hand,) = hands.values()
    _, result = replay_steps(hand)
    return hand, result


def _found(result) -> list[tuple[str, int | None, str | None]]:
    return sorted((f.code, f.seq, f.player) for f in result.findings)


def _mutant(name: str):
    """The mutant's result, its legal base checked clean first."""
    assert _result(name, base=True)[1].findings == []
    return _result(name)


def test_an_extra_collect_by_a_player_who_cannot_win_is_the_fault_not_the_rake():
    # draw, one pot of 40, rake 2 (7), alice 38 (8, right), zoe 1 (9, added: zoe folded)
    _, result = _mutant("A_rake_extra_collect_nonwinner")
    assert _found(result) == [("books-unbalanced", 9, None), ("wrong-winner", 9, "zoe")]
    # the dispute view: alice's right collect is right under the recorded rake (the legal base's)
    assert sorted((a.player, a.correct, a.recorded) for a in result.awards) == [("alice", 38, 38), ("zoe", 0, 1)]
    # README's reading stays: collects that are a whole settlement under a smaller rake (rake 3,
    # alice 38: right under a rake of 2) are books-unbalanced only, at the rake
    _, plus = _mutant("A_rake_one_more_than_the_collects_leave")
    assert _found(plus) == [("books-unbalanced", 7, None)]


def test_a_chip_too_many_to_one_tied_winner_is_that_winner_alone():
    # stud, a pot of 730, rake 1 (18): ivan 365 (19) and niaj 364 (20) are right; ivan 1 more (21)
    _, result = _mutant("A2_rake_split_extra_chip")
    assert _found(result) == [("books-unbalanced", 21, None), ("wrong-amount", 21, "ivan")]
    assert sorted((a.player, a.correct, a.recorded) for a in result.awards) == [("ivan", 365, 366), ("niaj", 364, 364)]


def test_palace_a_chip_too_many_to_one_tied_winner_is_no_odd_chip_of_the_other():
    # Palace, a pot of 425, rake 1 (57): sybil 212 (58) and peggy 212 (59) are right (424 split
    # evenly); peggy 1 more (60).  Before: odd-chip at sybil's right line and the books at the rake
    hand, result = _mutant("A2b_palace_rake_split_extra_chip_oddchip")
    assert _found(result) == [("books-unbalanced", 60, None), ("wrong-amount", 60, "peggy")]
    assert sorted((a.player, a.correct, a.recorded) for a in result.awards) == [("peggy", 212, 213),
                                                                                ("sybil", 212, 212)]
    (sec,) = [s for s in result.sections if s.title == "Settlement"]
    assert [line for line in sec.lines if line.startswith("The rake")] == [
        "The rake of 1: 1 taken from the pot; the shares are of what is left (424)."]
