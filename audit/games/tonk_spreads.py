"""Tonk's spreads and hits (TONK.md section 2) for :class:`audit.games.tonk.Replay`: a meld's
cards taken from the hand and laid on the table, the spread's kind, a hit judged on the spread
as it stands, the hit penalty of its owner, and the player who melds their last card (a tonk,
or out after a discard logged before the draw).

A meld logged out of its turn's order is held or applied to the turn it belongs to, as
:mod:`audit.games.tonk_turns` says (``held_melds``, :meth:`TurnPhase._late_meld`).
"""

from __future__ import annotations

from ..cards import CARD_INDEX, UNKNOWN, cards_str, rank_of
from ..model import Event
from . import tonk_settle as st
from .tonk_deal import NOBODY, OVER, PILE, PLAY
from .tonk_melds import RUN, SET, Spread, can_meld_all, spread_kind, why_invalid
from .tonk_turns import TurnPhase

_card = CARD_INDEX.__getitem__      # card name -> int


class SpreadPhase(TurnPhase):
    """The spreads and hits of the Tonk ``Replay`` (its fields are DealPhase's)."""

    __slots__ = ()

    def _lay(self, cards: list[int], place: int) -> None:
        """Cards just taken from a hand go to a spread."""
        where = self.where
        for c in cards:
            if 0 <= c < 52:
                where[c] = place
            else:
                self._move_odd(c, place)

    def _misnamed_meld(self, seq: int, ev: Event, verb: str, what: str) -> list[int] | bool | None:
        """A spread or hit under the name of a player who cannot hold its cards, while the player
        in turn, who has drawn, holds them all: the line names the wrong player, one card-not-held
        (as a misnamed discard: README), and the meld is the turn's player's: its cards (else None;
        False for a stray line, reported and not played: :meth:`_misnamed_play`).
        Review of session 65: it cascaded into turn-order, reveal and payment findings."""
        p = ev.player
        if p == self.actor:
            return None
        cards = list(map(_card, ev.cards))
        took = self._misnamed_play(seq, p, cards, verb, what)
        if took is None:
            return False        # a stray line (reported): nothing is laid
        return cards if took else None

    def _meld_cards(self, seq: int, ev: Event, verb: str) -> list[int] | None:
        """A spread or hit by the player in turn (else None): its cards, after the draw check."""
        p = ev.player
        if p != self.actor:
            if self._late_meld(seq, p):
                self._find("tonk-turn-order", seq, p, f"{p} {verb} after discarding; a turn ends with its "
                           f"discard (the lines are swapped: applied to {p}'s turn)")
                return list(map(_card, ev.cards))
            if not self._enter_play(seq, ev):
                return None
        cards = list(map(_card, ev.cards))
        if not self.drawn:
            if self.held_melds is not None:
                # after a meld held for the turn's draw: the draw was logged after both (one fault,
                # reported at the first), and this one waits too, in its order
                self.held_melds.append((seq, ev))
                return None
            self._find("tonk-turn-order", seq, p, f"{p} {verb} before drawing; a turn starts with the draw")
            if self._for_the_draw(seq, cards):
                # a card of it comes with the turn's draw, logged next: the lines swapped, the meld
                # waits for that draw (as a discard does: tonk_turns)
                if self.held_melds is None:
                    self.held_melds = [(seq, ev)]
                else:
                    self.held_melds.append((seq, ev))
                self.actor = NOBODY
                return None
            self._lost_draw_for(seq, p, cards)
        return cards

    def _lost_draw_for(self, seq: int, p: str, cards: list[int]) -> None:
        """A meld logged before the turn's draw (its tonk-turn-order reported) with one card the
        player does not hold, seen nowhere, and no draw of the player's in the turn: the draw line
        was left out, and it brought that card from the stock (one fault, as for such a discard:
        TurnPhase._release_held_back).  Second review of session 65: card-not-held, and with the
        last stock card an unknown card in the hand at the count.  A player holding unknown
        (``??``) cards: the meld has one card more, seen nowhere, than those cards may be (review
        of session 66: no inference, and card-not-held and a cascade); whichever of the cards seen
        nowhere the draw brought, the others are unknown cards of the player's."""
        i = self.cur
        hand = self.hands[i]
        if self.stock <= 0 or self.order[i] != p:
            return
        u = self.unknown[i]
        c = -1
        unseen = kept = 0
        for x in cards:
            if x not in hand:
                if not 0 <= x < 52:
                    return
                if self.where[x] is None:
                    unseen += 1
                    if c < 0:
                        c = x
                elif self._kept_unknown(i, x):
                    kept += 1
                else:
                    return
        if c < 0:
            return
        if self.kept_only[i]:           # (its unknown cards are kept cards: none is a card seen nowhere)
            if unseen != 1 or kept > u:
                return
        elif unseen + kept != u + 1:
            return
        events = self.hand.events
        for k in range(seq + 1, len(events)):
            ev = events[k]
            if ev.player != p or ev.type not in ("spread", "hit", "discard"):
                if ev.player == p and ev.type == "draw":
                    return              # the turn's draw comes (a card-not-held stands)
                break
        self._stock_card(seq, p, i, c)
        self._take_stock()
        hand.add(c)
        self.drawn = self.acted = True

    def _take_meld(self, seq: int, i: int, cards: list[int], verb: str) -> bool:
        """Take a spread's or hit's cards from the hand (False: not all held, nothing applied)."""
        hand = self.hands[i]
        taken = set(cards)
        if len(taken) == len(cards) and taken <= hand:   # the common case: the cards are all held
            hand -= taken
            return True
        return self._take(seq, i, cards, verb)

    def _meld_of(self, seq: int, ev: Event, verb: str, what: str):
        """A spread's or hit's player and cards (``(player, cards)``): the player in turn's when the
        line names the wrong player (:meth:`_misnamed_meld`; review of session 65), else the named
        player's as :meth:`_meld_cards` takes them; None when nothing is laid."""
        cards = self._misnamed_meld(seq, ev, verb, what)
        if cards is False:
            return None
        if cards is not None:
            return self.order[self.cur], cards
        cards = self._meld_cards(seq, ev, what)
        return None if cards is None else (ev.player, cards)

    def _spread(self, seq: int, ev: Event) -> None:
        meld = self._meld_of(seq, ev, "spread", "spread")
        if meld is None:
            return
        p, cards = meld
        if not cards:       # nothing laid: no spread (a later spread is number 1 still)
            self._find("tonk-invalid-spread", seq, p, f"{p} spread no cards; a spread has at least three cards")
            return
        i = self.pos[p]         # (not the turn's player: a spread logged after p's discard)
        if not self._take_meld(seq, i, cards, "spread"):
            return
        ace_high = self._ace_high
        kind = spread_kind(cards, ace_high)
        number = len(self.spreads) + 1
        if kind is None:
            self._find("tonk-invalid-spread", seq, p, f"{p} spread {cards_str(cards)}: {why_invalid(cards, ace_high)}")
        self.spreads.append(Spread(number, p, cards, kind))
        self._lay(cards, PILE + number)
        self._melded(seq, p, i)

    def _hit(self, seq: int, ev: Event) -> None:
        meld = self._meld_of(seq, ev, f"hit spread {ev.spread} with", "hit")
        if meld is None:
            return
        p, cards = meld
        i = self.pos[p]         # (not the turn's player: a hit logged after p's discard)
        k = ev.spread
        spreads = self.spreads
        if not 1 <= k <= len(spreads):
            self._find("tonk-invalid-hit", seq, p, f"{p} hit spread {k}, but the table has {len(spreads)} spread(s)")
            return
        if not cards:                        # nothing added: no hit, and no hit penalty for the owner
            self._find("tonk-invalid-hit", seq, p, f"{p} hit spread {k} with no cards; a hit adds at least one card")
            return
        if not self._take_meld(seq, i, cards, "hit with"):
            return
        sp = spreads[k - 1]
        opt = self.opt
        combined = sp.cards + cards
        kind = spread_kind(combined, self._ace_high)
        valid = False                        # an invalid hit is no hit: no hit penalty for the owner
        if opt.hits_on_runs_only and (sp.kind == SET or kind == SET):
            what = "a set" if sp.kind == SET else f"making it a set with {cards_str(cards)}"
            self._find("tonk-invalid-hit", seq, p,
                       f"{p} hit spread {k} ({cards_str(sp.cards)}), {what}; with hits_on_runs_only only runs may be hit")
        elif kind is None or (sp.kind is not None and kind != sp.kind):
            what = {SET: "set", RUN: "run"}.get(sp.kind, "spread")
            self._find("tonk-invalid-hit", seq, p,
                       f"{p} hit spread {k} ({cards_str(sp.cards)}) with {cards_str(cards)}: "
                       f"the {what} would not stay a valid {what}"
                       + (" (a set has at most four cards)" if sp.kind == SET and len(combined) > 4
                          and len({rank_of(c) for c in combined}) == 1 else ""))
        else:
            valid = True
        if valid or sp.kind is None:
            # an invalid hit on a valid spread is no hit: its cards lie beside it, apart from its
            # meld, so that a later hit is judged on the spread as it stands (one fault, one finding)
            sp.cards = combined
        if sp.kind is None:
            sp.kind = kind
        sp.hits.append((p, cards))
        self._lay(cards, PILE + k)
        if valid and sp.owner != p:
            owner = self.pos[sp.owner]
            self.penalty[owner] += opt.hit_penalty
            if owner == self.cur and i != owner and not self.penalized and opt.hit_penalty > 0:
                # a hit logged after p's discard on the spread of the player whose turn began:
                # that turn is the first the penalty covers (as _begin_turn would have counted it)
                self.penalized = True
                self.penalty[owner] -= 1
        self._melded(seq, p, i)

    def _melded(self, seq: int, p: str, i: int) -> None:
        """After p's spread or hit: in p's turn, p has acted (the last card: :meth:`_melded_out`); a
        meld logged after p's discard (:meth:`_late_meld`) that took p's last card: p went out."""
        if i != self.cur or self.phase == OVER:
            if not self.hands[i] and not self.unknown[i]:
                self._finish(seq, st.OUT, p, f"{p} went out (spread or hit the last cards after the discard)", 1)
            return
        self.acted = True
        if not self.hands[i] and not self.unknown[i]:
            self._melded_out(seq, p)
        elif self.drawn and self.unlogged and self._unlogged_last(seq, i):
            self._melded_out(seq, p)

    def _melded_out(self, seq: int, p: str) -> None:
        """``p`` spread or hit the last card: a tonk; but before the turn's draw, with that draw
        next (the lines swapped, reported), the turn goes on; after a discard logged before the
        draw, the turn's discard came last: the player went out."""
        if not self.drawn and self._draws_next(seq, p):
            return
        if self.discarded:
            self._finish(seq, st.OUT, p, f"{p} went out (the discard logged before the draw was the last card)", 1)
        else:
            self._finish(seq, st.TONK, p, f"{p} tonked (spread the last card)", 2)

    # ---- the last lines of a winning turn left out (review of session 65) -----------
    def _ended_unlogged(self, seq: int) -> bool:
        """A ``pay`` at ``seq`` while the hand is being played with stock left, only pays from it to
        the end of the log (nobody reveals: no drop nor stock out, so the hand ended in an out or a
        tonk), and the last lines of the winning turn left out (README, one fault, one finding):

        - the player in turn has drawn and holds cards, no discard logged: the turn ended without a
          discard (``tonk-turn-order``), and the hand in that player's out (the discard of their
          last card left out; with more cards, the spreads or hits of the others too) or tonk (the
          spreads or hits of them all left out), whichever the cards and the table allow: when
          both may be, the multiple is not known (``unverifiable-award``);
        - the previous player's discard ended their turn, the next player has done nothing, and the
          cards left in the hand can be laid on the table: their spread or hit was left out, and the
          hand ended in that player's out (one ``illegal-action``: a payment during play).

        True when so (the hand is over); else False, nothing changes."""
        if self.phase != PLAY or self.stock <= 0 or self.held_melds is not None or self.held_back is not None:
            return False
        events = self.hand.events
        for k in range(seq, len(events)):
            if events[k].type != "pay":
                return False
        if self.drawn and not self.discarded and not self.missed:
            return self._winning_turn_left_open(seq, self.cur)
        if self.drawn or self.acted or seq == 0:
            return False
        prev = events[seq - 1]
        i = self.pos.get(prev.player)
        if prev.type != "discard" or i is None or self.next_of[i] != self.cur or i == self.cur:
            return False
        hand = self.hands[i]
        cards = sorted(hand) + [UNKNOWN] * self.unknown[i]
        if not cards or not can_meld_all(cards, self._table(), self._ace_high, self.opt.hits_on_runs_only):
            return False
        p = self.order[i]
        held = self._held(p)
        self._find("illegal-action", seq, p,       # (the player whose line is missing, as for a lost drop)
                   f"{events[seq].source} paid while the hand was still being played: {p}'s discard left {p} "
                   f"holding {held}, with only payments after it; taken as {p}'s out (the spread or hit of "
                   f"{held} left out of the log)")
        self._finish(seq, st.OUT, p, f"{p} went out (the spread or hit of {held} left out of the log)", 1)
        self.end_unplayed = True
        return True

    def _winning_turn_left_open(self, seq: int, i: int) -> bool:
        """:meth:`_ended_unlogged`'s first case: seat ``i`` has drawn and holds cards."""
        hand = self.hands[i]
        cards = sorted(hand) + [UNKNOWN] * self.unknown[i]
        if not cards:
            return False
        table = self._table()
        ace_high = self._ace_high
        runs_only = self.opt.hits_on_runs_only
        tonk = can_meld_all(cards, table, ace_high, runs_only)
        out = False
        if len(cards) == 1 or not tonk:
            # (with two cards or more, a tonk leaves fewer lines out, its melds, than an out, its
            # melds and the discard: one fault, the tonk; with one, a hit or the discard, either)
            for c in cards:
                rest = list(cards)
                rest.remove(c)
                if can_meld_all(rest, table, ace_high, runs_only):
                    out = True
                    break
        if not tonk and not out:
            return False
        p = self.order[i]
        held = self._held(p)
        n = len(cards)
        if not tonk:
            what = ("out (the discard of the last card left out of the log)" if n == 1 else
                    "out (the spreads or hits of all but one of those cards, and the discard of the last, left "
                    "out of the log)")
        elif not out:
            what = "tonk (the spreads or hits of those cards left out of the log)"
        else:
            what = ("out or tonk (the discard of the last card, or a hit with it, left out of the log: which, the "
                    "log does not show)")
        self._find("tonk-turn-order", seq, p,
                   f"{p}'s turn ended without a discard while {p} still held {n} card{'s' if n != 1 else ''} "
                   f"({held}); a turn ends with one discard: only payments follow, taken as {p}'s {what}")
        if not tonk:
            how = f"{p} went out (the discard of the last card left out of the log)"
            if n == 1:
                self._to_pile(seq, i, cards[0])
        elif not out:
            how = f"{p} tonked (the spreads or hits of the last cards left out of the log)"
        else:
            how = f"{p} went out or tonked (the last line of the turn left out of the log: which, it does not show)"
        self._finish(seq, st.OUT if not tonk else st.TONK, p, how, 1 if not tonk else 2 if not out else -1)
        self.end_unplayed = True
        return True

    def _table(self) -> list[list[int]]:
        """The valid spreads on the table, their cards (for :func:`can_meld_all`)."""
        return [list(sp.cards) for sp in self.spreads if sp.kind is not None]
