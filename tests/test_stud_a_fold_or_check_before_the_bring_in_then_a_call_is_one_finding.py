"""Stud: a fold or a check logged before the bring-in, then a call or completion (or more folds or
checks) before it too, is one finding: the first action before the bring-in (CODES.md
``wrong-forced-bet``), as when the call or completion comes first
(``test_poker_one_fault_a_forced_bet_logged_late_or_stray``).

The bring-in stays owed after a fold or a check (no chips were put in); a call or completion
by another player while it is owed came before it as a first one would: the bring-in is taken
as posted just before it, and the bring-in event logged later is that post (its amount judged).
The bring-in logged after folds or checks only is the bring-in. After it, the turn goes on from
the bring-in's place or as logged (from the last action before it: a player who checked then acts
when the turn comes round); the next betting event says which. Before, the call after the fold
was a call of nothing (``wrong-call-amount``), a completion ``illegal-action`` (no bring-in to
complete), the bring-in a stray one, the later calls ``wrong-call-amount`` or ``out-of-turn`` and
the next burn ``wrong-deal``; after a check, the bring-in was a stray one and each call of it
``wrong-call-amount``.
"""

from __future__ import annotations

import copy

import msgspec

from audit.model import Hand
from audit.replay import replay
from audit.simulate import simulate

from .conftest import FIXTURES, hands_by_id

PATH = FIXTURES / "stud_s35" / "fold-or-check-before-the-bring-in.jsonl"
_BETTING = {"check", "call", "bet", "raise", "complete", "fold"}


def _found() -> dict[str, list[tuple[str, int | None, str | None]]]:
    return {hid: [(f.code, f.seq, f.player) for f in replay(h).findings if f.code != "hand-incomplete"]
            for hid, h in hands_by_id(PATH).items()}


def test_stud_a_fold_then_a_call_or_completion_before_the_bring_in_is_one_finding():
    # b brings in (4d); the order is b, c, d, a; c folds first
    found = _found()
    one = [("wrong-forced-bet", 8, "c")]
    for hid in ("fold-only", "fold-call", "fold-call-call", "fold-fold-call", "fold-complete",
                "fold-complete-call", "fold-bring-in-player-completes"):
        assert found[hid] == one, hid
    assert found["proper"] == []
    hands = hands_by_id(PATH)
    # the chips: as when the bring-in comes first
    for hid in ("proper", "fold-only", "fold-call", "fold-call-call"):
        assert replay(hands[hid]).pot_total == 50, hid
    assert replay(hands["fold-fold-call"]).pot_total == 40
    for hid in ("fold-complete", "fold-complete-call", "fold-bring-in-player-completes"):
        assert replay(hands[hid]).pot_total == 80, hid


def test_stud_after_a_fold_before_the_bring_in_other_faults_are_still_found():
    found = _found()
    # a skips d's turn (also out of turn had the bring-in come first)
    assert found["fold-call-skips-a-turn"] == [("wrong-forced-bet", 8, "c"), ("out-of-turn", 9, "a")]
    assert found["fold-call-wrong-amount"] == [("wrong-forced-bet", 8, "c"), ("wrong-call-amount", 9, "d")]
    assert found["fold-call-wrong-bring-in"] == [("wrong-forced-bet", 8, "c"), ("wrong-forced-bet", 10, "b")]
    # the bring-in never logged: b's check comes after the round was over
    assert found["fold-call-no-bring-in"] == [("wrong-forced-bet", 8, "c"), ("out-of-turn", 11, "b")]
    # a posts the bring-in that b owes: that is the second finding, and the round goes on from it
    assert found["fold-bring-in-by-the-wrong-player"] == [("wrong-forced-bet", 8, "c"), ("wrong-forced-bet", 9, "a")]
    # a bet before the bring-in is judged as logged: the bring-in after it is a stray one
    assert found["fold-bet"] == [("wrong-forced-bet", 8, "c"), ("wrong-forced-bet", 10, "b")]


def test_stud_a_check_before_the_bring_in_leaves_it_owed_and_is_one_finding():
    found = _found()
    for hid in ("check", "check-then-acts-at-once", "check-check", "check-call", "fold-check",
                "fold-check-then-acts-at-once"):
        assert found[hid] == [("wrong-forced-bet", 8, "c")], hid
    assert found["heads-up-check"] == [("wrong-forced-bet", 4, "c")]
    hands = hands_by_id(PATH)
    for hid in ("check", "check-then-acts-at-once", "check-check", "check-call"):
        assert replay(hands[hid]).pot_total == 60, hid       # antes 20 and 10 from each
    assert replay(hands["heads-up-check"]).pot_total == 30


def test_stud_a_bring_in_logged_after_one_to_four_legal_actions_is_one_finding():
    # legal simulated hands with the bring-in moved after the actions that followed it: one
    # finding, at the first action now before it (before: about a third of the hands whose moved
    # actions held a fold got more)
    seen = 0
    with_fold = 0
    for raw in simulate("stud", 300, seed=11):
        events = raw["events"]
        at = next((k for k, e in enumerate(events) if e["type"] == "bring_in"), None)
        if at is None:
            continue
        after = 0
        while at + 1 + after < len(events) and events[at + 1 + after]["type"] in _BETTING:
            after += 1
        for n in range(1, min(after, 4) + 1):
            hand = copy.deepcopy(raw)
            moved = hand["events"]
            moved.insert(at + n, moved.pop(at))
            result = replay(msgspec.convert(hand, Hand))
            got = [(f.code, f.seq) for f in result.findings if f.code != "hand-incomplete"]
            assert got == [("wrong-forced-bet", at)], (raw["hand_id"], n, got)
            seen += 1
            with_fold += any(e["type"] == "fold" for e in moved[at:at + n])
    assert seen > 500 and with_fold > 100, (seen, with_fold)
