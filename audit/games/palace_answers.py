"""Palace Poker, the battles' look-aheads (PALACE.md section 3): what the log gives after a battle
line, which decides how the line is read: whether the player who had to answer answers later, a
call or raise under another name that fits the answer owed, an answer logged right before the attack
it answers, a fold or capture right after a result; and a buy line lost, that the payout counts
(:meth:`AnswerMixin._lost_buy`).  A link of the replay's chain
(:class:`audit.games.palace.Replay`) between the turns and the battles (split from
:mod:`.palace_battle`, review of session 65)."""

from __future__ import annotations

from ..cards import UNKNOWN
from ..model import Event
from .palace_deal import PLAY
from .palace_state import DONE
from .palace_turns import TurnMixin

# Battle.calls entries (palace_battle): (what, player, amount, owed (for an attack: the defender's
# name), raise part)
ATTACKS, CALLS, RAISES, FOLDS = range(4)


class AnswerMixin(TurnMixin):
    __slots__ = ()

    def _repeated_answer(self, seq, ev, b):
        """Whether the call or raise ``ev`` at ``seq`` repeats the line before it (the same type,
        player and amount), which battle ``b`` took as that player's call or raise: the line logged
        twice, which cannot be applied (README; review of session 65: a raise repeated was read as
        a raise out of order, its chips counted twice).  Not when the log goes on as after that
        player's next answer logged early (the lines swapped): the player who had to answer
        re-raises next, and the player does not answer that raise after it; or a call or raise
        out of order earlier in the battle, which the line may answer."""
        if seq == 0:
            return False
        prev = self.events[seq - 1]
        last = b.calls[-1]
        if not (prev.type == ev.type and prev.player == ev.player and prev.amount == ev.amount
                and (last[0] == CALLS or last[0] == RAISES) and last[1] == ev.player and last[2] == ev.amount):
            return False
        for c in b.calls:
            if c[0] == CALLS and c[3] == 0:
                # a call or raise out of order (its chips counted: palace_battle._out_of_order_chips)
                # is in the battle: this line may be the answer to it (the lines swapped)
                return False
        r = b.responder
        k = self._answer_at(seq, r.name) if r is not None else -1
        return k < 0 or self.events[k].type != "raise" or self._answer_at(k, ev.player) >= 0

    def _answer_at(self, seq, name):
        """The seq of ``name``'s next call, raise or fold after ``seq``, before the next attack,
        battle result, capture or turn action (as :meth:`_answers_later`), or -1."""
        events = self.events
        for k in range(seq + 1, len(events)):
            ev = events[k]
            t = ev.type
            if t == "attack" or t == "battle" or t == "capture" or t == "buy" or t == "discard" or t == "wait":
                return -1
            if ev.player == name and (t == "call" or t == "raise" or t == "fold"):
                return k
        return -1

    def _fold_before_attack(self, seq, ev):
        """A fold logged right before the attack on the folder that it answers (the lines swapped:
        the next line is that attack, and the folder does not answer right after it), by a player
        in the hand who was not to act (a fold in one's own turn is a way to leave the hand): one
        ``palace-wrong-response``, and the fold is the answer once the attack is in
        (BattleMixin._on_attack), as a call or raise logged early is (README; review of session 65:
        it was a fold out of turn, and the attack one on a player who had left).  Whether it was."""
        name = ev.player
        p = self.players[name]
        if self.phase != PLAY or not p.pos or not p.in_hand or p is self.to_act or not self._attacked_next(seq, name):
            return False
        self._find("palace-wrong-response", seq, name,
                   f"{name} folded before the attack on {name} was logged (the lines swapped); taken as the "
                   f"answer to it")
        self.early_answer = (seq, ev)
        return True

    def _fold_before_raise(self, seq, ev, b):
        """A fold by the side of battle ``b`` that was not to answer, logged right before the
        answer's raise that it answers (the lines swapped: the next line is the responder's raise,
        and the folder does not answer right after it): one ``palace-wrong-response``, and the fold
        answers the raise once it is in (BattleMixin._on_raise; review of session 65: the fold was
        dropped as out of order, and the capture that followed found no winner).  Whether it was."""
        r = b.responder
        name = ev.player
        events = self.events
        if r is None or name == r.name or seq + 1 >= len(events):
            return False
        nxt = events[seq + 1]
        if nxt.type != "raise" or nxt.player != r.name:
            return False
        if self._answers_at(seq + 2, name):
            return False
        self._find("palace-wrong-response", seq, name,
                   f"{name} folded before {r.name}'s raise was logged (the lines swapped); taken as the answer to it")
        self.early_answer = (seq, ev)
        return True

    def _answers_later(self, seq, name):
        """Whether ``name`` calls, raises or folds after ``seq``, before the next attack or battle,
        or a capture or turn action (the battle is over by then: a fold after it is a turn's; review
        of session 61, it was taken as the answer)."""
        return self._answer_at(seq, name) >= 0

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

    def _legal_raise(self, b, part, last=None):
        """A raise of ``part`` over what is owed is of a legal size (:meth:`_on_raise`'s rules);
        ``last``: the raise before it taken to be of that size (else ``b``'s, as logged)."""
        rules = self.rules
        if b.raises >= rules.raise_cap or part <= 0:
            return False
        if not rules.no_limit:
            return part == rules.big_bet
        if last is None:
            last = b.last_raise
        if b.raises and rules.reraise_same:
            return part == last
        return part >= (rules.big_bet if b.raises == 0 else max(last, rules.big_bet))

    def _reraise_meant(self, b, owed, amount):
        """A re-raise of ``amount`` (``owed`` owed as logged) after a raise of a wrong size (reported
        at its line, ``b.legal_part`` the raise a legal one makes): when it is not of a legal size
        over what was owed as logged but is over what the raise the wrong line meant would owe, as
        the dealer corrects the raise and the re-raise is sized from that, its raise over that owed
        (the wrong line's one finding, as a call of that size: one fault, one finding; before,
        session 70, the re-raise was a second palace-wrong-response); else None."""
        meant = b.legal_part
        if meant is None or self._legal_raise(b, amount - owed):
            return None
        part = amount - (owed - b.last_raise + meant)
        return part if self._legal_raise(b, part, meant) else None

    def _raise_meant(self, b, part, may):
        """A raise of ``part`` over what was owed (``may``: the raiser could pay that), not yet
        counted in ``b``: when it is of a wrong size (reported by :meth:`_on_raise`), the raise a
        legal one makes (its size in ``limit``, the least in ``no_limit``, the raise before it with
        ``no_limit_reraise: same``), which a call after it may answer (one fault, one finding:
        session 69's review, the call of that size was a second palace-wrong-response); else None."""
        rules = self.rules
        if part <= 0 or not may or b.raises >= rules.raise_cap or self._legal_raise(b, part):
            return None
        if not rules.no_limit:
            return rules.big_bet
        if b.raises and rules.reraise_same:
            return b.last_raise
        return rules.big_bet if b.raises == 0 else max(b.last_raise, rules.big_bet)

    def _attacked_next(self, seq, name):
        """Whether the event after ``seq`` is an attack on ``name`` that ``name`` does not answer
        right after it (then the line at ``seq`` is a stray, not the answer logged early)."""
        events = self.events
        if seq + 1 >= len(events):
            return False
        ev = events[seq + 1]
        if ev.type != "attack" or ev.target != name:
            return False
        if self._answers_at(seq + 2, name):
            return False
        return True

    def _answers_at(self, k, name):
        """Whether event ``k`` is ``name``'s call, raise or fold (the answer right after a line)."""
        events = self.events
        if k >= len(events):
            return False
        e = events[k]
        t = e.type
        return e.player == name and (t == "call" or t == "raise" or t == "fold")

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

    def _lost_attack(self, seq, ev):
        """A call, raise or fold at ``seq`` with no battle waiting (the last one done), by a player
        in the hand whom the player to act may attack, that answers such an attack: a call of what
        that player would owe (their soldiers + 1 times the small bet), a raise of a legal size over
        it, a fold; when the battle's result or capture that follows (shows and the battle's own
        answers skipped) is between the two (a result naming either, or a tie; after a fold, the
        player to act's), and the attack's amount is known: in limit its one amount, in no_limit
        what the payout lines pay out more than the log's lines put in (README; review of session 67,
        a call in limit; session 68, a raise or fold, or no_limit: the answer, the result and the
        capture were refused, the next battle's sizes misjudged, the hand incomplete and the books
        unbalanced).  Unless a call in limit (session 67's reading, kept), not when the line before
        it (shows skipped) is an attack on that player, which it answers (refused or not), nor when
        the player to act's attack on that player is logged after the result that leaves the player
        to act in a hand that goes on (its line late, not lost, and taken as a second attack; session
        68's review: its chips counted twice or left out, the right payout wrong-amount).  Then it is the
        attack of the player to act on that player, its line lost: reported (one
        ``palace-wrong-response``) and applied, and the battle waits for the answer (True)."""
        b = self.battle
        r = self.rules
        p = self.to_act
        if self.phase != PLAY or (b is not None and b.state != DONE) or p is None:
            return False
        name = ev.player
        d = self.players.get(name)
        if d is None or d is p or not d.in_hand or not d.pos or not p.in_hand:
            return False
        if p.same_suit(d):
            return False
        t = ev.type
        events = self.events
        # (session 67's reading, a call in limit, is kept as it was; the others are not taken where
        # the attack's line is in the log: session 68's review)
        widened = t != "call" or r.no_limit
        k = seq - 1
        while k >= 0 and events[k].type == "show":
            k -= 1
        if widened and k >= 0 and events[k].type == "attack" and events[k].target == name:
            return False        # (it answers the attack logged right before it, refused or not)
        sb = r.small_bet
        minimum = (len(p.soldiers) + 1) * sb
        call = (len(d.soldiers) + 1) * sb
        if t == "call":
            if ev.amount != call:
                return False
        elif t == "raise":
            part = ev.amount - call if ev.amount is not None else 0
            if r.raise_cap < 1 or ev.amount > d.stack or part < r.big_bet or (part != r.big_bet and not r.no_limit):
                return False
        elif t != "fold" or (seq > 0 and events[seq - 1].player == p.name and (
                events[seq - 1].type == "raise" or events[seq - 1].type == "call")):
            return False        # (a fold right after the player to act's raise answers that line)
        pn = p.name
        for k in range(seq + 1, len(events)):
            e = events[k]
            et = e.type
            if et == "show" or ((et == "call" or et == "raise" or et == "fold") and t != "fold"
                                and (e.player == pn or e.player == name)):
                continue
            if et == "battle":
                if e.winner != pn and (t == "fold" or (e.winner is not None and e.winner != name)):
                    return False
                break
            if et == "capture" and ((e.player == pn and e.source == name) or
                                    (e.player == name and e.source == pn and t != "fold")):
                break
            return False
        else:
            return False
        e = events[k]
        left = 0
        for q in self.seat_order:
            if q.in_hand:
                left += 1
        if widened and left > 2 and (t == "fold" or (e.type == "battle" and e.winner == pn) or
                                     (e.type == "capture" and e.player == pn)):
            for j in range(k + 1, len(events)):
                e = events[j]
                if e.type == "attack" and e.player == pn and e.target == name:
                    return False    # (its line logged late, the attacker still in the hand: it would count twice)
        amount = minimum if not r.no_limit else self._paid_out_more(seq)
        if amount < minimum or amount > p.stack:
            return False
        said = {"call": "called", "raise": "raised", "fold": "folded"}[t]
        self._find("palace-wrong-response", seq, name,
                   f"{name} {said} but no battle was waiting for an answer; it was {pn}'s turn, and the "
                   f"battle's {'result' if events[k].type == 'battle' else 'capture'} that follows is between "
                   f"{pn} and {name}: taken as the answer to {pn}'s attack on {name} (for {amount}"
                   f"{', what the payout counts more than the lines put in' if r.no_limit else ''}), its "
                   f"line lost")
        attack = Event(type="attack", player=pn, target=name, amount=amount)
        if self.pending:
            self._before_turn(seq, attack, "attack")
        self._on_attack(seq, attack)
        b = self.battle
        return b is not None and b.state != DONE and b.attacker is p and b.defender is d

    def _lost_attack_fold(self, seq, ev):
        """A fold at ``seq`` that answers the attack of the player to act, its line lost
        (:meth:`_lost_attack`): reported, and applied as the battle's fold.  Whether it was."""
        if not self._lost_attack(seq, ev):
            return False
        self._battle_fold(seq, ev)
        return True

    def _lost_buy(self, seq, p, q):
        """``p`` acts at ``seq`` (a turn action, reported out of turn) when it was ``q``'s turn, ``p``
        the next player after ``q``, and the payout pays out exactly the small bet more than the log's
        lines put in: ``q``'s buy, its line lost (a soldier not named), is taken as made there, ``q``
        having the chips and a buy being allowed, and ``p``'s action is then in turn; the one finding
        the out-of-turn, whose words (returned; else "") tell both readings.  Only with no finding
        before it and no answer held (a line skipped or held before ``seq`` leaves chips the payout
        counts out of the lines' count: a call refused with no battle, say, read as the buy).  Before (session 71's
        damage harness, 4,611 copies with a buy line deleted), the right payout was wrong-amount and
        the books unbalanced, and ``q``'s later attack or call, sized by the soldier, wrong too."""
        r = self.rules
        sb = r.small_bet
        if (sb <= 0 or self.phase != PLAY or self.after[q.pos] is not p or not q.in_hand or q.stack < sb
                or self.deck_left <= 0 or self.cont is not None or self.early_answer is not None
                or self.findings or self._paid_out_more(seq) != sb
                or (self.n_in == 2 and r.must_battle and not q.same_suit(p))):
            return ""
        pos = q.pos         # q's turn, the turn-round kept as TurnMixin._turn_start keeps it
        if pos <= self.turn_pos:
            self.round_no += 1
            self.round_starts.append(seq)
            self.round_quiet = True
            self.last_pos = pos
        elif pos > self.last_pos:
            self.last_pos = pos
        self.turn_pos = pos
        q.turn_round = self.round_no
        self._buy_made(seq, q, UNKNOWN, sb)
        self.quiet_gen += 1
        self.n_quiet = 0
        self.round_quiet = False
        self.to_act = p
        return (f" (the payout counts {sb} more than the lines put in: taken as {q.name}'s buy of a soldier for "
                f"{sb}, its line lost, and {p.name}'s turn after it; if {q.name} did not buy, the payout is {sb} "
                f"more than the pot)")

    def _paid_out_more(self, seq):
        """What the payout lines (collect, rake, return) pay out more than the chips put in so far
        and by the lines from ``seq`` on (-1 when the log records no payout)."""
        put = 0
        for p in self.seat_order:
            put += p.paid
        out = 0
        paid = False
        events = self.events
        for k in range(seq, len(events)):
            e = events[k]
            t = e.type
            if e.amount is None:
                continue
            if t == "collect" or t == "rake" or t == "return":
                out += e.amount
                paid = paid or t == "collect"
            elif t == "ante" or t == "buy" or t == "attack" or t == "call" or t == "raise":
                put += e.amount
        return out - put if paid else -1
