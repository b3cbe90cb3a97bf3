"""explain's "Who acts first" for stud: said for every street, also when the rule cannot name anyone."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay, replay_steps

from .test_stud_hands import antes, ev, hand, third

DEAL = {"alice": "Ah Ad 9c", "bob": "8c 7h 4s", "carol": "As 2h Kd", "dave": "Jh 6c 4d"}


def _explain(h: dict):
    return replay_steps(msgspec.convert(h, Hand))[1]


def test_the_bring_in_is_explained_by_the_lowest_upcard():
    result = _explain(hand(antes() + third(DEAL) + [ev("bring_in", "dave", amount=5)]))
    lines = next(s.lines for s in result.sections if s.title == "Who acts first")
    assert lines[0].startswith("dave brings in: 4d is the lowest upcard")


def test_betting_before_any_upcard_is_dealt_cannot_name_who_opens():
    h = hand(antes() + [ev("bet", "alice", to=10)])
    assert ("wrong-deal", 4) in {(f.code, f.seq) for f in replay(msgspec.convert(h, Hand)).findings}
    lines = next(s.lines for s in _explain(h).sections if s.title == "Who acts first")
    assert lines == ["who acts first on 3rd street cannot be judged: an upcard is unknown or was not dealt, "
                     "so the first to act is taken as logged"]


def test_a_table_where_nobody_has_chips_is_replayed_without_error():
    h = hand([ev("deal", "alice", down=["2c", "3c"], up=["4c"])], stack=0)
    assert "wrong-deal" in {f.code for f in replay(msgspec.convert(h, Hand)).findings}
    assert _explain(h).sections


def test_an_all_in_best_board_would_act_first_and_the_next_player_does():
    # the real hand: Spacemasa's board is best on 5th street but Spacemasa is all-in; the line
    # said "Spacemasa acts first ...; Spacemasa is all-in, so ranchim acts first"
    import pytest

    from audit.readers import read_paths

    from .conftest import REAL

    path = REAL / "pokerstars" / "pokerstars_7stud_allin_sidepot_2011.txt"
    if not path.is_file():
        pytest.skip("../shared/real_histories is not beside the checkout")
    (rec,) = [r for r in read_paths([path]) if r.hand_id == "60974484959"]
    lines = next(s.lines for s in replay_steps(rec.hand)[1].sections if s.title == "Who acts first")
    fifth = next(line for line in lines if "on 5th street" in line)
    assert fifth.startswith("Spacemasa would act first on 5th street: ")
    assert fifth.endswith("; Spacemasa is all-in, so ranchim acts first")
