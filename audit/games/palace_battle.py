"""Palace Poker, the battles (PALACE.md section 3).

An attack opens a battle between two players.  The defender folds, calls
(paying (defender's soldiers + 1) x small bet, figured from the defender's own
hand) or raises; the attacker answers a raise by folding, calling or
re-raising, up to ``battle_raise_cap`` raises.  Then the log's ``battle`` event
claims a winner, which is checked against the cards (each side's best five
without the opponent's banner suit, ties by own-suit count), and the winner's
``capture`` takes the loser's banner and soldiers.

The verdict is computed without words (:func:`.palace_judge.battle_winner`);
the worded judgement (:attr:`Battle.judged`) is made only for a finding or
for ``explain``.
"""

from __future__ import annotations

from ..cards import card_str
from .palace_deal import OVER
from .palace_judge import ATTACKER, DEFENDER, UNKNOWN_CARDS, battle_winner, judge_battle
from .palace_state import BETTING, CAPTURE, DONE, JUDGE, LOST, TIED_OUT, suit_name
from .palace_answers import ATTACKS, CALLS, FOLDS, RAISES, AnswerMixin
from .palace_turns import CONT_BUY

#: ``Battle.claimed`` of a result logged as a tie (``winner: null``): an object no player name
#: equals (a player may be named ``""``).
TIED = ("a tie",)


def _claimed(claim: str | None):
    """What ``Battle.claimed`` keeps of a claimed winner (None: a tie)."""
    return TIED if claim is None else claim

__all__ = ["BETTING", "JUDGE", "CAPTURE", "DONE", "Battle", "BattleMixin"]

#: a battle response as a verb (in the messages) -> its noun
_NOUNS = {"called": "call", "raised": "raise", "folded": "fold"}


def call_words(call: tuple) -> str:
    """One entry of :attr:`Battle.calls` in words."""
    what, name, amount, owed, part = call
    if what == ATTACKS:
        return f"{name} attacks {owed} for {amount}"
    if what == CALLS:
        return f"{name} calls {amount}"
    if what == RAISES:
        return f"{name} raises {amount} ({owed} owed + {part})"
    return f"{name} folds"


class Battle:
    __slots__ = ("attacker", "defender", "responder", "owed", "raises", "last_raise", "state",
                 "folded", "winner", "loser", "seq", "amount", "snap", "_judged", "claimed", "calls",
                 "round_no", "banners", "last_two", "later", "late_capture", "early_fold", "held_only",
                 "split_rest", "legal_part")

    def __init__(self, attacker, defender, seq, amount, owed, held_only=False):
        self.attacker = attacker
        self.defender = defender
        self.responder = defender
        self.owed = {attacker.name: 0, defender.name: owed}
        self.raises = 0
        self.last_raise = 0
        self.state = BETTING
        self.folded = None          # who gave up the battle
        self.winner = None          # as applied (the log's claim where it could be applied)
        self.loser = None
        self.seq = seq
        self.amount = amount        # the attack
        self.snap = None            # what was compared: (attacker's cards, banner, defender's cards, banner)
        self._judged = None
        self.claimed = None         # the log's claimed winner name ("" for a tie), None: no claim
        self.calls = [(ATTACKS, attacker.name, amount, defender.name, 0)]  # the betting (call_words)
        self.round_no = 0
        self.banners = (attacker.banner, defender.banner)
        self.last_two = False       # judged between the last two players in the hand (a tie splits the pot)
        #: a claim applied over unknown cards: [claim's seq, attacker's cards, defender's cards, seq of
        #: the proof], the unknown cards filled in as the log names them later (CaptureMixin._reveal_later)
        self.later = None
        #: the seq of this battle's capture when the log gives it late (after the next action): it
        #: is applied where it was owed (CaptureMixin._settle_pending), reported where it stands
        self.late_capture = None
        #: the seq of the responder's fold logged right after this battle's result, applied with it
        #: (BattleMixin._on_battle), not again at its line
        self.early_fold = -1
        #: short_hand: held_only (palace_rules): a short side is compared only as far as it goes
        self.held_only = held_only
        #: the capture lines that finish a capture logged in parts, taken with its first line
        #: (CaptureMixin._split_capture), not again at theirs
        self.split_rest = ()
        #: the last raise was of a wrong size: the raise a legal one would have made (else None)
        self.legal_part = None

    @property
    def betting(self) -> bool:
        return self.state == BETTING

    @property
    def judged(self):
        """palace_judge.BattleJudgement of the cards compared (None when decided by a fold)."""
        if self._judged is None and self.snap is not None:
            a_cards, ab, d_cards, db = self.snap
            self._judged = judge_battle(self.attacker.name, a_cards, ab, self.defender.name, d_cards, db,
                                        self.held_only)
        return self._judged

    def other(self, p):
        return self.defender if p is self.attacker else self.attacker


