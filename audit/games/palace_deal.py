"""Palace Poker, the deal (PALACE.md section 1): antes, banner cards, palace cards.

Banner cards are dealt one at a time from the dealer's left; a card whose suit
repeats a banner already kept in the player's group (positions 1-4, 5-8,
9-10) is rejected and the same player gets another.  The log records every
banner card; a rejected one is followed by the next ``banner`` for the same
player, which is how a rejection is recognised.
"""

from __future__ import annotations

from ..cards import UNKNOWN, card_str, parse_card, parse_cards, suit_of
from .palace_state import DECK_SIZE, GROUP_BOUNDS, suit_name

# phases
ANTE, BANNER, DEAL, PLAY, OVER = range(5)


def _group_words(group: int) -> str:
    lo, hi = GROUP_BOUNDS[group]
    return f"positions {lo}-{hi} from the dealer's left"


class DealMixin:
    __slots__ = ()

    # ---- antes --------------------------------------------------------
    def _on_ante(self, seq, ev):
        p = self.players[ev.player]
        amount = ev.amount
        ante = self.rules.ante
        if self.phase != ANTE:
            self._find("wrong-forced-bet", seq, p.name,
                       f"{p.name} anted {amount} after the banner cards were dealt; "
                       f"every player antes before the first card")
        elif p.anted:
            self._find("wrong-forced-bet", seq, p.name,
                       f"{p.name} anted a second time ({amount}); each player antes once")
        elif amount != ante:
            self._find("wrong-forced-bet", seq, p.name,
                       f"{p.name} anted {amount}; the ante is {ante}")
        if amount > p.stack:
            self._find("stack-exceeded", seq, p.name,
                       f"{p.name} anted {amount} but had only {p.stack} left")
        p.anted = True
        self._pay(p, amount)

    def _close_antes(self, seq):
        self.phase = BANNER
        if self.rules.ante <= 0:
            return
        for p in self.order:
            if not p.anted:
                self._find("wrong-forced-bet", seq, p.name,
                           f"{p.name} was dealt in without anteing {self.rules.ante}; "
                           f"every player antes before the first card")

    # ---- banner cards -------------------------------------------------
    def _next_banner_player(self):
        for p in self.order:
            if not p.bannered:
                return p
        return None

    def _on_banner(self, seq, ev):
        if self.phase == ANTE:
            self._close_antes(seq)
        p = self.players[ev.player]
        card = parse_card(ev.card)
        if self.phase != BANNER:
            self._find("wrong-deal", seq, p.name,
                       f"a banner card ({ev.card}) for {p.name} after the palace cards were dealt; banners come first")
            self._ledger_check(seq, p.name, card, "out", ())
            return
        if p.pos == 0 or p.bannered:
            self._find("wrong-deal", seq, p.name,
                       f"{p.name} was dealt another banner card ({ev.card}) after keeping "
                       f"{card_str(p.banner) if p.banner is not None else 'one'}; each player keeps one banner")
            self._ledger_check(seq, p.name, card, "rejected", ("bdeck",))
            self.rejected.append(card)
            return
        expected = self._next_banner_player()
        if expected is not p:
            self._find("wrong-deal", seq, p.name,
                       f"a banner card went to {p.name} but {expected.name} was next: banners are dealt "
                       f"one player at a time from the dealer's left")
        if self.bdeck_left <= 0 and self.rejected:
            # the deck ran out: the rejected banner cards are shuffled and dealing goes on
            for c in self.rejected:
                self.ledger.move(c, "bdeck")
            self.bdeck_left = len(self.rejected)
            self.rejected = []
        self.bdeck_left -= 1
        if card == UNKNOWN:
            self._find("wrong-deal", seq, p.name,
                       f"{p.name}'s banner card is recorded as ??; banner cards are dealt face up")
            return
        nxt = self.events[seq + 1] if seq + 1 < len(self.events) else None
        rejected = nxt is not None and nxt.type == "banner" and nxt.player == p.name
        place = "rejected" if rejected else p.name
        self._ledger_check(seq, p.name, card, place, ("bdeck",))
        suit = suit_of(card)
        owners = self.group_suits[p.group]
        owner = owners.get(suit)
        if rejected:
            self.rejected.append(card)
            if owner is None:
                self._find("palace-banner-suit", seq, p.name,
                           f"{card_str(card)} dealt to {p.name} was rejected, but no banner in {p.name}'s group "
                           f"({_group_words(p.group)}) has {suit_name(card)}; a card of a new suit must be kept")
        else:
            if owner is not None:
                self._find("palace-banner-suit", seq, p.name,
                           f"{p.name} kept {card_str(card)} as banner but {owner}, in the same group "
                           f"({_group_words(p.group)}), already has {suit_name(card)}; the card must be "
                           f"rejected and another dealt")
            else:
                owners[suit] = p.name
            p.banner = card
            p.bannered = True

    def _close_banners(self, seq):
        if self.phase == ANTE:
            self._close_antes(seq)
        self.phase = DEAL
        kept = 0
        for p in self.order:
            if p.bannered:
                kept += 1
            else:
                self._find("wrong-deal", seq, p.name, f"{p.name} was dealt no banner card")
        # the remaining cards, rejected banners included, are shuffled for the palace cards
        for c in self.rejected:
            self.ledger.move(c, "deck")
        for c, place in list(self.ledger.where.items()):
            if place == "bdeck":
                self.ledger.move(c, "deck")
        self.rejected = []
        self.deck_left = DECK_SIZE - kept

    # ---- palace cards -------------------------------------------------
    def _on_deal(self, seq, ev):
        if self.phase < DEAL:
            self._close_banners(seq)
        p = self.players[ev.player]
        if self.phase != DEAL or p.pos == 0 or p.dealt:
            why = ("after play began" if self.phase != DEAL else
                   "who is not in the hand" if p.pos == 0 else "a second time")
            self._find("wrong-deal", seq, p.name, f"palace cards dealt to {p.name} {why}")
            return
        expected = next((q for q in self.order if not q.dealt), None)
        if expected is not p:
            self._find("wrong-deal", seq, p.name,
                       f"palace cards went to {p.name} but {expected.name} was next: they are dealt "
                       f"from the dealer's left")
        cards = parse_cards(ev.down or [])
        if ev.up:
            self._find("wrong-deal", seq, p.name,
                       f"{p.name} was dealt {' '.join(ev.up)} face up; palace cards are dealt face down")
            cards += parse_cards(ev.up)
        if len(cards) != 3:
            self._find("wrong-deal", seq, p.name,
                       f"{p.name} was dealt {len(cards)} palace cards; every player gets 3")
        for c in cards:
            self._ledger_check(seq, p.name, c, p.name, ("deck",))
        p.palace = cards
        p.dealt = True
        self.deck_left -= len(cards)
        if all(q.dealt for q in self.order):
            self._begin_play(seq)

    def _close_deal(self, seq):
        """Play begins although some palace cards were never dealt."""
        if self.phase < DEAL:
            self._close_banners(seq)
        for p in self.order:
            if not p.dealt:
                self._find("wrong-deal", seq, p.name, f"{p.name} was dealt no palace cards before play began")
        self._begin_play(seq)
