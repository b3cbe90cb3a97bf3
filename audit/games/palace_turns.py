"""Palace Poker, the turns (PALACE.md section 2 and 4): buy, discard, wait, fold.

Turns go clockwise from the dealer's left, one action each.  A buy (and a
capture) may be followed by discards of the same player in the same turn;
the five-soldier limit is checked when that action ends.  This module also
keeps the turn-rounds, the quiet round and the ends of the hand.
"""

from __future__ import annotations

from ..cards import UNKNOWN, card_str, cards_str, parse_card, parse_cards
from .palace_deal import OVER, PLAY
from .palace_state import FOLDED, SOLDIER_LIMIT, match_cards

# continuation kinds: the action that the player's discards may follow
CONT_BUY, CONT_CAPTURE = "buy", "capture"


class TurnMixin:
    __slots__ = ()

    # ---- the turn pointer ---------------------------------------------
    def _next_after(self, p):
        """The next player still in the hand clockwise after ``p`` (``p`` may have left)."""
        order = self.order
        n = len(order)
        i = p.pos - 1 if p.pos else -1
        for k in range(1, n + 1):
            q = order[(i + k) % n]
            if q.in_hand:
                return q
        return None

    def _in_hand(self):
        return [p for p in self.order if p.in_hand]

    def _begin_play(self, seq):
        self.phase = PLAY
        self.to_act = next((p for p in self.order if p.in_hand), None)
        self._check_end(seq)

    def _turn_start(self, seq, ev, kind):
        """The checks every turn action shares; the acting player, or None to skip the event."""
        if self.phase < PLAY:
            self._close_deal(seq)
        name = ev.player
        if self.phase == OVER:
            self._find("palace-hand-not-over", seq, name,
                       f"{name} played ({kind}) after the hand had ended ({self.end_words}); "
                       f"nobody may act once the hand is decided")
            return None
        b = self.battle
        if b is not None and b.betting:
            self._find("out-of-turn", seq, name,
                       f"{name} played ({kind}) during the battle of {b.attacker.name} against "
                       f"{b.defender.name}; {b.responder.name} must respond first")
            return None
        p = self.players[name]
        if not p.in_hand:
            why = p.out_how or "was not dealt in"
            self._find("out-of-turn", seq, name, f"{name} played ({kind}) but has left the hand ({why})")
            return None
        if p is not self.to_act and self.to_act is not None:
            self._find("out-of-turn", seq, name,
                       f"{name} played ({kind}) but it was {self.to_act.name}'s turn")
        if p.pos <= self.last_pos:
            self.round_no += 1
            self.round_quiet = True
        self.last_pos = p.pos
        if kind in ("buy", "wait", "discard") and self.rules.must_battle:
            left = self._in_hand()
            if len(left) == 2:
                other = left[0] if left[1] is p else left[1]
                mine, theirs = p.banner_suit(), other.banner_suit()
                if mine is not None and theirs is not None and mine != theirs:
                    self._find("palace-must-battle", seq, name,
                               f"{name} chose to {kind} with only {other.name} left under another banner "
                               f"({card_str(other.banner)}); with two players of different suits left, "
                               f"the one to act must attack or fold")
        return p

    def _turn_end(self, p):
        self.to_act = self._next_after(p)

    def _loud(self):
        """A buy or an attack: the quiet round starts over."""
        self.quiet.clear()
        self.round_quiet = False

    def _quiet_action(self, seq, p):
        if self.phase == OVER:
            return
        self.quiet.add(p.name)
        left = self._in_hand()
        if self.rules.quiet_in_a_row:
            done = all(q.name in self.quiet for q in left)
        else:
            nxt = self.to_act
            done = self.round_quiet and (nxt is None or nxt.pos <= p.pos)
        if done and left:
            self._end(seq, "quiet", left)

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
        left = self._in_hand()
        if len(left) == 1:
            self._end(seq, "standing", left)
        elif len(left) >= 2:
            suits = {p.banner_suit() for p in left}
            if len(suits) == 1 and None not in suits:
                self._end(seq, "same_suit", left)

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
        p = self._turn_start(seq, ev, "buy")
        if p is None:
            return
        sb = self.rules.small_bet
        amount = ev.amount
        if amount != sb:
            self._find("palace-buy", seq, p.name,
                       f"{p.name} paid {amount} for a soldier; a buy costs the small bet, {sb}")
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
        card = parse_card(ev.card)
        self._buy_card_check(seq, p, card)
        self.deck_left -= 1
        self._pay(p, amount)
        p.soldiers.append(card)
        self.count("buys", p.name)
        self._loud()
        self._turn_end(p)
        self.cont, self.cont_kind, self.cont_seq = p, CONT_BUY, seq

    def _buy_card_check(self, seq, p, card):
        """A bought card comes from the draw deck: never seen (original deck), or in the
        reshuffled discard pile that is now the deck."""
        if card == UNKNOWN:
            if self.deck_unknown > 0:
                self.deck_unknown -= 1
            return
        prev = self.ledger.put(card, p.name)
        if prev == self.deck_place or (prev is None and self.deck_gen == 0):
            return
        if prev is None or prev.startswith("deck"):
            # the card can only be one of the unknown cards of the reshuffled pile
            if self.deck_unknown > 0:
                self.deck_unknown -= 1
                return
            self._find("duplicate-card", seq, p.name,
                       f"{p.name} bought {card_str(card)} but the draw deck is the reshuffled discard pile "
                       f"and {card_str(card)} was not in it")
            return
        self._find("duplicate-card", seq, p.name,
                   f"{p.name} bought {card_str(card)}, which was {self._place_words(prev)}")

    def _reshuffle_pile(self):
        """The draw deck is empty: the discard pile is shuffled to form a new one."""
        self.deck_gen += 1
        place = f"deck{self.deck_gen}"
        for c in self.pile:
            self.ledger.move(c, place)
        self.deck_place = place
        self.deck_left = len(self.pile) + self.pile_unknown
        self.deck_unknown = self.pile_unknown
        self.pile = []
        self.pile_unknown = 0

    def pile_count(self):
        return len(self.pile) + self.pile_unknown

    def _to_pile(self, cards):
        for c in cards:
            if c == UNKNOWN:
                self.pile_unknown += 1
            else:
                self.ledger.move(c, "discards")
                self.pile.append(c)

    def _on_discard(self, seq, ev):
        cont = self.cont
        if cont is not None and cont.name == ev.player:
            if (self.cont_kind == CONT_CAPTURE and cont is self.to_act and self.phase != OVER
                    and len(cont.soldiers) <= SOLDIER_LIMIT):
                # already down to five and it is the capturer's turn: a discard turn of its own
                self._close_cont()
            else:
                self._discard_cards(seq, cont, parse_cards(ev.cards))
                self.cont_seq = seq
                return
        p = self._turn_start(seq, ev, "discard")
        if p is None:
            return
        cards = parse_cards(ev.cards)
        if not cards:
            self._find("illegal-action", seq, p.name,
                       f"{p.name} discarded no card; a discard turn puts one or more soldiers on the pile")
        self._discard_cards(seq, p, cards)
        self._turn_end(p)
        self._soldier_limit(seq, p)
        self._quiet_action(seq, p)

    def _discard_cards(self, seq, p, cards):
        not_soldier = []
        not_held = []
        gone = []
        for c in cards:
            sol = p.soldiers
            if c != UNKNOWN and c in sol:
                sol.remove(c)
                gone.append(c)
            elif c == UNKNOWN and UNKNOWN in sol:
                sol.remove(UNKNOWN)
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
            self._find("palace-discard-not-soldier", seq, p.name,
                       f"{p.name} discarded {cards_str(not_soldier)}, "
                       f"{'the banner or a palace card' if len(not_soldier) == 1 else 'banner or palace cards'}; "
                       f"only soldiers may be discarded (soldiers: {cards_str(p.soldiers) or 'none'})")
        if not_held:
            self._find("card-not-held", seq, p.name,
                       f"{p.name} discarded {cards_str(not_held)} but holds {cards_str(p.cards())}")
        self._to_pile(gone)

    def deck_places(self):
        return tuple(f"deck{g}" for g in range(1, self.deck_gen + 1))

    def _on_wait(self, seq, ev):
        p = self._turn_start(seq, ev, "wait")
        if p is None:
            return
        self._turn_end(p)
        self._quiet_action(seq, p)

    def _on_fold(self, seq, ev):
        b = self.battle
        if b is not None and b.betting and ev.player in (b.attacker.name, b.defender.name):
            self._battle_fold(seq, ev)
            return
        p = self._turn_start(seq, ev, "fold")
        if p is None:
            return
        self._leave(p, FOLDED)
        self._turn_end(p)
        self._check_end(seq)
        self._quiet_action(seq, p)

    def _leave(self, p, how, keep_army=False):
        """``p`` is out of the hand: palace cards to the discard pile; banner and soldiers
        out of play unless they are to be captured (``keep_army``)."""
        p.in_hand = False
        p.out_how = how
        p.exit_cards = p.cards()
        self._to_pile(p.palace)
        if not keep_army:
            self._army_out(p)

    def _army_out(self, p):
        army = ([p.banner] if p.banner is not None else []) + p.soldiers
        for c in army:
            if c >= 0:
                self.ledger.move(c, "out")
        p.banner = None
        p.soldiers = []

    # ---- show ----------------------------------------------------------
    def _on_show(self, seq, ev):
        p = self.players[ev.player]
        claimed = parse_cards(ev.cards)
        if p.in_hand or not p.exit_cards:
            held = p.cards()
        else:
            held = p.exit_cards
        taken, reveals, extra, left = match_cards(claimed, held)
        if extra or left:
            self._find("shown-cards-mismatch", seq, p.name,
                       f"{p.name} showed {cards_str(claimed)} but holds {cards_str(held)} "
                       f"(banner, palace cards and soldiers)")
        if not reveals or not p.in_hand:
            return
        nb = 1 if p.banner is not None else 0
        np_ = len(p.palace)
        for j, c in reveals:
            self._ledger_check(seq, p.name, c, p.name, ("deck",) + self.deck_places())
            if j < nb:
                p.banner = c
            elif j < nb + np_:
                p.palace[j - nb] = c
            else:
                p.soldiers[j - nb - np_] = c
