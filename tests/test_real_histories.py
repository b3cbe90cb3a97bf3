"""Every real hand of ../shared/real_histories is read, validates clean, and agrees with its recorded pots.

The recorded numbers (``Total pot``, each ``collected``, the ``Rake``; PHH
``finishing_stacks``) are parsed here straight from the text, independently of
the readers, and compared with what the validator computed.
"""

from __future__ import annotations

import re
import tomllib
from collections import defaultdict
from decimal import Decimal
from functools import lru_cache

import pytest

from audit.codes import CODES
from audit.runner import validate

from .conftest import REAL

PS_DIR = REAL / "pokerstars"
PHH_DIR = REAL / "phh"
HEADER = re.compile(r"^PokerStars (?:Game|Hand) #(\d+):", re.M)
COLLECTED = re.compile(r"^(.+) collected \$?([\d.]+) from (pot|main pot|side pot(?:-(\d+))?)$", re.M)
TOTAL = re.compile(r"^Total pot \$?([\d.]+).*\| Rake \$?([\d.]+)", re.M)


def cents(text: str) -> int:
    return int(Decimal(text) * 100)


def recorded_pokerstars() -> dict[str, dict]:
    """hand id -> {"total", "rake", "collected": {(player, pot): amount}} from the raw text."""
    out: dict[str, dict] = {}
    if not PS_DIR.is_dir():
        return out
    for path in sorted(PS_DIR.glob("*.txt")):
        text = path.read_text(encoding="utf-8-sig")
        starts = [m.start() for m in HEADER.finditer(text)] + [len(text)]
        for a, b in zip(starts, starts[1:]):
            chunk = text[a:b]
            hand_id = HEADER.match(chunk).group(1)
            total, rake = TOTAL.search(chunk).groups()
            collected: dict[tuple[str, int], int] = defaultdict(int)
            for player, amount, pot, n in COLLECTED.findall(chunk):
                index = 0 if pot in ("pot", "main pot") else int(n or 1)
                collected[(player, index)] += cents(amount)
            out[hand_id] = {"file": path.name, "total": cents(total), "rake": cents(rake),
                            "collected": dict(collected)}
    return out


def recorded_phh() -> dict[str, dict]:
    out: dict[str, dict] = {}
    if not PHH_DIR.is_dir():
        return out
    for path in sorted(PHH_DIR.glob("*.phh")):
        doc = tomllib.loads(path.read_text(encoding="utf-8"))
        out[str(doc["hand"])] = {"file": path.name, "players": doc["players"],
                                 "start": doc["starting_stacks"], "finish": doc["finishing_stacks"]}
    return out


PS = recorded_pokerstars()
PHH = recorded_phh()


@lru_cache(maxsize=1)
def checked() -> dict[tuple[str, str], object]:
    return {(c.file.rsplit("/", 1)[-1], c.hand_id): c for c in validate([str(REAL)], keep=True)}


def serious(c) -> list:
    return [f for f in c.findings if CODES[f.code].severity in ("error", "malformed")]


def test_the_real_histories_hold_43_pokerstars_and_4_phh_hands():
    if not REAL.is_dir():
        pytest.skip("../shared/real_histories is not beside the checkout")
    assert len(PS) == 43 and len(PHH) == 4
    assert len(checked()) == 47


@pytest.mark.parametrize("hand_id", sorted(PS))
def test_pokerstars_hand_validates_clean_and_agrees_with_its_recorded_pots(hand_id):
    rec = PS[hand_id]
    c = checked()[(rec["file"], hand_id)]
    assert c.error is None and c.hand is not None
    assert serious(c) == [], [(f.code, f.seq, f.message) for f in c.findings]
    r = c.result
    assert r.claims
    assert r.pot_total == rec["total"]
    assert r.rake == rec["rake"]
    assert sum(rec["collected"].values()) + rec["rake"] == rec["total"]
    correct: dict[tuple[str, int], int] = defaultdict(int)
    for a in r.awards:
        if a.correct:
            correct[(a.player, a.pot)] += a.correct
    assert dict(correct) == rec["collected"]


@pytest.mark.parametrize("hand", sorted(PHH))
def test_phh_hand_validates_clean_and_reproduces_its_finishing_stacks(hand):
    rec = PHH[hand]
    c = checked()[(rec["file"], hand)]
    assert c.error is None and c.hand is not None
    assert serious(c) == [], [(f.code, f.seq, f.message) for f in c.findings]
    r = c.result
    assert [p.player for p in r.players] == rec["players"]
    assert [p.start for p in r.players] == rec["start"]
    assert [p.end for p in r.players] == rec["finish"]
    won = {p.player: p.won for p in r.players}
    correct: dict[str, int] = defaultdict(int)
    for a in r.awards:
        correct[a.player] += a.correct
    assert {p: w for p, w in won.items() if w} == {p: w for p, w in correct.items() if w}
