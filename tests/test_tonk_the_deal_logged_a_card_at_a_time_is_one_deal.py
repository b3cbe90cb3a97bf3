"""Tonk: the deal logged a card at a time, as it is dealt (TONK.md 1: "hand_size cards to each
player, one at a time, from the dealer's left"), is the deal: a player's hand may come in several
``deal`` lines, as in draw, stud and Palace Poker (README; the order of every round is judged as
in draw: test_tonk_a_deal_a_card_at_a_time_goes_round_the_table_once_for_each_card).  Before, every line after a player's first was a ``wrong-deal`` ("dealt twice"), and the
first one too ("dealt 1 cards"): fifteen findings for a legal three-player deal."""

from __future__ import annotations

from .test_tonk_support import found, run, tonk_hand

HANDS = {"bob": "3h 4h 5h 9c 9d", "carol": "7s 7c 2d Qs Jh", "alice": "Ac 2c 8h 8s Td"}
ORDER = ("bob", "carol", "alice")      # from the dealer's left (alice, seat 1, deals)
# bob drops with 30 and is caught by alice's 29: bob pays her 2, carol (36) pays her 1
CAUGHT = ["bob drop", "bob reveal 3h 4h 5h 9c 9d", "carol reveal 7s 7c 2d Qs Jh",
          "alice reveal Ac 2c 8h 8s Td", "pay bob alice 2", "pay carol alice 1"]


def _deal_lines(packets, hands=HANDS, order=ORDER):
    """Deal lines going round the table once for each packet size in ``packets``."""
    cards = {p: hands[p].split() for p in order}
    lines, at = [], 0
    for k in packets:
        for p in order:
            lines.append({"type": "deal", "player": p, "cards": cards[p][at:at + k]})
        at += k
    return lines


def _hand(deal_lines, play=CAUGHT, rules=None, upcard="6d"):
    h = tonk_hand(None, play, rules=rules)
    h["events"] = deal_lines + ([{"type": "upcard", "card": upcard}] if upcard else []) + h["events"]
    return h


def test_the_deal_a_card_at_a_time_has_no_finding_and_settles_as_dealt():
    r = run(_hand(_deal_lines([1, 1, 1, 1, 1])))
    assert found(r) == set()
    assert r.stats["ending"] == "drop_caught" and r.stats["counts"] == {"bob": 30, "carol": 36, "alice": 29}


def test_the_deal_a_card_at_a_time_takes_its_cards_from_the_stock():
    # 3 x 5 dealt and the upcard: 36 cards in the stock, as with one line per player
    whole = run(_hand(_deal_lines([5]), play=["bob draw stock 2s"]))
    single = run(_hand(_deal_lines([1, 1, 1, 1, 1]), play=["bob draw stock 2s"]))
    assert "(stock 35)" in whole.findings[-1].message
    assert [f.code for f in single.findings] == ["hand-incomplete"]
    assert "(stock 35)" in single.findings[-1].message


def test_without_an_upcard_too():
    assert found(run(_hand(_deal_lines([1] * 5), rules={"upcard": False}, upcard=None))) == set()


def test_a_dealt_tonk_dealt_a_card_at_a_time_is_declared_and_paid():
    hands = dict(HANDS, bob="Tc Jd Qh Kh Ts")
    play = ["bob declare", "pay carol bob 2", "pay alice bob 2"]
    r = run(_hand(_deal_lines([1] * 5, hands=hands), play=play))
    assert found(r) == set() and r.stats["ending"] == "dealt_tonk"
    # undeclared, the play going on past it is the one finding, at the first event after the deal
    r = run(_hand(_deal_lines([1] * 5, hands=hands), play=["bob draw stock 2s", "bob discard 2s"]))
    assert ("tonk-dealt-tonk", 16) in found(r)


def test_the_order_of_the_first_round_is_judged_at_each_players_first_line():
    lines = _deal_lines([1] * 5)
    lines[0], lines[1] = lines[1], lines[0]          # carol's first card before bob's
    assert found(run(_hand(lines))) == {("wrong-deal", 0)}


def test_a_hand_dealt_a_card_short_over_several_lines_is_one_wrong_deal_at_its_last_line():
    lines = _deal_lines([1] * 5)
    del lines[12]                                     # bob's fifth card (bob holds 3h 4h 5h 9c)
    r = run(_hand(lines, play=["bob drop"]))
    assert [(f.code, f.seq) for f in r.findings if f.code == "wrong-deal"] == [("wrong-deal", 9)]
    assert "bob was dealt 4 cards; the deal is 5 cards each" in r.findings[0].message


def test_a_whole_hand_dealt_again_is_still_dealt_twice():
    lines = _deal_lines([5]) + [{"type": "deal", "player": "bob", "cards": ["2s"]}]
    assert found(run(_hand(lines))) >= {("wrong-deal", 3)}
    lines = _deal_lines([1] * 5) + [{"type": "deal", "player": "bob", "cards": ["2s"]}]
    assert ("wrong-deal", 15) in found(run(_hand(lines)))


def test_an_upcard_logged_before_the_last_cards_of_the_deal_is_one_wrong_deal():
    lines = _deal_lines([1] * 5)
    h = _hand(lines[:12], play=[])
    h["events"] += lines[12:] + _hand([], upcard=None)["events"]     # the last pass, then the play
    r = run(h)
    assert found(r) == {("wrong-deal", 12)}
    assert "the upcard was turned before bob, carol, alice had been dealt every card" in r.findings[0].message
    assert r.stats["counts"] == {"bob": 30, "carol": 36, "alice": 29}


def test_a_deal_a_card_at_a_time_of_unknown_cards_is_no_line_logged_twice():
    # a player's log: the others' cards face down (??), one at a time
    lines = _deal_lines([1] * 5)
    for line in lines:
        if line["player"] != "alice":
            line["cards"] = ["??"]
    r = run(_hand(lines))
    assert found(r) == set()
    assert r.stats["counts"] == {"bob": 30, "carol": 36, "alice": 29}     # the reveals name them
    # a known card dealt again to its player is still that line logged twice
    lines = _deal_lines([1] * 5)
    lines.insert(3, dict(lines[0]))
    assert found(run(_hand(lines))) == {("wrong-deal", 3)}


def test_explain_says_the_deal_until_its_last_card_then_the_first_players_turn():
    import msgspec

    from audit.model import Hand
    from audit.replay import replay_steps

    steps, _ = replay_steps(msgspec.convert(_hand(_deal_lines([1] * 5), rules={"upcard": False}, upcard=None),
                                            Hand))
    assert [v.to_act for _, v, _ in steps[:15]] == [None] * 14 + ["bob"]
    assert steps[15][1].turn_before == "bob"        # bob's drop, in bob's turn
