"""Readings of the statistics where a log is out of the ordinary (README, Statistics).

Each file of tests/fixtures/stats/readings/ is stored on its own:
player-never-dealt-in.jsonl: dave sits with no chips (not dealt in; stored folded, no showdown);
raise-after-own-fold.jsonl: bob folds, then raises (out-of-turn: the replay skips it);
steal-past-a-player-all-in-from-the-ante.jsonl: erin brings in, alice folds, hh completes,
zed is all-in from the ante and never acts, so alice was second to last to act;
palace-battle-ties.jsonl: PT, alice and bob tie a battle with carol still in (both out),
PT2, erin and frank tie as the last two (they split the pot);
units.jsonl: units of every kind, a negative and a zero one too (see each test);
palace-won-battle-without-capture.jsonl: erin wins her battle against dave but the log leaves
out her capture (palace-capture), then she folds: a battle won, not a tie;
steal-after-the-bring-in-folds-out-of-turn.jsonl: walter brings in, then folds out of turn; rupert,
victor and zoe call: two players act after rupert, so he has no steal chance;
units-past-18-places.jsonl: units with a digit past 18 decimal places, in plain and exponent
notation, and units as exact written either way (one hand each, its players named after it).
"""

from __future__ import annotations

from decimal import Decimal
from functools import cache
from pathlib import Path

import pytest

from audit.stats import stats_frames
from audit.store import connect, ingest

READINGS = Path(__file__).resolve().parent / "fixtures" / "stats" / "readings"


@pytest.fixture(scope="module")
def stats(tmp_path_factory):
    folder = tmp_path_factory.mktemp("readings")

    @cache
    def of(name: str) -> dict[str, dict[str, dict]]:
        db = folder / f"{name}.duckdb"
        ingest([str(READINGS / f"{name}.jsonl")], db, 1, None)
        con = connect(db, read_only=True)
        try:
            return {g: {r["player"]: r for r in df.to_dicts()} for g, df in stats_frames(con).items()}
        finally:
            con.close()

    return of


def test_a_player_never_dealt_in_does_not_see_the_second_round(stats) -> None:
    dave = stats("player-never-dealt-in")["draw"]["dave"]
    assert (dave["hands"], dave["saw_second"], dave["showdowns"]) == (1, 0, 0)
    assert dave["wtsd"] is None and dave["wwsf"] is None       # no hand to count, not 0%
    assert stats("player-never-dealt-in")["draw"]["bob"]["saw_second"] == 1


def test_an_action_after_the_players_own_fold_is_not_counted(stats) -> None:
    bob = stats("raise-after-own-fold")["draw"]["bob"]
    assert (bob["vpip"], bob["pfr"]) == (0.0, 0.0)             # the raise after the fold was skipped
    assert stats("raise-after-own-fold")["draw"]["alice"]["vpip"] == 100.0


def test_a_steal_chance_counts_the_players_who_act_on_3rd_street(stats) -> None:
    stud = stats("steal-past-a-player-all-in-from-the-ante")["stud"]
    assert (stud["alice"]["steals"], stud["alice"]["steal"]) == (0, 0.0)    # a chance, folded
    assert (stud["hh"]["steals"], stud["hh"]["steal"]) == (1, 100.0)
    assert stud["zed"]["steal"] is None                                     # never acted


def test_a_palace_tie_that_puts_both_out_is_lost_by_both(stats) -> None:
    palace = stats("palace-battle-ties")["palace"]
    cols = ("battles_started", "battles_won", "battles_lost", "survived")
    assert tuple(palace["alice"][c] for c in cols) == (1, 0, 1, 0)
    assert tuple(palace["bob"][c] for c in cols) == (0, 0, 1, 0)
    assert tuple(palace["carol"][c] for c in cols) == (0, 0, 0, 1)
    # the last two tie: they split the pot, still in, and nobody lost
    assert tuple(palace["erin"][c] for c in cols) == (1, 0, 0, 1)
    assert tuple(palace["frank"][c] for c in cols) == (0, 0, 0, 1)


def _money(stats, player: str) -> tuple:
    row = stats("units")["draw"][player]
    return row["currency"], row["net_value"]


def test_net_value_keeps_a_unit_of_one_satoshi(stats) -> None:
    assert _money(stats, "sat-a") == ("BTC", Decimal("-0.0000001"))     # 10 chips of 0.00000001
    assert _money(stats, "sat-b") == ("BTC", Decimal("0.0000001"))


def test_net_value_of_a_unit_with_many_integer_digits(stats) -> None:
    assert _money(stats, "big-b") == ("XYZ", 1e16)              # 10 chips of 10^15


def test_a_unit_without_a_currency_is_a_currency_of_its_own(stats) -> None:
    # USD 0.01 in one hand, a unit of 1 with no currency in another: not summed together
    assert _money(stats, "mix-a") == ("mixed", None)


@pytest.mark.parametrize("player", ["bad-a", "huge-a", "tiny-a", "over-a", "neg-a", "zero-a"])
def test_net_value_is_empty_when_a_unit_cannot_be_counted(stats, player) -> None:
    # bad: "ten cents" beside USD 0.01; huge: 25 integer digits beside a unit of 1; tiny: 19
    # decimals (would read as 0); over: 10 chips of 10^19 (beside a unit of 1) do not fit
    # DECIMAL(38, 18); neg, zero: a chip worth -0.01 or 0 is worth nothing one can count (review 54:
    # a loss of 11 chips at -0.01 showed as +0.11).  No hand is left out silently: the figure is empty, as with mixed currencies.
    currency, value = _money(stats, player)
    assert value is None and currency in ("USD", "XYZ")


def test_a_won_battle_whose_capture_the_log_leaves_out_is_won_not_a_tie(stats) -> None:
    palace = stats("palace-won-battle-without-capture")["palace"]
    cols = ("battles_won", "battles_lost", "survived")
    assert tuple(palace["erin"][c] for c in cols) == (1, 0, 0)     # folds later: out, but no battle lost
    assert tuple(palace["dave"][c] for c in cols)[1] == 1


def test_a_second_action_of_the_bring_in_takes_no_place_in_the_steal_position(stats) -> None:
    stud = stats("steal-after-the-bring-in-folds-out-of-turn")["stud"]
    assert (stud["rupert"]["steals"], stud["rupert"]["steal"]) == (0, None)


@pytest.mark.parametrize("hand, value", [
    ("p19", None),                     # 0.0100000000000000001: a 19th place
    ("pfrac19", None),                 # 1.0000000000000000001
    ("pexp19", None),                  # 1.0000000000000000001e0
    ("p15e20", None),                  # 15e-20: 20 places
    ("p20z", Decimal("0.05")),         # 0.01000000000000000000: zeros past the 18th place
    ("pexp", Decimal("0.075")),        # 1.5e-2
    ("p1500e20", Decimal("0.000000000000000075")),    # 1500e-20 = 1.5e-17
    ("p18", Decimal("0.61728394506172839")),          # 0.123456789012345678 x 5
])
def test_net_value_is_empty_for_a_unit_with_a_digit_past_18_places(stats, hand, value) -> None:
    row = stats("units-past-18-places")["draw"][f"carol_{hand}"]
    assert row["net"] == 5 and row["net_value"] == value
