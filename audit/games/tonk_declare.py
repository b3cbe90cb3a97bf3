"""Tonk's dealt tonks (TONK.md section 1): the declarations, the close of the deal at the first
event of play (a declared dealt tonk ends the hand; an undeclared one is found there), and the
hands hidden at the deal that a reveal proves, for :class:`audit.games.tonk.Replay`.
"""

from __future__ import annotations

from ..cards import UNKNOWN
from ..model import Event
from . import tonk_settle as st
from .tonk_deal import NO_UPCARD, OVER, PLAY, DealPhase, dealt_stakes
from .tonk_melds import VALUES

_MOVES = frozenset(("deal", "draw", "spread", "hit", "discard"))
#: the events by which a player's hand stops being the one dealt
_CHANGES_A_HAND = frozenset(("draw", "discard", "spread", "hit", "drop"))


class DeclarePhase(DealPhase):
    """The declarations and the close of the deal (the fields are DealPhase's)."""

    __slots__ = ()

    # ---- declarations and the close of the deal ------------------------------
    def _declare(self, seq: int, ev: Event) -> None:
        p = ev.player
        if self.phase == OVER:
            self._find("out-of-turn", seq, p, f"{p} declared after the hand had ended: {self._ended_text()}")
            return
        if self.phase == PLAY:
            late = f"{p} declared a dealt tonk after play had started; a dealt tonk is declared before the first turn"
            if self._holds_dealt_hand(seq, p) and self._qualifies(p) == 0:
                # (TONK.md: "so is a declaration of a count not listed": the count decides the code;
                # one with unknown cards none of whose counts qualifies too, review of session 66)
                self._find("tonk-dealt-tonk", seq, p, f"{late}, and {p}'s dealt count of {self._count_text(p)} "
                           f"does not qualify; {self._qualifying_text()}")
            else:
                self._find("illegal-action", seq, p, late)
            return
        later = {e.player for e in self.hand.events[seq + 1:] if e.type == "deal"}
        never = self._not_dealt([q for q in self.order if q not in later])
        if never:       # the deal skipped them and it is over: named once (README), as at the upcard
            one = len(never) == 1
            self._find("wrong-deal", seq, None,
                       f"{p} declared a dealt tonk but {', '.join(never)} {'was' if one else 'were'} never "
                       f"dealt; every player is dealt {self.opt.hand_size} cards (taken as "
                       f"{self.opt.hand_size} unknown cards{'' if one else ' each'})")
        if p in self.declared:
            self._find("illegal-action", seq, p, f"{p} declared a dealt tonk twice")
            return
        if p in self.disproved:              # a hidden hand a later reveal proves (the replay again)
            self._find("tonk-dealt-tonk", seq, p,
                       f"{p} declared a dealt tonk, but the cards {p} revealed, untouched since the deal, "
                       f"count {self.disproved[p]}; {self._qualifying_text()}")
            return
        if p not in self.dealt and self._dealt_next(seq, p):
            # the declarer's own deal logged after the declaration, before play: the deal and the
            # first play swapped, one wrong-deal (README); the declaration is judged with that deal
            # at the close of the deal (review of session 65: a second tonk-dealt-tonk said the
            # declarer "did not declare it")
            self._find("wrong-deal", seq, p, f"{p} declared a dealt tonk before {p} was dealt; {p}'s deal is "
                       f"logged after it (the lines swapped): the declaration is judged with that deal")
            self.declared.append(p)
            return
        if p in self.dealt:
            q = self._qualifies(p)
        elif p in self.skipped and p not in later:
            # named never dealt by a wrong-deal: their hand is hand_size unknown cards (README),
            # which may count a dealt tonk (review of session 66: "no cards yet", refused, against
            # the wrong-deal's reading, and the hand's payments unchecked)
            size = self.opt.hand_size
            stakes = dealt_stakes(self.opt, size, 10 * size)
            q = stakes[0] if len(stakes) == 1 else -1
        else:
            q = 0
        if q == 0:
            # (a hand with unknown cards: none of the counts it may have qualifies, _qualifies)
            have = "no cards yet" if p not in self.dealt else f"a count of {self._count_text(p)}"
            self._find("tonk-dealt-tonk", seq, p, f"{p} declared a dealt tonk with {have}; {self._qualifying_text()}")
            return
        self.declared.append(p)

    def _dealt_next(self, seq: int, p: str) -> bool:
        """``p``'s deal comes after ``seq`` with only deals, the upcard and declarations between."""
        for ev in self.hand.events[seq + 1:]:
            if ev.type == "deal" and ev.player == p:
                return True
            if ev.type != "deal" and ev.type != "upcard" and ev.type != "declare":
                return False
        return False

    def _holds_dealt_hand(self, seq: int, p: str) -> bool:
        """``p`` was dealt and still holds the hand dealt (no draw, discard, spread, hit or drop of
        theirs before ``seq``)."""
        if p not in self.dealt:
            return False
        for ev in self.hand.events[:seq]:
            if ev.player == p and ev.type in _CHANGES_A_HAND:
                return False
        return True

    def _count_text(self, p: str) -> str:
        """``p``'s count for a message: with unknown cards, the counts it may have (1 to 10 each)."""
        c = self.count_of(p)
        if c is not None:
            return str(c)
        lo, hi = self._count_range(p)
        return f"{lo} to {hi} ({self._held(p)}, each unknown card 1 to 10)"

    def _settled_undeclared(self, seq: int) -> None:
        """The first event after the deal settles the hand (a ``reveal`` or a ``pay``) with nobody
        declared: each player dealt a qualifying count (known) is settled without their ``declare``
        line.  No play went on past it, so the win stands: one ``tonk-dealt-tonk`` each (the
        declaration is missing), and the hand ends as if declared (the reveals and payments that
        follow are judged as a dealt tonk's; two such players make it void)."""
        if self.declared:
            return
        for p in self._dealt_tonks():
            if p in self.dealt:
                self.declared.append(p)
                if self._declares_after_settling(seq, p):
                    continue        # the declaration logged after the payout began: its line's finding
                refused = self._refused_declaration(p)
                if refused is not None:
                    # one wrong name: the refused declaration of another player was this one's
                    refused.message += (f"; the log settles {p}'s dealt count of {self.count_of(p)}: the "
                                        f"declaration names {refused.player}, not {p}")
                    continue
                self._find("tonk-dealt-tonk", seq, p,
                           f"{p} was dealt a count of {self.count_of(p)} and the log settles it as a dealt tonk, "
                           f"but {p} did not declare it; a dealt tonk must be declared before play starts")
        for p in self.order:
            # a hand with unknown cards that may count a dealt tonk, whose declare line follows among
            # the settling lines (swapped with a pay): declared, as a known one's (its line's
            # out-of-turn the one finding; review of session 66: illegal-action and hand-incomplete)
            if p in self.dealt and p not in self.declared and self.unknown[self.pos[p]] \
                    and self._qualifies(p) != 0 and self._declares_after_settling(seq, p):
                self.declared.append(p)

    def _declares_after_settling(self, seq: int, p: str) -> bool:
        """``p``'s declare line comes after ``seq`` with only reveals and pays before it."""
        for ev in self.hand.events[seq + 1:]:
            if ev.type == "declare":
                return ev.player == p
            if ev.type != "reveal" and ev.type != "pay":
                return False
        return False

    def _refused_declaration(self, p: str):
        """The finding of the one declaration of another player refused in this hand (their count
        does not qualify), not yet tied to a dealt tonk the log settles, else None."""
        found = None
        for f in self.findings:
            if f.code == "tonk-dealt-tonk" and f.player != p and " declared a dealt tonk with a count of " in f.message \
                    and "; the log settles " not in f.message:
                if found is not None:
                    return None
                found = f
        return found

    def _dealt_tonks(self) -> list[str]:
        """The players whose (known) count is a dealt tonk: ``_qualifies(p) > 0`` for every player at once."""
        opt = self.opt
        tonks = opt.dealt_tonk
        low = opt.low_tonk
        if not tonks and low is None:
            return []
        value = VALUES.__getitem__
        out = []
        for p, hand, unknown in zip(self.order, self.hands, self.unknown):
            if not unknown:
                c = sum(map(value, hand))
                if c in tonks or (low is not None and c <= low):
                    out.append(p)
        return out

    def _close_deal(self, seq: int | None, playing: bool) -> None:
        """The first event after the deal: a declared dealt tonk ends the hand; else play starts.

        A player play starts without (never dealt) is taken as dealt ``hand_size`` unknown cards
        from the stock, so their plays are judged as plays from unknown cards (README)."""
        # (a player named never dealt at a declaration holds unknown cards too: they count for a void)
        missing = [p for p in self.order if p not in self.dealt and (playing or p in self.skipped)]
        new = [p for p in missing if p not in self.skipped]     # (not named by a wrong-deal yet)
        self.skipped.extend(new)
        size = self.opt.hand_size
        full = 52 - self.n * size - (1 if self.upcard_seen else 0)     # the stock a full deal leaves
        if missing:
            for p in missing:
                self.unknown[self.pos[p]] += size
            # the stock gives their cards, but no more than it holds beyond a full deal (when another
            # player was dealt twice, those cards were theirs)
            self.stock = max(self.stock - size * len(missing), min(self.stock, full))
        self.spare = self.stock - full          # (what a deal logged after this may still take; _deal)
        for p in list(self.declared):
            if self._qualifies(p) == 0:
                # declared before the deal logged after it (_declare), a count that does not qualify
                self.declared.remove(p)
                self._find("tonk-dealt-tonk", self._declared_at(p), p, f"{p} declared a dealt tonk with a count "
                           f"of {self._count_text(p)}; {self._qualifying_text()}")
        qualified = self._dealt_tonks()
        self.play_seq = seq
        self.deal_tonks = qualified
        unknown = self.unknown
        if any(unknown):                         # hands a reveal may prove later (_prove_hidden_deals)
            self.hidden = [i for i, u in enumerate(unknown) if u]
        if self.declared:
            self._end_by_declaration(seq, qualified + self.declared)
            return
        if seq is None:
            return
        lost = ("the automatic win is lost" if len(qualified) == 1 else
                "declared, the hand would have been void: " + " and ".join(qualified) + " were each dealt one")
        for p in qualified:
            self._find("tonk-dealt-tonk", seq, p,
                       f"{p} was dealt a count of {self.count_of(p)} but play went on without a declaration; "
                       f"a dealt tonk must be declared before play starts ({lost})")
        if playing:
            if missing:
                if new:
                    later = ("" if seq is None or self._never_dealt(seq, new) else
                             "; the deal logged later replaces them")
                    self._find("wrong-deal", seq, None,
                               f"play started but {', '.join(new)} {'was' if len(new) == 1 else 'were'} "
                               f"{'not dealt yet' if later else 'never dealt'}; every player is dealt "
                               f"{self.opt.hand_size} cards (taken as {self.opt.hand_size} unknown "
                               f"cards{' each' if len(new) > 1 else ''}){later}")
            elif self.opt.upcard and not self.upcard_seen:
                self._find("wrong-deal", seq, None,
                           NO_UPCARD + "; with upcard: true the card after the deal is turned up to start "
                           "the discard pile (taken as an unknown card turned up from the stock)")
                # the upcard line left out: the card was turned all the same, unseen, so the stock
                # runs out where the log shows (review of session 65: it was one card long); the
                # first player may take it from the pile by name, and an upcard line logged later
                # names it (tonk_deal._upcard)
                self.pile.append(UNKNOWN)
                self.stock -= 1
        self.phase = PLAY
        self._begin_turn(0)
        if self.stock <= 0 and self._end_after_last_draw:
            # the deal took the last stock card: no turn can take it, so the stock is out at once
            self._finish(seq, st.STOCK_OUT, how="the stock ran out (the deal left no stock)")
            self.end_unplayed = True     # the first play (at seq) is not played

    def _end_by_declaration(self, seq: int | None, holders: list[str]) -> None:
        """A declaration ends the hand: void when two or more hold a dealt tonk, else the declarer wins.

        ``end_stakes`` is -1 when the declarer's count is unknown and the counts it may have
        (each unknown card 1 to 10) are a dealt tonk and a low tonk the rules pay differently (the
        settlement cannot be checked)."""
        holders = list(dict.fromkeys(holders))
        if len(holders) >= 2:
            self._finish(seq, st.VOID, how=f"{' and '.join(holders)} were each dealt a tonk: the hand is void")
            return
        w = holders[0]
        pays = self._qualifies(w)
        c = self.count_of(w)
        logged = False
        for ev in self.hand.events:
            if ev.type == "declare" and ev.player == w:
                logged = True
                break
        # (a dealt tonk the log settles without its declare line: _settled_undeclared)
        how = (f"{w} declared a dealt tonk" if logged else f"{w} was dealt a tonk") \
            + (f" (a count of {c})" if c is not None else "") + ("" if logged else ", settled without its declaration")
        if pays < 0:
            pays = self._only_multiple()
            if pays < 0:
                lo, hi = self._count_range(w)
                wins = [x for x in dealt_stakes(self.opt, lo, hi) if x > 0]
                if len(wins) == 1:
                    # the one multiple the counts the hand may have win (review of session 66)
                    pays = wins[0]
            if pays < 0:
                opt = self.opt
                how += (f" (paid {opt.dealt_tonk_pays} for a count of {' or '.join(map(str, sorted(opt.dealt_tonk)))}, "
                        f"{opt.low_tonk_pays} for {opt.low_tonk} or less)")
        self._finish(seq, st.DEALT_TONK, w, how, pays)

    def _only_multiple(self) -> int:
        """What a dealt tonk of an unknown count is paid: the one multiple the rules allow, or -1."""
        opt = self.opt
        if opt.low_tonk is None or not opt.dealt_tonk:
            return opt.dealt_tonk_pays if opt.low_tonk is None else opt.low_tonk_pays
        return opt.dealt_tonk_pays if opt.low_tonk_pays == opt.dealt_tonk_pays else -1

    # ---- hands hidden at the deal, proven by a reveal ------------------------
    def _prove_hidden_deals(self) -> dict[str, int]:
        """At the settlement: a hand dealt face down (``??``) that its player revealed with no card
        drawn, spread, hit or discarded since the deal proves what was dealt.  A dealt tonk it
        shows is checked as a known one would have been at the close of the deal (missed, or
        making a declared hand void), and it decides what a declared hidden tonk is paid.

        A declaration it does not support is a false one, refused as a known count's would have
        been: the players who made one, with their counts, are returned (nothing else is done),
        and the hand is to be replayed with those declarations refused (``Replay.settle``)."""
        hidden = self.hidden
        if not hidden or self.play_seq is None:
            return {}
        proven: dict[str, int] = {}
        for i in hidden:
            if not self.unknown[i] and not self._touched(i):
                proven[self.order[i]] = self.count_of(self.order[i])
        if not proven:
            return {}
        qualifies = self._count_qualifies
        declared = self.declared
        if not declared:
            for p, c in proven.items():
                if qualifies(c):
                    self._find("tonk-dealt-tonk", self.play_seq, p,
                               f"{p} was dealt a count of {c} (the cards {p} revealed, untouched since the "
                               f"deal) but play went on without a declaration; a dealt tonk must be declared "
                               f"before play starts (the automatic win is lost)")
            return {}
        false = {p: proven[p] for p in declared if p in proven and not qualifies(proven[p])}
        if false:
            return false
        holders = list(dict.fromkeys(self.deal_tonks + declared + [p for p, c in proven.items() if qualifies(c)]))
        self._end_by_declaration(self.end_seq, holders)
        return {}

    def _count_qualifies(self, c: int) -> bool:
        opt = self.opt
        return c in opt.dealt_tonk or (opt.low_tonk is not None and c <= opt.low_tonk)

    def _qualifying_text(self) -> str:
        """Which dealt counts are a tonk, as the end of a message."""
        opt = self.opt
        counts = " or ".join(map(str, sorted(opt.dealt_tonk)))
        if opt.low_tonk is None:
            return f"only a dealt count of {counts} qualifies" if counts else \
                "these rules have no dealt tonk (rules.dealt_tonk is empty or null)"
        if not counts:
            return f"only a dealt count of {opt.low_tonk} or less qualifies (rules.low_tonk)"
        return f"only a dealt count of {counts}, or {opt.low_tonk} or less, qualifies"

    def _touched(self, i: int) -> bool:
        """Whether player i's hand changed after the deal (an event of theirs that moves a card)."""
        p = self.order[i]
        return any(ev.player == p and ev.type in _MOVES for ev in self.hand.events[self.play_seq:])

    def _declared_at(self, p: str) -> int | None:
        for seq, ev in enumerate(self.hand.events):
            if ev.type == "declare" and ev.player == p:
                return seq
        return None
