"""Seven-card stud with nobody left who can bet (everyone all-in): only the deal lines tell the
streets apart, so a deal line lost is told by the deal lines left (a deal of the next street's
shape while players are still owed this street's card, each with fewer deal lines left than the
streets to come) or by the showdown coming with 7th street's deal open: one ``wrong-deal``, the
card owed dealt unknown (README, Stud).  A link of the stud replay's chain of classes
(:class:`audit.games.stud.Replay`, whose base this module's class is)."""

from __future__ import annotations

from ..model import Event
from .stud_betting import BETTING, DEALING, StudBetting
from .stud_rules import DEAL_SHAPE, SEVENTH, STREET_NAMES


class StudLostDeal(StudBetting):
    __slots__ = ()      # the state's fields are declared by StudBetting (stud_betting)

    def _over(self) -> bool:
        """The hand is over: one player left, or 7th street dealt and its betting done."""
        if self.t.folded.count(False) < 2:
            return True
        return self.street == SEVENTH and self.phase == BETTING and self.t.br.over()

    def _deal_lost(self, seq: int, i: int, ev: Event) -> bool:
        """Nobody left can bet (all-in), so only the deal lines tell the streets apart: a deal to
        player ``i`` while players are still owed this street's card (``i`` among them, passed over
        by a deal out of order, or ``i`` holding the street's cards already), each of them with fewer deal lines left in the log
        than the streets they are still to be dealt, is of the next street: their card of this one
        was never dealt (its line lost; unknown, one ``wrong-deal``), and the street's (empty)
        betting is over.  True then (review of session 65: one lost deal line put every later
        street off by one, a finding at each, and left the hand incomplete)."""
        d = self.deal
        named = d.named
        if (named is None or i not in named) and d.got_down[i] + d.got_up[i] < d.size:
            return False            # (nearly always: a deal in its turn)
        sd, su = DEAL_SHAPE[self.street + 1]
        nd = len(ev.down) if ev.down else 0
        nu = len(ev.up) if ev.up else 0
        if not (nd or nu) or nd > sd or nu > su:
            return False            # not the next street's cards (a line under the wrong name, say)
        missing = d.missing()
        if not missing or not self._none_can_bet():
            return False
        t = self.t
        events = t.hand.events
        later = [0] * t.n
        streets = SEVENTH - self.street + 1
        for e in events[seq:]:
            if e.type == "deal":
                j = t.index.get(e.player)
                if j is not None:
                    later[j] += 1
            elif e.type == "community":
                streets = SEVENTH - self.street       # (7th street's card is the community card)
        if i in missing:
            named = d.named
            if named is None or i not in named:
                return False        # dealt in turn: nothing tells the line lost is this street's
        elif d.got_down[i] + d.got_up[i] < d.size or later[i] > streets - 1:
            # (a line more than the streets after this one: this line is another's, under the wrong
            # name, as the deal reads it; the diff review of session 65)
            return False
        for j in missing:
            if later[j] >= streets:
                return False
        if not d.all_named(missing):
            names = ", ".join([t.names[j] for j in missing])
            t.find("wrong-deal", seq, i, f"{t.names[i]} was dealt {STREET_NAMES[self.street + 1]}'s card while "
                   f"{names} had not been dealt {STREET_NAMES[self.street]}'s, with fewer deal lines left in the "
                   f"log than streets to come")
            d.name_owed(missing, t.findings[-1])
        d.fill_owed(seq)
        self._open_round(True)
        return True

    def _none_can_bet(self) -> bool:
        """At most one player still in the hand is not all-in: no betting round can be played,
        and nobody was dealt more than the street's cards (a line under the wrong name, then),
        nor was a deal of an earlier street found wrong (the streets may be off already; not a deal
        or burn logged twice, left out, the hand as it was: review of session 66, with a lost
        7th-street line too the show was a mismatch and the payout never judged)."""
        t = self.t
        d = self.deal
        begun = self.street_starts[-1] if self.street_starts else 0
        for f in t.findings:
            if f.code == "wrong-deal" and f.seq is not None and f.seq < begun and "logged twice" not in f.message:
                return False
        free = 0
        for k in range(t.n):
            if not t.folded[k]:
                if not t.all_in[k]:
                    free += 1
                if d.got_down[k] + d.got_up[k] > d.size:
                    return False
        return free < 2

    def _owed_dealt_next(self, seq: int, missing: list[int]) -> bool:
        """The next deal line after ``seq`` is to one of ``missing`` (players still owed the street's
        cards), of cards this street deals them: the street's deal goes on after a burn out of
        place (a down card when the street deals one up is the next street's: the diff review of
        session 65)."""
        t = self.t
        d = self.deal
        sd, su = DEAL_SHAPE[self.street]
        for e in t.hand.events[seq + 1:]:
            if e.type == "deal":
                i = t.index.get(e.player)
                if i is None or i not in missing:
                    return False
                nd = len(e.down) if e.down else 0
                nu = len(e.up) if e.up else 0
                return (nd > 0 or nu > 0) and nd <= sd - d.got_down[i] and nu <= su - d.got_up[i]
        return False

    def _dealt_out(self, seq: int) -> None:
        """The showdown with cards of the last street still owed: never dealt (unknown)."""
        if self.deal.pending <= 0:
            return                      # every player has the street's cards
        t = self.t
        if self.phase == BETTING and t.br is not None and t.folded.count(False) > 1 and self._over():
            missing = {t.names[j] for j in self.deal.missing()}
            if missing and (seq is None or not any(e.type == "deal" and e.player in missing
                                                   for e in t.hand.events[seq + 1:])):
                self.deal.fill_owed(seq)     # (a deal of theirs still to come is that card, late)
        elif self.phase == DEALING and self.street == SEVENTH and seq is not None and t.folded.count(False) > 1 \
                and self._none_can_bet():
            # nobody left can bet (all-in): no betting line ends 7th street, and the showdown (or the
            # payout) comes with its deal still open: the cards owed were never dealt, one wrong-deal
            # here, and the street's (empty) betting is over (review of session 65: the hand was
            # incomplete, the show a mismatch and the payout never judged)
            d = self.deal
            missing = d.missing()
            names = [t.names[j] for j in missing]
            if any(e.type == "deal" and e.player in names for e in t.hand.events[seq + 1:]):
                return
            if not d.all_named(missing):
                t.find("wrong-deal", seq, None, f"the showdown came before the deal of {STREET_NAMES[self.street]} "
                       f"was complete ({', '.join(names)} still to be dealt)")
                d.name_owed(missing, t.findings[-1])
            d.fill_owed(seq)
            self._open_round(True)
