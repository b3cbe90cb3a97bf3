"""Palace Poker, the turns (PALACE.md section 2 and 4): buy, discard, wait, fold.

Turns go clockwise from the dealer's left, one action each.  A buy (and a
capture) may be followed by discards of the same player in the same turn;
the five-soldier limit is checked when that action ends.  This module also
keeps the turn-rounds, the quiet round and the ends of the hand.

What is left of the table is counted, not rescanned: ``n_in`` players are
still in the hand, ``suits_in[s]`` of them under a banner of suit ``s``.  So is
the quiet streak: a buy or an attack starts a new one (``quiet_gen``); a player
who keeps quiet is marked with its number, and ``n_quiet`` counts the marked
players still in the hand.

``to_act`` is the player whose turn it is, and only that: it is ``None`` before
play, after the end and while a battle waits for an answer, and it is always a
player still in the hand.  A turn action by ``to_act`` therefore needs no other
check (:meth:`TurnMixin._turn_start`).
"""

from __future__ import annotations

from ..cards import CARD_INDEX, UNKNOWN, card_str, cards_str
from .palace_banner_words import same_suit_left
from .palace_deal import OVER, PLAY
from .palace_pile import PileMixin
from .palace_state import BETTING, FOLDED, SOLDIER_LIMIT, TURN_TYPES, put_card

# continuation kinds: the action that the player's discards may follow
CONT_BUY, CONT_CAPTURE = "buy", "capture"
#: the turn actions a player with only an opponent of another suit left may not take
_NOT_A_BATTLE = frozenset(("buy", "wait", "discard"))


