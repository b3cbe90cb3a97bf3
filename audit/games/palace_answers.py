"""Palace Poker, the battles' look-aheads (PALACE.md section 3): what the log gives after a battle
line, which decides how the line is read: whether the player who had to answer answers later, a
call or raise under another name that fits the answer owed, an answer logged right before the attack
it answers, a fold or capture right after a result.  A link of the replay's chain
(:class:`audit.games.palace.Replay`) between the turns and the battles (split from
:mod:`.palace_battle`, review of session 65)."""

from __future__ import annotations

from .palace_turns import TurnMixin


class AnswerMixin(TurnMixin):
    __slots__ = ()

    def _answers_later(self, seq, name):
        """Whether ``name`` calls, raises or folds after ``seq``, before the next attack or battle,
        or a capture or turn action (the battle is over by then: a fold after it is a turn's; review
        of session 61, it was taken as the answer)."""
        events = self.events
        for k in range(seq + 1, len(events)):
            ev = events[k]
            t = ev.type
            if t == "attack" or t == "battle" or t == "capture" or t == "buy" or t == "discard" or t == "wait":
                return False
            if ev.player == name and (t == "call" or t == "raise" or t == "fold"):
                return True
        return False

    def _misnamed_answer(self, seq, ev, r):
        """A call or raise at ``seq`` not by ``r``, who had to answer, fits ``r``'s answer (a call
        of what ``r`` owed, a raise of a legal size over it) and ``r`` answers nowhere after it."""
        b = self.battle
        owed = b.owed.get(r.name, 0)
        amount = ev.amount
        if amount is None or (amount != owed if ev.type == "call" else not self._legal_raise(b, amount - owed)):
            return False
        if not self._answers_later(seq, r.name):
            return True
        # ``r``'s next line comes after the other side's raise or call: it answers that, so this
        # line was ``r``'s answer (review of session 61: a misnamed raise re-raised, then called)
        other = b.other(r).name
        events = self.events
        for k in range(seq + 1, len(events)):
            e = events[k]
            if e.player == r.name:
                return False
            if e.player == other and (e.type == "raise" or e.type == "call"):
                return ev.type == "raise"
        return False

    def _legal_raise(self, b, part):
        """A raise of ``part`` over what is owed is of a legal size (:meth:`_on_raise`'s rules)."""
        rules = self.rules
        if b.raises >= rules.raise_cap or part <= 0:
            return False
        if not rules.no_limit:
            return part == rules.big_bet
        if b.raises and rules.reraise_same:
            return part == b.last_raise
        return part >= (rules.big_bet if b.raises == 0 else max(b.last_raise, rules.big_bet))

    def _attacked_next(self, seq, name):
        """Whether the event after ``seq`` is an attack on ``name`` that ``name`` does not answer
        right after it (then the line at ``seq`` is a stray, not the answer logged early)."""
        events = self.events
        if seq + 1 >= len(events):
            return False
        ev = events[seq + 1]
        if ev.type != "attack" or ev.target != name:
            return False
        if seq + 2 < len(events):
            after = events[seq + 2]
            t = after.type
            if after.player == name and (t == "call" or t == "raise" or t == "fold"):
                return False
        return True

    def _folds_next(self, seq, p):
        """Whether the event after ``seq`` is ``p``'s fold."""
        events = self.events
        if seq + 1 >= len(events):
            return False
        ev = events[seq + 1]
        return ev.type == "fold" and ev.player == p.name

    def _captured_next(self, seq, winner, loser):
        """Whether the event after ``seq`` (shows skipped: the battle's players may show until the
        capture, README) is ``winner``'s capture from ``loser`` (review of session 57: a show
        between the wrong result and the capture by the cards' winner made one fault eight)."""
        events = self.events
        for k in range(seq + 1, len(events)):
            ev = events[k]
            if ev.type != "show":
                return ev.type == "capture" and ev.player == winner.name and ev.source == loser.name
        return False
