"""A hand page's timeline (report_hand.replay_timeline) says what `explain` says, event by event.

The page builds its timeline in one pass with a single view of the table per event; it
must agree with ``audit.explain.explain_data`` (whose turn, to call, pot, stacks, phase,
the event in words, out of turn) and settle the same way, for hands of every game, legal
or with faults.
"""

from __future__ import annotations

import msgspec
import pytest

from audit.explain import explain_data
from audit.model import Hand
from audit.native_blob import pack
from audit.report_hand import chips, replay_timeline
from audit.simulate import simulate

GAMES = ("draw", "stud", "palace", "tonk")


def hands(game: str) -> list[Hand]:
    return [msgspec.convert(h, Hand) for h in simulate(game, 40, seed=5, faults=0.4)]


@pytest.mark.parametrize("game", GAMES)
def test_timeline_matches_explain_for_every_event(game: str) -> None:
    checked = 0
    for hand in hands(game):
        players = [s.player for s in hand.seats]
        steps, result = replay_timeline(hand, None, players)
        want = explain_data(hand)
        assert len(steps) == len(want["steps"]) == len(hand.events)
        shown = None
        before = None
        last = None
        events = hand.events
        for (seq, bad, phase, text, note, found, turn, out_of_turn, to_call, pot, cells), w in zip(steps, want["steps"]):
            assert seq == w["seq"] and text == w["text"] and note == w["note"]
            # the page's phase is the one the event happened in: explain's phase after the event before;
            # but a deal (burn, community card, banner) is in explain's phase after it, unless it is the
            # last of a run of its type that ends the phase
            t = events[seq].type
            if before is not None:
                expected = before["phase"]
                if t in ("deal", "burn", "community", "banner") and game != "tonk":
                    nxt = events[seq + 1].type if seq + 1 < len(events) else None
                    if t != last or w["phase"] == before["phase"] or nxt == t:
                        expected = w["phase"]
                assert phase == (expected or "")
            last = t
            assert turn == (w["turn"] or "")
            before = w
            assert (to_call, pot) == (chips(w["to_call"]), chips(w["pot"]))
            assert out_of_turn == w["out_of_turn"]
            assert not bad and not found                 # stored findings are added by hand_context
            if w["stacks"] != shown:
                assert cells == [chips(w["stacks"].get(p)) for p in players]
                shown = w["stacks"]
            else:
                assert cells is None                     # no stack changed: the row leaves them blank
            checked += 1
        assert [(a.pot, a.player, a.correct, a.recorded) for a in result.awards] == \
               [(a["pot"], a["player"], a["correct"], a["recorded"]) for a in want["awards"]]
        assert [s.title for s in result.sections] == [s["title"] for s in want["sections"]]
        assert [(p.index, p.amount, p.winners) for p in result.pots] == \
               [(p["index"], p["amount"], p["winners"]) for p in want["pots"]]
    assert checked > 500


def test_page_shows_the_stored_results_when_the_replay_fails(monkeypatch) -> None:
    from audit import report_hand
    from audit.report import environment

    hand = hands("draw")[0]
    row = {"native": pack(msgspec.json.encode(hand)), "rules": None, "session_label": "s", "session_page": "s1",
           "source_file": "f.jsonl", "source_line": 1, "disputed": True}

    def broken(*args):
        raise RuntimeError("no replay today")

    monkeypatch.setattr(report_hand, "replay_timeline", broken)
    stored = report_hand.stored_outcome(
        [{"seat": 1, "player": "zed", "start": 100, "end": 90, "net": -10, "folded": False, "showdown": True,
          "won": 0}],
        [{"index": 0, "amount": 10, "eligible": ["zed"], "winners": ["zed"], "contributions": '{"zed": 10}',
          "reason": "why"}],
        [{"pot": 0, "player": "zed", "correct": 10, "recorded": 7, "odd_chips": 0, "reason": ""}], True)
    finding = {"seq": 2, "code": "out-of-turn", "severity": "error", "player": "zed", "message": "m",
               "source_file": "f.jsonl", "source_line": 1}
    ctx = report_hand.hand_context(row, [finding], lambda: (stored, True))
    assert ctx["explain_error"] == "RuntimeError: no replay today"
    assert len(ctx["steps"]) == len(hand.events) and ctx["steps"][2][1] is True      # the finding marked
    assert ctx["awards"] == [(stored.awards[0], True)]                                 # 7 recorded, 10 owed
    text = environment().get_template("hand.html").render(root="../", page="hand", **ctx)
    assert "failed (RuntimeError: no replay today)" in text and "zed 10" in text and 'class="bad"' in text
