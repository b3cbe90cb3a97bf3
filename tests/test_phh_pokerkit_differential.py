"""Differential: PHH files written by PokerKit from random fixed-limit stud hands read, validate clean,
and end with PokerKit's finishing stacks."""

from __future__ import annotations

import random
from collections import Counter

from audit.runner import validate

from .pokerkit_phh import phh_hand, phhs_file

HANDS = 2000


def test_pokerkit_phhs_hands_validate_clean_with_pokerkits_finishing_stacks(tmp_path):
    text, finals = phhs_file(random.Random(2026), HANDS, min_players=2, max_players=7)
    path = tmp_path / "pokerkit.phhs"
    path.write_text(text, encoding="utf-8")
    checked = list(validate([str(path)], keep=True))
    assert len(checked) == HANDS
    problems: Counter = Counter()
    examples = []
    players = Counter()
    for k, c in enumerate(checked):
        assert c.hand is not None, (k + 1, c.error)
        assert c.hand_id == str(k + 1)
        players[len(c.hand.seats)] += 1
        ends = [p.end for p in c.result.players]
        bad = [f.code for f in c.findings] + (["finishing-stacks"] if ends != finals[k] else [])
        if bad:
            problems.update(bad)
            if len(examples) < 3:
                examples.append((c.hand_id, [(f.code, f.seq, f.message) for f in c.findings], ends, finals[k]))
    assert not problems, (problems, examples)
    assert set(players) == {2, 3, 4, 5, 6, 7}          # every table size was played


def test_single_phh_files_written_by_pokerkit_read_as_one_hand_each(tmp_path):
    rng = random.Random(7)
    finals = {}
    for k in range(1, 21):
        text, final = phh_hand(rng, rng.randint(2, 7), hand=k)
        (tmp_path / f"hand{k:02d}.phh").write_text(text, encoding="utf-8")
        finals[str(k)] = final
    checked = list(validate([str(tmp_path)], keep=True))
    assert sorted(c.hand_id for c in checked) == sorted(finals)
    for c in checked:
        assert c.findings == [], c.findings
        assert [p.end for p in c.result.players] == finals[c.hand_id]
