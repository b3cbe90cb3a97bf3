"""One fault, one finding, for forced bets out of their place (FORMAT.md: an event with a finding
is applied as logged; CODES.md: a finding at the event that breaks the rule).

* Stud: a fold logged before the bring-in is the finding; the bring-in logged after it, before
  any bet, is the bring-in all the same (before, it was a second wrong-forced-bet, the calls of
  it wrong-call-amount, and the next street's burn wrong-deal).
* Stud: a bring-in none was due, posted in the player's turn with nothing bet in the round, is a
  bet of its chips, so the players who call it call right (before, each call was
  wrong-call-amount, and the bring-in itself a call of nothing).
* Stud: the bring-in player opening with a ``raise`` (there was no bet to raise) is the
  ``illegal-bet`` alone, not also an action before the bring-in.
* Draw: the big blind logged after a fold, the one action before it, is still the live blind
  the others owe (before, the small blind's call of it was wrong-call-amount).
"""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HERE = FIXTURES / "stud_s33"


def _found(name: str) -> dict[str, list[tuple[str, int | None, str | None]]]:
    return {hid: [(f.code, f.seq, f.player) for f in replay(h).findings if f.code != "hand-incomplete"]
            for hid, h in hands_by_id(HERE / name).items()}


def test_stud_a_bring_in_logged_after_a_fold_before_it_is_the_bring_in():
    assert _found("bring-in-after-a-fold-before-it.jsonl") == {"late-bring-in": [("wrong-forced-bet", 6, "c")]}


def test_stud_a_stray_bring_in_in_turn_with_nothing_bet_is_a_bet_its_callers_match():
    assert _found("stray-bring-in-in-turn.jsonl") == {
        "stray-bring-in-in-turn": [("wrong-forced-bet", 6, "a")],
        "stray-bring-in-4th": [("wrong-forced-bet", 13, "c")],
    }


def test_stud_the_bring_in_player_opening_with_a_raise_is_one_illegal_bet():
    assert _found("bring-in-player-completes-with-a-raise.jsonl") == {
        "bring-in-completes-by-raise": [("illegal-bet", 6, "b")]}


def test_draw_a_big_blind_logged_after_a_fold_is_the_live_blind():
    assert _found("draw-big-blind-after-a-fold.jsonl") == {"draw-late-bb": [("wrong-forced-bet", 5, "b")]}


def test_stud_messages_say_who_brings_in_when_the_lowest_upcard_is_all_in_and_a_second_completion():
    # before: "b has to bring in ... and is all-in, so c brings in", explain "so c acts first", and
    # "there was no bring-in to complete" after a completion
    from audit.replay import replay_steps

    hands = hands_by_id(HERE / "bring-in-messages.jsonl")
    (msg,) = [f.message for f in replay(hands["allin-lowest-explain"]).findings if f.code == "wrong-forced-bet"]
    assert msg == ("a posted the bring-in but c has to bring in: 4d is the lowest upcard (4s of a is higher by "
                   "suit), but b holds it and is all-in")
    _, result = replay_steps(hands["allin-lowest-explain"])
    (sec,) = [s for s in result.sections if s.title == "Who acts first"]
    assert sec.lines[0].startswith("b would bring in: 4d is the lowest upcard")
    assert sec.lines[0].endswith("; b is all-in, so c brings in")
    (msg,) = [f.message for f in replay(hands["complete-after-complete"]).findings if f.code == "illegal-action"]
    assert msg == "a completed to 40 but the bring-in was already completed (a raise goes over it)"


def test_stud_a_call_or_completion_logged_before_the_bring_in_is_one_finding():
    # before: the call was also wrong-call-amount (of nothing), the bring-in logged after it a
    # stray one, each later call wrong-call-amount and the burn wrong-deal; now the bring-in is
    # taken as posted before the early action, and the bring-in event logged later is that post
    found = {hid: [(code, seq, who) for code, seq, who in fs]
             for hid, fs in _found("../stud_s34/call-or-complete-before-the-bring-in.jsonl").items()}
    assert found == {
        "call-first": [("wrong-forced-bet", 6, "c")],
        "complete-first": [("wrong-forced-bet", 6, "c")],
        "a-calls-first": [("wrong-forced-bet", 6, "a")],
        "a-completes-first": [("wrong-forced-bet", 6, "a")],
        # a second fault: the bring-in logged for more than the bring-in
        "call-first-wrong-bi": [("wrong-forced-bet", 6, "c"), ("wrong-forced-bet", 7, "b")],
        # the bring-in never logged: b's check comes after the round was over
        "call-first-no-bi": [("wrong-forced-bet", 6, "c"), ("out-of-turn", 8, "b")],
        "proper": [],
        "c-a-then-bi": [("wrong-forced-bet", 6, "c")],
    }
    hands = hands_by_id(HERE.parent / "stud_s34" / "call-or-complete-before-the-bring-in.jsonl")
    (msg,) = [f.message for f in replay(hands["call-first"]).findings if f.code == "wrong-forced-bet"]
    assert msg.endswith("must bring in or complete first; b's bring-in of 10 is taken as posted before it")
    # the chips: each of the three put in the ante and 10, as when the bring-in comes first
    for hid in ("call-first", "c-a-then-bi", "proper"):
        assert replay(hands[hid]).pot_total == 45, hid
    assert replay(hands["complete-first"]).pot_total == 75     # antes 15 and 20 from each


def test_stud_a_bring_in_logged_after_two_early_actions_keeps_the_turn_as_logged():
    # c calls and d completes before b's bring-in; then a (after d) acts, or b acts at once: one
    # finding either way (before: a false out-of-turn, the turn restarting from b)
    found = _found("../stud_s34/bring-in-after-two-early-actions.jsonl")
    assert found == {"bi-after-call-and-complete": [("wrong-forced-bet", 8, "c")],
                     "bi-after-call": [("wrong-forced-bet", 8, "c")],
                     "bi-then-own-call": [("wrong-forced-bet", 3, "trent")]}
