"""Synthetic Palace Poker hands: the options a few hands in a hundred use, and the mirrored deal
of two players who tie (split from :mod:`.palace`, which was at the size limit)."""

from __future__ import annotations


def options(h, opt, n):
    """The options a few hands in a hundred use (from ``opt``, a random stream of the hand's own,
    so that the hands without them stay the draws they were): a big bet other than two small
    bets, an ante other than half the small bet, ``odd_chip`` ``called`` and ``high_card``,
    ``no_limit_reraise: same``, ``buy_then_attack``."""
    h.reraise_same = h.buy_attack = h.mirror = False
    h.called = None          # odd_chip=called: the last attack or raise called or raised (README)
    if opt is None:
        return
    if opt.random() < 0.06:
        h.bb = opt.choice((h.sb, 3 * h.sb, 2 * h.sb + h.sb // 2))
        h.rules["big_bet"] = h.bb
    if opt.random() < 0.06 and h.fault != "wrong-forced-bet":
        h.ante = opt.choice((1, h.sb, 3 * h.sb // 2))
        h.rules["ante"] = h.ante
    r = opt.random()
    if r < 0.1:
        h.rules["odd_chip"] = "called" if r < 0.05 else "high_card"
    if h.no_limit and opt.random() < 0.12:
        h.reraise_same = True
        h.rules["no_limit_reraise"] = "same"
    # two players dealt mirrored hands, who tie when the first attacks at once (PALACE.md 3:
    # the last two split the pot), which random deals give once in a thousand hands
    h.mirror = n == 2 and h.fault is None and h.must_battle and opt.random() < 0.3
    if opt.random() < 0.06:
        h.buy_attack = True
        h.rules["buy_then_attack"] = True


def mirror_banner(h) -> None:
    """The second banner on the deck under the first: the first's rank in another suit."""
    c = h.deck[-1]
    b = (c & ~3) | h.rng.choice([s for s in range(4) if s != c & 3])
    h.deck.remove(b)
    h.deck.insert(len(h.deck) - 1, b)


def mirror_palaces(h):
    """The two players' palace cards on top of the deck, the second's the first's with the two
    banner suits swapped: three ranks apart from the banners', each in one of the two suits."""
    a, b = h.order
    x, y = a.banner & 3, b.banner & 3
    ranks = h.rng.sample([r for r in range(13) if r != a.banner >> 2], 3)
    mine = [r * 4 + h.rng.choice((x, y)) for r in ranks]
    theirs = [c & ~3 | (y if c & 3 == x else x) for c in mine]
    for c in mine + theirs:
        h.deck.remove(c)
    h.deck += theirs + mine
