"""A stand-in for the table a BettingRound works on (stacks, folds, all-ins, findings),
shared by the betting rule tests."""

from __future__ import annotations

from types import SimpleNamespace


def table(*stacks: int):
    n = len(stacks)
    return SimpleNamespace(names=[f"p{i}" for i in range(n)], stacks=list(stacks), total=[0] * n,
                           folded=[False] * n, all_in=[False] * n, findings=[], last_aggressor=None,
                           carried=0)     # (no pot carried in by a redeal)


def codes(t) -> list[tuple[str, int]]:
    return [(f.code, f.seq) for f in t.findings]
