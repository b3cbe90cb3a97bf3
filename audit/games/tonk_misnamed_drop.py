"""Tonk: a ``drop`` logged under another player's name that the reveals and pays after it settle as
the drop of the player in turn (:meth:`audit.games.tonk.Replay._drop`; README, Tonk readings).  A
plain function of the replay (its fields and methods are public: nothing to declare for the
compiled build)."""

from __future__ import annotations

from ..cards import JOKER, UNKNOWN
from .tonk_deal import DEAL, NOBODY, PLAY
from .tonk_lookahead import drop_settled, settled_after
from .tonk_melds import VALUES
from .tonk_options import BEFORE_DRAW


def misnamed_drop(r, seq: int, p: str) -> bool:
    """A drop named ``p``'s, not in turn, that the reveals and pays after it settle as the player in
    turn's (who may drop) and not as ``p``'s: theirs, one out-of-turn giving both readings (README)."""
    if r.phase == DEAL:               # (as _enter_play would first)
        r._close_deal(seq, True)
    c = r.actor
    if (r.phase != PLAY or c is NOBODY or c != r.order[r.cur] or p not in r.pos
            or r.penalized or r.discarded or r.missed or r.held_melds is not None
            or r.held_back is not None or (r.drawn or r.acted) and r.opt.drop == BEFORE_DRAW):
        return False
    shown, nets = settled_after(r.hand.events, seq) or (None, None)
    if nets is None:
        return False
    counts = r._counts()
    for i, q in enumerate(r.order):
        cards = shown.get(q)
        if cards is None:
            continue
        if None in cards or UNKNOWN in cards or JOKER in cards \
                or not r._reveal_fits(i, cards, r.hands[i], r.unknown[i]):
            return False
        counts[q] = sum([VALUES[k] for k in cards])
    other = drop_settled(r.order, counts, nets, r.opt.stake, c, p)
    if other is None:
        return False
    r._find("out-of-turn", seq, p, f"{p} dropped but it was {c}'s turn, and the payments settle {c}'s "
             f"drop: taken as {c}'s drop logged under {p}'s name; if {p} did drop, it was out of turn "
             f"and the payments are wrong ({other})")
    return True
