"""Tonk's turns (TONK.md section 2) for :class:`audit.games.tonk.Replay`: whose turn it is,
the turn passing, the hand ending, and a turn left open (its discard logged before its draw, or
skipped as a card the player does not hold).

A discard logged before the turn's draw of a card the player does not hold yet is held back
(``held_back``: its seq and card) until the turn's draw: when that draw gives the player the
card, the two lines were swapped and the discard is applied then; else it is ``card-not-held``
(:meth:`TurnPhase._release_held_back`).  A discard that cannot be applied (``missed``) leaves
the turn with the player: their next discard is the turn's discard, and the next player's event
ends the turn with no other finding.

So are the other lines a log gives out of their turn's order (README: one fault stays one
finding): spreads and hits before the draw that brings their cards (``held_melds``), a meld after
the player's own discard (:meth:`TurnPhase._late_meld`), the previous player's discard after the
draw that takes it from the pile (:meth:`TurnPhase._swapped_discard`), and a draw "from the pile"
of a card not on it (:meth:`TurnPhase._off_the_pile`).
"""

from __future__ import annotations

from ..cards import CARD_INDEX, UNKNOWN, card_str
from ..model import Event
from . import tonk_settle as st
from .tonk_deal import DEAL, NO_JOKERS, NOBODY, OVER, PILE, PLAY
from .tonk_declare import DeclarePhase
from .tonk_options import ON_EMPTY_DRAW

_card = CARD_INDEX.__getitem__      # card name -> int


