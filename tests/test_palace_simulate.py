"""Palace Poker simulation: legal hands validate clean, every injected fault is found."""

from __future__ import annotations

import collections

import msgspec

from audit.model import Hand
from audit.replay import replay
from audit.simulate import simulate
from audit.simulate import palace as sim


def test_500_hands_with_faults_every_fault_found_and_legal_hands_clean():
    injected = collections.Counter()
    sizes = set()
    for h in simulate("palace", 500, None, 11, 0.4):
        r = replay(msgspec.convert(h, Hand))
        got = {(f.code, f.seq) for f in r.findings}
        inj = h.get("injected")
        sizes.add(len(h["seats"]))
        if inj is None:
            assert not r.findings, (h["hand_id"], [(f.code, f.seq, f.message) for f in r.findings])
        else:
            injected[inj["code"]] += 1
            assert (inj["code"], inj["seq"]) in got, (h["hand_id"], inj, sorted(got, key=str))
    assert set(injected) == set(sim.FAULTS)
    assert min(sizes) <= 3 and max(sizes) >= 8


def test_every_way_of_ending_and_both_betting_structures_are_simulated():
    from audit.games.palace import Replay
    ends = collections.Counter()
    bettings = set()
    for h in simulate("palace", 300, None, 5, 0.0):
        hand = msgspec.convert(h, Hand)
        st = Replay(hand, hand.rules)
        for seq, ev in enumerate(hand.events):
            st.apply(seq, ev)
        st.settle()
        ends[st.end_kind] += 1
        bettings.add(hand.rules["betting"])
    assert {"standing", "same_suit", "quiet"} <= set(ends)
    assert bettings == {"limit", "no_limit"}


def test_player_counts_two_and_ten():
    for n in (2, 10):
        for h in simulate("palace", 20, n, 3, 0.0):
            assert len(h["seats"]) == n
            assert replay(msgspec.convert(h, Hand)).findings == []
