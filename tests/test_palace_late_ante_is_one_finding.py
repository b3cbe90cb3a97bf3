"""PALACE.md 1.1: every player antes before the first card.  A player who antes after the first
banner broke that rule once: one ``wrong-forced-bet``, at the first card dealt before their ante
("dealt in without anteing"); the late ante of the right amount is not a second finding (it
was: "anted 5 after the banner cards were dealt").  A late ante of the wrong amount still says
so."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES


def _data() -> dict:
    return msgspec.json.decode((FIXTURES / "palace_s14" / "late-ante.jsonl").read_text())


def _found(data: dict) -> list[tuple[str, int | None, str | None]]:
    return [(f.code, f.seq, f.player) for f in replay(msgspec.convert(data, Hand)).findings]


def test_a_late_ante_is_one_finding_at_the_first_card() -> None:
    assert _found(_data()) == [("wrong-forced-bet", 2, "alice")]


def test_a_late_ante_of_the_wrong_amount_is_a_second_fault() -> None:
    data = _data()
    assert data["events"][3] == {"type": "ante", "player": "alice", "amount": 5}
    data["events"][3]["amount"] = 4
    got = _found(data)
    assert got[:2] == [("wrong-forced-bet", 2, "alice"), ("wrong-forced-bet", 3, "alice")]


def test_no_ante_at_all_is_the_same_one_finding() -> None:
    data = _data()
    del data["events"][3]
    assert ("wrong-forced-bet", 2, "alice") in _found(data)


def test_the_finding_of_a_late_ante_says_where_it_came() -> None:
    [f] = replay(msgspec.convert(_data(), Hand)).findings
    assert "before anteing (the ante comes late, at event 3)" in f.message
    data = _data()
    del data["events"][3]
    assert "without anteing 5" in replay(msgspec.convert(data, Hand)).findings[0].message
