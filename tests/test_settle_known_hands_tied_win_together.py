"""A pot whose winner's cards are unknown, where two or more known hands tie for the best of the
known ones: those hands win it together or not at all (POKER.md 3: a tie splits the pot), so a
pot paid to some of them and none to another is wrong whatever the unknown cards are
(``wrong-amount``, an error, at the pot's first collect, naming the player left out).  Before,
it was only an ``unverifiable-award`` warning, and the player left out had no row in the
settlement.  A pot paid to all of them, or to the unknown hand alone, stays unverifiable."""

from __future__ import annotations

from audit.codes import severity
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HERE = FIXTURES / "settle_s33"


def _found(name: str) -> dict[str, list[tuple[str, str, int | None, str | None]]]:
    out = {}
    for hid, hand in hands_by_id(HERE / name).items():
        res = replay(hand)
        out[hid] = [(severity(f.code), f.code, f.seq, f.player) for f in res.findings]
    return out


def test_a_tied_known_hand_paid_nothing_beside_an_unknown_hand_is_wrong_amount():
    found = _found("tied-known-hands-one-left-out-draw.jsonl")
    assert found == {"unk-share": [("error", "wrong-amount", 17, "alice")]}
    (hand,) = hands_by_id(HERE / "tied-known-hands-one-left-out-draw.jsonl").values()
    rows = {(a.player, a.correct, a.recorded) for a in replay(hand).awards}
    assert ("alice", 0, None) in rows


def test_a_pot_paid_to_all_the_tied_known_hands_or_the_unknown_one_alone_stays_unverifiable():
    found = _found("tied-known-hands-unknown-third-stud.jsonl")
    assert found["u-tie"] == [("warning", "unverifiable-award", 36, "P2")]
    assert found["u-p1all"] == [("warning", "unverifiable-award", 36, "P1")]
    assert found["u-p3unk"][0] == ("error", "wrong-amount", 36, "P1")
    assert all(f[0] == "warning" for f in found["u-p3unk"][1:])


def test_one_tied_known_hand_paid_the_whole_pot_is_wrong_amount():
    found = _found("tied-known-hands-one-paid-all-stud.jsonl")
    assert found["v-p2all"][0] == ("error", "wrong-amount", 36, "P1")


def test_tied_known_hands_paid_more_than_a_chip_apart_is_wrong_amount_for_the_one_paid_least():
    # whatever the unknown cards, tied hands that win share equally (an odd chip apart at most);
    # before: only unverifiable-award
    found = {hid: [(severity(f.code), f.code, f.seq, f.player) for f in replay(h).findings]
             for hid, h in hands_by_id(FIXTURES / "settle_s34" / "tied-known-hands-paid-unequally.jsonl").items()}
    assert found == {
        "t1": [("error", "wrong-amount", 12, "bob")],
        "t2": [("error", "wrong-amount", 13, "bob")],
        "t6": [("error", "wrong-amount", 13, "bob")],
    }
