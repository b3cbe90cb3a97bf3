"""Palace: a battle won by a player named ``""`` is that player's win, not a tie.  FORMAT.md:
``battle.winner`` is a player, or null for a tie; a seat named ``""`` is a player like any other.
The replay kept a tie as the claim ``""``, so the win was judged a tie claimed against the cards
(``palace-wrong-battle-result``), then a wrong capture and a wrong split of the pot (metamorphic
probe: renaming one player ``""``)."""

from __future__ import annotations

import msgspec

from audit.explain import explain_text
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HAND = hands_by_id(FIXTURES / "palace_s19" / "empty-name-wins-a-battle.jsonl")["e1"]


def test_the_battle_won_by_the_empty_name_is_clean():
    assert replay(HAND).findings == []


def test_the_same_hand_with_a_tie_claimed_is_a_wrong_result():
    events = list(HAND.events)
    k = next(i for i, e in enumerate(events) if e.type == "battle")
    events[k] = msgspec.structs.replace(events[k], winner=None)
    findings = replay(msgspec.structs.replace(HAND, events=events)).findings
    assert (findings[0].code, findings[0].seq) == ("palace-wrong-battle-result", k)
    assert findings[0].message.startswith("the log says nobody (a tie) won the battle")


def test_explain_names_the_empty_name_as_the_claim_not_a_tie():
    text = explain_text(HAND)
    assert "The log says: ." in text and "The log says: a tie" not in text
