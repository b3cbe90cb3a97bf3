"""A forced bet (an ante, a draw blind) repeated right after itself, the same line, is the line
logged twice: one ``wrong-forced-bet``, left out, its chips not counted again, as a call repeated
right after itself is (README).  Counted as a second post, the log's later lines, which count one,
read as a call of chips owed nothing, an uncalled bet kept and unbalanced books (review of
session 63: four findings for one line)."""

from __future__ import annotations

import json

from audit.runner import validate

from .conftest import FIXTURES, SPEC

DIR = FIXTURES / "forced_s63"


def _found(path) -> list[tuple]:
    return [(f.code, f.seq, f.player) for c in validate([str(path)]) for f in c.findings]


def test_a_small_blind_logged_twice_is_one_finding():
    assert _found(DIR / "draw-small-blind-logged-twice.jsonl") == [("wrong-forced-bet", 1, "p1")]


def test_an_ante_logged_twice_is_one_finding():
    assert _found(DIR / "draw-ante-logged-twice.jsonl") == [("wrong-forced-bet", 3, "p3")]


def _with_line_repeated(tmp_path, example: str, kind: str, apart: bool = False, paid_more: int = 0):
    hand = json.loads((SPEC / "examples" / example).read_text().splitlines()[0])
    events = hand["events"]
    k = next(n for n, e in enumerate(events) if e["type"] == kind)
    # the same line right after itself, or with the next line between them
    events.insert(k + (2 if apart else 1), dict(events[k]))
    if paid_more:
        next(e for e in reversed(events) if e["type"] == "collect")["amount"] += paid_more
    path = tmp_path / "h.jsonl"
    path.write_text(json.dumps(hand) + "\n")
    return _found(path), k


def test_a_stud_ante_logged_twice_is_one_finding(tmp_path):
    found, k = _with_line_repeated(tmp_path, "stud-sample-deal.jsonl", "ante")
    assert [(c, s) for c, s, _ in found] == [("wrong-forced-bet", k + 1)]


def test_a_second_ante_not_right_after_the_first_still_counts(tmp_path):
    # not the same line twice in a row: a second ante, its chips in the pot when the payout counts
    # them (the collect takes them), one finding
    found, k = _with_line_repeated(tmp_path, "stud-sample-deal.jsonl", "ante", apart=True, paid_more=25)
    assert [(c, s) for c, s, _ in found] == [("wrong-forced-bet", k + 2)]
    # a payout of neither pot: judged with its chips in (the collect short of the pot with them)
    found, k = _with_line_repeated(tmp_path, "stud-sample-deal.jsonl", "ante", apart=True, paid_more=10)
    assert found[0][:2] == ("wrong-forced-bet", k + 2) and len(found) > 1


def test_a_second_ante_the_payout_settling_the_pot_with_one_ante_is_one_finding(tmp_path):
    # (session 69: the payout exactly the pot with one ante says the second was no post, the
    # line's wrong-forced-bet the one finding; before, the right collect was called wrong-amount)
    found, k = _with_line_repeated(tmp_path, "stud-sample-deal.jsonl", "ante", apart=True)
    assert [(c, s) for c, s, _ in found] == [("wrong-forced-bet", k + 2)]


def test_a_stud_bring_in_logged_twice_is_one_finding(tmp_path):
    # (the second diff review of session 63: three findings for one line)
    found, k = _with_line_repeated(tmp_path, "stud-sample-deal.jsonl", "bring_in")
    assert [(c, s) for c, s, _ in found] == [("wrong-forced-bet", k + 1)]


def test_an_entry_big_blind_or_a_dead_blind_logged_twice_is_one_finding():
    # (review of session 64: the entry blind's repeat was taken as a wrong blind and counted, then
    # a wrong call amount, an illegal check, an uncalled bet and unbalanced books; the dead blind's
    # a wrong amount on a right collect)
    draw = FIXTURES / "draw_s64"
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings]
             for name in ("entry-big-blind-logged-twice.jsonl", "dead-blind-logged-twice.jsonl")
             for c in validate([str(draw / name)])}
    assert found["entry-dup"] == [("wrong-forced-bet", 3, "ann")]
    assert found["dead-dup"] == [("wrong-forced-bet", 3, "ann")]
    assert found["bb-dup"] == [("wrong-forced-bet", 2, "cat")]
