"""Stud: the player due to bring in who calls or folds instead (POKER.md: they "must either post
the bring-in or complete to the small bet") is one ``wrong-forced-bet`` at that event, and the hand
goes on from the bring-in: a call with nothing bet is the bring-in logged as a call (its chips, as
logged); a fold is the bring-in, a forced bet, taken as posted, then folded.  Before, a call
was two findings (before the bring-in; a call of 0) and a fold left the round without a bring-in,
so every later action was judged against nothing bet: a call of the bring-in ``wrong-call-amount``,
a raise of it ``illegal-bet``, the pot short (4 to 6 findings for one fault)."""

from __future__ import annotations

import json

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import SPEC

SAMPLE = json.loads((SPEC / "examples" / "stud-sample-deal.jsonl").read_text().splitlines()[0])
_AT = next(k for k, e in enumerate(SAMPLE["events"]) if e["type"] == "bring_in")   # david's


def _found(early: list[dict], drop_later_fold: bool = False) -> list[tuple[str, int, str]]:
    later = SAMPLE["events"][_AT + 1:]
    if drop_later_fold:      # david folds again to carol's raise in the sample: that fold is gone
        later = [e for e in later if not (e["type"] == "fold" and e.get("player") == "david")]
    doc = dict(SAMPLE, events=SAMPLE["events"][:_AT] + early + later)
    result = replay(msgspec.json.decode(json.dumps(doc).encode(), type=Hand))
    return [(f.code, f.seq, f.player) for f in result.findings]


def test_the_sample_is_legal():
    assert _found([SAMPLE["events"][_AT]]) == []


def test_the_bring_in_player_calling_with_nothing_bet_is_the_bring_in_logged_as_a_call():
    assert _found([{"type": "call", "player": "david", "amount": 100}]) == [("wrong-forced-bet", _AT, "david")]


def test_the_bring_in_player_folding_instead_is_taken_as_posted_then_folded():
    # alice then calls the 100 and carol raises it: judged against the bring-in; the pot holds it
    assert _found([{"type": "fold", "player": "david"}], drop_later_fold=True) == [
        ("wrong-forced-bet", _AT, "david")]


def test_after_a_check_before_the_bring_in_the_call_or_fold_is_the_second_and_last_finding():
    check = {"type": "check", "player": "alice"}
    assert _found([check, {"type": "call", "player": "david", "amount": 100}]) == [
        ("wrong-forced-bet", _AT, "alice"), ("wrong-forced-bet", _AT + 1, "david")]
    assert _found([check, {"type": "fold", "player": "david"}], drop_later_fold=True) == [
        ("wrong-forced-bet", _AT, "alice"), ("wrong-forced-bet", _AT + 1, "david")]


def test_a_call_of_another_amount_says_the_bring_in():
    doc = dict(SAMPLE, events=SAMPLE["events"][:_AT] + [{"type": "call", "player": "david", "amount": 60}]
               + SAMPLE["events"][_AT + 1:])
    found = replay(msgspec.json.decode(json.dumps(doc).encode(), type=Hand)).findings
    assert (found[0].code, found[0].seq) == ("wrong-forced-bet", _AT)
    assert "which is 100" in found[0].message
