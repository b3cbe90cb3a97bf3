"""A pot split between tied winners, one winner's collect logged under an outsider's name and the
other winner's under the first winner's: the outsider's payout is `wrong-winner`, and the chips
the winners are short of are not all one payout's: the outsider's one payout cannot hold both
winners' shortfalls.  So the winner who collected (the first, paid the second's share) is
`wrong-amount` at that collect, and its message tells the winner who collected nothing
("erin collected nothing of a share of 10"), with or without pot numbers, in stud and in Palace,
and in the totals mode across pots (review of session 49, P2).  A winner's whole share taken by
one outsider's payout stays told by that payout's `wrong-winner` alone (README).

The hands (tests/fixtures/settle_s49/) are the reviewer's two-mistake mutants of legal simulated
hands (and the first with its collects' pot numbers left out), each beside its legal base, which
must be clean."""

from __future__ import annotations

from .conftest import FIXTURES, mutant_findings

DIR = FIXTURES / "settle_s49"



def _mutant(name: str):
    return mutant_findings(DIR, name)


def test_stud_the_second_winner_collected_nothing_is_told():
    # heidi and erin tie (21: heidi 11, erin 10); heidi's 11 logged as niaj's (42), erin's 10 as heidi's (43)
    found, result = _mutant("split_pot_two_names_moved")
    assert found == [("wrong-amount", 43, "heidi"), ("wrong-winner", 42, "niaj")]
    (msg,) = [f.message for f in result.findings if f.code == "wrong-amount"]
    assert "erin collected nothing of a share of 10" in msg
    # README's reading stays: heidi's 11 logged as niaj's, erin's 10 right: niaj's wrong-winner,
    # which says whose the chips are, alone
    one, _ = _mutant("split_pot_one_share_to_an_outsider")
    assert one == [("wrong-winner", 42, "niaj")]


def test_stud_without_pot_numbers_the_same():
    found, result = _mutant("split_pot_two_names_moved_no_pot")
    assert found == [("wrong-amount", 43, "heidi"), ("wrong-winner", 42, "niaj")]
    (msg,) = [f.message for f in result.findings if f.code == "wrong-amount"]
    assert "erin collected nothing of a share of 10" in msg


def test_palace_the_second_winner_collected_nothing_is_told():
    # sybil and judy split 315 (158, 157); sybil's 158 logged as heidi's (56, a collect without
    # pot number), judy's 157 as sybil's (57)
    found, result = _mutant("palace_split_pot_two_names_moved")
    assert found == [("wrong-amount", 57, "sybil"), ("wrong-winner", 56, "heidi")]
    (msg,) = [f.message for f in result.findings if f.code == "wrong-amount"]
    assert "judy collected nothing of a share of 157" in msg


def test_totals_two_winners_short_one_outsiders_payout():
    # stud, collects without pot numbers: victor's main pot (4068) logged as dave's (66), trent's
    # side pot 1 (380) as victor's (67): dave's one payout cannot be both victor's and trent's shortfall
    found, result = _mutant("totals_two_winners_short_one_stray_payout")
    assert found == [("wrong-amount", 67, "victor"), ("wrong-winner", 66, "dave")]
    (msg,) = [f.message for f in result.findings if f.code == "wrong-amount"]
    assert "trent collected nothing of a share of 380" in msg

