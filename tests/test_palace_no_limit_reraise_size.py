"""Palace ``no_limit`` re-raises (PALACE.md 3: the attacker "re-raises (pays the raise plus a
raise of the same size)"; the seed gives no size).  By default a re-raise is at least the raise
before it, as in no-limit poker; ``no_limit_reraise: same`` reads the spec to the letter: exactly
that raise.  Here alice raises 30 over the 10 owed and carol re-raises 50 over the 30 owed."""

from __future__ import annotations

import msgspec
import pytest

from audit.model import Hand
from audit.protocol import RulesError
from audit.replay import replay
from audit.games.palace_rules import rules_for

from .conftest import FIXTURES


def _hand(**rules) -> Hand:
    data = msgspec.json.decode((FIXTURES / "palace_s14" / "no-limit-reraise-bigger.jsonl").read_text())
    data["rules"].update(rules)
    return msgspec.convert(data, Hand)


def _found(hand: Hand) -> list[tuple[str, int | None]]:
    return [(f.code, f.seq) for f in replay(hand).findings]


def test_a_bigger_reraise_is_legal_by_default() -> None:
    assert _found(_hand()) == []
    assert _found(_hand(no_limit_reraise="at_least")) == []


def test_a_bigger_reraise_is_wrong_when_it_must_be_the_same_size() -> None:
    findings = replay(_hand(no_limit_reraise="same")).findings
    assert [(f.code, f.seq, f.player) for f in findings] == [("palace-wrong-response", 12, "carol")]
    assert "(no_limit_reraise=same): 60" in findings[0].message


def test_a_reraise_of_the_same_size_is_legal_either_way() -> None:
    data = msgspec.json.decode((FIXTURES / "palace_s14" / "no-limit-reraise-bigger.jsonl").read_text())
    data["events"][12]["amount"] = 60        # 30 owed + 30
    data["events"][13]["amount"] = 30        # alice calls the re-raise
    data["events"][17]["amount"] = 155       # carol's pot: 15 of antes + 10 + 40 + 60 + 30
    for option in ("at_least", "same"):
        data["rules"]["no_limit_reraise"] = option
        assert _found(msgspec.convert(data, Hand)) == []


def test_the_option_takes_only_its_values() -> None:
    assert not rules_for({"small_bet": 10}).reraise_same
    assert rules_for({"small_bet": 10, "no_limit_reraise": "same"}).reraise_same
    with pytest.raises(RulesError):
        rules_for({"small_bet": 10, "no_limit_reraise": "exact"})
