"""Palace Poker: a battle's call or raise line logged twice in a row (the same player, the same
amount, the line before taken as that player's answer) cannot be applied (README: an event that
cannot be applied, a repeated ``call`` or ``raise``): one ``palace-wrong-response``, and its chips
are not counted twice.  Before, a raise repeated while the battle waited for the other side was
read as a raise out of order, its chips went into the pot, and the correct payout was
``wrong-amount`` and ``books-unbalanced`` (review of session 65)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

DIR = FIXTURES / "palace_s65"


def _by_hand(name: str) -> dict[str, list[tuple]]:
    return {c.hand_id: [(f.code, f.seq, f.player, f.message) for f in c.findings]
            for c in validate([str(DIR / name)])}


def test_a_repeated_raise_is_one_finding_and_its_chips_go_in_once():
    found = _by_hand("repeated-raise.jsonl")
    assert found["raise-legal"] == []
    assert found["raise-repeated"] == [
        ("palace-wrong-response", 19, "carol",
         "carol raised 40 again, right after the same line (the line repeated); bob had to answer: not applied")]


def test_a_line_like_the_one_before_that_is_another_answer_stays_that_answer():
    found = {h: [(c, s, p) for c, s, p, _ in fs] for h, fs in _by_hand("repeated-raise.jsonl").items()}
    # victor's re-raise logged under heidi's name (the same line as heidi's raise before it): heidi
    # calls it next, victor answers nowhere: victor's raise, one finding, as before
    assert found["raise-misnamed-same-as-the-line-before"] == [("palace-wrong-response", 15, "heidi")]
    # mallory's raise logged before walter's (swapped): walter's re-raise after walter's raise answers
    # it, its chips counted (the payout is right)
    assert found["raise-swapped-same-as-the-line-before"] == [("palace-wrong-response", 18, "mallory"),
                                                              ("palace-wrong-response", 20, "walter")]
