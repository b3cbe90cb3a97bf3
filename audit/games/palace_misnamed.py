"""Palace Poker, a turn action logged under the wrong name (README): a wait, discard, fold,
buy or attack logged under the name of a player who is not to act, while the log goes on
exactly as after the action of the player who is, is taken as that player's action and
reported once (``out-of-turn``); a buyer's or capturer's owed discard under another name
(:meth:`MisnamedMixin._misnamed_cont_discard`); and an attack answered and captured by another player than its
target is on that player (:meth:`MisnamedMixin._misnamed_target`).

These are the checks :meth:`TurnMixin._turn_start <audit.games.palace_turns.TurnMixin._turn_start>`
makes before it reports a plain action out of turn.  They only read the replay's state (and the
log after the line); the one finding they make is :meth:`MisnamedMixin._misnamed_found`'s.
"""

from __future__ import annotations

from ..cards import CARD_INDEX
from ..later_lines import in_run
from .palace_deal import OVER, PLAY, DealMixin
from .palace_state import BETTING, SOLDIER_LIMIT, TURN_TYPES

#: the events that are a turn of play
_TURN_TYPES = frozenset(("buy", "wait", "discard", "attack", "fold"))
#: the events that may follow the action that ends the hand: the showdown and the payout
_END_TYPES = frozenset(("show", "collect", "rake"))


