"""``tonk-wrong-payment`` when the log nets its payments (TONK.md: the pays "must net, player by
player"): a caught dropper pays the winner what a third player owes them, and that player pays
nothing.  One wrong line then names its payer alone; before, the players whose netted payments
were right were named too ("went to the wrong players"), as soon as anyone's net was wrong."""

from __future__ import annotations

import json

from audit.runner import validate

# bob drops with 30 and is caught by alice (15); carol (25) is below bob: bob pays alice 2 and
# carol 1, carol pays alice 1 (and dave, when seated, pays alice 1).  Netted: bob pays alice 3.
_DEALS = {"bob": ["3h", "4h", "5h", "9c", "9d"], "carol": ["7s", "7c", "2d", "6s", "3s"],
          "dave": ["Kc", "Kd", "Qs", "Jh", "8h"], "alice": ["Ac", "2c", "3d", "4s", "5c"]}


def _hand(hand_id: str, players: list[str], pays: list[tuple[str, str, int]]) -> str:
    order = [p for p in ("bob", "carol", "dave", "alice") if p in players]
    events = [{"type": "deal", "player": p, "cards": _DEALS[p]} for p in order]
    events += [{"type": "upcard", "card": "6d"}, {"type": "drop", "player": "bob"}]
    events += [{"type": "reveal", "player": p, "cards": _DEALS[p]} for p in order]
    events += [{"type": "pay", "from": a, "to": b, "amount": k} for a, b, k in pays]
    seats = [{"seat": i + 1, "player": p, "stack": 100} for i, p in enumerate(players)]
    return json.dumps({"format": "handaudit/1", "hand_id": hand_id, "game": "tonk", "button": 1,
                       "seats": seats, "events": events})


def _found(tmp_path, line: str) -> list[tuple[str, int | None, str | None]]:
    path = tmp_path / "h.jsonl"
    path.write_text(line + "\n")
    return [(f.code, f.seq, f.player) for c in validate([str(path)]) for f in c.findings]


THREE = ["alice", "bob", "carol"]
FOUR = ["alice", "bob", "carol", "dave"]


def test_netted_payments_that_are_right_are_clean(tmp_path):
    assert _found(tmp_path, _hand("n", THREE, [("bob", "alice", 3)])) == []
    assert _found(tmp_path, _hand("n", FOUR, [("bob", "alice", 3), ("dave", "alice", 1)])) == []


def test_a_short_netted_payment_names_its_payer_alone(tmp_path):
    # carol's net is 0, as it should be: she is no party to bob's short payment
    found = _found(tmp_path, _hand("n", THREE, [("bob", "alice", 2)]))
    assert found == [("tonk-wrong-payment", None, "bob")]


def test_an_overpayment_beside_netted_payments_names_the_overpayer_alone(tmp_path):
    # dave pays 2 instead of 1 (seq 11); bob's netted 3 (seq 10) and carol's nothing are right
    found = _found(tmp_path, _hand("n", FOUR, [("bob", "alice", 3), ("dave", "alice", 2)]))
    assert found == [("tonk-wrong-payment", 11, "dave")]


def test_right_totals_to_the_wrong_player_still_name_the_payer(tmp_path):
    # every payer's net is right (bob -3, carol 0), but bob paid carol what alice was owed:
    # nobody whose net is wrong paid anything, so the payer of the misdirected line is named
    found = _found(tmp_path, _hand("n", THREE, [("bob", "alice", 1), ("bob", "carol", 2)]))
    assert [(code, player) for code, _, player in found] == [("tonk-wrong-payment", "bob")]


def test_a_share_paid_twice_netted_and_not_is_one_finding(tmp_path):
    # bob nets carol's 1 into his 3 to alice, and carol pays alice her 1 as well: alice got it twice.
    # Which of the two paid it is not known: judged against the payments as the rules make them
    # (bob owes alice 2 and carol 1), bob's line differs; one finding, not two
    found = _found(tmp_path, _hand("n", THREE, [("bob", "alice", 3), ("carol", "alice", 1)]))
    assert found == [("tonk-wrong-payment", 8, "bob")]


def test_a_stray_line_to_a_player_owed_nothing_names_its_payer_alone(tmp_path):
    # dave pays carol (owed nothing) instead of alice: dave alone is at fault
    found = _found(tmp_path, _hand("n", FOUR, [("bob", "alice", 3), ("dave", "carol", 1)]))
    assert found == [("tonk-wrong-payment", 11, "dave")]
