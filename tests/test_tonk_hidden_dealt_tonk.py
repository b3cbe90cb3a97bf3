"""Dealt tonks in hands dealt face down (``??``), TONK.md section 1: a reveal of the hand with no
card drawn, spread, hit or discarded since the deal proves what was dealt, and the dealt-tonk
rules then apply as they would have to a known deal; without such a reveal the count is unknown."""

from __future__ import annotations

from .test_tonk_support import BASE, count, found, run, tonk_hand

HIDDEN = "?? ?? ?? ?? ??"
FIFTY = "Kd Ks Qh Jc Ts"
LOW = {"low_tonk": 13, "low_tonk_pays": 3}


def test_the_deals_count_what_the_tests_say():
    assert count(FIFTY) == 50 and count("Ac 2c 3d 4s 2h") == 12 and count("Ks Qh Jc Ts 3s") == 43


# ---- a declared hidden hand -------------------------------------------------------------
def test_a_declaration_the_revealed_dealt_hand_does_not_support_is_false():
    h = tonk_hand({**BASE, "bob": HIDDEN}, ["bob declare", "bob reveal 3h 4h 5h Kc 9d",
                                            "pay carol bob 2", "pay alice bob 2"])
    res = run(h)
    # refused as a known count's would be: the hand goes on, and the log ends without an end
    assert found(res) == {("tonk-dealt-tonk", 4), ("hand-incomplete", None)}
    f = res.findings[0]
    assert f.player == "bob" and "count 31" in f.message and "49 or 50" in f.message


def test_a_declaration_the_revealed_dealt_hand_supports_is_clean():
    h = tonk_hand({**BASE, "bob": HIDDEN}, ["bob declare", f"bob reveal {FIFTY}",
                                            "pay carol bob 2", "pay alice bob 2"])
    res = run(h)
    assert res.findings == [] and res.stats["ending"] == "dealt_tonk" and res.stats["winners"] == ["bob"]


def test_the_reveal_decides_a_low_tonk_is_paid_its_own_multiple():
    play = ["bob declare", "bob reveal Ac 2c 3d 4s 2h", "pay carol bob 3", "pay alice bob 3"]
    deal = {**BASE, "bob": HIDDEN, "alice": "8h 8s Td Kc 9d"}
    res = run(tonk_hand(deal, play, LOW))
    assert res.findings == []
    assert res.stats["stakes"] == {"alice": -3, "bob": 6, "carol": -3}
    # and a revealed 50 under the same rules is paid as a dealt tonk (2), not 3
    play = ["bob declare", f"bob reveal {FIFTY}", "pay carol bob 3", "pay alice bob 3"]
    res = run(tonk_hand({**BASE, "bob": HIDDEN}, play, LOW))
    assert {f.code for f in res.findings} == {"tonk-wrong-payment"}
    assert res.stats["stakes"] == {"alice": -2, "bob": 4, "carol": -2}


def test_without_a_reveal_a_hidden_declaration_whose_multiple_depends_on_the_count_is_unverifiable():
    deal = {**BASE, "bob": HIDDEN, "alice": "8h 8s Td Kc 9d"}
    res = run(tonk_hand(deal, ["bob declare", "pay carol bob 3", "pay alice bob 3"], LOW))
    assert [(f.code, f.seq) for f in res.findings] == [("unverifiable-award", None)]
    assert "bob declared a dealt tonk" in res.findings[0].message
    res = run(tonk_hand(deal, ["bob declare", "pay carol bob 3", "pay alice bob 3"], LOW), explain=True)
    settlement = next(s for s in res.sections if s.title == "Settlement")
    assert "who pays what cannot be worked out: a count is not known" in settlement.lines
    # one multiple for both kinds: the settlement is checked as usual
    res = run(tonk_hand(deal, ["bob declare", "pay carol bob 2", "pay alice bob 2"], {"low_tonk": 13}))
    assert res.findings == [] and res.stats["stakes"] == {"alice": -2, "bob": 4, "carol": -2}


def test_a_hidden_declaration_when_no_count_qualifies_is_false():
    res = run(tonk_hand({**BASE, "bob": HIDDEN}, ["bob declare"], {"dealt_tonk": None}))
    assert ("tonk-dealt-tonk", 4) in found(res)


def test_another_hidden_hand_revealed_as_a_dealt_tonk_makes_the_declared_hand_void():
    deal = {**BASE, "bob": HIDDEN, "carol": HIDDEN}
    play = ["bob declare", f"bob reveal {FIFTY}", "carol reveal Kh Qc Jd 9s Tc"]
    res = run(tonk_hand(deal, play))
    assert res.findings == [] and res.stats["ending"] == "void"
    res = run(tonk_hand(deal, play + ["pay carol bob 2", "pay alice bob 2"]))
    assert {f.code for f in res.findings} == {"tonk-wrong-payment"}


# ---- an undeclared hidden hand ----------------------------------------------------------
def test_an_undeclared_dealt_tonk_the_reveal_proves_is_reported_where_play_went_on():
    play = ["bob drop", "bob reveal 3h 4h 5h Kc 9d", f"carol reveal {FIFTY}", "alice reveal Ac 2c 8h 8s Td",
            "pay bob alice 2", "pay carol alice 1"]
    res = run(tonk_hand({**BASE, "carol": HIDDEN}, play))
    assert found(res) == {("tonk-dealt-tonk", 4)}
    f = res.findings[0]
    assert f.player == "carol" and "50" in f.message
    # replayed as played: bob (31) dropped and alice (29) caught him
    assert res.stats["ending"] == "drop_caught" and res.stats["winners"] == ["alice"]


def test_a_hand_changed_since_the_deal_proves_nothing_about_the_deal():
    # carol, dealt face down (Ks Qh Jc Ts 3s, 43), draws Kd and discards 3s: she reveals 50 at the
    # end, but that was not her dealt hand
    play = ["bob draw stock 2s", "bob discard 2s", "carol draw stock Kd", "carol discard 3s",
            "alice draw stock 4s", "alice discard 4s", "bob drop",
            "bob reveal 3h 4h 5h Kc 9d", f"carol reveal {FIFTY}", "alice reveal Ac 2c 8h 8s Td",
            "pay bob alice 2", "pay carol alice 1"]
    res = run(tonk_hand({**BASE, "carol": HIDDEN}, play))
    assert res.findings == []