class MisnamedMixin(DealMixin):
    __slots__ = ()

    def _misnamed_turn(self, seq, ev, kind, p):
        """A wait, discard or fold logged under ``p``'s name that is the action of the player to
        act (:meth:`_misnamed_of`): theirs (README), reported once; else None."""
        q = self._misnamed_of(seq, ev, kind, p)
        if q is None:
            return None
        if kind == "discard":
            did = f"discarded {' '.join(ev.cards)} ({q.name}'s soldiers)"
        else:
            did = f"played ({kind})"
        nxt = self.events[seq + 1]
        if nxt.type in _END_TYPES:
            where = "showdown" if nxt.type == "show" else "payout"
            how = f"the log goes on to the {where}, as after {q.name}'s {kind}"
        else:
            how = f"{nxt.player} plays next, as after {q.name}'s turn"
        self._misnamed_found(seq, p, q, did, how, kind)
        return q

    def _misnamed_cont_discard(self, ev, cont):
        """Whether the discard ``ev``, logged under another name than ``cont``'s (a buyer or
        capturer left with more than five soldiers, who owes the discard down to five), discards
        only known soldiers of ``cont``'s, none of them the named player's: then it is ``cont``'s
        discard (README: the capturer's discards belong to it, whoever is next to act)."""
        sol = cont.soldiers
        if len(sol) <= SOLDIER_LIMIT or not cont.in_hand or self.phase == OVER:
            return False
        cards = ev.cards
        if not cards:
            return False
        left = list(sol)
        where = self.where
        name = ev.player
        for c in cards:
            i = CARD_INDEX[c]
            if i < 0 or i not in left or where[i] == name:
                return False
            left.remove(i)
        return True

    def _misnamed_found(self, seq, p, q, did, how, kind):
        """Report seat ``p``'s line (``did``) at ``seq`` as ``q``'s ``kind`` under the wrong name, the
        log going on as ``how`` says (one out-of-turn)."""
        name = p.name
        if not p.pos:
            gone = f" {self._left_out_words(p)};"
        elif not p.in_hand:
            gone = f" had left the hand ({p.out_how});"
        else:
            gone = ""
        self._find("out-of-turn", seq, name, f"{name} {did} but{gone} it was {q.name}'s turn, and {how}: "
                   f"taken as {q.name}'s {kind}, logged under {name}'s name")

    def _other_in_turn(self, seq, p):
        """The player to act, when a line of ``p``'s at ``seq`` may be theirs under the wrong name: play
        is on, outside a battle's betting, someone other than ``p`` is to act and the log goes on
        after the line; else None."""
        q = self.to_act
        if q is None or p is q or self.phase != PLAY or seq + 1 >= len(self.events):
            return None
        b = self.battle
        if b is not None and b.state == BETTING:
            return None
        return q

    def _misnamed_of(self, seq, ev, kind, p):
        """Whose action a wait, discard or fold logged under ``p``'s name in another player's turn
        is (README): the player to act, ``q``, when it is an action ``q`` may take (a discard: of
        known soldiers of ``q``'s) and the log goes on exactly as after it: the next line is the
        turn of the player after ``q`` (and ``q``'s action does not end the hand), or ``q``'s action
        ends the hand (a quiet round, or a fold that leaves one player or one suit) and the next
        line is the payout or a showdown that shows ``q``'s cards.  A folded ``q`` is named nowhere
        after it; a ``p`` out of the hand who shows or collects later, while ``q`` is named nowhere
        after the line, is in the hand as the log has it: the line is ``p``'s.  Else None.  Reports
        nothing."""
        q = self._other_in_turn(seq, p)
        if q is None or (kind == "wait" and not p.pos):
            return None
        events = self.events
        if kind == "discard" and not self._all_soldiers_of(ev.cards, q):
            return None
        if kind == "fold":
            # ``q`` in the log again: not their fold.  A collect of theirs does not count when the
            # log does not also read on as after the fold as logged (README): ``p`` out of the
            # hand or not dealt in, or a fold of ``p``'s that would not end the hand as the log has
            # it (the payout next); then the fold is ``q``'s and the collect is judged
            as_logged = (p.pos and p.in_hand and events[seq + 1].type in _END_TYPES
                         and self._ends_with(p, kind))
            if self._named_later(seq, q.name, True, as_logged):
                return None
        elif (not p.in_hand and self._named_later(seq, p.name, False)
                and not self._named_later(seq, q.name, True)):
            return None
        nxt = events[seq + 1]
        ends = self._ends_with(q, kind)
        if nxt.type in _END_TYPES:
            if kind == "fold" and not self._paid_after_fold(seq, q):
                return None
            # (a showdown after it: of q's cards after a wait or discard that ends a quiet round;
            # after a fold, of the others', never q's; review 54)
            return q if ends and (nxt.type != "show" or self._shows_at(seq + 1, q.name) != (kind == "fold")) else None
        after = self.after[q.pos]
        if ends or after is None or after is q or nxt.player != after.name or nxt.type not in _TURN_TYPES:
            return None
        return q

    def _paid_after_fold(self, seq, q):
        """Whether the payout after ``seq`` can follow ``q``'s fold: its first collect (if any,
        before more play) is a player still in the hand other than ``q``, who wins after it
        (review 54: a payout to a player out of the hand read a third player's fold as ``q``'s,
        and the pot was then said to belong to the player whose fold the log records)."""
        events = self.events
        for k in range(seq + 1, len(events)):
            e = events[k]
            t = e.type
            if t == "collect":
                w = self.players.get(e.player)
                return w is not None and w is not q and w.in_hand
            if t not in _END_TYPES:
                break
        return True

    def _misnamed_buy_turn(self, seq, ev, p):
        """A buy logged under ``p``'s name that is the buy of the player to act
        (:meth:`_misnamed_buy`): theirs (README), reported once; else None."""
        q = self._misnamed_buy(seq, ev, p)
        if q is None:
            return None
        nxt = self.events[seq + 1]
        if nxt.player == q.name:
            how = f"{q.name} goes on with the buyer's {nxt.type}"
        else:
            how = f"{nxt.player} plays next, as after {q.name}'s turn"
        self._misnamed_found(seq, p, q, "played (buy)", how, "buy")
        return q

    def _misnamed_buy(self, seq, ev, p):
        """Whose buy a buy logged under ``p``'s name (dealt in, out of the hand or not to act) in
        another player's turn is (README): the player to act, ``q``, when ``q`` may buy it (the
        price the small bet and within ``q``'s stack, a card the draw deck can give with no
        reshuffle) and the log goes on exactly as after ``q``'s buy: the next line is ``q``'s
        discard of soldiers ``q`` then holds (of the card bought, or one owed over the soldier
        limit), ``q``'s attack (``buy_then_attack``), or the turn of the player after ``q``.  A
        ``p`` out of the hand who shows or collects later, while ``q`` is named nowhere after the
        line, keeps the buy; so does a ``p`` in the hand who discards next, or whose card the next
        line that names the card (a show, discard or capture) has it.  Else None.  Reports
        nothing."""
        q = self._other_in_turn(seq, p)
        if q is None or not p.pos:
            return None
        events = self.events
        amount = ev.amount
        if amount != self.rules.small_bet or amount > q.stack or self.deck_left <= 0:
            return None
        card = CARD_INDEX[ev.card]
        if card >= 0:
            prev = self.where[card]
            if not (prev == self.deck_place or (prev is None and self.deck_gen == 0)):
                return None
        name = p.name
        if not p.in_hand:
            if self._named_later(seq, name, False) and not self._named_later(seq, q.name, True):
                return None
        else:
            for k in range(seq + 1, len(events)):     # the next line naming the card: whose it is
                e = events[k]
                t = e.type
                if (t == "discard" or t == "show" or t == "capture") and ev.card in e.cards:
                    if (e.source if t == "capture" else e.player) == name:
                        return None
                    break
        nxt = events[seq + 1]
        t = nxt.type
        if nxt.player == name and (t == "discard" or t == "attack" and self.rules.buy_then_attack):
            # the buyer's discard, or attack (buy_then_attack), after it: the buy's own (a buy out
            # of turn, and p's; review of session 61 for the attack)
            return None
        if nxt.player == q.name:
            if t == "discard":
                left = list(q.soldiers)
                left.append(card)
                if len(left) <= SOLDIER_LIMIT and ev.card not in nxt.cards:
                    return None     # a discard ``q`` need not make, not of the card: not read as after q's buy
                for c in nxt.cards:
                    i = CARD_INDEX[c]
                    if i < 0 or i not in left:
                        return None
                    left.remove(i)
                return q
            return q if t == "attack" and self.rules.buy_then_attack else None
        after = self.after[q.pos]
        if after is None or after is q or nxt.player != after.name or t not in _TURN_TYPES:
            return None
        return q

    def _shows_at(self, seq, name):
        """Whether the shows from ``seq`` on (the showdown) show ``name``'s cards."""
        return in_run(self.events, seq, "show", name)

    def _all_soldiers_of(self, cards, q):
        """Whether ``cards`` (one or more) are all known soldiers of ``q``'s."""
        if not cards:
            return False
        left = list(q.soldiers)
        for c in cards:
            i = CARD_INDEX[c]
            if i < 0 or i not in left:
                return False
            left.remove(i)
        return True

    def _named_later(self, seq, name, play, collects=True):
        """Whether the log after ``seq`` has ``name`` in the hand: a show or (``collects``) a collect
        of theirs, or (``play``) a turn or battle event of theirs or an attack on them."""
        events = self.events
        for k in range(seq + 1, len(events)):
            ev = events[k]
            t = ev.type
            if (t == "show" or (collects and t == "collect") or (play and t in TURN_TYPES)) and ev.player == name:
                return True
            if play and t == "attack" and ev.target == name:
                return True
        return False

    def _ends_with(self, q, kind):
        """Whether ``q``'s wait, discard or fold, in turn now, ends the hand (as :meth:`_turn_start`,
        :meth:`_check_end` and :meth:`_quiet_action` would find)."""
        n = self.n_in
        nq = self.n_quiet
        gen = self.quiet_gen
        if kind == "fold":
            n -= 1
            if q.quiet == gen:
                nq -= 1
            if n == 1:
                return True
            suits = list(self.suits_in)
            b = q.banner
            if b is not None and b >= 0:
                suits[b & 3] -= 1
            if n >= 2 and n in suits:
                return True
        elif q.quiet != gen:
            nq += 1
        if n <= 0:
            return False
        if self.rules.quiet_in_a_row:
            return nq == n
        nxt = self.after[q.pos]
        if nxt is q:
            nxt = None
        new_round = q.pos <= self.turn_pos     # (q in turn: TurnMixin._turn_start)
        if not ((self.round_quiet or new_round) and (nxt is None or nxt.pos <= q.pos)):
            return False
        # every other player still in took a turn in this turn-round (TurnMixin._quiet_action)
        r = self.round_no + 1 if new_round else self.round_no
        for x in self.order:
            if x.in_hand and x is not q and x.turn_round != r:
                return False
        return True

    def _attack_fits(self, seq, ev, p, q):
        """Whether the attack ``ev`` logged under ``p``'s name is one ``q`` may make and the battle
        goes on as ``q``'s (:meth:`_misnamed_attack`, which reports it)."""
        if q is None or self.phase != PLAY or p is q:
            return False
        b = self.battle
        if b is not None and b.state == BETTING:
            return False
        t = self.players.get(ev.target)
        if t is None or t is q or not t.in_hand or not t.pos:
            return False
        if q.same_suit(t):
            return False
        r = self.rules
        amount = ev.amount
        minimum = (len(q.soldiers) + 1) * r.small_bet
        if amount is None or amount > q.stack or amount < minimum or (amount != minimum and not r.no_limit):
            return False
        qn, tn = q.name, t.name
        events = self.events
        for k in range(seq + 1, len(events)):
            e = events[k]
            et = e.type
            if et == "attack":
                return False
            if et == "battle":
                if e.winner != qn and e.winner != tn:
                    return False
                if e.winner == qn:
                    return True
            elif et == "capture":
                return (e.player == qn and e.source == tn) or (e.player == tn and e.source == qn)
        return False

    def _misnamed_attack(self, seq, ev, p, q=None):
        """An attack logged under ``p``'s name (out of the hand, or not to act) in the turn of the
        player to act, ``q`` (or the ``q`` given: a buyer who may attack after the buy,
        ``buy_then_attack``), when it is an attack ``q`` may make (a target still in the hand under
        another suit, the amount ``q``'s) and the battle goes on as ``q``'s: its first capture (or
        battle result) before the next attack names ``q`` and the target, not ``p``.  Then it is
        ``q``'s attack (README), reported once (the chips are ``q``'s); else None."""
        if q is None:
            q = self.to_act
        if not self._attack_fits(seq, ev, p, q):
            return None
        t = self.players.get(ev.target)
        qn, tn = q.name, t.name
        what = f"{p.name} attacked {'themselves' if t is p else tn}"
        if not p.pos:
            what += f" but {self._left_out_words(p)};"
        elif not p.in_hand:
            what += f" but has left the hand ({p.out_how});"
        else:
            what += " in another player's turn:"
        self._find("out-of-turn", seq, p.name,
                   f"{what} it was {qn}'s turn, and the battle goes on as {qn}'s (the capture is between {qn} "
                   f"and {tn}): taken as {qn}'s attack on {tn}, logged under "
                   f"{p.name}'s name")
        return q

    def _misnamed_target(self, seq, ev, p, t):
        """The player an attack by ``p`` logged on ``t`` is on, when the log names another: the
        next line is the answer (a call, raise or fold) of a player ``d`` in the hand, not ``t``,
        whom ``p`` may attack (not under ``p``'s banner suit), and the battle's first capture
        before the next attack is between ``p`` and ``d`` (or a battle result names ``d`` the
        winner before it), ``t`` answering nowhere before it.
        Then it is ``p``'s attack on ``d``, the target logged under the wrong name (README),
        reported once (``palace-attack-same-suit`` when ``t`` could not be attacked, as logged:
        out of the hand, ``p`` themselves or under ``p``'s suit; else ``palace-wrong-response``,
        the answer not the named target's); else None."""
        events = self.events
        if self.phase != PLAY or seq + 1 >= len(events):
            return None
        b = self.battle
        if b is not None and b.state == BETTING:
            return None
        nxt = events[seq + 1]
        t1 = nxt.type
        if not (t1 == "call" or t1 == "raise" or t1 == "fold"):
            return None
        d = self.players.get(nxt.player)
        if d is None or d is t or d is p or not d.in_hand or not d.pos:
            return None
        ps, ds = p.banner_suit(), d.banner_suit()
        if ps is not None and ps == ds:
            return None
        pn, dn, tn = p.name, d.name, t.name
        ts = t.banner_suit()
        out = t is p or not t.in_hand or (ts is not None and ts == ps)
        named = captured = tied = False
        for k in range(seq + 2, len(events)):
            e = events[k]
            et = e.type
            if et == "attack":
                break
            if named and et != "capture":
                # the battle decided (its result named), its capture lost: the lines after it are
                # the play's, a fold there no answer of the target's (the diff review of session 66)
                break
            if (et == "call" or et == "raise" or et == "fold") and e.player == tn and t is not p:
                # (the named target the attacker: their own answer to the defender's raise is no
                # answer of a target; the diff review of session 66)
                return None
            if et == "battle" and not named:
                # a result naming the answering player the winner (one naming the attacker says
                # nothing of the target) is the battle's too, as for a misnamed attacker
                # (_attack_fits): the capture may be lost (the second review of session 66: five
                # findings, the battle refused on a player out of the hand)
                if e.winner == dn:
                    named = True
                elif e.winner is None and (out or (self._named_later(k, tn, True) and
                                                   not self._named_later(k, dn, True))):
                    # a tie (no capture follows it) when the named target could not be attacked,
                    # or plays on after it while the answering player is nowhere: the tie is the
                    # answering player's (review of session 67: a right payout called
                    # wrong-winner, the tie judged between the attacker and the named target)
                    named = tied = True
                elif e.winner != pn:
                    return None
            if et == "capture":
                captured = (e.player == pn and e.source == dn) or (e.player == dn and e.source == pn)
                if not (captured or named):
                    return None
                break
        if not (captured or named):
            return None
        how = (f"the capture is between {pn} and {dn}" if captured else
               ("the battle's result is a tie" + ("" if out else f", after which {dn} is nowhere in the log and {tn} plays on"))
               if tied
               else f"the battle's result names {dn}")
        self._find("palace-attack-same-suit" if out else "palace-wrong-response", seq, pn,
                   f"{pn} attacked {'themselves' if t is p else tn}, but {dn} answers the attack (the next "
                   f"line) and {how}: taken as {pn}'s attack on {dn}, the target logged as {tn}")
        return d
