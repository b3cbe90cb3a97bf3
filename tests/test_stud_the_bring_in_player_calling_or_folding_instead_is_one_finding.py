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


def _replayed(events: list[dict], stacks: dict[str, int] | None = None):
    seats = [dict(s, stack=stacks.get(s["player"], s["stack"])) for s in SAMPLE["seats"]] if stacks else SAMPLE["seats"]
    doc = dict(SAMPLE, seats=seats, events=SAMPLE["events"][:_AT] + events)
    return replay(msgspec.json.decode(json.dumps(doc).encode(), type=Hand))


def test_a_short_bring_in_player_folding_is_one_finding_and_out_of_the_hand():
    # david has 60 chips after his ante: his bring-in is all of them, and the fold still takes him
    # out (before, it was rejected as an all-in player's fold, and he was then never dealt the
    # later streets); alice calls the 60, then the 240 of carol's raise; carol's pot is 40 smaller
    def short(e: dict) -> dict:
        if e["type"] == "call" and e.get("player") == "alice":
            return dict(e, amount={100: 60, 200: 240}.get(e["amount"], e["amount"]))
        if e["type"] == "collect":
            return dict(e, amount=e["amount"] - 40)
        return e
    later = [short(e) for e in SAMPLE["events"][_AT + 1:] if not (e["type"] == "fold" and e.get("player") == "david")]
    result = _replayed([{"type": "fold", "player": "david"}] + later, {"david": 85})
    assert [(f.code, f.seq) for f in result.findings] == [("wrong-forced-bet", _AT)]
    assert next(p for p in result.players if p.player == "david").end == 0


def test_a_bring_in_nobody_faced_after_its_players_fold_is_taken_back():
    # david folds instead of bringing in, and everybody else folds too: no chip but the antes
    # was ever in the pot, so carol collects the 100 of antes; nothing is owed back to david
    events = [{"type": "fold", "player": "david"}, {"type": "fold", "player": "alice"},
              {"type": "fold", "player": "bob"}, {"type": "collect", "player": "carol", "amount": 100}]
    result = _replayed(events)
    assert [(f.code, f.seq) for f in result.findings] == [("wrong-forced-bet", _AT)]
    assert result.pot_total == 100
    assert next(p for p in result.players if p.player == "david").end == 10000 - 25


def test_a_bring_in_nobody_can_face_is_taken_back_when_the_others_are_all_in_on_the_ante():
    # bob and carol are all-in on their antes; david folds instead of bringing in and alice folds:
    # nobody left can face the bring-in, so it is taken back at once and the hand is dealt out
    ups = {e["player"]: e for e in SAMPLE["events"][:_AT] if e["type"] == "deal"}
    later = [{"type": "fold", "player": "david"}, {"type": "fold", "player": "alice"}]
    for street in range(4):
        later += [{"type": "deal", "player": p, **({"down": [c]} if street == 3 else {"up": [c]})}
                  for p, c in (("bob", ["2c", "3c", "5c", "Qc"][street]), ("carol", ["2d", "3d", "5h", "Qd"][street]))]
    later.append({"type": "collect", "player": "carol", "amount": 100})
    result = _replayed(later, {"bob": 25, "carol": 25})
    assert ups and [(f.code, f.seq) for f in result.findings] == [("wrong-forced-bet", _AT)]
    assert next(p for p in result.players if p.player == "david").end == 10000 - 25


def test_paying_out_a_bring_in_that_was_never_there_is_found_at_the_payout():
    # everybody folds to the folded bring-in, and the log pays carol the antes and the 100 too
    events = [{"type": "fold", "player": "david"}, {"type": "fold", "player": "alice"},
              {"type": "fold", "player": "bob"}, {"type": "collect", "player": "carol", "amount": 200}]
    found = [(f.code, f.seq) for f in _replayed(events).findings]
    assert found == [("wrong-forced-bet", _AT), ("wrong-amount", _AT + 3), ("books-unbalanced", _AT + 3)]


def test_an_ante_posted_after_the_fold_does_not_face_the_bring_in():
    # alice's ante comes late, after david's fold: it is no answer to the bring-in, which everybody
    # then folds to: taken back, carol collects the antes (the late ante is its own finding)
    early = [e for e in SAMPLE["events"][:_AT] if not (e["type"] == "ante" and e["player"] == "alice")]
    doc = dict(SAMPLE, events=early + [{"type": "fold", "player": "david"},
                                       {"type": "ante", "player": "alice", "amount": 25},
                                       {"type": "fold", "player": "alice"}, {"type": "fold", "player": "bob"},
                                       {"type": "collect", "player": "carol", "amount": 100}])
    result = replay(msgspec.json.decode(json.dumps(doc).encode(), type=Hand))
    assert [(f.code, f.player) for f in result.findings] == [("wrong-forced-bet", "david"), ("wrong-forced-bet", "alice")]
    assert next(p for p in result.players if p.player == "david").end == 10000 - 25


def _nobody_faces_it(*stray: dict, bob_stack: int | None = None) -> list[tuple[str, int, str]]:
    """david folds instead of bringing in, alice folds, ``stray`` (betting events that cannot be
    applied), bob folds: carol takes the antes (100) alone, as nobody faced the bring-in (with
    ``bob_stack``, bob is all-in on his ante: carol folds and he takes them)."""
    last = ["carol", "bob"] if bob_stack is not None else ["bob", "carol"]
    seats = [dict(s, stack=bob_stack) if s["player"] == "bob" and bob_stack is not None else s
             for s in SAMPLE["seats"]]
    events = SAMPLE["events"][:_AT] + [{"type": "fold", "player": "david"}, {"type": "fold", "player": "alice"},
                                       *stray, {"type": "fold", "player": last[0]},
                                       {"type": "collect", "player": last[1], "amount": 100}]
    doc = dict(SAMPLE, seats=seats, events=events)
    result = replay(msgspec.json.decode(json.dumps(doc).encode(), type=Hand))
    return [(f.code, f.seq, f.player) for f in result.findings]


def test_a_betting_event_that_cannot_be_applied_does_not_face_a_folded_bring_in():
    # FORMAT.md: an event that cannot be applied (a player out of the hand) is skipped; it puts no
    # chips in, so it is no answer to the bring-in, which goes back to david: no books finding
    assert _nobody_faces_it() == [("wrong-forced-bet", _AT, "david")]
    out = ("out-of-turn", _AT + 2)
    for stray in ({"type": "call", "player": "david", "amount": 100},
                  {"type": "raise", "player": "alice", "to": 200}):
        assert [f[:2] for f in _nobody_faces_it(stray)] == [("wrong-forced-bet", _AT), out]
    assert [f[:2] for f in _nobody_faces_it({"type": "bring_in", "player": "david", "amount": 100})] == [
        ("wrong-forced-bet", _AT), ("wrong-forced-bet", _AT + 2)]
    # bob all-in on his ante (25 chips): his call cannot be applied either
    assert [f[:2] for f in _nobody_faces_it({"type": "call", "player": "bob", "amount": 100}, bob_stack=25)] == [
        ("wrong-forced-bet", _AT), out]
