"""Five-card draw (POKER.md section 4): forced bets, the deal, the draw, all_check, the showdown, simulation."""

from __future__ import annotations

import collections

import msgspec
import pytest

from audit.cards import CARD_NAMES
from audit.model import Event, Hand
from audit.replay import replay, replay_steps
from audit.runner import validate
from audit.simulate import simulate

from .conftest import EXAMPLES, REAL


def hand(events, players=3, rules=None, stacks=500, button=1):
    names = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi"][:players]
    return msgspec.convert({"format": "handaudit/1", "hand_id": "t", "game": "draw",
                            "rules": rules if rules is not None else {"betting": "fixed", "blinds": [5, 10]},
                            "button": button, "seats": [{"seat": i + 1, "player": p, "stack": stacks}
                                                        for i, p in enumerate(names)], "events": events}, Hand)


def found(h):
    return [(f.code, f.seq) for f in replay(h).findings]


def cards(*idx):
    return [CARD_NAMES[i] for i in idx]


def test_split_pot_example_has_no_finding():
    path = EXAMPLES / "draw-split-pot.jsonl"
    if not path.exists():
        pytest.skip("spec examples not beside the checkout")
    checked = list(validate([str(path)]))
    assert checked and all(c.findings == [] for c in checked)


def test_real_pokerstars_draw_logs_replay_cleanly():
    files = sorted((REAL / "pokerstars").glob("pokerstars_5carddraw_*.txt"))
    if not files:
        pytest.skip("real histories not beside the checkout")
    checked = [c for c in validate([str(f) for f in files]) if c.game == "draw"]
    assert len(checked) == 31
    assert [(c.hand_id, f.code, f.message) for c in checked for f in c.findings] == []


def _broke(stack_of_dave=0):
    """Four seats, button alice; dave (seat 4) has ``stack_of_dave`` chips."""
    h = hand([], players=4)
    h.seats[3].stack = stack_of_dave
    return h


def test_a_seated_player_with_no_chips_is_not_dealt_in():
    # bob seat 2 and carol seat 3 post the blinds; dave (seat 4, no chips) is passed over by the
    # deal and the betting (before, the log was told dave was owed a deal and a turn to act)
    h = _broke()
    h.events = msgspec.convert(walk()[:5] + [{"type": "fold", "player": "alice"}] + walk()[6:], list[Event])
    assert found(h) == []


def test_a_player_with_no_chips_in_the_blinds_place_is_passed_over():
    # button carol: dave (no chips) would post the small blind; alice and bob post them
    h = _broke()
    h.button = 3
    h.events = msgspec.convert(walk(sb="alice", bb="bob", button="carol"), list[Event])
    assert found(h) == []


def test_a_deal_to_a_player_with_no_chips_is_wrong():
    h = _broke()
    h.events = msgspec.convert(walk()[:3] + [{"type": "deal", "player": "dave", "down": cards(20, 21, 22, 23, 24)}]
                               + walk()[3:5] + [{"type": "fold", "player": "alice"}] + walk()[6:], list[Event])
    r = replay(h)
    assert [(f.code, f.seq) for f in r.findings] == [("wrong-deal", 3)]
    assert "dave was dealt cards but has no chips and is not in the hand" in r.findings[0].message


def walk(sb="bob", bb="carol", button="alice"):
    """Blinds, the deal, the button and the small blind fold: the big blind's walk."""
    return [{"type": "blind", "player": sb, "amount": 5, "kind": "small"},
            {"type": "blind", "player": bb, "amount": 10, "kind": "big"},
            {"type": "deal", "player": sb, "down": cards(0, 1, 2, 3, 4)},
            {"type": "deal", "player": bb, "down": cards(5, 6, 7, 8, 9)},
            {"type": "deal", "player": button, "down": cards(10, 11, 12, 13, 14)},
            {"type": "fold", "player": button}, {"type": "fold", "player": sb},
            {"type": "return", "player": bb, "amount": 5},
            {"type": "collect", "player": bb, "amount": 10}]


def test_walk_with_the_uncalled_blind_returned():
    assert found(hand(walk())) == []


def test_blinds_by_the_wrong_player_and_the_deal_order():
    ev = walk()
    ev[0]["player"] = "alice"
    assert ("wrong-forced-bet", 0) in found(hand(ev))
    ev = walk()
    ev[2], ev[3] = ev[3], ev[2]
    assert found(hand(ev))[0] == ("wrong-deal", 2)
    ev = walk()
    ev[4]["down"] = cards(10, 11, 12, 13)
    assert found(hand(ev)) == [("wrong-deal", 4)]


