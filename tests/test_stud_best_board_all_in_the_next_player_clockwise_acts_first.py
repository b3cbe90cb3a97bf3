"""Stud, 4th street and later: when the player with the best board is all-in, the next player
clockwise who can still bet acts first, not the player with the next best board (README; POKER.md
does not say; PokerKit's state machine plays it so, as the bring-in passes on from an all-in)."""

from __future__ import annotations

import pytest

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "stud_s66" / "best-board-all-in-the-next-player-clockwise-acts-first.jsonl"


def test_the_next_player_clockwise_acts_first_behind_an_all_in_best_board():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FILE)])}
    assert found == {
        # ann (KK showing) is all-in from 3rd street: bob, on her left, acts first on 4th street
        "best-board-all-in-next-clockwise-acts": [],
        # cat (88 showing, the next best board) acting first is out of turn
        "best-board-all-in-second-best-board-acts": [("out-of-turn", 19, "cat")],
    }


# (PokerKit burns from a shuffled deck of its own and warns when a card dealt here was its burn)
@pytest.mark.filterwarnings("ignore:A card being dealt")
def test_pokerkit_gives_the_turn_to_the_next_player_clockwise():
    pk = pytest.importorskip("pokerkit")
    auto = (pk.Automation.ANTE_POSTING, pk.Automation.BET_COLLECTION, pk.Automation.BLIND_OR_STRADDLE_POSTING,
            pk.Automation.CARD_BURNING, pk.Automation.HOLE_CARDS_SHOWING_OR_MUCKING, pk.Automation.HAND_KILLING,
            pk.Automation.CHIPS_PUSHING, pk.Automation.CHIPS_PULLING)
    st = pk.FixedLimitSevenCardStud.create_state(auto, True, 1, 1, 2, 4, (5, 100, 100, 100), 4)
    for street in ("2c 4s 8c 5s", "3c 9d 7h 6d", "Kd 2d 8h 9c"):
        for card in street.split():
            st.deal_hole(card)
    st.post_bring_in()
    st.complete_bet_or_raise_to(2)
    st.check_or_call()
    st.complete_bet_or_raise_to(4)   # ann all-in
    for _ in range(3):
        st.check_or_call()
    assert st.stacks[0] == 0
    for card in ("Ks", "3h", "8d", "Tc"):
        st.deal_hole(card)
    assert st.actor_index == 1       # bob, not cat (index 2, the next best board)
