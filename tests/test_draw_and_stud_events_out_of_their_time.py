"""Events out of their time are reported once and applied as logged (FORMAT.md), and what the
spec leaves unordered is read in any order: a bet during the draw, a draw whose received cards
list the reshuffled discards first, a first round with a fold under all_check: redeal, a late
ante in stud, the community card at the showdown."""

from __future__ import annotations

from audit.explain import explain_text
from audit.readers import read_paths
from audit.runner import validate

from .conftest import FIXTURES


def _found(name: str) -> dict[str, list[tuple[str, int | None]]]:
    return {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate([str(FIXTURES / name)])}


def test_a_bet_during_the_draw_is_one_finding_and_applied_as_what_follows_shows():
    found = _found("draw/bet-during-draw.jsonl")
    # alice's stand-pat draw is missing: bob's bet begins the second round; nothing else is wrong
    assert found["r5-missing-standpat"] == [("illegal-action", 10)]
    # bob bets before alice draws; carol's call after the draw answers it: it was made early, and
    # the rest of the hand is right
    assert found["r5-bet-before-last-draw"] == [("illegal-action", 10)]


def test_a_stray_bet_during_the_draw_is_left_out_when_the_hand_goes_on_without_it():
    # the bundled sample: carol bets in the middle of the draw, the draw goes on and the second
    # round opens with a check: one finding, and the books balance without the stray chips
    found = {c.hand_id: [(f.code, f.seq) for f in c.findings]
             for c in validate([str(FIXTURES.parent.parent / "sample_histories" / "draw-faults.jsonl")])}
    assert found["fault-illegal-action-1"] == [("illegal-action", 12)]


def test_received_cards_are_read_in_any_order_when_the_deck_runs_out():
    assert _found("draw/deck-out-discards-listed-first.jsonl") == {"r4-deck-out-receive-order": []}


def test_a_fold_in_the_first_round_is_not_every_player_checking():
    # bob checks, carol folds, alice checks: with all_check redeal the hand still goes on to the draw
    assert _found("draw/redeal-with-a-fold.jsonl") == {"r3-fold-then-checks": []}


def test_a_late_ante_is_not_a_second_ante():
    found = _found("stud/late-ante.jsonl")["ante_after_deal"]
    assert found == [("wrong-forced-bet", 4)]     # posted late, not also missing (as in draw)
    checked = next(iter(validate([str(FIXTURES / "stud" / "late-ante.jsonl")])))
    assert not any("second ante" in f.message for f in checked.findings)


def test_the_community_card_is_among_the_cards_each_player_plays_from():
    hand = next(r.hand for r in read_paths([str(FIXTURES / "stud" / "community-showdown.jsonl")]))
    lines = [x for x in explain_text(hand).splitlines() if ") from " in x]
    assert len(lines) == 8          # eight players reach the showdown
    assert all(len(x.split(") from ")[1].split()) == 7 and x.rstrip().endswith("4h") for x in lines)


def test_a_folded_player_acting_during_the_draw_is_skipped_and_the_draw_goes_on():
    # alice folded; her check during the draw is out of turn and skipped: carol's draw after it is legal
    assert _found("draw/folded-player-acts-during-draw.jsonl") == {"folded-acts-during-draw": [("out-of-turn", 11)]}


def test_odd_chip_called_counts_the_big_blind_as_the_bet_that_was_called():
    # blinds called all round, then checks: the big blind is the player who was called (POKER.md 3
    # and 4: the big blind counts as a bet; the German seed: "the player who was called")
    found = _found("draw/odd-chip-big-blind-called.jsonl")
    assert found == {"bb-called-chip-to-carol": [], "bb-called-chip-to-bob": [("odd-chip", 19)]}


def test_odd_chip_called_voluntary_leaves_the_blinds_out(tmp_path):
    import json

    lines = (FIXTURES / "draw" / "odd-chip-big-blind-called.jsonl").read_text().splitlines()
    hands = [json.loads(x) for x in lines]
    for h in hands:
        h["rules"]["odd_chip"] = "called_voluntary"
    path = tmp_path / "voluntary.jsonl"
    path.write_text("\n".join(json.dumps(h) for h in hands) + "\n")
    found = {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate([str(path)])}
    assert found["bb-called-chip-to-bob"] == [] and [c for c, _ in found["bb-called-chip-to-carol"]] == ["odd-chip"]


def test_a_bring_in_by_the_wrong_player_is_compared_with_that_players_upcard():
    (checked,) = validate([str(FIXTURES / "stud" / "bring-in-by-the-wrong-player.jsonl")])
    (f,) = checked.findings
    assert f.code == "wrong-forced-bet" and f.message.endswith("2d is the lowest upcard (As of bob is higher by rank)")


