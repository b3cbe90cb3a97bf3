"""PALACE.md 3: in a battle each player leaves out every card of the opponent's banner suit.  When
a banner is unknown at the battle (logged ``??``: wrong-deal) the battle cannot be judged then; the
cards the log names later (the capture of that player's banner and soldiers) prove it.  The proof
used the banner as unknown, so the other side left nothing out, and a correct winner was called
``palace-wrong-battle-result``: the banner named later is the first of its player's cards."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id


def test_the_banner_named_at_the_capture_decides_the_earlier_battle():
    hand = hands_by_id(FIXTURES / "palace_s17" / "unknown-banner-at-a-battle.jsonl")["unknown-banner-at-the-battle"]
    result = replay(hand)
    # victor (banner 5s, named at ivan's capture, event 41) won at 34: walter leaves out his spades
    assert [(f.code, f.seq) for f in result.findings] == [("wrong-deal", 7)]