def test_heads_up_the_button_posts_the_small_blind_and_acts_first():
    ev = [{"type": "blind", "player": "alice", "amount": 5, "kind": "small"},
          {"type": "blind", "player": "bob", "amount": 10, "kind": "big"},
          {"type": "deal", "player": "bob", "down": cards(0, 1, 2, 3, 4)},
          {"type": "deal", "player": "alice", "down": cards(5, 6, 7, 8, 9)},
          {"type": "fold", "player": "alice"},
          {"type": "return", "player": "bob", "amount": 5},
          {"type": "collect", "player": "bob", "amount": 10}]
    assert found(hand(ev, players=2)) == []


def running_out(third_receive):
    """8 players, 40 cards dealt: the third drawer empties the deck (12 left) and gets reshuffled discards."""
    names = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi"]
    order = names[1:] + names[:1]
    ev = [{"type": "ante", "player": p, "amount": 1} for p in order]
    for k, p in enumerate(order):
        ev.append({"type": "deal", "player": p, "down": cards(*range(5 * k, 5 * k + 5))})
    ev += [{"type": "check", "player": p} for p in order]
    ev.append({"type": "draw", "player": "bob", "discard": cards(0, 1, 2, 3, 4), "receive": cards(40, 41, 42, 43, 44)})
    ev.append({"type": "draw", "player": "carol", "discard": cards(5, 6, 7, 8, 9),
               "receive": cards(45, 46, 47, 48, 49)})
    ev.append({"type": "draw", "player": "dave", "discard": cards(10, 11, 12), "receive": third_receive})
    for p in order[3:]:
        ev.append({"type": "draw", "player": p, "discard": [], "receive": []})
    ev += [{"type": "check", "player": p} for p in order]
    return hand(ev, players=8, rules={"betting": "fixed", "small_bet": 10, "ante": 1})


def test_draw_deck_running_out_reshuffles_the_earlier_discards():
    assert found(running_out(cards(50, 51, 0))) == []
    assert found(running_out(cards(50, 51, 5))) == []
    # the order of receive means nothing: the deck's last two cards, then one reshuffled discard
    assert found(running_out(cards(0, 50, 51))) == []


def test_draw_discarded_card_back_before_the_deck_ran_out():
    # two discards back while the deck still held 51: one of them came back too early
    assert found(running_out(cards(0, 1, 50))) == [("wrong-draw", 26)]


def test_draw_own_discards_never_come_back():
    assert found(running_out(cards(50, 51, 10))) == [("wrong-draw", 26)]


def _with_stub(h):
    h.rules = {**h.rules, "reshuffle": "with_stub"}
    return h


def test_draw_reshuffle_with_stub_shuffles_the_decks_last_cards_with_the_discards():
    # dave needs 3 cards, the deck holds 2 (50, 51): with_stub (PokerStars) shuffles those two with
    # bob's and carol's discards, so dave may get discards while 50 and 51 stay in the new deck
    assert found(_with_stub(running_out(cards(0, 1, 50)))) == []
    assert found(_with_stub(running_out(cards(0, 1, 2)))) == []
    assert found(_with_stub(running_out(cards(50, 51, 0)))) == []
    # the default deals the deck's last two cards first (the two discards taken before them: one
    # finding of the draw naming both)
    assert found(running_out(cards(0, 1, 2))) == [("wrong-draw", 26)]


def test_draw_reshuffle_with_stub_still_never_gives_back_own_discards():
    assert found(_with_stub(running_out(cards(50, 10, 0)))) == [("wrong-draw", 26)]


def test_draw_reshuffle_with_stub_waits_until_a_draw_needs_more_than_the_deck():
    # carol needs 5 with 7 left: no reshuffle yet, a discard of bob's is still too early
    h = running_out(cards(50, 51, 0))
    carol = next(e for e in h.events if e.type == "draw" and e.player == "carol")
    carol.receive = cards(45, 46, 47, 48, 0)
    assert ("wrong-draw", 25) in found(_with_stub(h))


def split_pot(**rules):
    path = EXAMPLES / "draw-split-pot.jsonl"
    if not path.exists():
        pytest.skip("spec examples not beside the checkout")
    h = msgspec.json.decode(path.read_bytes().splitlines()[0], type=Hand)
    h.rules = {**h.rules, **rules}
    return h


