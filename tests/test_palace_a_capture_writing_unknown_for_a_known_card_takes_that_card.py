"""Palace Poker: a ``capture`` that writes ``??`` for a card of the loser's banner and soldiers the log
knows (FORMAT.md: ``??`` is a card the log does not reveal) hides that card, it does not name another:
the winner takes it, and there is no finding.  Before, the ``??`` matched only an unknown card: the
capture was ``palace-capture``, the known card stayed with the loser, and the winner's next call,
rightly figured with the card as a soldier, was a false ``palace-wrong-response`` (review of
session 65).  A ``??`` more than the cards the loser has is still ``palace-capture``."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s65" / "capture-writes-unknown-for-a-known-card.jsonl"


def _by_hand() -> dict[str, list[tuple]]:
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FILE)])}


def test_a_capture_of_unknown_for_a_known_card_is_no_finding():
    found = _by_hand()
    assert found["capture-legal"] == []
    # carol captures alice's banner Ad as ??, then calls (1 + 1) x 10 = 20 with it as a soldier
    assert found["capture-unknown-banner"] == []
    # carol captures bob's Kh Kd as Kh ??, ending the hand, and collects
    assert found["capture-unknown-last"] == []


def test_an_unknown_card_more_than_the_loser_has_is_still_a_wrong_capture():
    assert _by_hand()["capture-one-card-too-many"] == [("palace-capture", 16, "carol")]
