"""Five-card draw's showdown, payout lines and burns: a link of the draw replay's chain of
classes (:mod:`audit.games.draw`, which this module's class is the base of).

A show or muck before the showdown is out of turn (the show compared with the player's final
cards once the player has drawn); a payout line during an open betting round ends it as a show
does (README: the answers left out); a burn takes a card from the deck, or, once the deck has run
out, from the new deck of earlier discards.  A hand shown after a draw of unseen cards from such a
deck, or after ``??`` discards beside known cards, is held to what that draw can have given
(``_shown_from_new_deck``, ``_kept_too_many``).
"""

from __future__ import annotations

from ..cards import CARD_INDEX, JOKER, NO_JOKERS, UNKNOWN, card_str, cards_str
from ..model import Event, Result
from ..poker.round_end import end_at_payout
from .draw_exchange import _DISCARDS, IN_DECK, RAN_OUT, spend_blind_out
from .draw_forced import BET1, BET2, DEAL, DONE, DRAW, SHOWDOWN, during
from .draw_order import DrawOrder


class DrawShowdown(DrawOrder):
    __slots__ = ()      # the state's fields are declared by DrawState (draw_forced)

    # ---- the showdown and the settlement ---------------------------------------------------
    def _show(self, seq: int, ev: Event) -> None:
        t = self.t
        i = self.index[ev.player]
        if self.phase == DRAW and not t.folded[i]:
            self._draws_left_out(seq, i, "showed")
        if self.phase == BET2 and not t.folded[i] and self._checks_left_out(
                seq, i, "out-of-turn", f"{ev.player} showed during the second betting round; hands are shown "
                f"at the showdown"):
            pass    # reported: the show is judged at the showdown
        ph = self.phase
        if ph < SHOWDOWN and not t.folded[i] and t.n - t.folded.count(True) > 1:
            t.find("out-of-turn", seq, i, f"{ev.player} showed {during(ph)}; hands are shown at the "
                   f"showdown")
            if ph == BET2 or (ph == DRAW and self.drawn[i]):
                # the player's cards are final (the draw is over, or the player has drawn): the
                # show is compared with them, and it stays shown (README: the early show stays
                # shown); before the player's draw it is only out of turn
                self._shown(seq, i, ev.cards)
            return
        self._shown(seq, i, ev.cards)

    def _for_session_checks(self, res: Result) -> None:
        """What the checks across hands judge of this hand against the next (audit.session): the
        entry posts taken as legal (a player who is not entering), the heads-up button rule and
        the big blind's seat."""
        if self.entered:
            res.entries = tuple(self.entered)
        res.heads_up_button = self.heads_up
        if self.blinds is not None:
            res.big_blind = self.t.hand.seats[self.bb].seat

    def _shown(self, seq: int, i: int, cards: list[str]) -> None:
        """Seat ``i`` shows ``cards``: compared with its cards (and may be cards of the new deck)."""
        t = self.t
        recycled = self.recycled
        if recycled is not None and i in recycled and self._shown_from_new_deck(seq, i, cards, recycled[i]) or \
                self.blind_outs is not None and self._kept_too_many(seq, i, cards):
            t.shown[i] = True       # shown, but not the hand held (which stays unknown), as table.show has it
            return
        t.show(seq, i, cards, 5)

    def _muck(self, seq: int, ev: Event) -> None:
        t = self.t
        i = self.index[ev.player]
        if self.phase == DRAW and not t.folded[i]:
            self._draws_left_out(seq, i, "mucked")
        if self.phase == BET2 and not t.folded[i] and self._checks_left_out(
                seq, i, "out-of-turn", f"{ev.player} mucked during the second betting round"):
            t.muck_early(i)     # reported: mucked at the showdown unless the round goes on
            return
        ph = self.phase
        if ph < SHOWDOWN and not t.folded[i] and t.n - t.folded.count(True) > 1:
            t.find("out-of-turn", seq, i, f"{ev.player} mucked {during(ph)}; a player gives up a hand "
                   f"by folding")
            t.muck_early(i)     # not applied (the hand plays on); not shown at the showdown: mucked
            return
        if ph == SHOWDOWN or ph == DONE:
            t.muck(seq, i)

    def _record(self, seq: int, ev: Event) -> None:
        ph = self.phase
        if not self.paid and (ph == BET1 or ph == BET2) and self.br.to_act is not None:
            # the log pays out while the betting round is open: the answers it left out, as at a
            # show (README: one facing a bet and not in the log again folded), so that the payout
            # is judged (review of session 64: a lost fold line left the hand incomplete, its
            # right return called wrong and its payout unjudged)
            if not (ph == BET1 and self.redeal_rule and not self.blinds and self.br.current == 0):
                # (not checks all round, which would end the hand: all_check redeal, as _checks_left_out)
                end_at_payout(self.br, seq, "out-of-turn", f"the log pays out ({ev.type}) during the "
                              f"{'first' if ph == BET1 else 'second'} betting round")
        self.paid = True
        self.t.record(seq, ev, self.index.get(ev.player), self.phase > DEAL)

    def _burned_from_new_deck(self, c: int) -> bool:
        """A burn once the deck ran out: the deck in play is made of the earlier discards, and the
        card burned is one of them, or one an earlier player kept beside a ``??`` discard into it
        (which the ``??`` may have been).  It leaves that deck for the burn (drawn again, it is a
        duplicate-card).  False: no such card (a duplicate-card, as before the run-out).  Review
        of session 60."""
        t = self.t
        where = t.ledger.where
        jp = t.ledger.joker_places
        r = self._blind_out(c, -1, IN_DECK) if self.blind_outs is not None else None
        if c == JOKER:
            # a joker: one discarded known into that deck (its place is those discards), or, with
            # every joker placed, one an earlier player held beside a ?? discard into it (review
            # of session 60: a false duplicate-card)
            k = -1
            if JOKER in self.stock:
                for n, place in enumerate(jp):
                    if place.startswith(_DISCARDS):
                        k = n
                        break
            if k >= 0:
                self.stock.remove(JOKER)
            elif r is not None and len(jp) >= t.ledger.jokers:
                k = jp.index(t.names[r[0]])
                self._blind_burned(r, c)
            else:
                return False
            jp[k] = "burn"
            return True
        if c in self.stock and where.get(c, "").startswith(_DISCARDS):
            self.stock.remove(c)
        elif r is not None:
            self._blind_burned(r, c)
        else:
            return False
        where[c] = "burn"
        return True

    def _blind_burned(self, r: list, c: int) -> None:
        """The burned card ``c`` was the ``??`` discard of record ``r`` (``blind_outs``)."""
        spend_blind_out(r, c)
        if UNKNOWN in self.stock:
            self.stock.remove(UNKNOWN)      # the ?? discard it was

    def _burn(self, seq: int, ev: Event) -> None:
        t = self.t
        for text in ev.cards or ():
            c = CARD_INDEX[text]
            if self.deck_left <= 0 and self.pile:
                # the deck has run out: the burn is the first card of the new deck of discards
                self.deck_left = self._new_deck()
            self.deck_left -= 1
            if c >= 0 and self.recycled is not None and self._burned_from_new_deck(c):
                continue
            if c >= 0:
                before = t.ledger.put(c, "burn")
                if before is NO_JOKERS:
                    t.find("duplicate-card", seq, None, f"burned card {card_str(c)}, but this deck has no jokers "
                           f"(rules.jokers)")
                elif before is not None:
                    t.find("duplicate-card", seq, None, f"burned card {card_str(c)} is already "
                           f"{'held by ' + before if before in t.index else 'in the ' + before}")
        if not ev.cards:
            if self.deck_left <= 0 and self.pile:
                self.deck_left = self._new_deck()       # (as for a burn that names its card)
            self.deck_left -= 1

    def _kept_too_many(self, seq: int, i: int, cards: list[str]) -> bool:
        """Seat ``i`` shows more of the known cards it held beside a ``??`` discard than it can have
        kept: each ``??`` it could not have been among its unknown cards was one of them (a deck
        never gives a player their own discards back, POKER.md 4.4), so the hand shown is not the
        hand held: shown-cards-mismatch (True; the hand stays unknown).  Review of session 60."""
        for r in self.blind_outs:
            if r[0] != i:
                continue
            # the ?? that were some of the known cards ``r[1]`` (its jokers counted r[5] times: a set
            # holds one); a joker shown is one kept unless it may be one received (r[6])
            gone = r[2] - r[4]
            if gone <= 0:
                continue
            known = []
            for c in r[1]:
                if c != JOKER:
                    known.append(c)
            room = max(0, len(known) + r[5] - gone)
            mine = []
            shown_jokers = 0
            for text in cards:
                c = CARD_INDEX.get(text, UNKNOWN)
                if c == JOKER:
                    shown_jokers += 1
                elif c in r[1]:
                    mine.append(text)
            for _ in range(min(r[5], max(0, shown_jokers - r[6]))):
                mine.append("JK")
            if len(mine) > room:
                t = self.t
                name = t.names[i]
                t.find("shown-cards-mismatch", seq, i,
                       f"{name} showed {' '.join(mine)}, but discarded {r[2]} unseen "
                       f"card{'s' if r[2] != 1 else ''} from a hand of {cards_str(sorted(r[1]))}"
                       f"{f' and {r[4]} unknown' if r[4] else ''}, so kept at most {room} of those: a deck never "
                       f"gives a player their own discards back")
                return True
        return False

    def _shown_from_new_deck(self, seq: int, i: int, cards: list[str], drew: list) -> bool:
        """Shown cards that are earlier players' discards, reshuffled into the new deck while
        seat ``i`` drew cards nobody saw: it may hold them (POKER.md 4.4), as many as it drew
        unseen from the new deck, so they leave the discards (and the new deck) for its hand;
        so may a card an earlier player kept beside a ``??`` discard into that deck (which the
        ``??`` may have been: ``blind_outs``), which then leaves that player.  When every
        unseen card it holds came from a new deck of known discards only
        (``reshuffle: stub_first``), a shown card nobody has seen cannot be one of them:
        shown-cards-mismatch (True: the show is then not the hand, which stays unknown)."""
        t = self.t
        unknown = t.cards[i].count(UNKNOWN)
        if not unknown:
            return False
        maybe, left = drew
        where = t.ledger.where
        # every card of the new deck it drew from is known (reshuffle: stub_first, no ?? discard
        # in it): the cards it drew unseen are some of them, and in the hand shown
        known_deck = not self.with_stub and UNKNOWN not in maybe and JOKER not in maybe
        fresh = None
        if known_deck and unknown <= left:
            fresh = [text for text in cards if 0 <= CARD_INDEX.get(text, UNKNOWN) < JOKER
                     and CARD_INDEX[text] not in where]
            if fresh:
                known = cards_str(sorted(c for c in maybe if c >= 0)) or "none"
                t.find("shown-cards-mismatch", seq, i,
                       f"{t.names[i]} showed {' '.join(fresh)}, but the cards {t.names[i]} drew unseen came from the "
                       f"new deck of the earlier players' discards ({known}), which did not hold "
                       f"{'them' if len(fresh) > 1 else 'it'}")
        stock = self.stock
        codes = [CARD_INDEX.get(text, UNKNOWN) for text in cards]
        jp = t.ledger.joker_places
        spare = codes.count(JOKER) - t.cards[i].count(JOKER)    # jokers shown beyond the known ones held
        # the other cards first: a joker may also be one nobody has seen, dealt or drawn unseen
        codes.sort(key=JOKER.__eq__)
        for c in codes:
            if c == JOKER:
                if spare <= 0:
                    continue
                spare -= 1
                k = next((k for k, p in enumerate(jp) if p.startswith(_DISCARDS)), None)
                if left and c in maybe and k is not None:
                    del jp[k]                # a discarded joker, now in this hand (shown below)
                    if c in stock:
                        stock.remove(c)
                    left -= 1
                elif left and c in maybe and self.blind_outs is not None and self._take_blind_out(c, i, RAN_OUT):
                    left -= 1                # one an earlier player may have discarded as ??
                continue
            if left and c in maybe and where.get(c, "").startswith(_DISCARDS):
                # (it may have been the new deck's last card, so no longer in it: the deck ran out
                # again since)
                del where[c]
                if c in stock:
                    stock.remove(c)
                left -= 1
            elif left and c in maybe and self.blind_outs is not None and self._take_blind_out(c, i, RAN_OUT):
                # kept by an earlier player, or discarded as ?? into the new deck this one drew
                # from unseen (now placed with this player)
                left -= 1
        hidden = codes.count(UNKNOWN)       # cards shown as ??: each may be one of them
        if left > hidden and known_deck and not fresh and len(cards) == len(t.cards[i]):
            # the cards it kept unknown too: the hand shown holds fewer of the new deck's cards
            # than it drew from it (POKER.md 3: a shown hand is the cards dealt and kept)
            known = cards_str(sorted(c for c in maybe if c >= 0)) or "none"
            t.find("shown-cards-mismatch", seq, i,
                   f"{t.names[i]} showed {' '.join(cards)}, but {left} of the cards {t.names[i]} drew unseen "
                   f"came from the new deck of the earlier players' discards ({known}), and the hand shown "
                   f"holds {'none' if left == drew[1] and not hidden else 'too few'} of them")
            return True
        drew[1] = left
        return bool(fresh)


def fold_at_the_showdown(t, seq: int, ev: Event, i: int) -> None:
    """A fold of seat ``i`` at the showdown, its hand not shown, the betting over: it gives the hand
    up, one ``out-of-turn``.  The hand is mucked (review of session 67: a player whose draw line was
    lost, then folded, was judged the winner); one short of what another still in put in, not
    all-in, folds: its chips dead, no pot of their own (the diff review of session 67)."""
    short = False
    if not t.all_in[i]:
        for k in range(t.n):
            if not t.folded[k] and t.total[k] > t.total[i]:
                short = True
    t.find("out-of-turn", seq, i, f"{ev.player} made a fold after the betting was over; at the "
           f"showdown a hand is given up by mucking: taken as {'folded' if short else 'mucked'}")
    if short:
        t.folded[i] = True
    else:
        t.muck_early(i)