class BattleMixin(AnswerMixin):
    __slots__ = ()

    # ---- the attack ---------------------------------------------------
    def _on_attack(self, seq, ev):
        held = self.early_answer
        self.early_answer = None
        cont = self.cont
        if (cont is not None and self.cont_kind == CONT_BUY and self.rules.buy_then_attack
                and self.battle_ok_after_buy(cont)
                # (the buyer's attack, or theirs under another name: palace_misnamed, one out-of-turn)
                and (cont.name == ev.player or self._misnamed_attack(seq, ev, self.players[ev.player], cont))):
            self._close_cont()
            p = cont
        else:
            p = self._turn_start(seq, ev, "attack")
            if p is None:
                return
        amount = ev.amount
        t = self.players[ev.target]
        d = self._misnamed_target(seq, ev, p, t)
        if d is not None:
            # the answer and the capture name another defender: the attack is on them, the target
            # logged under the wrong name (README; review of session 66: the battle was refused
            # or waited for the named target, a cascade of findings)
            t = d
        r = self.rules
        if t is p or not t.in_hand:
            why = "themselves" if t is p else f"{t.name}, who has left the hand ({t.out_how or 'not dealt in'})"
            self._find("palace-attack-same-suit", seq, p.name,
                       f"{p.name} attacked {why}; only a player still in the hand may be attacked")
            if amount > p.stack:
                self._find("stack-exceeded", seq, p.name, f"{p.name} bet {amount} but had only {p.stack} left")
            p.stack -= amount
            p.paid += amount
            self._loud()
            self.to_act = self.after[p.pos]
            return
        if t.same_suit(p):
            self._find("palace-attack-same-suit", seq, p.name,
                       f"{p.name} attacked {t.name}, whose banner ({card_str(t.banner)}) has {p.name}'s suit, "
                       f"{suit_name(t.banner)}; players under the same banner suit cannot battle")
        n = len(p.soldiers)
        minimum = (n + 1) * r.small_bet
        if amount < minimum or (amount != minimum and not r.no_limit):
            rule = "at least" if r.no_limit else "exactly"
            # (one who has less than the attack left cannot attack: PALACE.md 4, no player pays more
            # than they have left)
            short = f"; {p.name} had only {p.stack} left and could not attack" if p.stack < minimum else ""
            self._find("palace-attack-amount", seq, p.name,
                       f"{p.name} attacked for {amount} with {n} soldier{'s' if n != 1 else ''}; the attack is "
                       f"{rule} ({n} + 1) x {r.small_bet} = {minimum}{short}")
            if not (r.no_limit or short):
                self.as_ruled.append((self.findings[-1], p.name, amount, minimum))
        if amount > p.stack:
            self._find("stack-exceeded", seq, p.name, f"{p.name} attacked for {amount} but had only {p.stack} left")
        p.stack -= amount
        p.paid += amount
        p.attacks += 1
        self._loud()
        b = Battle(p, t, seq, amount, (len(t.soldiers) + 1) * r.small_bet, r.short_held)
        b.round_no = self.round_no
        self.battle = b
        self.battles.append(b)
        self.to_act = None              # nobody's turn until the battle is decided
        if held is not None and held[1].player == t.name:
            # the defender's answer logged right before this attack (reported there): applied now
            if held[1].type == "call":
                self._on_call(held[0], held[1])
            elif held[1].type == "fold":
                self._battle_fold(seq, held[1])     # (decided here, once the attack is in)
            else:
                self._on_raise(held[0], held[1])

    def battle_ok_after_buy(self, p) -> bool:
        return self.phase != OVER and p.in_hand

    # ---- responses ----------------------------------------------------
    def _battle_actor(self, seq, ev, what):
        """The battle player making a response, or None (the event is skipped)."""
        name = ev.player
        b = self.battle
        if (b is None or b.state != BETTING) and what != "folded" and self.phase != OVER and \
                self._attacked_next(seq, name):
            self._find("palace-wrong-response", seq, name,
                       f"{name} {what} before the attack on {name} was logged (the lines swapped); taken as "
                       f"the answer to it")
            self.early_answer = (seq, ev)
            return None
        if (b is None or b.state != BETTING) and what != "folded" and self._lost_attack(seq, ev):
            return self.players[name]       # the attack's line lost (reported): the answer is to it
        if b is None or b.state != BETTING:
            if self.phase == OVER:
                if not self._late_play(ev):     # (an answer in a late battle: its attack's finding is the one)
                    self._find("palace-hand-not-over", seq, name,
                               f"{name} {what} after the hand had ended ({self.end_words})")
            else:
                self._find("palace-wrong-response", seq, name,
                           f"{name} {what} but no battle was waiting for an answer; a {_NOUNS[what]} "
                           f"answers an attack or a raise")
            p = self.players.get(name)
            if what != "folded" and p is not None and ev.amount and b is not None and b.owed.get(name, 0) > 0:
                # the answer of a battle decided before it (the lines swapped, reported there): its
                # chips go in, as logged (FORMAT.md), and the payout counts them; once (a repeated
                # line after it owes nothing, and is skipped)
                b.owed[name] = 0
                if ev.amount > p.stack:
                    self._find("stack-exceeded", seq, name, f"{name} {what} {ev.amount} but had only {p.stack} left")
                p.stack -= ev.amount
                p.paid += ev.amount
            elif self.phase == OVER and p is not None and p.pos:
                self._paid_after_the_end(seq, p, ev)     # (the answer to an attack after the end, say)
            return None
        p = self.players[name]
        r = b.responder
        if p is not r and what != "folded" and r is not None and self._misnamed_answer(seq, ev, r):
            # the answer of the player who had to answer, under another name: they answer nowhere
            # else (README); one finding, and the answer is theirs
            code = "out-of-turn" if p is not b.attacker and p is not b.defender else "palace-wrong-response"
            where = "answers nowhere else" if not self._answers_later(seq, r.name) else \
                f"{b.other(r).name} answers it next"
            self._find(code, seq, name, f"{name} {what} in the battle of {b.attacker.name} against "
                       f"{b.defender.name}, where {r.name} had to answer and {where}: taken as "
                       f"{r.name}'s {_NOUNS[what]}, logged under {name}'s name")
            return r
        if p is not r and what != "folded" and self._repeated_answer(seq, ev, b):
            # the line before, applied as this player's call or raise, logged again: it cannot be
            # applied (README), one finding, its chips not counted twice (review of session 65: a
            # repeated raise was read as a raise out of order, and its chips went in)
            self._find("palace-wrong-response", seq, name,
                       f"{name} {what} {ev.amount} again, right after the same line (the line repeated); "
                       f"{r.name if r is not None else 'the other side'} had to answer: not applied")
            return None
        if p is not b.attacker and p is not b.defender:
            self._find("out-of-turn", seq, name,
                       f"{name} {what} in the battle of {b.attacker.name} against {b.defender.name}")
            return None
        if p is not b.responder:
            self._find("palace-wrong-response", seq, name,
                       f"{name} {what} out of order: {b.responder.name} had to answer first")
        return p

    def _owed_words(self, b, p, owed):
        if p is b.defender and b.raises == 0:
            n = len(p.soldiers)
            return (f"the defender's call is figured from {p.name}'s own hand: ({n} + 1) x "
                    f"{self.rules.small_bet} = {owed}")
        return f"{p.name} owed the raise of {owed}"

    def _on_call(self, seq, ev):
        p = self._battle_actor(seq, ev, "called")
        if p is None:
            return
        b = self.battle
        amount = ev.amount
        if p is not b.responder:
            self._out_of_order_chips(seq, p, b, amount, "called")
            return
        owed = b.owed[p.name]
        if amount != owed and (b.legal_part is None or amount != owed - b.last_raise + b.legal_part):
            # (a call of what a raise of its legal size would owe answers the raise the wrongly
            # sized line meant: that line's one finding, README; the chips as logged)
            short = (f"; {p.name} could not pay it and had to fold" if p.stack < owed else "")
            self._find("palace-wrong-response", seq, p.name,
                       f"{p.name} called {amount}; {self._owed_words(b, p, owed)}{short}")
            if not short and b.legal_part is None:
                self.as_ruled.append((self.findings[-1], p.name, amount, owed))
        if amount > p.stack:
            self._find("stack-exceeded", seq, p.name,
                       f"{p.name} called {amount} but had only {p.stack} left; a player who cannot pay "
                       f"the call must fold")
        self._called(b, p, amount, owed)

    def _called(self, b, p, amount, owed):
        """``p``'s call of ``amount`` (``owed`` owed) in battle ``b``: their chips in, the battle to judge."""
        p.stack -= amount
        p.paid += amount
        b.owed[p.name] = 0
        b.calls.append((CALLS, p.name, amount, owed, 0))
        # odd_chip=called: the attack or raise this call answers was called (one nobody called
        # does not count, as in draw and stud: README)
        self.last_bettor = b.other(p).name
        b.state = JUDGE
        self.pending = True

    def _out_of_order_chips(self, seq, p, b, amount, what):
        """A call or raise by the battle player who was not to answer (reported): its chips count,
        and the battle still waits for the responder's answer, which the log usually gives next
        (README: one fault, one finding)."""
        if amount > p.stack:
            self._find("stack-exceeded", seq, p.name, f"{p.name} {what} {amount} but had only {p.stack} left")
        p.stack -= amount
        p.paid += amount
        b.calls.append((CALLS, p.name, amount, 0, 0))

    def _on_raise(self, seq, ev):
        p = self._battle_actor(seq, ev, "raised")
        if p is None:
            return
        b = self.battle
        if p is not b.responder:
            self._out_of_order_chips(seq, p, b, ev.amount, "raised")
            return
        r = self.rules
        owed = b.owed[p.name]
        amount = ev.amount
        part = amount - owed
        meant = self._reraise_meant(b, owed, amount)
        if b.raises >= r.raise_cap:
            self._find("palace-wrong-response", seq, p.name,
                       f"{p.name} raised after {b.raises} raise{'s' if b.raises != 1 else ''}; the cap is "
                       f"{r.raise_cap} per battle, so only a call or a fold was allowed")
        elif p.stack < owed:
            self._find("palace-wrong-response", seq, p.name,
                       f"{p.name} raised but could not pay the {owed} owed; a player who cannot pay the call must fold")
        elif meant is None:     # (else a legal re-raise of the raise a wrongly sized line meant)
            minimum = r.big_bet if b.raises == 0 else max(b.last_raise, r.big_bet)
            if r.no_limit and b.raises and r.reraise_same and part != b.last_raise:
                self._find("palace-wrong-response", seq, p.name,
                           f"{p.name} raised {amount}, a raise of {part} over the {owed} owed; a re-raise is "
                           f"the size of the raise before it (no_limit_reraise=same): {owed + b.last_raise}")
            elif r.no_limit and part < minimum and not (b.raises and r.reraise_same):
                # (no_limit_reraise=same: a re-raise is the raise before it as logged, whatever
                # its size was; review of session 61: after a short raise none passed)
                self._find("palace-wrong-response", seq, p.name,
                           f"{p.name} raised {amount}, a raise of {part} over the {owed} owed; "
                           f"the raise is at least {minimum}, so at least {owed + minimum}")
            elif not r.no_limit and part != r.big_bet:
                self._find("palace-wrong-response", seq, p.name,
                           f"{p.name} raised {amount}; in limit a raise pays the {owed} owed plus one big "
                           f"bet ({r.big_bet}): {owed + r.big_bet}")
                self.as_ruled.append((self.findings[-1], p.name, amount, owed + r.big_bet))
        if amount > p.stack:
            self._find("stack-exceeded", seq, p.name, f"{p.name} raised {amount} but had only {p.stack} left")
        b.legal_part = meant if meant is not None else self._raise_meant(b, part, p.stack >= owed)
        p.stack -= amount
        p.paid += amount
        other = b.other(p)
        if p is b.responder:
            self.last_bettor = other.name      # a raise answers the attack or raise it raises
        b.owed[p.name] = 0
        b.owed[other.name] += max(part, 0)
        b.raises += 1
        b.last_raise = max(part, 0)
        b.responder = other
        b.calls.append((RAISES, p.name, amount, owed, part))
        held = self.early_answer
        if held is not None and held[1].type == "fold" and held[1].player == other.name:
            # the other side's fold logged right before this raise (reported there): it answers it
            self.early_answer = None
            self._battle_fold(seq, held[1])

    def _battle_fold(self, seq, ev):
        p = self._battle_actor(seq, ev, "folded")
        if p is None:
            return
        b = self.battle
        if p is not b.responder and (b.responder is None or self._answers_later(seq, b.responder.name)):
            return      # out of order (reported): the battle still waits for the responder's answer
        # (the other side giving up out of order while the responder answers nowhere after it:
        # FORMAT.md, a fold in a battle is either player giving it up, and an action out of turn
        # is that player's; review 54: it was dropped, and the cards judged a battle nobody called)
        b.folded = p
        b.calls.append((FOLDS, p.name, 0, 0, 0))
        self._apply_outcome(seq, b, b.other(p))

    def _misnamed_battle_fold(self, seq, ev, b):
        """A fold logged under the name of another player than the responder (outside the battle
        ``b``, or its other side) while it waits for the responder's answer, when the responder
        answers nowhere after it and the log goes on exactly as after the responder's fold (the
        next line is the other side's capture from the responder, or a result naming the other
        side and then that capture): the responder's fold (README), reported once and applied as
        theirs.  Whether it was (and then applied)."""
        r = b.responder
        name = ev.player
        if r is None or self.phase == OVER or name == r.name:
            return False
        w = b.other(r)
        events = self.events
        k = seq + 1
        if k < len(events) and events[k].type == "battle" and events[k].winner == w.name:
            k += 1          # the result the fold gives, then the capture
        if k >= len(events):
            return False
        nxt = events[k]
        if not (nxt.type == "capture" and nxt.player == w.name and nxt.source == r.name):
            return False
        if self._answers_later(seq, r.name):
            return False
        # (a third player: out-of-turn; the battle's other side: palace-wrong-response, as for a call)
        code = "palace-wrong-response" if name == w.name else "out-of-turn"
        self._find(code, seq, name,
                   f"{name} folded in the battle of {b.attacker.name} against {b.defender.name}, where {r.name} "
                   f"had to answer and answers nowhere else, and the log goes on as after {r.name}'s fold: "
                   f"taken as {r.name}'s fold, logged under {name}'s name")
        b.folded = r
        b.calls.append((FOLDS, r.name, 0, 0, 0))
        self._apply_outcome(seq, b, w)
        return True

    def _lost_call(self, seq, b, r, winner):
        """Whether the answer ``r`` owes in battle ``b``, left out where the log decides the battle
        at ``seq`` (the other side's capture, or a result: ``winner``, the player it names, None
        for a tie), was a call: the payout lines pay out exactly the call's chips more than the
        log's lines put in, and the cards decide the battle as the log does (README; review of
        session 67: taken as a fold, the right payout was a wrong-amount and books-unbalanced;
        session 68: a tie, or ``r`` the winner, was judged without the call's chips, the same two
        findings).  Then the call is applied, its chips ``r``'s, and the battle waits to be judged
        (reported by the caller)."""
        owed = b.owed[r.name]
        if owed <= 0 or owed > r.stack:
            return False
        if self._paid_out_more(seq + 1) != owed:
            return False
        a, d = b.attacker, b.defender
        ab, db = a.banner, d.banner
        v = battle_winner(a.cards(), None if ab is None or ab < 0 else ab & 3,
                          d.cards(), None if db is None or db < 0 else db & 3, b.held_only)
        if v == UNKNOWN_CARDS or (a if v == ATTACKER else d if v == DEFENDER else None) is not winner:
            return False
        self._called(b, r, owed, owed)
        return True

    # ---- the outcome --------------------------------------------------
    def _on_battle(self, seq, ev):
        b = self.battle
        claim = ev.winner
        if b is None or b.state == DONE or (b.state == CAPTURE and (b.claimed is not None or b.folded is None)):
            if self.phase == OVER:
                if not self._late_play(ev):
                    self._find("palace-hand-not-over", seq, None,
                               f"a battle result after the hand had ended ({self.end_words})")
            else:
                self._find("palace-wrong-response", seq, None,
                           "a battle result with no battle waiting to be decided")
            return
        if b.state == BETTING and self._folds_next(seq, b.responder):
            # the result logged before the responder's fold (the lines swapped): the fold decides
            # the battle, applied here, and its line is not played again (one fault, one finding)
            self._find("palace-wrong-response", seq, b.responder.name,
                       f"the battle's result was logged before {b.responder.name}'s fold, which decides it")
            self._battle_fold(seq + 1, self.events[seq + 1])
            b.early_fold = seq + 1
        if b.state == BETTING:
            p = b.responder
            nowhere = not self._answers_later(seq, p.name)
            gave_up = claim == b.other(p).name and nowhere
            owed = b.owed[p.name]
            # (a tie, or a result naming p: no fold gives it, so p's answer left out, the payout
            # counting it, was a call too; session 68: it was judged without the call's chips)
            called = nowhere and (claim is None or claim == p.name or gave_up) and \
                self._lost_call(seq, b, p, b.other(p) if gave_up else self.players[claim] if claim else None)
            said = "it was a tie" if claim is None else f"{claim} won"
            self._find("palace-wrong-response", seq, p.name,
                       f"the battle was decided before {p.name} answered (owing {owed}); a battle is "
                       f"decided after a call" + (
                           f"; the log says {said} and {p.name} answers nowhere, but the payout counts "
                           f"{owed} more than the log's lines put in: taken as {p.name}'s call, its line lost"
                           if called else
                           f"; the log says {claim} won and {p.name} answers nowhere: "
                           f"taken as {p.name} giving it up" if gave_up else ""))
            if called:
                gave_up = False
            if gave_up:
                # the answer left out, the result the one a fold gives (README): decided by that fold
                b.folded = p
                b.calls.append((FOLDS, p.name, 0, 0, 0))
                self._apply_outcome(seq, b, b.other(p))
                b.claimed = _claimed(claim)
                return
            b.state = JUDGE
        if b.state == CAPTURE and b.folded is not None:     # decided by a fold
            b.claimed = _claimed(claim)
            if claim != b.winner.name:
                self._find("palace-wrong-battle-result", seq, claim,
                           f"the log says {'nobody' if claim is None else claim} won, but {b.folded.name} gave up the battle, "
                           f"so {b.winner.name} won it")
            return
        self._decide(seq, b, claim, True, True)

    def _decide(self, seq, b, claim, has_claim, by_event=False):
        """Judge the battle from the cards and apply the claimed (or the correct) outcome.
        ``by_event``: the claim is a ``battle`` event's (a capture may still name the winner)."""
        a, d = b.attacker, b.defender
        a_cards, d_cards = a.cards(), d.cards()
        ab, db = a.banner, d.banner
        b.snap = (a_cards, ab, d_cards, db)
        b.last_two = self.n_in == 2 and a.in_hand and d.in_hand
        v = battle_winner(a_cards, None if ab is None or ab < 0 else ab & 3,
                          d_cards, None if db is None or db < 0 else db & 3, b.held_only)
        unknown = v == UNKNOWN_CARDS
        right = a if v == ATTACKER else d if v == DEFENDER else None
        if has_claim:
            again = b.claimed is not None and _claimed(claim) == b.claimed    # the same claim again
            if b.claimed is None:       # (a battle event naming an outsider keeps its claim)
                b.claimed = _claimed(claim)
            valid = claim is None or claim == a.name or claim == d.name
            if not unknown and claim != (right.name if right is not None else None):
                self._find("palace-wrong-battle-result", seq, claim,
                           f"the log says {'nobody (a tie)' if claim is None else claim} won the battle, but {b.judged.verdict}")
            elif unknown and not valid and not again:
                self._find("palace-wrong-battle-result", seq, claim,
                           f"the log says {claim} won the battle of {a.name} against {d.name}, who is not in it")
            if valid and not unknown and by_event and right is not None and claim != right.name \
                    and self._captured_next(seq, right, a if right is d else d):
                # the log goes on as the cards decide it (the winner by them captures next): the
                # wrong claim is that one line, and the play after it is judged as the log has it
                self._apply_outcome(seq, b, right)
                return
            if valid:
                if unknown:     # the cards the log names later may still prove the claim wrong
                    # (the claim checked: this one, a capture's after a battle event that named an
                    # outsider, which was reported there)
                    # (the sixth: side -> the cards its unknown places may have held, when it has
                    # gained unknown cards since: palace_capture._reveal_later)
                    b.later = [seq, list(a_cards), list(d_cards), None, claim, {}]
                self._apply_outcome(seq, b, self.players[claim] if claim is not None else None)
                return
            if unknown and by_event:
                return      # still to judge: the capture that follows names the winner, as with no battle event
        if unknown:
            b.state = DONE            # nobody can say who won: both stay in
            self._battle_turn(b)
            return
        self._apply_outcome(seq, b, right)

    def _apply_outcome(self, seq, b, winner):
        a, d = b.attacker, b.defender
        if winner is None:
            b.state = DONE
            if self.n_in == 2 and a.in_hand and d.in_hand:
                self._battle_turn(b)
                self._end(seq, "tie", [a, d])
                return
            # a tie that puts both out of the hand is a battle lost by both (statistics)
            a.battles_lost += 1
            d.battles_lost += 1
            self._leave(a, TIED_OUT)
            self._leave(d, TIED_OUT)
            self._battle_turn(b)
            self._check_end(seq)
            return
        loser = d if winner is a else a
        b.winner, b.loser = winner, loser
        b.state = CAPTURE
        self.pending = True
        winner.battles_won += 1
        loser.battles_lost += 1
        self._leave(loser, LOST, keep_army=True)
        self._battle_turn(b)
        self._check_end(seq)

    def _battle_turn(self, b):
        if self.phase == OVER:
            self.to_act = None
        elif self.rules.after_defender:
            # the turn goes on from the defender's seat, the defender's answer standing as their
            # turn: the turn went on clockwise from the attacker to the defender's seat, and when
            # that passed the dealer (the defender sits before the attacker from the dealer's left)
            # the answer begins a new turn-round, quiet only if it was a fold at once (review 56:
            # after the dealer's attack on the player to their left the next three waits did not
            # end the hand; a first fix skipped a defender who won)
            d = b.defender
            if d.pos < b.attacker.pos:
                calls = b.calls
                self.round_no += 1
                self.round_starts.append(b.seq + 1)
                # (a turn-round begun at the defender's seat is whole only when nobody still in sits
                # before it: a player there has no turn in it, review 56; a loop, not a generator:
                # a cpdef method holds no closure)
                quiet = len(calls) == 2 and calls[1][0] == FOLDS and calls[1][1] == d.name
                for p in self.order:
                    if p.in_hand and p.pos < d.pos:
                        quiet = False
                        break
                self.round_quiet = quiet
            self.last_pos = d.pos
            self.turn_pos = d.pos
            self.to_act = self.after[d.pos]
        else:
            self.to_act = self.after[b.attacker.pos]

    # ---- the capture --------------------------------------------------