def test_draw_dealt_a_card_at_a_time_round_the_table(tmp_path):
    import json

    path = FIXTURES / "draw" / "dealt-a-card-at-a-time.jsonl"
    assert _found("draw/dealt-a-card-at-a-time.jsonl") == {"draw-roundrobin": []}
    # alice's last card missing: the deal ends at the first check, short of her fifth card
    hand = json.loads(path.read_text())
    hand["events"] = [e for e in hand["events"] if e.get("down") != ["7c"]]
    hand["events"] = [e for e in hand["events"] if e["type"] not in ("show", "collect", "muck")]
    short = tmp_path / "short.jsonl"
    short.write_text(json.dumps(hand) + "\n")
    (checked,) = validate([str(short)])
    first = checked.findings[0]
    assert (first.code, first.seq, first.player) == ("wrong-deal", 11, "alice")
    assert "only 4 cards" in first.message
    # two cards in one deal event are not a card at a time: wrong-deal at once
    hand = json.loads(path.read_text())
    hand["events"][2]["down"] = ["As", "8d"]
    two = tmp_path / "two.jsonl"
    two.write_text(json.dumps(hand) + "\n")
    (checked,) = validate([str(two)])
    assert ("wrong-deal", 2) in [(f.code, f.seq) for f in checked.findings]


def test_messages_say_what_happened():
    found = {c.hand_id: [f.message for f in c.findings] for c in validate([str(FIXTURES / "stud" / "messages.jsonl")])}
    assert found["card-joker-nojokers"] == ["JK dealt to alice, but this deck has no jokers"]
    (msg,) = found["bringin-missing"]
    assert msg.startswith("alice checked before the bring-in: alice has to bring in: 4d is the lowest upcard")
    assert msg.endswith(", and must bring in or complete first")


def test_a_show_of_unknown_cards_does_not_contradict_the_cards_held(tmp_path):
    import json

    path = FIXTURES / "draw" / "show-unknown-cards.jsonl"
    (hand_id,) = _found("draw/show-unknown-cards.jsonl")
    assert _found("draw/show-unknown-cards.jsonl") == {hand_id: []}
    # one known card that is not held still is a mismatch
    hand = json.loads(path.read_text())
    show = next(e for e in hand["events"] if e["type"] == "show" and all(c == "??" for c in e["cards"]))
    show["cards"][0] = "2d" if "2d" not in json.dumps(hand["events"][:-3]) else "3d"
    wrong = tmp_path / "wrong.jsonl"
    wrong.write_text(json.dumps(hand) + "\n")
    assert "shown-cards-mismatch" in [f.code for c in validate([str(wrong)]) for f in c.findings]


def test_an_early_bet_is_answered_by_a_call_without_amount_or_a_fold():
    found = _found("draw/early-bet-answered-by-call-without-amount.jsonl")
    assert found == {"early-bet-call-amt": [("illegal-action", 10)], "early-bet-call-noamt": [("illegal-action", 10)]}
    assert _found("draw/early-bet-answered-by-fold.jsonl") == {"early-bet-fold-answers": [("illegal-action", 10)]}


def test_a_fold_during_the_draw_is_a_fold():
    # on the player's own turn to draw, a fold (fold_in_draw: own_turn, the German seed's "at any
    # time"); after the player's own draw, out of turn; either way the player is out and the draw
    # goes on without them
    assert _found("draw/fold-during-draw.jsonl") == {"fold-instead-of-draw": [],
                                                     "fold-after-own-draw": [("out-of-turn", 10)]}


def test_the_same_hand_with_a_ten_written_10_or_all_in_false_is_no_duplicate():
    # the second line repeats the first, once with 10c for Tc, once with "all_in": false spelled out
    for name in ("draw/ten-spelled-10.jsonl", "draw/all-in-false.jsonl"):
        checked = list(validate([str(FIXTURES / name)]))
        assert [c.repeat for c in checked] == [False, True], name
        assert all(c.findings == [] for c in checked), name


def test_a_fold_after_an_early_bet_answers_it():
    found = _found("draw/early-bet-then-fold-during-the-draw.jsonl")
    assert found == {"h6-two-strays": [("illegal-action", 7)], "h11-stray-then-fold-in-draw": [("illegal-action", 7)]}


def test_a_ten_in_a_name_is_no_card_for_duplicate_hand():
    # two hands under one id that differ only in a player's name, "10x" and "Tx": different content
    found = _found("draw/ten-in-a-name-is-no-card.jsonl")
    assert ("duplicate-hand", None) in found["dup2"]


def test_an_early_bet_answered_by_the_first_to_act_of_the_second_round_is_one_finding():
    # carol bets before her draw; after the draw bob, first left of the button, calls it
    found = _found("draw/early-bet-answered-by-the-first-to-act.jsonl")
    assert found == {"t1-stray-next-drawer-answer-by-first": [("illegal-action", 9)]}
