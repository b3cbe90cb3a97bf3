"""Settlements a floor person disputes: what the log recorded is shown as recorded, each wrong
collect gets the code CODES.md gives it, and the words say why one hand beats another.

The hands (tests/fixtures/settle/) are five-handed draw and stud hands with three pots, worked
out by hand from POKER.md 3.
"""

from __future__ import annotations

import msgspec

from audit.explain import explain_data, render_text
from audit.model import Hand
from audit.replay import replay
from audit.untrusted import for_html, for_terminal

from .conftest import FIXTURES

SETTLE = FIXTURES / "settle"


def _hand(name: str, hand_id: str) -> Hand:
    for line in (SETTLE / name).read_text().splitlines():
        raw = msgspec.json.decode(line)
        if raw["hand_id"] == hand_id:
            return msgspec.convert(raw, Hand)
    raise KeyError(hand_id)


def _found(hand: Hand) -> list[tuple[str, int | None, str | None]]:
    return [(f.code, f.seq, f.player) for f in replay(hand).findings]


def test_collects_without_pot_numbers_show_every_recorded_chip():
    # E, who wins no pot, collected 69 of side pot 2 (D's): the recorded column must hold it
    hand = _hand("collects_without_pot_numbers.jsonl", "R1_nopots_E_paid")
    result = replay(hand)
    collected = sum(e.amount for e in hand.events if e.type == "collect")
    assert sum(a.recorded or 0 for a in result.awards) == collected
    assert [(a.player, a.correct, a.recorded) for a in result.awards if a.player == "E"] == [("E", 0, 69)]
    assert [f.code for f in result.findings] == ["wrong-winner"]


def test_overpayment_without_pot_numbers_is_wrong_amount_not_odd_chip():
    # C collected 49 of their 50 and D 120 of their 119: the only odd chip (the main pot's) went
    # to its owner B, so this is no odd chip moved (CODES.md odd-chip: "the shares are right
    # except the odd chips")
    hand = _hand("collects_without_pot_numbers.jsonl", "R1_nopots_over")
    result = replay(hand)
    assert sorted((f.code, f.player) for f in result.findings) == [("wrong-amount", "C"), ("wrong-amount", "D")]
    d = [a for a in result.awards if a.player == "D"]
    assert sum(a.recorded for a in d) == 120 and sum(a.correct for a in d) == 119


def test_collect_from_a_pot_the_hand_does_not_have_is_wrong_winner():
    control = _hand("collect_from_no_such_pot.jsonl", "R2_B_side2_control")
    assert "wrong-winner" in [c for c, _, _ in _found(control)]
    hand = _hand("collect_from_no_such_pot.jsonl", "R2_only_pot5")
    found = _found(hand)
    assert ("wrong-winner", 29, "D") in found
    msg = next(f.message for f in replay(hand).findings if f.seq == 29)
    assert "side pot 5, a pot this hand does not have" in msg


def test_settlement_findings_are_in_log_order():
    seqs = [s for _, s, _ in _found(_hand("collect_from_no_such_pot.jsonl", "R2_B_side2_control"))]
    assert seqs == sorted(seqs, key=lambda s: (s is None, s or 0)) and len(seqs) > 1


def test_odd_chip_called_ignores_a_last_bet_nobody_called():
    # S's all-in raise was called; X's later bet of 30 was not (returned): S was called, and the
    # odd chip of S and X's tie is S's (POKER.md 3, odd_chip=called)
    hand = _hand("odd_chip_called_uncalled_last_bet.jsonl", "called_uncalled_X")
    result = replay(hand)
    assert [(f.code, f.player) for f in result.findings] == [("odd-chip", "X")]
    assert "S made the last bet or raise" in result.findings[0].message
    clean = _hand("odd_chip_called_uncalled_last_bet.jsonl", "called_uncalled_S")
    assert _found(clean) == []


def test_uncalled_bet_collected_with_the_pot_is_said_so():
    hand = _hand("uncalled_collected_with_pot.jsonl", "unc_X62")
    raw = msgspec.to_builtins(hand)
    for e in raw["events"]:
        if e["type"] == "collect" and e["player"] == "X":
            e["amount"] = 61           # X's 31 and the uncalled 30 taken with the pot
        elif e["type"] == "collect":
            e["amount"] = 32
    result = replay(msgspec.convert(raw, Hand))
    assert [f.code for f in result.findings] == ["uncalled-bet-not-returned"]
    assert "it was collected with a pot instead" in result.findings[0].message
    # at the collect that took the chips: the recorded event that is wrong (CODES.md), not null
    x_collect = next(k for k, e in enumerate(raw["events"]) if e["type"] == "collect" and e["player"] == "X")
    assert result.findings[0].seq == x_collect


def test_kicker_named_when_two_hands_read_the_same():
    for hand_id, words in [("twopair_kicker_ww", "kicker queen"), ("flush_fifth_ww", "six, three"),
                           ("pair_kicker3_ww", "kickers ace, king, seven"),
                           ("highcard5_ww", "seven, five")]:
        found = replay(_hand("kickers_decide.jsonl", hand_id)).findings
        assert [f.code for f in found] == ["wrong-winner"]
        assert words in found[0].message.split("it belongs to")[1], found[0].message


def test_mucked_hand_has_no_place_at_the_showdown():
    hand = _hand("mucked_hand_at_showdown.jsonl", "muck_D")
    d = explain_data(hand)
    places = {s["player"]: s["order"] for s in d["showdown"]}
    assert places["D"] == 0 and places["B"] == 1
    text = render_text(d)
    assert "D: mucked, straight, nine high: a mucked hand wins no pot a shown hand is in" in text
    assert "eligible: D (mucked), E" in text
    found = replay(_hand("mucked_hand_at_showdown.jsonl", "muck_D_paidD")).findings
    assert {f.code for f in found} == {"wrong-winner"} and "D (mucked, straight" in found[0].message


def test_escaped_name_does_not_pass_for_a_typed_out_escape():
    real, typed = "E\x1b", "E\\x1b"
    assert for_terminal(real) != for_terminal(typed)
    assert for_html(real) != for_html(typed)
    assert for_terminal("DOMAIN\\user") == "DOMAIN\\user"


def test_uncalled_bet_collected_with_the_pot_under_a_rake_is_one_finding():
    # collects without pot numbers and a rake: the owner's collect less the unreturned chips is
    # their share less part of the rake, so only the unreturned bet is wrong
    hand = _hand("uncalled_collected_with_pot_raked.jsonl", "r1")
    assert [f.code for f in replay(hand).findings] == ["uncalled-bet-not-returned"]


def test_when_everyone_still_in_mucked_the_showdown_ranks_the_mucked_hands():
    # the README's reading: the best mucked hand wins; the showdown said "a mucked hand cannot
    # win" beside the mucked hands that won
    from .conftest import hands_by_id

    hand = hands_by_id(FIXTURES / "dispute_s15" / "everyone-mucked.jsonl")["m_allmuck"]
    d = explain_data(hand)
    places = {s["player"]: s["order"] for s in d["showdown"]}
    assert places == {"A": 1, "B": 1, "D": 3, "C": 4}
    text = render_text(d)
    assert "cannot win" not in text and "wins no pot" not in text
    assert "every player still in mucked: the best mucked hand wins" in text
