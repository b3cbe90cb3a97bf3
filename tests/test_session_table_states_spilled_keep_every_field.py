"""The session checks' table states spilled to disk (a long input with many tables) come back
with every field: before, the big blind's seat of a draw table (``rules.heads_up_button:
no_big_blind_twice``) was not written to disk, so a table recalled from it forgot it."""

from __future__ import annotations

import dataclasses

from audit.table_states import TableStates


def test_a_table_state_spilled_and_recalled_is_the_same_state():
    states = TableStates(limit=1)
    try:
        key = ("s", "T1")
        state = states.get(key)
        state.button, state.prev_hand, state.stacks = 3, "h9", {"ann": (120, "h9")}
        state.seats, state.players, state.logged = (1, 3, 5), ("ann", "bob", "cy"), True
        state.stale, state.replayed, state.big_blind = False, False, 5
        before = dataclasses.astuple(state)
        states.get(("s", "T2"))
        assert states.spill_if_full()
        assert key not in states.mem
        states.recall([key])
        assert dataclasses.astuple(states.mem[key]) == before
    finally:
        states.close()
