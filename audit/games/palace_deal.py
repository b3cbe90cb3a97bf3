"""Palace Poker, the deal (PALACE.md section 1): antes, banner cards, palace cards.

Banner cards are dealt one at a time from the dealer's left; a card whose suit
repeats a banner already kept in the player's group (positions 1-4, 5-8,
9-10) is rejected and the same player gets another.  The log records every
banner card; a rejected one is followed by the next ``banner`` for the same
player, which is how a rejection is recognised.
"""

from __future__ import annotations

from ..cards import CARD_INDEX, UNKNOWN, card_str
from ..later_lines import players_later
from .palace_banner_words import (group_words, judge_group_again, kept_words, rejected_words, unknown_may_be,
                                  unknown_said, unknown_words)
from .deal_rounds import dealt_singly, passed_over
from .palace_deal_lines import banner_follows, dealt_later, dealt_more, misnamed_rest, next_deal_cards, next_due
from .palace_state import DECK_SIZE, suit_name

# phases
ANTE, BANNER, DEAL, PLAY, OVER = range(5)


def can_ante(stack: int, ante: int) -> bool:
    """Whether a player who sits down with ``stack`` is dealt in: one who cannot pay the ante
    (or has no chips at all) is left out of the hand (README, players without chips)."""
    return stack > 0 and stack >= ante


