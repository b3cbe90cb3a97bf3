"""Tonk: a ``declare`` logged before the declarer's own ``deal`` line (only deals, the upcard and
declarations between) is the deal and the first play swapped: one ``wrong-deal`` (README: "a
declare counts as the first play"), and the declaration is judged with that deal.  Before
(review of session 65) it was two ``tonk-dealt-tonk``: "declared with no cards yet", then "did not
declare it" at the first payment."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import run

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s65" / "declare-swapped-with-own-deal.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _found(res):
    return [(f.code, f.seq, f.player) for f in res.findings]


def test_a_declaration_before_the_declarers_own_deal_is_one_wrong_deal_and_the_dealt_tonk_stands():
    assert _found(run(HANDS["declare-after-own-deal"])) == []
    res = run(HANDS["declare-before-own-deal"])       # alice's count of 50, declared before her deal line
    assert _found(res) == [("wrong-deal", 2, "alice")]
    assert res.stats["ending"] == "dealt_tonk" and res.stats["winners"] == ["alice"]


def test_a_count_that_does_not_qualify_is_still_refused():
    res = run(HANDS["declare-before-own-deal-not-qualifying"])     # a count of 42
    assert _found(res)[:2] == [("wrong-deal", 2, "alice"), ("tonk-dealt-tonk", 2, "alice")]
    assert res.stats["ending"] != "dealt_tonk"
