"""POKER.md 2 (pot limit: a bet up to the pot) and 4.3 (``all_check: redeal``: the pot is carried to
the next hand of the session).  The carried chips are in the next hand's pot from its start (its
main pot, its books, ``explain``'s pot), but the pot-limit maximum left them out: a pot-size bet
after a redeal was ``bet-above-maximum``, short by exactly the carried chips (session 52's review).

``redeal_then_pot_bet.jsonl`` (session S, table T, pot limit, ante 5): rdp-1 is checked around and
redealt (15 chips carried); in rdp-2 all ante again (a pot of 30) and carol bets 30."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

LOG = FIXTURES / "draw_s52" / "redeal_then_pot_bet.jsonl"


def _findings(path) -> list[tuple]:
    return [(c.hand_id, f.code, f.seq, f.message) for c in validate([str(path)], jobs=1) for f in c.findings]


def test_a_bet_of_the_pot_with_the_carried_chips_is_legal():
    assert _findings(LOG) == []


def test_a_bet_over_it_is_above_the_maximum(tmp_path):
    first, second = LOG.read_text(encoding="utf-8").splitlines()
    over = second.replace('"player": "carol", "to": 30}', '"player": "carol", "to": 31}') \
                 .replace('"player": "carol", "amount": 90}', '"player": "carol", "amount": 92}')
    assert over != second
    path = tmp_path / "over.jsonl"
    path.write_text(first + "\n" + over + "\n", encoding="utf-8")
    (found,) = _findings(path)
    assert found[:3] == ("rdp-2", "bet-above-maximum", 6)
    assert "at most 30" in found[3]