def test_max_discard():
    h = split_pot(max_discard=2)
    assert found(h) == [("wrong-draw", 13)]         # alice discards 3


def test_odd_chip_rules_change_who_gets_the_odd_chip():
    assert found(split_pot(odd_chip="called")) == []
    # left of the button (seat 1): bob then carol
    assert found(split_pot(odd_chip="left_of_button")) == [("odd-chip", 20)]
    # high card: carol's As beats bob's Ah
    assert found(split_pot(odd_chip="high_card")) == []


def test_all_check_redeal_ends_the_hand_without_a_winner():
    rules = {"betting": "fixed", "small_bet": 10, "ante": 2, "all_check": "redeal"}
    ev = [{"type": "ante", "player": p, "amount": 2} for p in ("bob", "carol", "alice")]
    ev += [{"type": "deal", "player": p, "down": cards(*range(5 * k, 5 * k + 5))}
           for k, p in enumerate(("bob", "carol", "alice"))]
    ev += [{"type": "check", "player": p} for p in ("bob", "carol", "alice")]
    r = replay(hand(ev, rules=rules))
    assert r.findings == [] and r.claims is False
    assert [p.end for p in r.players] == [498, 498, 498]
    r = replay(hand(ev + [{"type": "collect", "player": "bob", "amount": 6}], rules=rules))
    assert [(f.code, f.seq) for f in r.findings] == [("wrong-winner", 9)]
    # continue: the draw follows
    rules["all_check"] = "continue"
    r = replay(hand(ev, rules=rules))
    assert [f.code for f in r.findings] == ["hand-incomplete"]


def test_hand_incomplete_and_out_of_turn_after_the_end():
    ev = walk()
    assert found(hand(ev[:6])) == [("hand-incomplete", None)]
    ev.insert(7, {"type": "check", "player": "alice"})
    assert ("out-of-turn", 7) in found(hand(ev))


def test_explain_view_and_sections():
    steps, result = replay_steps(split_pot())
    seq, view, _ = steps[8]
    assert view.phase == "first betting round" and view.to_act == "bob" and view.to_call == 5
    assert steps[11][1].phase == "draw" and steps[11][1].to_act == "carol"
    titles = [s.title for s in result.sections]
    assert titles == ["Draw", "Splits"]     # the pots, showdown and settlement are in the Result itself
    assert "odd chip" in result.sections[1].lines[0] and "carol" in result.sections[1].lines[0]
    assert result.rounds[:11] == [0] * 11 and result.rounds[11:] == [1] * (len(result.rounds) - 11)
    assert [h.order for h in result.showdown] == [1, 1]


def test_simulated_faults_are_found_at_their_seq_and_legal_hands_are_clean(tmp_path):
    # checked as check does: a hand after a redeal plays for the pot the redeal carried to it
    hands = list(simulate("draw", 500, seed=4, faults=0.4))
    log = tmp_path / "draw.jsonl"
    log.write_bytes(b"".join(msgspec.json.encode(h) + b"\n" for h in hands))
    injected = collections.Counter()
    for h, c in zip(hands, validate([str(log)])):
        got = {(f.code, f.seq) for f in c.findings}
        inj = h.get("injected")
        if inj:
            injected[inj["code"]] += 1
            assert (inj["code"], inj["seq"]) in got, (h["hand_id"], inj, got)
        else:
            assert not got, (h["hand_id"], got)
    assert len(injected) >= 10


def test_simulated_duplicate_card_with_two_jokers_duplicates_a_card_the_deck_holds_once():
    # with jokers: 2 a second joker is no duplicate: the injected fault copies another card (the
    # seeds that simulate such a hand move as the simulator's replay changes: the first of a few
    # that does is taken)
    seen = 0
    for h in (h for seed in (1, 38, 58, 8, 28, 49, 52) if not seen for h in simulate("draw", 240, seed=seed, faults=0.5)):
        inj = h.get("injected")
        if not inj or inj["code"] != "duplicate-card" or h["rules"].get("jokers") != 2:
            continue
        first = next(e for e in h["events"] if e["type"] == "deal")
        if "JK" not in first["down"]:
            continue
        seen += 1
        r = replay(msgspec.convert(h, Hand))
        assert ("duplicate-card", inj["seq"]) in {(f.code, f.seq) for f in r.findings}, h["hand_id"]
    assert seen
