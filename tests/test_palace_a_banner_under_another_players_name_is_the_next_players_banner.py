"""Palace Poker: a banner line under the name of another player than the next to deal a banner to,
when that player has no banner line in the log and the named player has theirs elsewhere (a banner
line later, not right after this one, or one kept already), is the next player's banner logged
under the wrong name (README, as palace cards under another name are): one ``wrong-deal``, the card
theirs, and the dealing goes on from them.  Before, every banner line after it was a
``wrong-deal`` (ten findings, the capture and a call sized by the wrong banner too) (review of
session 66)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s66" / "banner-under-another-name.jsonl"


def test_a_banner_under_another_name_is_one_wrong_deal_and_the_next_players_banner():
    found = {c.hand_id: [(f.code, f.seq, f.player, f.message) for f in c.findings] for c in validate([str(FILE)])}
    assert found["banner-legal"] == []
    assert found["banner-legal-no-rejections"] == []
    # bob's Kh (3) logged as alice's, who has her banner lines later (6-8)
    assert found["banner-misnamed"] == [
        ("wrong-deal", 3, "alice", "a banner card went to alice but bob was next, and bob has no banner in the "
                                   "log: taken as bob's, logged under alice's name")]
    # alice's Ad (5) logged as bob's, who kept Kh (3)
    assert found["banner-misnamed-as-one-who-kept"] == [
        ("wrong-deal", 5, "bob", "a banner card went to bob but alice was next, and alice has no banner in the "
                                 "log: taken as alice's, logged under bob's name")]
