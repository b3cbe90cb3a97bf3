"""PALACE.md 1.2: "rejecting a card of a new suit is a violation".  A banner logged ``??``
(wrong-deal) leaves the suit rule open for its group: a rejection its suit could explain is not
judged then.  When the log names that banner later (the capture of it, or a show) and it was the
group's only unknown banner, the group's banner deal is judged again in full, as a battle over
unknown cards is judged by the cards named later: bob's 3h, rejected although carol's banner turns
out to be Kc, is ``palace-banner-suit``.  The unknown banner's own line is the wrong-deal only."""

from __future__ import annotations

from audit.readers.native import read
from audit.replay import replay

from .conftest import FIXTURES

DIR = FIXTURES / "palace_s40"


def _found(name: str):
    (rec,) = read(DIR / name)
    return replay(rec.hand).findings


def test_a_show_naming_the_unknown_banner_judges_a_rejection_it_left_open():
    found = _found("unknown-banner-named-by-a-show.jsonl")
    assert [(f.code, f.seq, f.player) for f in found] == [("wrong-deal", 2, "carol"), ("palace-banner-suit", 3, "bob")]
    assert "carol's banner, recorded as ??, is Kc (a show, event 10)" in found[1].message


def test_a_capture_naming_the_unknown_banner_judges_the_rejections_it_left_open():
    found = [(f.code, f.seq) for f in _found("unknown-banner-named-by-a-capture.jsonl")]
    assert found[:3] == [("wrong-deal", 3), ("palace-banner-suit", 4), ("palace-banner-suit", 7)]


def test_a_card_seen_elsewhere_or_among_other_unknown_cards_names_no_banner():
    from .conftest import hands_by_id

    hands = hands_by_id(DIR / "unknown-banner-captures.jsonl")
    # u7: the capture names Ks, bob's palace card (duplicate-card), as the banner: not judged by it
    assert [(f.code, f.seq) for f in replay(hands["u7"]).findings] == [("wrong-deal", 3), ("duplicate-card", 20)]
    # u2b: the banner and a bought soldier are both ??: which card of the capture is the banner is unknown
    assert [(f.code, f.seq) for f in replay(hands["u2b"]).findings] == [("wrong-deal", 3)]