class DealMixin:
    """The base of the replay's chain of parts (see :class:`audit.games.palace.Replay`): it
    declares the slots of the whole state, which ``Replay.__init__`` sets."""

    __slots__ = ("hand", "events", "rules", "findings", "players", "seat_order", "order", "where",
                 "after", "phase", "group_suits", "group_unknown", "rejected", "bdeck_cards", "bdeck_left", "deck_left", "deck_gen",
                 "deck_place", "deck_unknown", "pile", "pile_unknown", "to_act", "in_turn", "last_pos",
                 "turn_pos",
                 "round_no", "round_starts", "round_quiet", "quiet_gen", "n_quiet", "n_in", "suits_in",
                 "pending", "cont", "cont_kind", "cont_seq", "battle", "battles", "end_kind", "end_seq",
                 "end_players", "end_words", "collects", "rakes", "last_bettor", "settled", "next_banner",
                 "next_deal", "n_dealt", "paid_at_payout", "early_answer", "early_deals", "twice", "passed",
                 "late_battle", "as_ruled")

    # ---- antes --------------------------------------------------------
    def _on_ante(self, seq, ev):
        p = self.players[ev.player]
        amount = ev.amount
        ante = self.rules.ante
        if p.pos == 0:                  # not dealt in: a player who cannot pay the ante
            self._find("wrong-forced-bet", seq, p.name,
                       f"{p.name} anted {amount} but {self._left_out_words(p)}; {self._left_out_rule(p)} "
                       f"is not dealt in and posts nothing")
            if amount > p.stack:
                self._find("stack-exceeded", seq, p.name, f"{p.name} anted {amount} but had only {p.stack} left")
        elif self.phase != ANTE or p.anted or amount != ante or amount > p.stack:
            q = self._ante_owner(seq) if p.anted and self.phase == ANTE and amount == ante else None
            if q is not None:
                # another player's ante under this name (README): one finding, the ante theirs
                self._find("wrong-forced-bet", seq, p.name,
                           f"{p.name} anted a second time ({amount}), and {q.name} did not and has no ante later "
                           f"in the log: taken as {q.name}'s ante, logged under {p.name}'s name")
                p = q
                if amount > p.stack:
                    self._find("stack-exceeded", seq, p.name, f"{p.name} anted {amount} but had only {p.stack} left")
            elif p.anted and amount == ante and seq >= 1 and self.events[seq - 1] == ev:
                # the same line right before it: the line logged twice (README; as in draw,
                # audit/poker/repeated_lines.py): one finding, left out, its chips not counted
                # again (review of session 66: its chips counted twice, a right collect called
                # wrong-amount and the books unbalanced)
                self._find("wrong-forced-bet", seq, p.name,
                           f"{p.name} posted the ante of {amount} again, right after the same line: "
                           f"the line logged twice, left out")
                return
            else:
                self._ante_findings(seq, p, amount, ante)
        p.anted = True
        p.stack -= amount
        p.paid += amount

    def _ante_owner(self, seq):
        """The one player dealt in who has not anted and has no ante after event ``seq`` (whose ante
        a second one of another player's is, logged under the wrong name), or None."""
        later = players_later(self.events, seq, "ante")
        owner = None
        for q in self.seat_order:
            if q.pos != 0 and not q.anted and q.name not in later:
                if owner is not None:
                    return None
                owner = q
        return owner

    def _ante_findings(self, seq, p, amount, ante):
        if self.phase != ANTE and ante > 0 and not p.anted and amount == ante:
            pass        # one fault, one finding: "dealt in without anteing", at the first card (_close_antes)
        elif self.phase != ANTE:
            self._find("wrong-forced-bet", seq, p.name,
                       f"{p.name} anted {amount} after the banner cards were dealt; "
                       f"every player antes before the first card")
        elif p.anted:
            self._find("wrong-forced-bet", seq, p.name,
                       f"{p.name} anted a second time ({amount}); each player antes once")
        elif amount != ante:
            self._find("wrong-forced-bet", seq, p.name,
                       f"{p.name} anted {amount}; the ante is {ante}")
            self.as_ruled.append((self.findings[-1], p.name, amount, ante))
        if amount > p.stack:
            self._find("stack-exceeded", seq, p.name,
                       f"{p.name} anted {amount} but had only {p.stack} left")

    def _left_out_words(self, p):
        """Why ``p``, a seated player, is not dealt in."""
        if can_ante(p.start, self.rules.ante):
            return "was not dealt in"
        if p.start <= 0:
            return "has no chips"
        return f"has {p.start} chips, less than the ante of {self.rules.ante}"

    def _left_out_rule(self, p):
        """The rule that leaves ``p`` out (a seat without chips, even when the ante is 0)."""
        return "a player without chips" if p.start <= 0 else "a player who cannot pay the ante"

    def _close_antes(self, seq):
        self.phase = BANNER
        ante = self.rules.ante
        for p in self.seat_order:
            # a seated player the log never deals in (no ante, banner or palace card), who
            # could have paid the ante: left out of the hand (one who cannot pay may not play)
            if p.pos == 0 and p.stack > 0 and p.stack >= ante:
                self._find("wrong-deal", seq, p.name,
                           f"{p.name} (seat {p.seat}, {p.stack} chips) was never dealt in; every player at "
                           f"the table antes and is dealt a banner and three palace cards")
        if ante <= 0:
            return
        for p in self.order:
            if not p.anted:
                late = None
                for k in range(seq + 1, len(self.events)):
                    if self.events[k].type == "ante" and self.events[k].player == p.name:
                        late = k
                        break
                what = (f"was dealt in before anteing (the ante comes late, at event {late})" if late is not None
                        else f"was dealt in without anteing {self.rules.ante}")
                self._find("wrong-forced-bet", seq, p.name,
                           f"{p.name} {what}; every player antes before the first card")
                if late is None:
                    self.as_ruled.append((self.findings[-1], p.name, 0, ante))

    # ---- banner cards -------------------------------------------------
    def _on_banner(self, seq, ev):
        if self.phase != BANNER:
            if self.phase == ANTE:
                self._close_antes(seq)
            if self.phase != BANNER:
                self._late_banner(seq, ev)
                return
        p = self.players[ev.player]
        card = CARD_INDEX[ev.card]
        if self._repeated_banner(seq - 1, ev):
            # the line before said the same (the line repeated): one finding, the card dealt once
            self._find("wrong-deal", seq, p.name,
                       f"{ev.card} was dealt to {p.name} twice (the banner line repeated); each card is dealt once")
            return
        if p.pos == 0:
            self._find("wrong-deal", seq, p.name,
                       f"a banner card ({ev.card}) went to {p.name}, who {self._left_out_words(p)}; "
                       f"{self._left_out_rule(p)} is not dealt in")
            self._ledger_check(seq, p.name, card, p.name, ("bdeck",))
            return
        q = self._banner_owner(seq, p)
        if q is not None:
            # the next player's banner under p's name (README): one finding, the card theirs, and
            # the dealing goes on from them (review of session 66: a cascade of wrong-deal)
            why = (f"{q.name}'s card right before it rejected, {p.name}'s banner kept already"
                   if self.events[seq - 1].player == q.name else f"{q.name} has no banner in the log")
            self._find("wrong-deal", seq, p.name, f"a banner card went to {p.name} but {q.name} was next, and "
                       f"{why}: taken as {q.name}'s, logged under {p.name}'s name")
            p = q
        elif p.bannered:
            self._extra_banner(seq, ev, p, card)
            return
        order = self.order
        i = self.next_banner
        while order[i].bannered:        # p has no banner yet: the loop stops at p at the latest
            i += 1
        self.next_banner = i
        if order[i] is not p and not self._banners_lost(seq, i, p):
            self._find("wrong-deal", seq, p.name,
                       f"a banner card went to {p.name} but {order[i].name} was next: banners are dealt "
                       f"one player at a time from the dealer's left")
        if self.bdeck_left <= 0 and self.rejected:
            self._reshuffle_rejected()
        self.bdeck_left -= 1
        events = self.events
        k = seq + 1
        name = p.name
        while self._repeated_banner(k, ev) or (k < len(events) and events[k].type == "deal" and banner_follows(events, k)):
            k += 1          # a repeat of this line (reported there), or a deal held as early, says nothing of the rejection
        rejected = k < len(events) and events[k].type == "banner" and events[k].player == name
        if not rejected and k < len(events) and card >= 0 and self.group_suits[p.group].get(card & 3) is not None:
            rejected = misnamed_rest(events, k, p, self.players, self.where, self.findings)  # (p's next card)
        if card == UNKNOWN:
            self._unknown_banner(seq, p, rejected)
            return
        where = self.where
        if where[card] is None:         # a standard card not seen yet (palace_state.new_where)
            where[card] = "rejected" if rejected else name
        else:
            self._ledger_check(seq, name, card, "rejected" if rejected else name, ("bdeck",))
        suit = card & 3
        owners = self.group_suits[p.group]
        owner = owners.get(suit)
        unknown = self.group_unknown[p.group]
        if rejected:
            self.rejected.append(card)
            if owner is None and not unknown_may_be(unknown, suit, seq, card):
                self._find("palace-banner-suit", seq, name,
                           rejected_words(card, name, p.group, "has", unknown_words(unknown)))
        else:
            if owner is not None and k < len(events):
                # (a log that ends at this card does not say whether it was kept: the hand is
                # incomplete, and that is its one finding)
                self._find("palace-banner-suit", seq, name,
                           kept_words(name, card, owner, p.group, "has", "", "rejected and another dealt"))
            else:
                owners[suit] = name
                if unknown:
                    self._kept_beside_unknown(seq, p, card, unknown)
            p.banner = card
            p.bannered = True
            if p.in_hand:
                self.suits_in[suit] += 1

    def _banner_owner(self, seq, p):
        """The next player to deal a banner to, whose banner a line under ``p``'s name at ``seq`` is
        (logged under the wrong name), or None: the next player has no banner line in the log, and
        ``p`` has theirs elsewhere (kept one already, or has a banner line later), the line not a
        rejection of ``p``'s (the next line ``p``'s banner) nor a card dealt already, as palace cards
        under another name are (:meth:`_palace_owner`)."""
        q = next_due(self.order, self.next_banner, p, True)
        if q is None:
            return None
        events = self.events
        later = players_later(events, seq, "banner")
        if p.bannered and seq > 0 and events[seq - 1].type == "banner" and events[seq - 1].player == q.name:
            pass    # q's card rejected right before, p's banner kept already: q's next (misnamed_rest)
        elif q.name in later or not (p.bannered or p.name in later):
            return None
        if seq + 1 < len(events) and events[seq + 1].type == "banner" and events[seq + 1].player == p.name:
            return None
        card = CARD_INDEX[events[seq].card]
        if card >= 0:
            w = self.where[card]
            if w is not None and w != "bdeck":
                # a card dealt already (kept, held or rejected): this line repeats one, it is not the
                # next player's banner (each card is dealt once, PALACE.md 1.2; a rejected card back
                # in the banner deck after the reshuffle may be); the diff review of session 66
                return None
        return q

    def _banners_lost(self, seq, i, p):
        """Whether the players passed over (``order[i]`` up to ``p``, not dealt a banner) have no
        banner line after event ``seq``: their lines were lost (a banner never dealt, README), and
        the dealing goes on past them.  Each is taken as dealt an unknown banner (``??``), so that
        the group's rejections and keeps are judged beside it and a card named later fills it in;
        their one ``wrong-deal`` is said when the palace cards begin (:meth:`_close_banners`).
        The second review of session 66: a ``wrong-deal`` at every later banner line, and a right
        rejection for the lost banner's suit called ``palace-banner-suit``."""
        order = self.order
        later = players_later(self.events, seq, "banner")
        j = i
        while order[j] is not p:
            if not order[j].bannered and order[j].name in later:
                return False
            j += 1
        self.next_banner = j
        for k in range(i, j):
            q = order[k]
            if not q.bannered:
                q.banner = UNKNOWN
                self.bdeck_left -= 1
                known = self.group_suits[q.group]
                self.group_unknown[q.group].append(
                    [q.name, {s for s in range(4) if s not in known} or set(range(4)), None, True, []])
        return True

    def _repeated_banner(self, k, ev):
        """Whether the event at ``k`` is a banner line the same as ``ev`` (the same player and
        the same known card, one the player may keep): the line repeated, while the banner deck is
        not used up (a rejected card may come back after the reshuffle)."""
        events = self.events
        if k < 0 or k >= len(events) or self.bdeck_left <= 0:
            return False
        e = events[k]
        if not (e.type == "banner" and e.player == ev.player and e.card == ev.card):
            return False
        card = CARD_INDEX[ev.card]
        if card < 0:
            return False
        # a card the player must reject (its suit another's of the group) is a rejection logged
        # twice only when the player's next banner follows the repeats; otherwise the same line
        # again is the next banner dealt, as logged (a repeat would make the rejected card kept)
        p = self.players[ev.player]
        owner = self.group_suits[p.group].get(card & 3)
        if owner is None or owner == p.name:
            return True
        for j in range(k + 1, len(events)):
            e = events[j]
            if not (e.type == "banner" and e.player == ev.player and e.card == ev.card):
                return e.type == "banner" and e.player == ev.player
        return False

    def _unknown_banner(self, seq, p, rejected):
        """A banner card recorded as ``??``: reported, then taken as dealt (kept as the player's
        unknown banner, or rejected when the same player's next banner follows), so that the
        deal goes on in order.  Its suit is unknown: no suit rule can be checked on it."""
        self._find("wrong-deal", seq, p.name,
                   f"{p.name}'s banner card is recorded as ??; banner cards are dealt face up")
        if rejected:
            self.rejected.append(UNKNOWN)
            return
        p.banner = UNKNOWN
        p.bannered = True
        # kept: of a suit no banner of the group had so far, if it was kept rightly (its keep
        # cannot be judged); the group's later rejections and keeps narrow it down
        known = self.group_suits[p.group]
        self.group_unknown[p.group].append(
            [p.name, {s for s in range(4) if s not in known} or set(range(4)), None, False, []])

    def _kept_beside_unknown(self, seq, p, card, unknown):
        """``p`` kept ``card`` (no known banner of the group has its suit) in a group with unknown
        banners (``??``): right only if none of them has that suit.  Wrong whatever they are when
        an unknown banner can only have it (an earlier rejection of that suit was right only
        then): one of the two is wrong, reported here; that banner is then open again.  The finding
        is provisional: kept on the entry, so that once the log names the banner the group's deal
        judged again replaces it with the finding the named banner makes, or drops it when that
        makes the keep legal (review of session 66: both stayed, two findings for one fault)."""
        suit = card & 3
        known = self.group_suits[p.group]
        for u in unknown:
            possible = u[1]
            possible.discard(suit)
            if possible:
                continue
            why = u[2]
            earlier = (f"{card_str(why[1])} was rejected in the same group at event {why[0]}, which is right "
                       f"only if {u[0]}'s banner, {unknown_said(u)}, is {suit_name(card)}") if why else (
                       f"{u[0]}'s banner, {unknown_said(u)}, can only be {suit_name(card)}")
            n = len(self.findings)
            self._find("palace-banner-suit", seq, p.name,
                       f"{p.name} kept {card_str(card)} as banner, but {earlier} ({group_words(p.group)}); "
                       f"within a group every banner has a different suit")
            if len(self.findings) > n:
                u[4].append(self.findings[-1])
            u[1] = {s for s in range(4) if s not in known} or set(range(4))
            u[2] = None

    def _banner_named(self, seq, p, card, how):
        """``p``'s banner, logged ``??`` (wrong-deal), is named ``card`` by ``how`` at ``seq`` (a
        capture of it, or a show): when it was the only unknown banner of its group, the group's
        banner deal is judged again in full, and a rejection of a new suit or a keep of a repeated
        one that the unknown banner left open is ``palace-banner-suit`` at its event (PALACE.md 1.2),
        as a battle over unknown cards is judged by the cards named later."""
        judge_group_again(self, seq, p, card, how)

    def _extra_banner(self, seq, ev, p, card):
        """A banner card for a player who already kept one."""
        self._find("wrong-deal", seq, p.name,
                   f"{p.name} was dealt another banner card ({ev.card}) after keeping "
                   f"{card_str(p.banner) if p.banner is not None else 'one'}; each player keeps one banner")
        self._ledger_check(seq, p.name, card, "rejected", ("bdeck",))
        self.rejected.append(card)

    def _reshuffle_rejected(self):
        """The deck ran out: the rejected banner cards are shuffled and dealing goes on."""
        where = self.where
        for c in self.rejected:
            if c >= 0:
                where[c] = "bdeck"
                self.bdeck_cards.append(c)
        self.bdeck_left = len(self.rejected)
        self.rejected = []

    def _late_banner(self, seq, ev):
        name = ev.player
        self._find("wrong-deal", seq, name,
                   f"a banner card ({ev.card}) for {name} after the palace cards were dealt; banners come first")
        self._ledger_check(seq, name, CARD_INDEX[ev.card], "out", ())

    def _close_banners(self, seq):
        if self.phase == ANTE:
            self._close_antes(seq)
        self.phase = DEAL
        for p in self.order:
            if not p.bannered:
                # taken as dealt unknown (as ``??``), not as none, as palace cards never dealt are
                # (_close_deal): a showdown or battle it could decide is left unverifiable
                self._find("wrong-deal", seq, p.name, f"{p.name} was dealt no banner card")
                p.banner = UNKNOWN
        # the remaining cards, rejected banners included, are shuffled for the palace cards
        where = self.where
        for c in self.rejected:
            if c >= 0:
                where[c] = "deck"
        for c in self.bdeck_cards:
            if where[c] == "bdeck":
                where[c] = "deck"
        self.rejected = []
        self.deck_left = DECK_SIZE - len(self.order)     # a banner each, an unknown one too
        # and the banner cards dealt to players left out (reported): they left the deck too
        # (review of session 60: the deck was counted one card too many, so a buy with both the
        # deck and the pile empty passed, or one from the reshuffled pile was a duplicate-card)
        out = None
        for p in self.players.values():
            if p.pos == 0:
                if out is None:
                    out = set()
                out.add(p.name)
        if out is not None:
            for c in range(52):
                if where[c] in out:
                    self.deck_left -= 1
            if seq is not None:
                for ev in self.events[:seq]:    # and those logged as ?? (no place of their own)
                    if ev.type == "banner" and ev.player in out and ev.card == "??":
                        self.deck_left -= 1
        early = self.early_deals
        if early is not None:
            self.early_deals = None
            for k, ev in early:     # deals logged before the last banner lines (reported when logged)
                self._on_deal(k, ev)

    # ---- palace cards -------------------------------------------------
    def _on_deal(self, seq, ev):
        if self.phase < DEAL:
            if banner_follows(self.events, seq):
                # palace cards logged before the last banner lines (review 54: the banners then
                # closed, the rejected banner before it read as kept, the later banner out): one
                # wrong-deal, and the deal is made when the banners end, as if in its place
                early = self.early_deals
                if early is None:
                    early = self.early_deals = []
                if not early or early[-1][0] != seq - 1:
                    # (one finding for a run of deal lines before a banner line: one line out of place)
                    self._find("wrong-deal", seq, ev.player, f"palace cards dealt to {ev.player} before the banner "
                               f"cards were all dealt (a banner line follows; the deals up to it are taken after "
                               f"the banners): banners come first")
                early.append((seq, ev))
                return
            self._close_banners(seq)
        p = self.players[ev.player]
        name = p.name
        if p.pos == 0:
            self._find("wrong-deal", seq, name,
                       f"palace cards dealt to {name}, who {self._left_out_words(p)}; {self._left_out_rule(p)} "
                       f"is not dealt in")
            cards = [CARD_INDEX[c] for c in (ev.down or []) + (ev.up or [])]
            for c in cards:                 # out of the deck all the same
                self._ledger_check(seq, name, c, name, ("deck",))
            self.deck_left -= len(cards)
            return
        if self.phase == DEAL and p.dealt and len(p.palace) < 3:
            # the rest of a player's palace cards, in a deal of their own (a log may write the
            # deal a card at a time, as it is dealt: PALACE.md 1): taken with the first; dealt a
            # card at a time, the deal goes round once for each card (README, as in draw and Tonk)
            if len(ev.down or ()) == 1 and not ev.up and dealt_singly(self.events, seq, name, len(p.palace)):
                first = self._passed(self._round_passed(seq, p))
                if first is not None:
                    self._find("wrong-deal", seq, name, f"{name} was dealt palace card {len(p.palace) + 1} before "
                               f"{first.name} was dealt card {len(first.palace) + 1}: they are dealt one at a "
                               f"time from the dealer's left")
            self._palace_cards(seq, ev, p)
            return
        q = self._palace_owner(seq, ev, p)
        if q is not None:
            # the next player's palace cards under p's name (README): one finding, the cards theirs
            self._find("wrong-deal", seq, name, f"palace cards dealt to {name} " + (
                "a second time" if p.dealt else f"before {q.name}, and to {name} again later") +
                f", and {q.name}, the next to be dealt, has no deal in the log: taken as {q.name}'s, logged "
                f"under {name}'s name")
            p = q
            name = q.name
        if self.phase != DEAL or p.dealt:
            why = "after play began" if self.phase != DEAL else "a second time"
            self._find("wrong-deal", seq, name, f"palace cards dealt to {name} {why}")
            return
        order = self.order
        i = self.next_deal
        while order[i].dealt:
            i += 1
        self.next_deal = i
        first = None if order[i] is p else self._passed(dealt_later(self.events, seq, order, i, p))
        if first is not None:
            self._find("wrong-deal", seq, name,
                       f"palace cards went to {name} but {first.name} was next: they are dealt "
                       f"from the dealer's left")
        p.palace = []
        p.dealt = True
        self._palace_cards(seq, ev, p)

    def _round_passed(self, seq, p):
        """The players a palace card dealt alone to ``p`` at ``seq`` passes over, each dealt more
        later in the log (:func:`audit.games.deal_rounds.passed_over`)."""
        order = self.order
        counts = [len(q.palace) if q.dealt else 0 for q in order]
        owed = [counts[j] < 3 and dealt_more(self.events, seq, order[j].name) for j in range(len(order))]
        return [order[j] for j in passed_over(counts, owed, order.index(p))]

    def _passed(self, players):
        """A deal out of order passed over ``players``: the first of them not named yet by such a
        wrong-deal, all of them named now (README: one fault, one finding; they may be dealt next
        with no other), or None."""
        first = None
        for q in players:
            if q.name not in self.passed:
                self.passed.append(q.name)
                if first is None:
                    first = q
        return first

    def _palace_cards(self, seq, ev, p):
        """The palace cards of ``ev`` go to ``p``; once the player has three, or fewer with no
        more dealt to them before play (a wrong count: reported here), their deal is over, and
        play begins when every player's is."""
        name = p.name
        down = ev.down
        cards = [CARD_INDEX[c] for c in down] if down else []
        if ev.up:
            self._find("wrong-deal", seq, name,
                       f"{name} was dealt {' '.join(ev.up)} face up; palace cards are dealt face down")
            cards += [CARD_INDEX[c] for c in ev.up]
        where = self.where
        for c in cards:
            if where[c] is None:            # a standard card not seen yet (palace_state.new_where)
                where[c] = name
            else:
                self._ledger_check(seq, name, c, name, ("deck",))
        p.palace += cards
        self.deck_left -= len(cards)
        if name in self.passed:
            self.passed.remove(name)        # passed over by a deal out of order (named then): dealt now
        n = len(p.palace)
        if n < 3 and dealt_more(self.events, seq, name):
            return
        if n != 3:
            self._find("wrong-deal", seq, name,
                       f"{name} was dealt {n} palace cards; every player gets 3")
        self.n_dealt += 1
        if self.n_dealt == len(self.order):
            self._begin_play(seq)

    def _palace_owner(self, seq, ev, p):
        """The next player to deal palace cards to, whose cards a whole deal (three) to ``p`` is
        when ``p`` was dealt already or is dealt again later in the log, and they have no deal in
        it (a deal under the wrong name), or None."""
        if self.phase != DEAL or len(ev.down or ()) + len(ev.up or ()) != 3:
            return None
        q = next_due(self.order, self.next_deal, p, False)
        if q is None:
            return None
        later = players_later(self.events, seq, "deal")
        if q.name in later:
            return None
        cards = sorted([CARD_INDEX[c] for c in (ev.down or []) + (ev.up or [])])
        if p.dealt and UNKNOWN not in p.palace and cards == sorted(p.palace):
            # exactly the cards p holds: p's deal logged twice, not q's under p's name (review of
            # session 66: p's cards were given to q, three duplicate-card, and the battles and the
            # payout judged on them)
            return None
        if not p.dealt and p.name in later and UNKNOWN not in cards and cards == next_deal_cards(
                self.events, seq, p.name):
            # p's next deal line is these very cards: this line is p's deal and the later one its
            # repeat (the second review of session 66: p's cards were given to q, three
            # duplicate-card at the repeat and the payout judged on them)
            return None
        return q if p.dealt or p.name in later else None

    def _close_deal(self, seq):
        """Play begins although some palace cards were never dealt: reported, and the player's
        three palace cards are taken as dealt unknown (as ``??``), not as none, so that a
        battle over them is left to the cards the log names."""
        if self.phase < DEAL:
            self._close_banners(seq)
        for p in self.order:
            if not p.dealt:
                self._find("wrong-deal", seq, p.name, f"{p.name} was dealt no palace cards before play began")
                p.palace = [UNKNOWN] * 3
                self.deck_left -= 3
        self._begin_play(seq)
