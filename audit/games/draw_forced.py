"""Five-card draw: the state of a hand (its fields, declared once here) and the forced bets.

:class:`DrawState` holds the fields of :class:`audit.games.draw.Replay` (which adds the deal, the
betting, the draw and the settlement) and judges the antes and the blinds: who posts which
blind, its size (a big blind all-in for less: ``short_big_blind``), entry blinds and dead
blinds (``kind: dead``), and those missing when the forced bets end.
"""

from __future__ import annotations

from ..model import Event

FORCED, DEAL, BET1, DRAW, BET2, SHOWDOWN, DONE = range(7)
PHASES = ("forced bets", "deal", "first betting round", "draw", "second betting round", "showdown", "settled")


_ACTIONS = frozenset(("check", "call", "bet", "raise", "fold"))


def cards_n(n: int) -> str:
    return "1 card" if n == 1 else f"{n} cards"


def during(phase: int) -> str:
    """A phase in a message: "during the draw", "after the hand had ended"."""
    return "after the hand had ended" if phase == DONE else f"during the {PHASES[phase]}"


class DrawState:
    __slots__ = ("t", "br", "index", "after", "where", "findings", "phase", "handlers", "round0", "last",
                 "ante", "blinds", "sb", "bb", "posted", "redeal_rule", "redeal", "max_discard", "wild", "dealt",
                 "deal_next", "drawn", "draw_next", "deck_left", "pile", "stock", "entry_blinds", "entered",
                 "full_short_blind", "stray", "recycled", "early", "assumed")

    def _end_forced(self, seq: int) -> None:
        """The forced bets are over: report the missing ones."""
        t = self.t
        t.missing_antes(seq, self.ante)
        if self.blinds:
            for k, (i, kind) in enumerate(((self.sb, "small"), (self.bb, "big"))):
                # a player the ante left without chips owes no blind (table stakes)
                if not self.posted[k] and self.blinds[k] > 0 and t.stacks[i] > 0:
                    t.find("wrong-forced-bet", seq, i, f"{t.names[i]} did not post the {kind} blind of "
                           f"{self.blinds[k]}")
                    self.posted[k] = None        # reported missing: posted late, it is that finding instead
        self._enter(DEAL)

    def _ante(self, seq: int, ev: Event) -> None:
        t = self.t
        i = self.index[ev.player]
        if self.phase != FORCED:
            if t.anted[i] is None:           # reported missing when the deal began: late instead
                self._unreport(i, "did not post the ante")
            t.find("wrong-forced-bet", seq, i, f"{ev.player} posted an ante of {ev.amount} {during(self.phase)}; "
                   f"antes come before the deal")
            t.anted[i] = True
            t.total[i] += ev.amount
            t.stacks[i] -= ev.amount
            return
        t.post_ante(seq, i, ev.amount, self.ante)

    def _blind(self, seq: int, ev: Event) -> None:
        i = self.index[ev.player]
        amount = ev.amount
        if ev.kind == "dead":
            self._dead_blind(seq, ev, i)
            return
        big = ev.kind == "big"
        blinds = self.blinds
        if self.phase != FORCED or blinds is None:
            self._misplaced_blind(seq, ev, i)
            return
        k = 1 if big else 0
        due = self.bb if big else self.sb
        want = blinds[k]
        full = 0
        if i == due and not self.posted[k]:
            self.posted[k] = True
            if big and self.t.odd_chip == "called":
                # the big blind counts as a bet (POKER.md 4): until someone bets or raises, the
                # player who was called is the big blind (odd_chip called_voluntary: nobody)
                self.t.last_aggressor = i
            if amount != want:
                st = self.t.stacks[i]
                if not (amount == st and st < want):
                    self.t.find("wrong-forced-bet", seq, i, f"{ev.player} posted a {ev.kind} blind of {amount}; "
                                f"the {ev.kind} blind is {want}")
                elif big and self.full_short_blind:
                    full = want      # all-in for less: the others still owe the full blind
        elif (big and self.entry_blinds and amount == want and i != self.sb and i != self.bb
              and not (self.entered and any(p == ev.player and k == "big" for _, p, k in self.entered))):
            self._entry(seq, ev.player, "big")
        else:
            self._wrong_blind(seq, ev, i, k, due)
        self.br.post_blind(seq, i, amount, big, full)

    def _dead_blind(self, seq: int, ev: Event, i: int) -> None:
        """A dead blind (``kind: dead``): the small blind posted by a player entering out of position
        (with an entry big blind, ``entry_blinds``), into the pot but in nobody's bet."""
        t = self.t
        blinds = self.blinds
        amount = ev.amount
        why = None
        if blinds is None:
            why = "this game has no blinds"
        elif self.phase != FORCED:
            why = f"it was posted {during(self.phase)}; blinds come before the deal"
        elif i == self.sb or i == self.bb:
            why = f"{ev.player} posts the {'small' if i == self.sb else 'big'} blind in turn; a dead blind is " \
                  f"posted by a player entering out of position"
        elif not self.entry_blinds:
            why = "entry_blinds is false: a player entering posts no blinds out of turn"
        elif t.dead and i in t.dead:
            why = "it is posted once"
        elif amount != blinds[0] and not (amount == t.stacks[i] and amount < blinds[0]):
            why = f"a dead blind is the small blind, {blinds[0]}"
        if why is not None:
            t.find("wrong-forced-bet", seq, i, f"{ev.player} posted a dead blind of {amount} but {why}")
        else:
            self._entry(seq, ev.player, "dead")
        t.post_dead(seq, i, amount)

    def _entry(self, seq: int, player: str, kind: str) -> None:
        """An entry post taken as legal here (``kind`` big: an entry big blind; dead: a dead small
        blind), in ``entered``: the session checks see whether the player played the table's
        previous hand in the same seat (then it is no entry: :class:`audit.model.Result` ``entries``)."""
        if self.entered is None:
            self.entered = []
        self.entered.append((seq, player, kind))

    def _misplaced_blind(self, seq: int, ev: Event, i: int) -> None:
        """A blind out of its place: one finding, its chips counted as logged.  The blind due from
        this player, logged after the deal began, is that blind posted late (not also a missing
        one); while nobody has acted yet it is in place as a live blind, as if posted in time."""
        t = self.t
        ph = self.phase
        amount = ev.amount
        big = ev.kind == "big"
        why = "this game has no blinds" if self.blinds is None else \
            f"it was posted {during(ph)}; blinds come before the deal"
        t.find("wrong-forced-bet", seq, i, f"{ev.player} posted a {ev.kind} blind of {amount} but {why}")
        if ph == FORCED:
            self.br.post_blind(seq, i, amount, big)
            return
        k = 1 if big else 0
        if self.blinds is not None and i == (self.bb if big else self.sb) and self.posted[k] is not True:
            if self.posted[k] is None:
                self._unreport(i, f"did not post the {ev.kind} blind")
            self.posted[k] = True
            if ph <= BET1 and not any(e.type in _ACTIONS for e in t.hand.events[:seq]):
                if big and t.odd_chip == "called":
                    t.last_aggressor = i
                self.br.post_blind(seq, i, amount, big)
                return
        if ph <= BET1 or ph == BET2:
            self.br.post_stray(seq, i, amount)      # in the player's bet of the round, no bet to match
        else:
            t.total[i] += amount                    # after the betting: into the pot, as a late ante is
            t.stacks[i] -= amount

    def _unreport(self, i: int, what: str) -> None:
        """Take back the finding that player ``i`` ``what`` (a forced bet reported missing when the
        deal began): the bet was posted late, and that is the finding."""
        t = self.t
        start = f"{t.names[i]} {what}"
        findings = t.findings
        for k in range(len(findings) - 1, -1, -1):
            f = findings[k]
            if f.code == "wrong-forced-bet" and f.player == t.names[i] and f.message.startswith(start):
                del findings[k]
                return

    def _wrong_blind(self, seq: int, ev: Event, i: int, k: int, due: int) -> None:
        t = self.t
        name = ev.player
        if i == due:
            msg = f"{name} posted the {ev.kind} blind a second time"
        else:
            where = "the button" if (k == 0 and t.n == 2) else ("left of the button" if k == 0 else
                                                                 "left of the small blind")
            msg = f"{name} posted the {ev.kind} blind of {ev.amount} but {t.names[due]}, {where}, posts it"
        t.find("wrong-forced-bet", seq, i, msg)