class TurnMixin(PileMixin):
    __slots__ = ()

    # ---- the turn pointer: after[pos] is the next player still in the hand
    # clockwise after position pos (pos 0: from the dealer's left), kept up to date
    def _unlink(self, p):
        """``p`` (dealt in) has just left the hand: whoever was followed by ``p`` is now followed
        by the next player still in after ``p`` (nobody, if ``p`` was the last one)."""
        after = self.after
        nxt = after[p.pos]
        if nxt is p:
            nxt = None
        for i, q in enumerate(after):       # (in place: the list is the replay's own)
            if q is p:
                after[i] = nxt

    def _in_hand(self):
        return [p for p in self.order if p.in_hand]

    def _begin_play(self, seq):
        self.phase = PLAY
        self.to_act = self.after[0]
        self._check_end(seq)

    def _turn_start(self, seq, ev, kind):
        """The checks every turn action shares; the acting player, or None to skip the event."""
        p = self.players[ev.player]
        if p is not self.to_act:
            if kind == "attack":
                q = self._misnamed_attack(seq, ev, p)
            elif kind == "buy":
                q = self._misnamed_buy_turn(seq, ev, p)
            else:
                q = self._misnamed_turn(seq, ev, kind, p)
            if q is not None:
                p = q
            elif not self._turn_allowed(seq, ev, kind, p):
                return None
        # an action out of turn (reported) is applied, but it cannot end a quiet round
        # (_quiet_action), and it begins a new turn-round only by going back past the dealer's
        # left: the same player acting again (a repeated ``wait`` line) stays in the round, and so
        # does a player passed over in it who acts late, out of turn (review of session 65: two
        # turns swapped began a turn-round, and the players before it had no turn in it).  The
        # player in turn begins one when the turn passed the dealer to reach them: from the seat of
        # the last action (turn_pos), not the round's furthest seat (second review of session 65:
        # a wait out of turn ahead, then a late one passed over, the turn back on the next seat;
        # the turn-round the in-turn wait began had the others' turns in the round before, and
        # the quiet round never ended)
        in_turn = self.in_turn = p is self.to_act
        pos = p.pos
        last = self.last_pos
        if pos <= self.turn_pos if in_turn else pos < last and p.turn_round == self.round_no:
            self.round_no += 1
            self.round_starts.append(seq)
            self.round_quiet = True
            self.last_pos = pos
        elif pos > last:
            self.last_pos = pos
        self.turn_pos = pos
        p.turn_round = self.round_no
        if self.n_in == 2 and kind in _NOT_A_BATTLE and self.rules.must_battle:
            self._must_battle(seq, p, kind)
        return p

    def _turn_allowed(self, seq, ev, kind, p):
        """A turn action by someone other than the player to act, or outside play: the findings,
        and whether the action is applied."""
        name = ev.player
        if self.phase != PLAY:
            if self.phase < PLAY:
                self._close_deal(seq)
            if self.phase == OVER and p.pos:
                self._after_the_end(seq, p, ev, f"{name} played ({kind}) after the hand had ended "
                                    f"({self.end_words}); nobody may act once the hand is decided")
                return False
        if p.pos == 0:
            self._find("out-of-turn", seq, name,
                       f"{name} played ({kind}) but is not in the hand: {name} {self._left_out_words(p)}")
            return False
        b = self.battle
        if b is not None and b.state == BETTING:
            self._find("out-of-turn", seq, name,
                       f"{name} played ({kind}) during the battle of {b.attacker.name} against "
                       f"{b.defender.name}; {b.responder.name} must respond first")
            return False
        if not p.in_hand:
            why = p.out_how
            self._find("out-of-turn", seq, name, f"{name} played ({kind}) but has left the hand ({why})")
            return False
        to_act = self.to_act
        if p is not to_act and to_act is not None:
            lost = self._lost_buy(seq, p, to_act)       # (palace_answers: the turn passed over a lost buy)
            self._find("out-of-turn", seq, name, f"{name} played ({kind}) but it was {to_act.name}'s turn{lost}")
        return True

    def _must_battle(self, seq, p, kind):
        left = self._in_hand()
        other = left[0] if left[1] is p else left[1]
        mine, theirs = p.banner_suit(), other.banner_suit()
        if mine is not None and theirs is not None and mine != theirs:
            self._find("palace-must-battle", seq, p.name,
                       f"{p.name} chose to {kind} with only {other.name} left under another banner "
                       f"({card_str(other.banner)}); with two players of different suits left, "
                       f"the one to act must attack or fold")

    def _loud(self):
        """A buy or an attack: the quiet round starts over."""
        self.quiet_gen += 1
        self.n_quiet = 0
        self.round_quiet = False

    def _quiet_action(self, seq, p):
        """``p`` waited, discarded or folded: the hand ends if that completes a quiet round."""
        if self.phase == OVER:
            return
        gen = self.quiet_gen
        if p.quiet != gen:
            p.quiet = gen
            if p.in_hand:
                self.n_quiet += 1
        if self.rules.quiet_in_a_row:
            # an action out of turn (reported) is applied but cannot end the round: the next
            # quiet action in turn does
            if self.n_quiet != self.n_in or not self.in_turn:
                return
        else:
            nxt = self.to_act
            if not (self.in_turn and self.round_quiet and (nxt is None or nxt.pos <= p.pos)):
                return
            # every player still in took a turn in this quiet turn-round (PALACE.md 4: one after
            # the other for a full round; review of session 65: a player passed over in it, the
            # hand ended)
            for q in self.order:
                if q.in_hand and q.turn_round != self.round_no:
                    return
        if self.n_in:
            self._end(seq, "quiet", self._in_hand())

    # ---- the ends of the hand ----------------------------------------
    def _end(self, seq, kind, players):
        self.phase = OVER
        self.end_kind = kind
        self.end_seq = seq
        self.end_players = list(players)
        names = ", ".join(p.name for p in players)
        self.end_words = {
            "standing": f"{names} was the last one standing",
            "same_suit": f"{names} were left under the same banner suit",
            "tie": f"{names}, the last two, tied their battle",
            "quiet": "a quiet round ended it in a showdown",
        }[kind]
        self.to_act = None

    def _check_end(self, seq):
        if self.phase == OVER:
            return
        n = self.n_in
        if n == 1:
            self._end(seq, "standing", self._in_hand())
        elif n >= 2 and (n in self.suits_in or same_suit_left(self)):     # (unknown banners: the suit left them)
            self._end(seq, "same_suit", self._in_hand())

    # ---- continuations (discards after a buy or a capture) -------------
    def _close_cont(self):
        p = self.cont
        if p is None:
            return
        self.cont = None
        if self.phase != OVER or self.cont_kind != CONT_CAPTURE:
            self._soldier_limit(self.cont_seq, p)

    def _soldier_limit(self, seq, p):
        n = len(p.soldiers)
        if n > SOLDIER_LIMIT and p.in_hand:
            self._find("palace-soldier-limit", seq, p.name,
                       f"{p.name} ends the action with {n} soldiers ({cards_str(p.soldiers)}); "
                       f"the limit is {SOLDIER_LIMIT}, the rest must be discarded")

    # ---- the actions --------------------------------------------------
    def _on_buy(self, seq, ev):
        card = CARD_INDEX[ev.card]
        where = self.where
        if card >= 0 and where[card] == ev.player and self.phase == PLAY and self.to_act is not None \
                and self.to_act.name != ev.player:
            # out of turn, a card the buyer already holds (a repeated buy line): it cannot come
            # from the deck, so the buy is skipped (FORMAT.md), neither the card nor its price
            # counted twice (in turn, the buy is made as logged, the duplicate reported)
            self._find("duplicate-card", seq, ev.player,
                       f"{ev.player} bought {card_str(card)}, which {ev.player} already holds, out of turn; "
                       f"the deck holds each card once (the buy is not applied)")
            return
        b = self.battle
        if b is not None and b.state == BETTING:
            p = self.players[ev.player]
            if self._battle_buy_ok(p, card) and self._answers_later(seq, b.responder.name):
                # out of turn during a battle's betting by a player in the hand, the battle going
                # on after it (the player who must answer answers later): taken as that player's
                # buy (FORMAT.md), its chips and card counted; the turn is the battle's
                self._find("out-of-turn", seq, p.name,
                           f"{p.name} played (buy) during the battle of {b.attacker.name} against "
                           f"{b.defender.name}; {b.responder.name} must respond first (the buy is "
                           f"taken as {p.name}'s, its chips and card counted)")
                self._buy_made(seq, p, card, ev.amount)
                return
        p = self._turn_start(seq, ev, "buy")
        if p is None:
            return
        self._buy_made(seq, p, card, ev.amount)
        self.quiet_gen += 1             # loud: the quiet round starts over
        self.n_quiet = 0
        self.round_quiet = False
        self.to_act = self.after[p.pos]
        if len(p.soldiers) > SOLDIER_LIMIT or self._acts_next(seq, p.name) or self._attacks_next(seq, p):
            self.cont = p
            self.cont_kind = CONT_BUY
            self.cont_seq = seq
            self.pending = True

    def _battle_buy_ok(self, p, card):
        """Whether a buy by ``p`` of ``card`` during a battle's betting is applied (out of turn,
        FORMAT.md): ``p`` is in the hand during play and does not hold the card already (a
        repeated buy line is skipped)."""
        return (self.phase == PLAY and p.pos != 0 and p.in_hand
                and (card < 0 or self.where[card] != p.name))

    def _buy_made(self, seq, p, card, amount):
        """``p`` buys ``card`` for ``amount``: the checks, the card from the deck, the chips."""
        where = self.where
        if amount != self.rules.small_bet or amount > p.stack or self.deck_left <= 0:
            self._buy_checks(seq, p, amount)
        if where[card] is None and self.deck_gen == 0:
            where[card] = p.name            # a card never seen, from the original deck
        elif card < 0:
            self._unknown_bought()
        else:
            prev = put_card(where, card, p.name)
            if not (prev == self.deck_place or (prev is None and self.deck_gen == 0)):
                self._bought_seen_card(seq, p, card, prev)
        self.deck_left -= 1
        p.stack -= amount
        p.paid += amount
        p.soldiers.append(card)
        p.buys += 1

    def _attacks_next(self, seq, p):
        """``buy_then_attack``: whether the next turn event after ``p``'s buy at ``seq`` is an attack
        logged under another name that is ``p``'s (:meth:`_attack_fits`: the battle goes on as
        theirs; review of session 61, it was read as the next player's)."""
        if not self.rules.buy_then_attack:
            return False
        events = self.events
        for k in range(seq + 1, len(events)):
            ev = events[k]
            if ev.type in TURN_TYPES:
                return (ev.type == "attack" and ev.player != p.name and ev.player in self.players
                        and self._attack_fits(k, ev, self.players[ev.player], p))
        return False

    def _acts_next(self, seq, name):
        """Whether the next turn or battle event after ``seq`` (shows, collects and rakes
        skipped) is ``name``'s.  A buyer or capturer holding five soldiers or fewer need not be
        followed otherwise: only their own next event can continue the action, and closing
        it has nothing to check."""
        events = self.events
        for k in range(seq + 1, len(events)):
            ev = events[k]
            if ev.type in TURN_TYPES:
                return ev.player == name
        return False

    def _buy_checks(self, seq, p, amount):
        sb = self.rules.small_bet
        if amount != sb:
            self._find("palace-buy", seq, p.name,
                       f"{p.name} paid {amount} for a soldier; a buy costs the small bet, {sb}")
            self.as_ruled.append((self.findings[-1], p.name, amount, sb))
        if amount > p.stack:
            self._find("stack-exceeded", seq, p.name,
                       f"{p.name} paid {amount} for a soldier but had only {p.stack} left")
        if self.deck_left <= 0:
            if self.pile_count() > 0:
                self._reshuffle_pile()
            else:
                self._find("palace-buy", seq, p.name,
                           f"{p.name} bought a soldier but the draw deck and the discard pile were both "
                           f"empty; buying is no longer allowed")

    def _unknown_bought(self):
        """A buy logged ``??``: it may be any card of the deck, and the known cards of a reshuffled
        pile are taken first, so that it uses up one of the pile's unknown cards only when no known
        card is left in the deck (read otherwise, a later buy naming a card the unknown one may be
        would be refused, and the order of the buys would decide the verdict)."""
        if 0 < self.deck_unknown and self.deck_left <= self.deck_unknown:
            self.deck_unknown -= 1

    def _bought_seen_card(self, seq, p, card, prev):
        """A bought card comes from the draw deck: never seen (original deck), or in the
        reshuffled discard pile that is now the deck.  ``card`` was elsewhere (``prev``); a card
        a player kept unseen after a face-down discard may be the card discarded, in the deck once
        the pile it went to has been reshuffled (:meth:`_kept_reaches`)."""
        if prev is None or self._kept_reaches(prev, None) or type(prev) is not tuple and prev.startswith("deck"):
            # the card can only be one of the unknown cards of the reshuffled pile
            if self.deck_unknown > 0:
                self.deck_unknown -= 1
                return
            self._find("duplicate-card", seq, p.name,
                       f"{p.name} bought {card_str(card)} but the draw deck is the reshuffled discard pile "
                       f"and {card_str(card)} was not in it")
            return
        if self.twice is not None and card in self.twice:
            # the card's second copy, a duplicate reported already (one fault, one finding: review of
            # session 62, both copies went to the discard pile and were bought from it)
            self.twice.discard(card)
            return
        self._find("duplicate-card", seq, p.name,
                   f"{p.name} bought {card_str(card)}, which was {self._place_words(prev)}")

    def _on_discard(self, seq, ev):
        cont = self.cont
        if cont is not None and cont.name != ev.player and self._misnamed_cont_discard(ev, cont):
            what = "capture" if self.cont_kind == CONT_CAPTURE else "buy"
            self._find("out-of-turn", seq, ev.player,
                       f"{ev.player} discarded {' '.join(ev.cards)}, held by {cont.name} as soldiers, right after "
                       f"{cont.name}'s {what}, which left {cont.name} with {len(cont.soldiers)} soldiers to discard "
                       f"down to five: taken as {cont.name}'s discard, logged under {ev.player}'s name")
            self._discard_cards(seq, cont, list(map(CARD_INDEX.__getitem__, ev.cards)))
            self.cont_seq = seq
            return
        if cont is not None and cont.name == ev.player:
            if (self.cont_kind == CONT_CAPTURE and cont is self.to_act and self.phase != OVER
                    and len(cont.soldiers) <= SOLDIER_LIMIT and not self._acts_next(seq, cont.name)):
                # the capturer's discards belong to the capture, but a capturer already down to
                # five whose turn it is and who does not act again after this discard took it as
                # a turn of its own (read otherwise, the next player would be out of turn)
                self._close_cont()
            elif (not self._all_soldiers_of(ev.cards, cont)
                    and self._misnamed_of(seq, ev, "discard", cont) is not None):
                # not the capturer's or buyer's soldiers, but those of the player in turn, and the
                # log goes on as after that player's discard: theirs, under the wrong name
                self._close_cont()
            else:
                self._discard_cards(seq, cont, list(map(CARD_INDEX.__getitem__, ev.cards)))
                self.cont_seq = seq
                return
        if self._late_owed_discard(seq, ev) or self._repeated_discard(seq, ev):
            return
        p = self._turn_start(seq, ev, "discard")
        if p is None:
            return
        cards = list(map(CARD_INDEX.__getitem__, ev.cards))
        if not cards:
            self._find("illegal-action", seq, p.name,
                       f"{p.name} discarded no card; a discard turn puts one or more soldiers on the pile")
        self._discard_cards(seq, p, cards)
        self.to_act = self.after[p.pos]
        self._soldier_limit(seq, p)
        self._quiet_action(seq, p)

    def _late_owed_discard(self, seq, ev):
        """A discard, out of turn, by a player in the hand who holds more than five soldiers (left
        so by a buy or a capture whose discard down to five the log did not give before the next
        action: ``palace-soldier-limit`` there), of cards that are all their known soldiers: that
        owed discard, logged late.  One ``out-of-turn``; the cards are discarded, and it is no turn
        of theirs: the turn and the quiet round go on as before it (review of session 65: it was
        the capturer's quiet turn, the next player's wait in turn out of turn, and a quiet round
        ended the hand).  Whether it was."""
        p = self.players[ev.player]
        b = self.battle
        if (self.phase != PLAY or not p.pos or not p.in_hand or p is self.to_act or len(p.soldiers) <= SOLDIER_LIMIT
                or (b is not None and b.state == BETTING) or not self._all_soldiers_of(ev.cards, p)):
            return False
        turn = f"in {self.to_act.name}'s turn" if self.to_act is not None else "out of turn"
        self._find("out-of-turn", seq, p.name,
                   f"{p.name} discarded {' '.join(ev.cards)} {turn}, holding {len(p.soldiers)} soldiers: the "
                   f"discard down to five {p.name} owed, logged late; taken as that discard, not a turn")
        self._discard_cards(seq, p, list(map(CARD_INDEX.__getitem__, ev.cards)))
        return True

    def _repeated_discard(self, seq, ev):
        """A discard out of turn that repeats the line before it (the same player and cards), of
        known cards the player no longer holds: the line logged twice, which cannot be applied
        (README); one ``card-not-held``, and no turn (review of session 65: ``out-of-turn`` too, and
        the turn moved on).  Whether it was."""
        p = self.players[ev.player]
        prev = self.events[seq - 1] if seq else None
        if (prev is None or prev.type != "discard" or prev.player != ev.player or prev.cards != ev.cards
                or not ev.cards or p is self.to_act or self.phase != PLAY):
            return False
        held = p.cards()
        for c in ev.cards:
            i = CARD_INDEX[c]
            if i < 0 or i in held:
                return False
        self._find("card-not-held", seq, p.name,
                   f"{p.name} discarded {' '.join(ev.cards)} again (the line repeated), no longer held; not applied")
        return True

    def _discard_cards(self, seq, p, cards):
        not_soldier = []
        not_held = []
        gone = []
        sol = p.soldiers
        soldiers = list(sol)        # as the event began (the messages name what p held then)
        held = p.cards()
        if UNKNOWN in cards:
            # the named cards first: a ``??`` is then one of the soldiers they leave
            cards = [c for c in cards if c != UNKNOWN] + [c for c in cards if c == UNKNOWN]
        for c in cards:
            if c != UNKNOWN and c in sol:
                sol.remove(c)
                gone.append(c)
            elif c == UNKNOWN and sol:
                self._face_down_discard(p)
                gone.append(c)
            elif c != UNKNOWN and (c == p.banner or c in p.palace):
                not_soldier.append(c)
            elif c != UNKNOWN and UNKNOWN in sol:
                self._ledger_check(seq, p.name, c, p.name, ("deck",) + self.deck_places())
                sol.remove(UNKNOWN)
                gone.append(c)
            else:
                not_held.append(c)
        if not_soldier:
            # which card each is (review of session 63: "the banner or a palace card" for either)
            named = []
            for c in not_soldier:
                named.append(f"{card_str(c)} ({'the banner' if c == p.banner else 'a palace card'})")
            what = ", ".join(named)
            self._find("palace-discard-not-soldier", seq, p.name,
                       f"{p.name} discarded {what}; only soldiers may be discarded "
                       f"(soldiers: {cards_str(soldiers) or 'none'})")
        if not_held:
            self._find("card-not-held", seq, p.name,
                       f"{p.name} discarded {cards_str(not_held)} but holds {cards_str(held)}")
        self._to_pile(gone)

    def _face_down_discard(self, p):
        """A discard logged ``??`` (the pile is face down, PALACE.md 1.3): any of ``p``'s soldiers
        may be the one discarded, so the soldiers left are one fewer, all unknown.  The known ones
        stay ``p``'s in the ledger, as kept unseen: ``where`` holds ``(p's name, deck_gen)`` for
        them (any may be one of p's unknown soldiers, one is the card discarded, which comes back
        only in the draw deck made of this pile: :meth:`_kept_reaches`) until a later show, capture
        or discard names them."""
        sol = p.soldiers
        where = self.where
        name = p.name
        kept = (name, self.deck_gen)
        for c in sol:
            if c >= 0 and where[c] == name:
                where[c] = kept
        sol[:] = [UNKNOWN] * (len(sol) - 1)

    def _on_wait(self, seq, ev):
        p = self._turn_start(seq, ev, "wait")
        if p is None:
            return
        self.to_act = self.after[p.pos]
        self._quiet_action(seq, p)

    def _on_fold(self, seq, ev):
        b = self.battle
        if b is not None and b.early_fold == seq:
            return          # applied with the battle's result logged before it (BattleMixin._on_battle)
        if b is not None and b.state == BETTING:
            if self._misnamed_battle_fold(seq, ev, b):
                return
            if ev.player in (b.attacker.name, b.defender.name):
                if not self._fold_before_raise(seq, ev, b):     # (held for the raise: AnswerMixin)
                    self._battle_fold(seq, ev)
                return
            p = self.players[ev.player]
            if p.pos and p.in_hand and self.phase != OVER and not self._plays_later(seq, p.name):
                self._fold_in_battle(seq, b, p)
                return
        elif self._fold_before_attack(seq, ev) or self._lost_attack_fold(seq, ev):
            return          # held for the attack logged after it, or the answer to one lost (AnswerMixin)
        p = self._turn_start(seq, ev, "fold")
        if p is None:
            return
        self._leave(p, FOLDED)
        self.to_act = self.after[p.pos]
        self._check_end(seq)
        self._quiet_action(seq, p)

    def _plays_later(self, seq, name):
        """Whether a turn or battle event after ``seq`` is ``name``'s."""
        events = self.events
        for k in range(seq + 1, len(events)):
            ev = events[k]
            if ev.type in TURN_TYPES and ev.player == name:
                return True
        return False

    def _fold_in_battle(self, seq, b, p):
        """``p``, not in the battle and not in the log's turns again, folds while it waits for an
        answer: out of turn, but a fold all the same (FORMAT.md: an action out of turn is that
        player's), applied: ``p`` leaves the hand, and the battle goes on (one who plays on later
        did not fold: the line is another's, skipped as before).  When the attack just before it passed over ``p``'s turn
        (reported there), it is that turn, logged late: no second finding."""
        passed = f"it was {p.name}'s turn"
        late = False
        for f in self.findings[-3:]:
            if f.seq == b.seq and f.code == "out-of-turn" and f.message.endswith(passed):
                late = True
        if not late:
            self._find("out-of-turn", seq, p.name,
                       f"{p.name} folded during the battle of {b.attacker.name} against {b.defender.name}; "
                       f"taken as {p.name}'s fold (a player folds in turn)")
        self._leave(p, FOLDED)

    def _leave(self, p, how, keep_army=False):
        """``p`` is out of the hand: palace cards to the discard pile; banner and soldiers
        out of play (or to the pile too: ``folded_army: discard_pile``) unless they are to be
        captured (``keep_army``)."""
        if p.in_hand:
            self._unlink(p)
            self.n_in -= 1
            if p.quiet == self.quiet_gen:
                self.n_quiet -= 1
            b = p.banner
            if b is not None and b >= 0:
                self.suits_in[b & 3] -= 1
        p.in_hand = False
        p.out_how = how
        p.exit_cards = p.cards()
        self._to_pile(p.palace)
        if not keep_army:
            if self.rules.army_to_pile:
                army = list(p.soldiers) if p.banner is None else [p.banner, *p.soldiers]
                p.banner = None
                p.soldiers = []
                self._to_pile(army)
            else:
                self._army_out(p)

    def _army_out(self, p):
        where = self.where
        b = p.banner
        if b is not None and b >= 0:
            where[b] = "out"
        for c in p.soldiers:
            if c >= 0:
                where[c] = "out"
        p.banner = None
        p.soldiers = []
