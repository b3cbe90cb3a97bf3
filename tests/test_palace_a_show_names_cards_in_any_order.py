"""Palace: a show names a player's cards, in no particular order (FORMAT.md).  A battle judged over
unknown cards is judged again once a show names them; when the player has gained unknown cards
since (a soldier bought), the show names those too, and which of the named cards the player fought
with is one choice or another: the battle is judged only when every choice gives it the same
winner.  Before, the named cards went to the unknown places in the order of the show, so the same
legal hand was clean or a false ``palace-wrong-battle-result`` by the order of its show line
(review of session 63).  And a player out of the hand is said to have left it holding the cards a
show is compared with, not to hold a banner since captured."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

DIR = FIXTURES / "palace_s63"


def _found(name: str) -> list[tuple]:
    return [(f.code, f.seq, f.player, f.message) for c in validate([str(DIR / name)]) for f in c.findings]


def test_the_order_of_a_show_does_not_change_the_verdict():
    mixed = _found("show-names-a-bought-soldier-before-a-palace-card.jsonl")
    spec = _found("show-names-the-palace-cards-first.jsonl")
    # a's palace cards (Ac 7d 4c) or the soldier bought after the battle (2d): the battle's winner
    # depends on which three a fought with, so it is not judged, and the pot it decides is a warning
    assert [f[:2] for f in mixed] == [f[:2] for f in spec] == [("unverifiable-award", 21)]


def test_a_loser_who_shows_is_said_to_have_left_the_hand_holding_the_cards():
    [(code, seq, player, message)] = _found("loser-shows-after-the-capture.jsonl")
    assert (code, seq, player) == ("shown-cards-mismatch", 11, "b")
    assert message == ("b showed Kc Qh 5d but left the hand (lost a battle) holding Kh ?? ?? ?? (banner, palace "
                       "cards and soldiers)")
