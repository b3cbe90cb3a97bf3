"""Tonk: a declarer the deal skipped (named in one ``wrong-deal``, "never dealt (taken as 5
unknown cards)") holds ``hand_size`` unknown cards (README), which may count a dealt tonk: the
declaration is judged as one from such a hand, not as one "with no cards yet", and the hand's
payments are checked.  A hand with unknown (``??``) cards that may count a dealt tonk, whose
``declare`` line follows a ``pay`` (the lines swapped), is settled as the declared tonk with its
line's one ``out-of-turn``, as a known dealt tonk's is.  Review of session 66: a refused
declaration (``tonk-dealt-tonk``) and ``hand-incomplete`` with the payments unchecked; and
``illegal-action`` (a declaration after play started) and ``hand-incomplete``."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import nets, run

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s66" / "declarer-deal-lost-or-hidden.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _found(res):
    return [(f.code, f.seq, f.player) for f in res.findings]


def test_the_legal_twins_are_clean():
    assert _found(run(HANDS["legal"])) == []
    assert _found(run(HANDS["unknown-card"])) == []      # sybil's Kc Qc Jc Tc ??: 41 to 50


def test_a_declarer_never_dealt_is_the_wrong_deal_and_the_declared_tonk_is_settled():
    res = run(HANDS["declarer-deal-lost"])
    assert _found(res) == [("wrong-deal", 0, "mallory")]
    assert res.stats["ending"] == "dealt_tonk" and res.stats["winners"] == ["sybil"]
    assert nets(res) == {"sybil": 4, "mallory": -2, "carol": -2}
    bad = json.loads(json.dumps(HANDS["declarer-deal-lost"]))
    bad["events"][-1]["amount"] = 1                      # carol pays 1 for a dealt tonk
    assert _found(run(bad)) == [("wrong-deal", 0, "mallory"), ("tonk-wrong-payment", 5, "carol")]


def test_a_hidden_declarers_declaration_swapped_with_a_pay_is_one_out_of_turn_as_a_known_ones():
    assert _found(run(HANDS["declare-pay-swapped"])) == [("out-of-turn", 5, "sybil")]
    res = run(HANDS["unknown+swapped"])
    assert _found(res) == [("out-of-turn", 5, "sybil")]
    assert res.stats["ending"] == "dealt_tonk" and res.stats["winners"] == ["sybil"]
