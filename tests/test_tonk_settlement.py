"""The settlement of TONK.md section 3, row by row, and its comparison with the recorded pays."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as hst

from audit.games import tonk_settle

from .test_tonk_support import BASE, count, fill_deal, found, nets, run, tonk_hand

FOUR = ("alice", "bob", "carol", "dave")        # alice deals: bob, carol, dave, alice


def _reveal_all(deal: dict[str, str]) -> list[str]:
    return [f"{p} reveal {cards}" for p, cards in deal.items()]


# ---- tonk and out -------------------------------------------------------------
def test_tonk_every_other_player_pays_two_stakes():
    deal = {**BASE, "bob": "3h 4h 5h 9c 9d"}
    h = tonk_hand(deal, ["bob draw stock 9s", "bob spread 3h 4h 5h", "bob spread 9c 9d 9s",
                         "pay carol bob 20", "pay alice bob 20"], {"stake": 10})
    res = run(h)
    assert res.findings == []
    assert res.stats["ending"] == "tonk" and res.stats["winners"] == ["bob"]
    assert res.stats["stakes"] == {"alice": -2, "bob": 4, "carol": -2}
    assert nets(res) == {"alice": -20, "bob": 40, "carol": -20}


def test_tonk_paid_once_is_a_wrong_payment_for_each_payer_at_their_own_pay():
    deal = {**BASE, "bob": "3h 4h 5h 9c 9d"}
    h = tonk_hand(deal, ["bob draw stock 9s", "bob spread 3h 4h 5h", "bob spread 9c 9d 9s",
                         "pay carol bob 10", "pay alice bob 10"], {"stake": 10})
    res = run(h)
    assert {f.code for f in res.findings} == {"tonk-wrong-payment"}
    # each short pay is the wrong event of its payer (bob, paid short by both, is at fault in neither)
    assert {(f.player, f.seq) for f in res.findings} == {("carol", 7), ("alice", 8)}
    msg = next(f.message for f in res.findings if f.player == "carol")
    assert "carol's payments net -10; carol owes 20" in msg and "bob tonked" in msg
    # the recorded end stacks are what the log says, even when wrong
    assert nets(res) == {"alice": -10, "bob": 20, "carol": -10}


def test_stack_exceeded_when_a_payment_is_more_than_the_payers_stack():
    deal = {**BASE, "bob": "3h 4h 5h 9c 9d"}
    h = tonk_hand(deal, ["bob draw stock 9s", "bob spread 3h 4h 5h", "bob spread 9c 9d 9s",
                         "pay carol bob 20", "pay alice bob 20"], {"stake": 10}, stacks=15)
    res = run(h)
    assert found(res) == {("stack-exceeded", 7), ("stack-exceeded", 8)}
    msg = next(f.message for f in res.findings if f.player == "carol")
    assert msg == "carol paid 20 in all (net of chips received) but had only 15"


def test_stack_exceeded_not_for_payments_that_use_the_whole_stack():
    deal = {**BASE, "bob": "3h 4h 5h 9c 9d"}
    h = tonk_hand(deal, ["bob draw stock 9s", "bob spread 3h 4h 5h", "bob spread 9c 9d 9s",
                         "pay carol bob 20", "pay alice bob 20"], {"stake": 10}, stacks=20)
    assert run(h).findings == []


def test_out_every_other_player_pays_one_stake():
    h = tonk_hand(BASE, ["bob draw stock 6h", "bob spread 3h 4h 5h 6h", "bob discard Kc",
                         "carol draw stock 7d", "carol spread 7s 7c 7d", "carol discard Qs",
                         "alice draw stock 8d", "alice spread 8h 8s 8d", "alice discard Td",
                         "bob draw stock 7h", "bob hit 1 7h", "bob discard 9d",
                         "pay alice bob 10", "pay carol bob 10"], {"stake": 10})
    res = run(h)
    assert res.findings == []
    assert res.stats["ending"] == "out"
    assert nets(res) == {"alice": -10, "bob": 20, "carol": -10}


# ---- drops ----------------------------------------------------------------------
def test_drop_won_when_the_droppers_count_is_strictly_lowest():
    deal = {**BASE, "bob": "As 2h 3d 4s 5h"}            # 15 against 36 and 29
    h = tonk_hand(deal, ["bob drop", *_reveal_all(deal), "pay carol bob 10", "pay alice bob 10"],
                  {"stake": 10})
    res = run(h)
    assert res.findings == []
    assert res.stats["ending"] == "drop_won" and res.stats["dropper"] == "bob"
    assert res.stats["counts"] == {"bob": 15, "carol": 36, "alice": 29}
    assert nets(res) == {"alice": -10, "bob": 20, "carol": -10}
    assert all(p.showdown for p in res.players)


def test_drop_caught_by_a_lower_count_dropper_pays_the_winner_two():
    # bob drops with 31; alice holds 29: alice wins, bob pays her 1 (lower) + 1 (winner); carol pays 1
    h = tonk_hand(BASE, ["bob drop", *_reveal_all(BASE), "pay bob alice 2", "pay carol alice 1"])
    res = run(h)
    assert res.findings == []
    assert res.stats["ending"] == "drop_caught" and res.stats["winners"] == ["alice"]
    assert res.stats["stakes"] == {"alice": 3, "bob": -2, "carol": -1}


def _four(bob: str, carol: str, dave: str, alice: str) -> dict[str, str]:
    return {"bob": bob, "carol": carol, "dave": dave, "alice": alice}


def test_drop_caught_dropper_pays_one_to_every_lower_player_and_everyone_pays_the_winner():
    # bob 20 drops; carol 10 wins; dave 15 is lower than bob but not the winner; alice 30
    deal = _four("5c 5d 5h 4c Ac", "Ad 2d 2h 3d 2s", "Ah As 2c 3h 8s", "Kd 7d 6d 4d 3c")
    assert [count(deal[p]) for p in ("bob", "carol", "dave", "alice")] == [20, 10, 15, 30]
    h = tonk_hand(deal, ["bob drop"], upcard="9c", players=FOUR)
    res = run(h)
    assert res.stats["ending"] == "drop_caught" and res.stats["winners"] == ["carol"]
    assert res.stats["stakes"] == {"bob": -3, "carol": 4, "dave": 0, "alice": -1}
    assert not res.claims


def test_stack_exceeded_counts_payments_net_of_chips_received():
    # dave (stack 0) is paid 1 by bob and pays carol 1: within his stack, whatever the order
    deal = _four("5c 5d 5h 4c Ac", "Ad 2d 2h 3d 2s", "Ah As 2c 3h 8s", "Kd 7d 6d 4d 3c")
    pays = ["pay bob carol 2", "pay bob dave 1", "pay dave carol 1", "pay alice carol 1"]
    h = tonk_hand(deal, ["bob drop", *_reveal_all(deal), *pays], upcard="9c", players=FOUR)
    for s in h["seats"]:
        s["stack"] = 0 if s["player"] == "dave" else 100
    assert run(h).findings == []
    h["events"][-3], h["events"][-2] = h["events"][-2], h["events"][-3]     # dave pays before he is paid
    assert run(h).findings == []
    h["events"][-1] = {"type": "pay", "from": "dave", "to": "carol", "amount": 1}   # and pays alice's share too
    res = run(h)
    # flagged at the first pay that takes him past his stack, here before he was paid
    assert ("stack-exceeded", len(h["events"]) - 3) in found(res)
    assert "tonk-wrong-payment" in {f.code for f in res.findings}


def test_drop_caught_by_an_equal_count_dropper_pays_that_winner_double():
    deal = _four("5c 5d 5h 4c Ac", "Ad 2d 2h 5s Qs", "Kh Qh 3h 8s 2c", "Kd 7d 6d 4d 3c")
    assert [count(deal[p]) for p in ("bob", "carol", "dave", "alice")] == [20, 20, 33, 30]
    h = tonk_hand(deal, ["bob drop", "pay bob carol 2", "pay dave carol 1", "pay alice carol 1"],
                  upcard="9c", players=FOUR)
    res = run(h)
    assert res.findings == []
    assert res.stats["ending"] == "drop_caught" and res.stats["winners"] == ["carol"]
    assert res.stats["stakes"] == {"bob": -2, "carol": 4, "dave": -1, "alice": -1}


def test_drop_caught_by_an_equal_count_paid_single_is_a_wrong_payment():
    deal = _four("5c 5d 5h 4c Ac", "Ad 2d 2h 5s Qs", "Kh Qh 3h 8s 2c", "Kd 7d 6d 4d 3c")
    h = tonk_hand(deal, ["bob drop", "pay bob carol 1", "pay dave carol 1", "pay alice carol 1"],
                  upcard="9c", players=FOUR)
    res = run(h)
    assert found(res) == {("tonk-wrong-payment", 6)}
    assert {f.player for f in res.findings} == {"bob"}        # the payer at fault, not carol too


def test_drop_caught_two_non_droppers_tied_lowest_both_win():
    deal = _four("5c 5d 5h 4c Ac", "Ad 2d 2h 3d 2s", "Ah As 2c 3h 3s", "Kd 7d 6d 4d 3c")
    assert [count(deal[p]) for p in ("bob", "carol", "dave", "alice")] == [20, 10, 10, 30]
    h = tonk_hand(deal, ["bob drop", "pay bob carol 2", "pay bob dave 2", "pay alice carol 1",
                         "pay alice dave 1"], upcard="9c", players=FOUR)
    res = run(h)
    assert res.findings == []
    assert res.stats["winners"] == ["carol", "dave"]
    assert res.stats["stakes"] == {"bob": -4, "carol": 3, "dave": 3, "alice": -2}


def test_drop_caught_dropper_tied_with_two_lowest_pays_each_double():
    deal = _four("5c 5d 4h 4c 2s", "Ad 2d 2h 5h Tc", "Ah As 3c 5s Td", "Kd 7d 6d 4d 3s")
    assert [count(deal[p]) for p in ("bob", "carol", "dave", "alice")] == [20, 20, 20, 30]
    res = run(tonk_hand(deal, ["bob drop"], upcard="9c", players=FOUR))
    assert res.stats["winners"] == ["carol", "dave"]
    assert res.stats["stakes"] == {"bob": -4, "carol": 3, "dave": 3, "alice": -2}


def test_a_drop_with_the_lowest_count_shared_by_nobody_else_but_two_higher_ties_is_won():
    deal = _four("Ac 2c 3c 4c 5d", "Ad 2d 2h 3d Tc", "Ah As 3h 3s Td", "Kd 7d 6d 4d 3s")
    res = run(tonk_hand(deal, ["bob drop"], upcard="9c", players=FOUR))
    assert res.stats["ending"] == "drop_won"
    assert res.stats["stakes"] == {"bob": 3, "carol": -1, "dave": -1, "alice": -1}


# ---- stock out ------------------------------------------------------------------
FIVE = ["bob", "carol", "dave", "erin", "alice"]     # alice deals, with hand_size 9: a stock of 6


def _stock_out_hand(carol: str, dave: str, rules: dict, tail: list[str]):
    deal, up, stock = fill_deal(FIVE, 9, {"carol": carol, "dave": dave})
    assert len(stock) == 6
    play = []
    for p, card in zip(FIVE + FIVE, stock):            # everyone draws the stock top and discards it
        play += [f"{p} draw stock {card}", f"{p} discard {card}"]
    h = tonk_hand(deal, play + tail, {"hand_size": 9, **rules}, upcard=up,
                  players=("alice", "bob", "carol", "dave", "erin"))
    return h, deal, stock


def test_stock_out_the_lowest_count_wins_one_stake_from_every_other_player():
    h, deal, _ = _stock_out_hand("Ac Ad 2c 2d 3c 3d 4c 4d 5c", "Ah As 2h 2s 3h 3s 4h 4s 6c", {}, [])
    res = run(h)
    assert [f.code for f in res.findings] == []
    assert res.stats["ending"] == "stock_out" and res.stats["winners"] == ["carol"]
    assert res.stats["counts"] == {p: count(deal[p]) for p in FIVE}
    assert res.stats["stakes"] == {"alice": -1, "bob": -1, "carol": 4, "dave": -1, "erin": -1}


def test_stock_out_tie_is_void_by_default():
    tied = ("Ac Ad 2c 2d 3c 3d 4c 4d 5c", "Ah As 2h 2s 3h 3s 4h 4s 5d")
    h, deal, _ = _stock_out_hand(*tied, {}, ["pay bob carol 1"])
    res = run(h)
    assert count(deal["carol"]) == count(deal["dave"]) == 25
    assert res.stats["ending"] == "stock_out_void" and res.stats["winners"] == []
    assert found(res) == {("tonk-wrong-payment", 18)}
    h, _, _ = _stock_out_hand(*tied, {}, [])
    res = run(h)
    assert res.findings == [] and res.stats["stakes"] == dict.fromkeys(["alice", "bob", "carol", "dave", "erin"], 0)


def test_stock_out_tie_split_each_tied_winner_is_paid_by_each_non_winner():
    tied = ("Ac Ad 2c 2d 3c 3d 4c 4d 5c", "Ah As 2h 2s 3h 3s 4h 4s 5d")
    pays = [f"pay {a} {w} 1" for a in ("bob", "erin", "alice") for w in ("carol", "dave")]
    h, _, _ = _stock_out_hand(*tied, {"stock_out_tie": "split"}, pays)
    res = run(h)
    assert res.findings == []
    assert res.stats["ending"] == "stock_out" and res.stats["winners"] == ["carol", "dave"]
    assert res.stats["stakes"] == {"alice": -2, "bob": -2, "carol": 3, "dave": 3, "erin": -2}


# ---- the comparison -------------------------------------------------------------
def test_no_pay_at_all_makes_no_claim_and_the_end_stacks_are_the_correct_ones():
    deal = {**BASE, "bob": "3h 4h 5h 9c 9d"}
    res = run(tonk_hand(deal, ["bob draw stock 9s", "bob spread 3h 4h 5h", "bob spread 9c 9d 9s"],
                        {"stake": 10}))
    assert res.findings == [] and res.claims is False
    assert {p.player: p.end for p in res.players} == {"alice": 80, "bob": 140, "carol": 80}
    assert {p.player: p.won for p in res.players} == {"alice": 0, "bob": 40, "carol": 0}


def test_payments_netting_right_by_another_route_are_accepted():
    # carol pays bob 20 for alice, and alice pays carol back 20: every net is right
    deal = {**BASE, "bob": "3h 4h 5h 9c 9d"}
    res = run(tonk_hand(deal, ["bob draw stock 9s", "bob spread 3h 4h 5h", "bob spread 9c 9d 9s",
                               "pay carol bob 40", "pay alice carol 20"], {"stake": 10}))
    assert res.findings == []


def test_a_payment_to_the_wrong_player_names_its_payer():
    h = tonk_hand(BASE, ["bob draw stock 6h", "bob spread 3h 4h 5h 6h", "bob discard Kc",
                         "carol draw stock 7d", "carol spread 7s 7c 7d", "carol discard Qs",
                         "alice draw stock 8d", "alice spread 8h 8s 8d", "alice discard Td",
                         "bob draw stock 7h", "bob hit 1 7h", "bob discard 9d",
                         "pay alice bob 1", "pay carol alice 1"])
    res = run(h)
    assert {f.code for f in res.findings} == {"tonk-wrong-payment"}
    # carol paid alice what she owes bob: her net is right, but hers is the wrong line (17); alice
    # and bob, paid wrongly by it, are not at fault (one fault, one finding)
    assert [(f.player, f.seq) for f in res.findings] == [("carol", 17)]
    assert res.findings[0].message == ("carol's payments net -1, as they should, but went to the wrong players: "
                                       "alice 1 (owed 0), bob 0 (owed 1)")


# ---- properties of the table -------------------------------------------------------
_PLAYERS = ["p1", "p2", "p3", "p4", "p5"]


@settings(max_examples=200, deadline=None)
@given(hst.lists(hst.integers(0, 60), min_size=2, max_size=5), hst.data())
def test_drop_settlement_is_zero_sum_and_follows_the_caught_rule(counts, data):
    order = _PLAYERS[:len(counts)]
    c = dict(zip(order, counts))
    d = data.draw(hst.sampled_from(order))
    out = tonk_settle.drop(order, d, c)
    net = out.stakes(order)
    assert sum(net.values()) == 0
    others = [p for p in order if p != d]
    if all(c[d] < c[p] for p in others):
        assert out.ending == "drop_won" and net[d] == len(others)
    else:
        low = min(c[p] for p in others)
        assert out.ending == "drop_caught" and out.winners == [p for p in others if c[p] == low]
        lower = [p for p in others if c[p] < c[d] and p not in out.winners]
        assert net[d] == -(2 * len(out.winners) + len(lower))
        for w in out.winners:
            assert net[w] == 2 + (len(order) - len(out.winners) - 1)


@settings(max_examples=200, deadline=None)
@given(hst.lists(hst.integers(0, 60), min_size=2, max_size=5), hst.sampled_from(["void", "split"]))
def test_stock_out_settlement_pays_the_lowest_count(counts, tie):
    order = _PLAYERS[:len(counts)]
    c = dict(zip(order, counts))
    out = tonk_settle.stock_out(order, c, tie)
    net = out.stakes(order)
    assert sum(net.values()) == 0
    lowest = [p for p in order if c[p] == min(counts)]
    if len(lowest) > 1 and tie == "void":
        assert out.ending == "stock_out_void" and not any(net.values())
    else:
        assert out.winners == lowest
        assert all(net[w] == len(order) - len(lowest) for w in lowest)
        assert all(net[p] == -len(lowest) for p in order if p not in lowest)