class TurnPhase(DeclarePhase):
    """The turn bookkeeping of the Tonk ``Replay`` (its fields are DealPhase's)."""

    __slots__ = ()

    def _begin_turn(self, i: int) -> None:
        """Player i's turn begins (the first turn, from _close_deal, is player 0's with ``cur`` 0)."""
        if i <= self.cur:
            self.round += 1
        self.cur = i
        self.drawn = self.acted = self.last_stock = self.discarded = self.missed = False
        pen = self.penalty[i]
        self.penalized = pen > 0
        if pen:
            self.penalty[i] = pen - 1
        self.actor = self.order[i] if self.stock > 0 else NOBODY    # (a turn begins only in play)

    def _end_turn(self, seq: int) -> None:
        if self.last_stock and self._end_after_last_draw:
            self._finish(seq, st.STOCK_OUT, how="the stock ran out")
            return
        self._begin_turn(self.next_of[self.cur])

    def _finish(self, seq: int | None, kind: str, actor: str | None = None, how: str = "",
                stakes: int = 0) -> None:
        if self.held_melds is not None:
            self._release_held_melds()
        if self.held_back is not None:
            self._release_held_back()
        self.phase = OVER
        self.actor = NOBODY
        self.end_kind = kind
        self.end_actor = actor
        self.end_how = how
        self.end_stakes = stakes
        self.end_seq = seq

    def _stock_out_due(self) -> bool:
        """on_empty_draw: the player to act would have to draw from the empty stock."""
        return (self.stock <= 0 and not self.drawn and not self.acted
                and self.opt.stock_out == ON_EMPTY_DRAW and self.phase == PLAY)

    def _face_empty_stock(self, seq: int, ev: Event) -> bool:
        """on_empty_draw, the stock out due: the player in turn may still drop or take the discard;
        any other event ends the hand first.  A draw from the empty stock by that player is the
        one draw-source fault of the event (not played: False); else True."""
        c = self.order[self.cur]
        p = ev.player
        t = ev.type
        if p == c and (t == "drop" or t == "draw" and ev.source == "discard"):
            return True
        if p == c and t == "draw" and self.pile and CARD_INDEX.get(ev.card) == self.pile[-1]:
            return True         # the pile's top, said to come from the stock: tonk-draw-source (_draw)
        if p == c and t == "discard":
            card = CARD_INDEX.get(ev.card)
            if self._pile_draw_next(seq, p, card, card in self.hands[self.cur]):
                return True     # the discard and the draw from the pile swapped (_discard)
        self._finish(seq, st.STOCK_OUT, how=f"the stock ran out ({c} would have had to draw from it)")
        if p == c and t == "draw":
            self._find("tonk-draw-source", seq, p,
                       f"{p} drew {card_str(_card(ev.card))} from the stock, but the stock is empty; with "
                       f"stock_out: on_empty_draw that ends the hand ({p} may only drop or take the discard)")
            return False
        return True

    def _pile_draw_next(self, seq: int, p: str, c: int, held: bool = True) -> bool:
        """The event after ``seq`` (``p``'s discard of ``c``) is ``p``'s draw from the discard pile
        of another card (of ``c`` itself, the lines are in play order: the card taken back; but
        not when ``p`` does not hold ``c``, ``held`` false: then that draw brings it)."""
        events = self.hand.events
        if seq + 1 >= len(events):
            return False
        ev = events[seq + 1]
        return ev.type == "draw" and ev.player == p and ev.source == "discard" and \
            (CARD_INDEX.get(ev.card) != c or not held)

    def _after_end(self, seq: int, p: str, ev: Event) -> None:
        """``p`` plays on after the hand ended: ``out-of-turn``, once for a turn (its draw, spreads,
        hits and discard are one fault: README, one fault stays one finding)."""
        if p == self.past_end and ev.type in ("spread", "hit", "discard"):
            return
        self.past_end = p
        self._find("out-of-turn", seq, p, f"{p} acted ({ev.type}) after the hand had ended: {self._ended_text()}")

    def _ended_text(self) -> str:
        return self.end_how or "the hand ended"

    def _enter_play(self, seq: int, ev: Event) -> bool:
        """Bring the state to the turn of ev.player (not ``actor``); False when the event cannot be played."""
        if self.phase == DEAL:
            self._close_deal(seq, True)
        p = ev.player
        if self._stock_out_due() and not self._face_empty_stock(seq, ev):
            self.past_end = p
            return False
        if self.phase == OVER:
            self._after_end(seq, p, ev)
            return False
        rounds = self.rounds
        rounds[-1] = self.round
        c = self.order[self.cur]
        if p == c:
            return True
        if self.held_melds is not None:  # the turn's held melds: their draw did not come
            self._release_held_melds()
        if self.held_back is not None:   # the turn's held-back discard: its draw did not come
            self._release_held_back(True)
        over = self.drawn or self.discarded or self.missed
        nxt = self.order[(self.cur + 1) % self.n]
        named = False
        if ev.type == "draw":
            # the draw of the player whose turn it is (or, the turn over, the next player's) logged
            # under another name: that player plays the turn on in the next line (README)
            who = nxt if over else c
            if p != who and self._plays_turn_next(seq, who):
                self._find("out-of-turn", seq, p, f"{p} drew but it was {who}'s turn to draw, and {who} plays "
                           f"the turn on: taken as {who}'s draw, logged under {p}'s name")
                if not over:
                    return True
                named = True
        if over and (p == nxt or named):
            if self.discarded or self.missed:    # the turn's discard was logged (and reported) already
                if not self.discarded:           # (not applied: a card the player does not hold)
                    self._unlogged_discard(self.cur)
                self._end_turn(seq)
            else:
                self._no_discard(seq)
            rounds[-1] = self.round
            if self._stock_out_due() and not self._face_empty_stock(seq, ev):
                self.past_end = p
                return False
            if self.phase == OVER:
                self._after_end(seq, p, ev)
                return False
            return True
        phase = "had drawn" if self.drawn else "was to drop or draw"
        self._find("out-of-turn", seq, p, f"{p} acted ({ev.type}) but it was {c}'s turn ({c} {phase})")
        self._begin_turn(self.pos[p])
        rounds[-1] = self.round
        return True

    def _late_meld(self, seq: int, p: str) -> bool:
        """A spread or hit by ``p`` logged after p's own discard ended p's turn, before the next
        player (whose turn began) did anything: the lines swapped, the meld is p's, applied to p's
        hand as part of p's turn (one tonk-turn-order), and the turn stays with the next player.
        So too after the discard that ended the turn of the last stock card (the stock out: the
        hand ended there), the meld p's (an out when it takes p's last cards)."""
        i = self.pos.get(p)
        if i is None or self.held_back is not None:
            return False
        events = self.hand.events
        k = seq - 1             # p's discard, before any meld of p's logged after it
        while 0 <= k < len(events) and events[k].player == p and events[k].type in ("spread", "hit"):
            k -= 1
        if not (0 <= k < len(events) and events[k].type == "discard" and events[k].player == p):
            return False
        if self.phase == OVER:
            return self.end_kind == st.STOCK_OUT and self.end_seq == k and self.cur == i
        return not (self.phase != PLAY or self.drawn or self.acted or self.discarded or self.missed
                    or self.order[self.cur] == p or self.next_of[i] != self.cur)

    def _second_discard(self, seq: int, p: str, c: int) -> bool:
        """A discard by ``p`` logged right after the discard that ended p's turn (p's spreads and
        hits between them, if any), before the next player did anything: a second discard in p's
        turn, one tonk-turn-order as within a turn (README: one fault stays one finding), the card
        from p's hand to the pile; the turn stays with the next player (True).  False when it is
        not that, or it would take p's last card or a card p cannot hold, or under ``on_empty_draw``
        the stock out is due (any event but the next player's drop or draw from the pile ends the
        hand first: then it is played after the end), or p's draw is logged next (a turn of p's out of
        turn, its discard logged before its draw: the lines swapped), judged as it stands."""
        if self.phase != PLAY or self._stock_out_due() or self._draws_next(seq, p) or not self._late_meld(seq, p):
            return False
        i = self.pos[p]
        if len(self.hands[i]) + self.unknown[i] < 2 or c not in self.hands[i] and not self._may_be_unknown(seq, i, c):
            return False
        self._find("tonk-turn-order", seq, p, f"{p} discarded a second card ({card_str(c)}) after the discard "
                   f"that ended {p}'s turn; a turn has one draw, then one discard")
        self._to_pile(seq, i, c)
        return True

    def _no_discard(self, seq: int) -> None:
        """The turn in progress (drawn) ended without a discard: tonk-turn-order, and the turn passes."""
        c = self.order[self.cur]
        i = self.cur
        held = len(self.hands[i]) + self.unknown[i]
        self._find("tonk-turn-order", seq, c,
                   f"{c}'s turn ended without a discard while {c} still held {held} "
                   f"card{'s' if held != 1 else ''}; a turn ends with one discard")
        rec = self._unlogged_discard(i)
        self._end_turn(seq)
        if self.phase == OVER:
            self.end_unplayed = True     # the stock ran out at the turn's end: the event at seq is not played
        elif self.phase == PLAY:       # its discard may still come, logged after the next player's draw
            # (the finding, the seat, the next player's seat and the round, and this turn's unlogged
            # record, which that discard settles: review of session 66)
            self.late_turn = (len(self.findings) - 1, i, self.cur, self.round, rec)

    def _settling(self, seq: int) -> None:
        """A reveal or pay while the hand is being played: the stock out that is due ends it.  With
        the stock empty, a turn left open (drawn, no discard: the turn that took the last stock card,
        or with on_empty_draw one that took the discard) ended without its discard first."""
        if self.held_melds is not None:
            self._release_held_melds()
        if self.held_back is not None:
            self._release_held_back(True)
        if self.phase == PLAY and self.discarded and not self.drawn and self.stock == 1 and self._settled_from(seq):
            # the turn's discard came before its draw, and the hand is counted next: the draw line
            # was left out, and it took the last stock card, unseen (one fault, its tonk-turn-order
            # reported): the stock runs out where the log shows (review of session 65)
            self._to_hand(self.cur, UNKNOWN)
            self._take_stock()
            self.drawn = True
        if self.phase == PLAY and (self.drawn or self.discarded or self.missed) and self.stock <= 0:
            if self.discarded or self.missed:
                if not self.discarded:
                    self._unlogged_discard(self.cur)
                self._end_turn(seq)
            elif not self._melds_later(seq, self.order[self.cur]):
                # (a spread or hit of the player's logged after the payout began is part of the turn,
                # as with stock left: reported when it comes)
                self._no_discard(seq)
        if self.phase == PLAY and self._stock_out_due():
            self._finish(seq, st.STOCK_OUT, how="the stock ran out")

    def _settled_from(self, seq: int) -> bool:
        """The lines from ``seq`` on are all reveals and pays."""
        events = self.hand.events
        for k in range(seq, len(events)):
            if events[k].type != "reveal" and events[k].type != "pay":
                return False
        return True

    def _drop_left_out(self, seq: int) -> bool:
        """The player to act has done nothing in the turn and may drop, the stock is not near its
        end, and the lines from ``seq`` on are reveals and pays, the player to act's reveal among
        them, with another line after it."""
        a = self.actor
        if a is NOBODY or self.drawn or self.acted or self.penalized or self.stock <= len(self.order) \
                or a in self.disproved:
            # (near the stock's end the reveals may be a stock out's, a line missing; a refused
            # declaration's hand may be shown)
            return False
        events = self.hand.events
        found = False
        for k in range(seq, len(events)):
            ev = events[k]
            if ev.type != "reveal" and ev.type != "pay":
                return False
            if found:
                return True
            found = ev.type == "reveal" and ev.player == a
        return False

    def _plays_turn_next(self, seq: int, p: str) -> bool:
        """The event after ``seq`` in the hand is a discard, spread or hit by ``p``."""
        events = self.hand.events
        if seq + 1 >= len(events):
            return False
        ev = events[seq + 1]
        return ev.player == p and (ev.type == "discard" or ev.type == "spread" or ev.type == "hit")

    def _draws_next(self, seq: int, p: str) -> bool:
        """The event after ``seq`` in the hand is a draw by ``p``."""
        events = self.hand.events
        if seq + 1 >= len(events):
            return False
        ev = events[seq + 1]
        return ev.type == "draw" and ev.player == p

    def _melds_later(self, seq: int, p: str) -> bool:
        """``p``'s next event after ``seq`` is a spread or a hit."""
        events = self.hand.events
        for k in range(seq + 1, len(events)):
            ev = events[k]
            if ev.player == p:
                return ev.type == "spread" or ev.type == "hit"
        return False

    def _swapped_discard(self, seq: int, c: int) -> bool:
        """A draw from the pile of ``c``, which the previous player holds, whose turn ended without
        a discard, and whose discard of ``c`` is the next line: the two lines swapped.  That discard
        is applied first (its one tonk-turn-order, :meth:`_late_discard`), and not again at its line."""
        events = self.hand.events
        if seq + 1 >= len(events):
            return False
        nxt = events[seq + 1]
        q = self.order[self.late_turn[1]]
        if nxt.type != "discard" or nxt.player != q or CARD_INDEX.get(nxt.card) != c:
            return False
        done = self._late_discard(seq + 1, q, c, "draw")
        if done:
            self.done_early = seq + 1
        return done

    def _off_the_pile(self, seq: int, p: str, i: int, c: int) -> None:
        """A card drawn "from the discard pile" that is not on it (its ``tonk-draw-source`` found):
        a card seen elsewhere is a ``duplicate-card`` and moves to the player, but for one its holder
        may have discarded face down (``??``), under the pile's top, which is taken from the pile; an
        unseen one (or an unknown card) can only have come from the stock, which is one card smaller
        (as a stock draw: with its last card the stock is out)."""
        if c >= 52:
            if self._put_odd(c, i) is not None:
                self._find("duplicate-card", seq, p, f"{p} drew JK from the discard pile, but {NO_JOKERS}")
            return
        if c >= 0:
            prev = self.where[c]
            pile = self.pile
            buried = prev is not None and prev < PILE and prev != i and UNKNOWN in pile and self._kept_unknown(prev, c)
            self.where[c] = i
            if buried:
                # a card its holder may have discarded face down (``??``), under the top: taken from
                # the pile (as a card under the top named: the draw-source only)
                pile.remove(UNKNOWN)
                return
            if prev is not None:
                self._find("duplicate-card", seq, p, f"{p} drew {card_str(c)} from the discard pile, but "
                           f"{card_str(c)} is in {self._place_text(prev)}")
                return
        if self.stock > 0:
            self._take_stock()

    def _take_stock(self) -> None:
        """A card drawn leaves the stock: with its last card, the turn's draw took the last one."""
        self.stock -= 1
        if self.stock <= 0:
            self.actor = NOBODY
            if self.stock == 0:
                self.last_stock = True

    def _for_the_draw(self, seq: int, cards: list[int]) -> bool:
        """Some of ``cards`` (a meld logged before the turn's draw) are not held, and each of those
        is drawn by the player's own events right after it."""
        i = self.cur
        hand = self.hands[i]
        missing = False
        for c in cards:
            if 0 <= c < 52 and c not in hand:
                if not self._drawn_later(seq, i, c):
                    return False
                missing = True
        return missing

    def _release_held_melds(self) -> None:
        """The spreads and hits held (logged before the turn's draw that brings a card of theirs;
        their tonk-turn-order reported), in their order: at that draw, or when the turn or hand goes
        on without it (then judged as they are: card-not-held)."""
        melds = self.held_melds
        self.held_melds = None
        for seq, ev in melds:
            if ev.type == "spread":
                self._spread(seq, ev)
            else:
                self._hit(seq, ev)

    def _release_held_back(self, lost_draw: bool = False) -> None:
        """The discard held back (logged before the turn's draw, of a card the player did not hold),
        at the turn's draw or when the turn or hand ends without one: applied when the player now
        holds the card (the two lines swapped; its tonk-turn-order is reported), else card-not-held
        (skipped, ``missed``: the turn stays with the player).  ``lost_draw``: the turn ended there
        (the next player's event, or the hand counted next), so a card seen nowhere came with the
        turn's draw, its line left out (review of session 65)."""
        seq, c = self.held_back
        self.held_back = None
        i = self.cur
        if lost_draw and not self.drawn and 0 <= c < 52 and self.where[c] is None and self.stock > 0:
            # no draw came, and the card is seen nowhere: the turn's draw line was left out, and
            # it brought this card from the stock (one fault, its tonk-turn-order reported; review
            # of session 65: card-not-held, and the stock one card long)
            self._stock_card(seq, self.order[i], i, c)
            self._take_stock()
            self.hands[i].add(c)
            self.drawn = True
        if not self._to_pile(seq, i, c):
            self.missed = True
            self.missed_card = c
            return
        p = self.order[i]
        if not self.hands[i] and not self.unknown[i]:
            self._finish(seq, st.OUT, p, f"{p} went out (discarded the last card)", 1)
        else:
            self.discarded = True       # the turn stays open, as for a held card discarded early

    def _to_pile(self, seq: int, i: int, c: int) -> bool:
        """Seat ``i`` discards ``c`` onto the pile: a card held, or one its unknown cards may be
        (taken from them); False: the player cannot hold it (card-not-held), nothing moves."""
        hand = self.hands[i]
        # the pile's top discarded face down (``??``): (by whom, whether it may be any card nobody
        # is known to hold: the discarder held unknown cards of their own), for a draw naming it
        self.face_down = None
        if c in hand:
            hand.remove(c)
            self.where[c] = PILE
        elif c < 0 and hand:
            self.face_down = (i, self.unknown[i] > 0)
            self._face_down_discard(i)
        elif self._take(seq, i, [c], "discarded"):
            if 0 <= c < 52:
                self.where[c] = PILE
            else:
                self._move_odd(c, PILE)
                if c < 0:
                    self.face_down = (i, True)
        else:
            return False
        self.pile.append(c)
        return True

    def _face_down_discard(self, i: int) -> None:
        """Seat ``i`` discards ``??`` while holding known cards (the discard is face down, TONK.md
        2.4): any card of the hand may be the one discarded, so the hand left is one card fewer and
        none of it is known until a reveal names it: a settlement its count could change is
        unverifiable (README).  Its known cards stay placed with the player (``where``), so no other
        player may hold one (DealPhase._kept_unknown), but for the discard drawn from the pile."""
        hand = self.hands[i]
        if not self.unknown[i]:
            # its unknown cards are now all among its kept cards: none is a card seen nowhere
            # (README; review of session 66)
            self.kept_only[i] = True
        self.unknown[i] += len(hand) - 1
        hand.clear()

    def _late_discard(self, seq: int, p: str, c: int, after: str | None = None) -> bool:
        """A discard by the player whose turn just ended without one (``late_turn``), in the next
        player's turn before that player discarded, of a card p holds (or one of p's unknown cards
        may be): p's discard logged after the next player's draw.  It is applied as p's discard and
        is the one tonk-turn-order (in place of "ended without a discard"); the turn stays with the
        next player (True).  So too right after that player's drop, which ended the hand: the drop is
        judged with p's hand as discarded.  Else False.  ``after``: the next player's action the
        message names (else their draw, drop or play, as it stands)."""
        k, i, cur, rnd, rec = self.late_turn
        self.late_turn = None
        hand = self.hands[i]
        # (or logged after the drop that ended the hand, by the next player, right before it)
        dropped = (self.phase == OVER and self.end_kind == st.DROP and self.end_seq == seq - 1
                   and self.end_actor == self.order[cur])
        if (self.order[i] != p or self.cur != cur or self.round != rnd or self.phase != PLAY and not dropped
                or self.held_back is not None or len(hand) + self.unknown[i] < 2
                or c not in hand and not self._may_be_unknown(seq, i, c)):
            return False
        del self.findings[k]
        if rec is not None:
            # the discard of that turn came, late: its record goes, not an earlier turn's of p's
            # (review of session 66: the one slot it cleared was p's earlier lost discard, forgotten)
            self.unlogged = [r for r in self.unlogged if r is not rec]
        q = self.order[cur]
        what = after or ("drop" if dropped else "draw" if self.drawn else "play")
        self._find("tonk-turn-order", seq, p, f"{p} discarded {card_str(c)} after {q}'s {what}; a turn ends "
                   f"with its discard, before the next player draws")
        self._to_pile(seq, i, c)         # (a card held, or one of p's unknown cards)
        return True

    def _unlogged_discard(self, i: int):
        """Seat ``i``'s turn ended without its discard applied (its line left out: tonk-turn-order;
        or naming a card ``i`` does not hold: card-not-held), holding cards left to discard: one of
        the known cards ``i`` holds now may have gone to the pile unlogged (README: one fault, one
        finding).  It stays in ``i``'s hand, the count as logged, unless the log shows which: a
        reveal of the hand without it (:meth:`Replay._unlogged_reveal`), or the next draw from the
        pile naming it, the pile unchanged since (:meth:`_unlogged_draw`).  The record is added to
        ``unlogged`` and returned (None: no card to discard); the earlier turns' records stay, each
        a card of its own that may be on the pile (review of session 66: a later turn ending so,
        anyone's, took the one slot, and the earlier lost discard was forgotten)."""
        hand = self.hands[i]
        if len(hand) + self.unknown[i] < 2 or not hand:
            return None
        # (the card a skipped discard named, card-not-held: -1 when the line was left out)
        rec = (i, frozenset(hand), len(self.pile), self.missed_card if self.missed else -1)
        self.unlogged.append(rec)
        return rec

    def _unlogged_draw(self, i: int, c: int) -> bool:
        """Seat ``i`` draws ``c`` "from the discard pile", not its top: ``c`` is the discard of the
        turn that ended without one applied (:meth:`_unlogged_discard`), the pile unchanged since, by
        another player who still holds it: it went to the pile unlogged and is its top (True).  Only
        the latest such turn's card can be the top (an earlier one's is under it, or the pile grew)."""
        if not self.unlogged or not 0 <= c < 52:
            return False
        rec = self.unlogged[-1]
        j, cards, size, _ = rec
        if j == i or size != len(self.pile) or c not in cards or c not in self.hands[j]:
            return False
        self.unlogged.pop()
        self.hands[j].remove(c)
        self.where[c] = PILE
        self.pile.append(c)
        return True

    def _unlogged_last(self, seq: int, i: int) -> bool:
        """Seat ``i``, whose turn ended without its discard applied (:meth:`_unlogged_discard`), has
        one card left after a play at ``seq``, one it held then, with stock left, and the log pays
        the hand out next (only pays follow: an out, where nobody reveals): that card was the
        discard, gone to the pile unlogged, and this play took the last card (True: it leaves the
        hand).  Else False."""
        hand = self.hands[i]
        if len(hand) != 1 or self.unknown[i] or self.stock <= 0:
            return False
        c = next(iter(hand))
        rec = None
        for r in self.unlogged:         # (the first of i's turns that ended so holding it)
            if r[0] == i and c in r[1]:
                rec = r
                break
        if rec is None:
            return False
        events = self.hand.events
        if seq + 1 >= len(events):
            return False
        for k in range(seq + 1, len(events)):
            if events[k].type != "pay":
                return False
        self.unlogged.remove(rec)
        hand.remove(c)
        self.where[c] = PILE
        self.pile.insert(min(rec[2], len(self.pile)), c)
        return True

    def _unlogged_stock(self, seq: int, c: int) -> None:
        """A draw from the stock at ``seq`` of ``c``, which seat ``j`` holds: ``j`` drew ``c`` from the
        stock earlier, and the turn that ended without its discard applied (:meth:`_unlogged_discard`)
        named a card ``x`` nobody has been seen with since (card-not-held, already reported): that
        earlier draw's line named the wrong card (README).  It was ``x``, which went to the pile at
        that discard, and ``c`` stayed in the stock: ``c`` leaves ``j``'s hand (unplaced, for the
        draw to take), ``x`` goes to the pile where it was discarded, with no second finding."""
        rec = None
        for r in self.unlogged:
            j, cards, size, x = r
            if 0 <= x < 52 and self.where[x] is None and c in cards and self.where[c] == j and c in self.hands[j]:
                rec = r
                break
        if rec is None:
            return
        p = self.order[j]
        events = self.hand.events
        for k in range(seq):
            e = events[k]
            if e.type == "draw" and e.player == p and e.source != "discard" and e.card is not None \
                    and CARD_INDEX.get(e.card) == c:
                break
        else:
            return
        self.unlogged.remove(rec)
        self.hands[j].remove(c)
        self.where[c] = None
        self.where[x] = PILE
        self.pile.insert(min(size, len(self.pile)), x)
