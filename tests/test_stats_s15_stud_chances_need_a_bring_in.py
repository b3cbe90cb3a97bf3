"""Stud hands without a bring-in (`bring_in` 0, the default, or null) have no completion and no
steal chances (README, Statistics); with one, the player who completes instead of bringing in
takes a chance to complete.

tests/fixtures/stats_s15/stud-complete-without-bring-in.jsonl: S3b (rules without bring_in)
and S3c (bring_in null): amy completes, the others fold; S3d (bring_in 2): cy, with the low
card, completes instead of bringing in, the others fold.
"""

from __future__ import annotations

from pathlib import Path

from .conftest import stats_rows

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "stats_s15" / "stud-complete-without-bring-in.jsonl"


def test_a_stud_hand_without_a_bring_in_has_no_completion_or_steal_chance(tmp_path: Path) -> None:
    rows = stats_rows(tmp_path, FIXTURE, "stud")
    got = {p: (r["completion"], r["steals"], r["steal"]) for p, r in rows.items()}
    assert got == {
        "amy": (None, 0, None),     # two completions, in hands without a bring-in: no chance
        "bo": (None, 0, None),
        "cy": (100.0, 0, None),     # completed instead of bringing in (S3d): a chance, taken
        "di": (None, 0, None),      # folded after the completion: no chance
        "ed": (None, 0, None),
    }
    assert (rows["amy"]["pfr"], rows["amy"]["vpip"]) == (66.7, 66.7)   # the completions count there


def test_the_bring_in_player_opening_with_a_bet_takes_a_chance_to_complete(tmp_path: Path) -> None:
    # carol, with the low card, logs a bet of 10 in place of the bring-in; the replay applies it
    # as the completion (clean), so it is one, as a complete line is (review of session 64: her
    # completion was empty while her PFR counted it)
    fixture = Path(__file__).resolve().parent / "fixtures" / "stats_s64" / "bring-in-player-opens-with-a-bet.jsonl"
    rows = stats_rows(tmp_path, fixture, "stud")
    assert rows["carol"]["completion"] == 100.0 and rows["carol"]["pfr"] == 100.0
    assert all(r["completion"] is None for p, r in rows.items() if p != "carol")


def test_another_players_bet_before_the_bring_in_takes_no_chance(tmp_path: Path) -> None:
    # dave bets before carol, who brings in, logs anything (wrong-forced-bet "before the
    # bring-in"): an action before the bring-in has no chance (the second diff review of session 64)
    fixture = Path(__file__).resolve().parent / "fixtures" / "stats_s64" / "another-player-bets-before-the-bring-in.jsonl"
    rows = stats_rows(tmp_path, fixture, "stud")
    assert all(r["completion"] is None for r in rows.values())
    assert rows["dave"]["pfr"] == 100.0
