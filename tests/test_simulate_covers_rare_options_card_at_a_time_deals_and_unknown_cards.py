"""The simulator, the validator's oracle, also writes what it used never to write (review of
session 69): Palace's rarer options (a big bet other than two small bets, a non-default ante,
``odd_chip`` ``called`` and ``high_card``, ``no_limit_reraise: same``, ``buy_then_attack``), a tie
of the last two Palace players, Tonk's ``hand_size`` 9, deals logged a card at a time, and (with
``views``) legal hands from one player's view with ``??`` cards; its legal hands still give no
finding (an own-view hand none but the codes it records as ``expected``)."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay
from audit.runner import validate
from audit.simulate import simulate


def _unexpected(h: dict) -> list:
    return [(f.code, f.seq, f.message) for f in replay(msgspec.convert(h, Hand)).findings
            if f.code not in h.get("expected", [])]


def _by_card(h: dict) -> bool:
    deals = [e for e in h["events"] if e["type"] == "deal"]
    return bool(deals) and len(deals[0].get("down", deals[0].get("cards", []))) == 1


def test_palace_legal_hands_use_the_rarer_options_and_the_last_two_tie():
    hands = list(simulate("palace", 1200, None, 4, 0.0))
    seen = {k: 0 for k in ("big_bet", "ante", "called", "high_card", "same", "buy_then_attack", "tie", "by_card")}
    for h in hands:
        r, ev = h["rules"], h["events"]
        seen["big_bet"] += r.get("big_bet", 20) != 20
        seen["ante"] += r.get("ante", 5) != 5
        seen["called"] += r.get("odd_chip") == "called"
        seen["high_card"] += r.get("odd_chip") == "high_card"
        seen["same"] += r.get("no_limit_reraise") == "same"
        seen["buy_then_attack"] += any(a["type"] == "buy" and b["type"] == "attack" and a["player"] == b["player"]
                                       for a, b in zip(ev, ev[1:]))
        seen["tie"] += any(e["type"] == "battle" and e.get("winner") is None for e in ev) and \
            sum(e["type"] == "collect" for e in ev) == 2
        seen["by_card"] += _by_card(h)
        assert not _unexpected(h), (h["hand_id"], _unexpected(h))
    assert all(n >= 5 for n in seen.values()), seen


def test_tonk_deals_nine_cards_and_a_card_at_a_time():
    hands = list(simulate("tonk", 600, None, 2, 0.3))
    assert sum(h["rules"].get("hand_size") == 9 for h in hands) >= 5
    assert sum(_by_card(h) for h in hands) >= 5
    for h in hands:
        if "injected" in h:
            inj = h["injected"]
            got = {(f.code, f.seq) for f in replay(msgspec.convert(h, Hand)).findings}
            assert (inj["code"], inj["seq"]) in got, (h["hand_id"], inj, got)
        else:
            assert not _unexpected(h), (h["hand_id"], _unexpected(h))


def test_own_view_hands_hold_unknown_cards_and_no_injected_fault(tmp_path):
    for game in ("draw", "stud", "palace", "tonk"):
        hands = list(simulate(game, 400, None, 3, 0.3, views=True))
        views = {h["hand_id"]: h for h in hands if "view" in h}
        assert views and all("injected" not in h for h in views.values()), game
        assert all('"??"' in msgspec.json.encode(h["events"]).decode() for h in views.values()), game
        # checked as `check` checks the log (a draw redeal's pot carried to the table's next hand)
        path = tmp_path / f"{game}.jsonl"
        path.write_bytes(b"".join(msgspec.json.encode(h) + b"\n" for h in hands))
        for c in validate([str(path)]):
            if c.hand_id in views:
                bad = [(f.code, f.seq) for f in c.findings if f.code not in views[c.hand_id]["expected"]]
                assert not bad, (c.hand_id, bad)
    assert not any("view" in h for h in simulate("tonk", 200, None, 3, 0.0))
