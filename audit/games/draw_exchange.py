"""The draw's exchange of cards (POKER.md section 4): a player's discards leave the hand for the
discard pile, the cards received come from the deck, and once the deck has run out the earlier
players' discards are shuffled to make a new one.  The card ledger says where every card is, so
a card received twice, a discard received before the deck ran out, or a discard the player does
not hold is found here.  A base of the draw replay (:class:`audit.games.draw.Replay`), which
holds the state (:class:`audit.games.draw_forced.DrawState`)."""

from __future__ import annotations

from ..cards import CARD_INDEX, JOKER, UNKNOWN, card_str, cards_str
from ..model import Finding
from .draw_forced import DrawState

_DISCARDS = "discards of "
_NOT_RUN_OUT = ", but the deck had not run out (discards come back only when it has, and never one's own)"
_CARD = CARD_INDEX.__getitem__
IN_PILE, IN_DECK, RAN_OUT = 0, 1, 2      # where the ?? discards of ``blind_outs`` are


class DrawExchange(DrawState):
    # the state's fields are declared by DrawState (draw_forced), but for the ``??`` discards
    # from hands that held known cards (set up by the replay, :class:`audit.games.draw.Replay`):
    # None, or a list of [the seat, the known cards it kept that they may be, how many of them
    # are still unaccounted for, where they are: IN_PILE, IN_DECK (the deck in play, made of
    # reshuffled discards) or RAN_OUT (that deck ran out)]
    __slots__ = ()

    def _draw_owner(self, seq: int, i: int, discard: list[str]) -> int:
        """The player whose turn it is to draw, whose draw a draw logged under seat ``i``'s name is
        (``i`` drew already or it is not their turn): they hold every known card it discards,
        ``i`` does not (or drew already), and they have no draw later in the log; else -1."""
        j = self.draw_next
        t = self.t
        if j is None or j == i or t.folded[j] or self.drawn[j]:
            return -1
        known = [c for c in map(_CARD, discard) if 0 <= c < JOKER]
        theirs = t.cards[j]
        mine = t.cards[i]
        all_mine = True
        for c in known:
            if c not in theirs:
                return -1
            if c not in mine:
                all_mine = False
        if known and not self.drawn[i] and all_mine:
            return -1
        again = self.drawn[i]
        name = t.names[j]
        events = t.hand.events
        for k in range(seq + 1, len(events)):
            e = events[k]
            if e.type == "draw":
                if e.player == name:
                    return -1
                if e.player == t.names[i]:
                    again = True
        return j if known or again else -1

    def _exchange(self, seq: int, i: int, discard: list[str], receive: list[str]) -> bool:
        """Discard then receive; nothing is done when a discarded card is not held (False)."""
        if not discard and not receive:
            return True                          # stands pat
        t = self.t
        held = t.cards[i]
        # (nothing discarded: the cards received are added to the hand as it is, not to a copy, so
        # that a crafted hand receiving a card in each of thousands of draws takes linear time)
        keep = held.copy() if discard else held
        out = list(map(_CARD, discard))
        # the order of ``discard`` means nothing: the cards named are matched first, then the
        # unknown ones (``??``, any held card)
        named = out if UNKNOWN not in out else [c for c in out if c >= 0] + [c for c in out if c < 0]
        for k, c in enumerate(named):
            if c >= 0 and c in keep:
                keep.remove(c)
            elif not self._discard_unknown(seq, i, c, keep, held, named[:k]):
                return False
        name = t.names[i]
        where = t.ledger.where
        if out:
            place = _DISCARDS + name
            for c in out:
                if 0 <= c < JOKER:
                    where[c] = place
                elif c == JOKER:
                    jp = t.ledger.joker_places
                    if name in jp:
                        jp[jp.index(name)] = place
                    else:
                        jp.append(place)        # a joker held unseen (one of the ?? cards)
        left = self.deck_left
        got = list(map(_CARD, receive))
        if self.with_stub and 0 < left < len(got) and self.pile:
            # rules.reshuffle with_stub (PokerStars): the deck cannot serve this draw, so its last
            # cards and the earlier players' discards are shuffled together into a new deck (the
            # deck's own cards nobody has seen, so they stay counted in ``left``)
            # (the first deck's last cards are all unseen; a later deck's are its unseen ones still
            # counted, or not countable)
            self.stub_unseen = left if self.recycled is None else self.stub_unseen
            left += self._new_deck(True)
        # the order of ``receive`` means nothing (FORMAT.md): the known cards of the deck in play
        # (reshuffled discards) are taken first, then the cards nobody has seen, then the unknown
        # ones, then the others seen before (a discard can only come back once the deck has run
        # out, into a later deck)
        fresh = [c for c in got if 0 <= c < JOKER and c not in where]
        got_order = got if len(fresh) == len(got) else self._receive_order(got, left)
        short = 0
        for c in got_order:
            if left <= 0:
                left = self._new_deck()
                # a deck of the discards alone (the deck ran out exactly): under with_stub it holds no
                # card nobody has seen either (stub_first's check, _not_in_new_deck, is not made
                # there: the diff review of session 62)
                self.stub_unseen = 0 if self.with_stub else None
                if not left:
                    short += 1      # nothing left to draw: neither deck nor discards
            left -= 1
            if c >= JOKER or c < 0:
                self.stub_unseen = None     # (a joker or an unknown card: which of the deck's it was is unknown)
            if c < 0 and self.recycled is not None:
                # drawn unseen from the new deck: one of its cards, whichever (seat -> [the cards
                # it may have drawn, how many it drew unseen])
                drew = self.recycled.setdefault(i, [set(), 0])
                drew[0].update(self.stock)
                if self.blind_outs is not None:
                    # and the known cards an earlier player may have discarded as ?? into it
                    for r in self.blind_outs:
                        if r[3] == IN_DECK and r[2] > 0 and r[0] != i:
                            drew[0].update(r[1])
                drew[1] += 1
                self.unseen_taken += 1
            elif c >= 0:
                if c < JOKER and c not in where:
                    where[c] = name
                    if self.recycled is not None and UNKNOWN in self.stock:
                        self.stock.remove(UNKNOWN)      # from the new deck: one of its unknown discards
                    elif self.recycled is not None and not self.with_stub and left >= 0 and UNKNOWN not in got \
                            and not _drawn_unseen(self.recycled) and not _cards_faulted(t.findings):
                        # the deck ran out, and the new deck (the earlier players' discards, all
                        # known) holds no card nobody has seen: within one draw no later deck can
                        # give it (one's own discards never come back).  Only while every card so
                        # far is accounted for: after a card fault the deck's count is the
                        # fault's (one fault, one finding); and while nobody drew unseen from a new
                        # deck, nor does this draw receive one (which cards those were, unknown
                        # discards or known ones, decides which deck this one came from: the greedy
                        # order may place it wrongly, reviews of session 60's diff).  Review of
                        # session 60.
                        self._not_in_new_deck(seq, i, c)
                    elif self.stub_unseen is not None:
                        self._from_stub(seq, i, c, got)
                else:
                    if c < JOKER and where.get(c) == name:
                        # a card the player holds already: which card they got is not known
                        got[got.index(c)] = UNKNOWN
                    self._receive_seen(seq, i, c)
        if short:
            n = len(got) - short
            t.find("wrong-draw", seq, i, f"{name} received {len(got)} cards but only {n} {'was' if n == 1 else 'were'} "
                   f"left to draw: the deck and the earlier players' discards were used up")
        keep += got
        self.deck_left = left
        t.cards[i] = keep
        self.pile += out
        if UNKNOWN in out:
            self._blind_discard(i, held, out, got)
        return True

    def _from_stub(self, seq: int, i: int, c: int, got: list[int]) -> None:
        """Seat ``i`` received ``c``, a card nobody has seen, from a deck made under ``reshuffle:
        with_stub``: the deck's last cards (``stub_unseen`` of them still in it) shuffled with the
        earlier players' discards, all known.  It is one of the stub's, or, none left, a card that
        deck did not hold: wrong-draw, once (review of session 62: under with_stub, only stub_first's
        new deck was counted).  Only while every card so far is accounted for, as for that deck."""
        if self.stub_unseen > 0:
            self.stub_unseen -= 1
            return
        self.stub_unseen = None
        if UNKNOWN in got or UNKNOWN in self.stock or _drawn_unseen(self.recycled) or _cards_faulted(self.t.findings):
            return
        self.t.find("wrong-draw", seq, i, f"{self.t.names[i]} received {card_str(c)}, a card nobody has seen, but "
                    f"the deck in play was the earlier players' discards, shuffled with what was left of the deck "
                    f"(reshuffle: with_stub), and every card of it nobody had seen was drawn already")

    def _not_in_new_deck(self, seq: int, i: int, c: int) -> None:
        """Seat ``i`` received ``c``, a card nobody has seen, from a new deck of known discards."""
        known = []
        for x in self.stock:
            if x >= 0:
                known.append(x)
        self.t.find("wrong-draw", seq, i, f"{self.t.names[i]} received {card_str(c)}, a card nobody has seen, but "
                    f"the deck had run out and the new deck of the earlier players' discards "
                    f"({cards_str(sorted(known)) or 'nothing left'}) did not hold it")

    def _new_deck(self, stub: bool = False) -> int:
        """The earlier players' discards become the deck: the deck ran out (their number), or
        (``stub``: ``reshuffle: with_stub``) they are shuffled with what is left of it (how many
        cards they add)."""
        added = len(self.pile)
        self.stock = self.stock + self.pile if stub else self.pile
        self.pile = []
        self.unseen_taken = 0
        if self.recycled is None:
            self.recycled = {}
        if self.blind_outs is not None:
            self._reshuffled(stub)
        return added

    def _receive_order(self, got: list[int], left: int) -> list[int]:
        """The order in which received cards are taken from the decks: first the known cards of
        the deck in play (reshuffled discards); then cards nobody has seen (a joker too while one
        is unplaced), as many as the deck in play may hold (any in the first deck; in a deck of
        reshuffled discards, one for each discard nobody saw); then the unknown cards; then the
        other cards nobody has seen, which only a later deck can give (from its unknown
        discards); last the cards seen before (from a later deck, or a duplicate)."""
        deck = self.stock if left > 0 else self.pile
        ledger = self.t.ledger
        where = ledger.where
        # in a deck of reshuffled discards, a card nobody has seen is one of its unknown discards,
        # less those the cards drawn unseen from it may have been
        room = len(got) if self.with_stub or (self.recycled is None and left > 0) else \
            deck.count(UNKNOWN) - (self.unseen_taken if left > 0 else 0)
        jokers = ledger.jokers - len(ledger.joker_places)
        blind = self.blind_outs
        state = IN_DECK if left > 0 else IN_PILE
        ranked = []
        for k, c in enumerate(got):
            if c < 0:
                rank = 2
            elif c in deck:
                rank = 0
            elif blind is not None and self._blind_out(c, -1, state) is not None:
                rank = 0        # a card an earlier player may have discarded as ?? into that deck
            else:
                if c < JOKER:
                    unseen = c not in where
                else:
                    unseen = jokers > 0
                    jokers -= 1
                rank = 4
                if unseen:
                    rank = 1 if room > 0 else 3
                    room -= 1
            ranked.append((rank, k, c))
        ranked.sort()
        return [c for _rank, _k, c in ranked]

    def _early_draws(self) -> None:
        """The draws logged before the player's cards (already reported), applied once the deal
        is over, as that player's draw (one a player cannot make is skipped)."""
        drawn = self.drawn
        for seq, ev, i in self.early:
            if not drawn[i] and not self.t.folded[i] and self._exchange(seq, i, ev.discard, ev.receive):
                drawn[i] = True
        self.early = None

    def _discard_unknown(self, seq: int, i: int, c: int, keep: list[int], held: list[int],
                         earlier: list[int]) -> bool:
        """A discard that is not a known held card: it may stand for one of the unknown cards
        held (``??``), else card-not-held (False: the draw is not applied).  ``earlier``: the
        cards listed before it in the same discard (a deck holds each card once, and only
        ``rules.jokers`` jokers)."""
        t = self.t
        name = t.names[i]
        if c == JOKER:
            ledger = t.ledger
            if not ledger.jokers:
                t.find("card-not-held", seq, i, f"{name} discarded JK but this deck has no jokers (rules.jokers)")
                return False
            # the jokers nobody else is known to hold and not among the player's known cards (as a
            # show counts them), less those this discard already took from its ??
            jp = ledger.joker_places
            known = held.count(JOKER)
            free = ledger.jokers - len(jp) + jp.count(name) - known - max(0, earlier.count(JOKER) - known)
            if UNKNOWN in keep and free > 0:
                keep.remove(UNKNOWN)        # one of the ?? was a joker nobody else holds
                return True
            if UNKNOWN in keep:
                n = ledger.jokers
                t.find("card-not-held", seq, i, f"{name} discarded JK{' again' if JOKER in earlier else ''}, but "
                       f"no joker is left to be one of {name}'s unknown cards (the deck holds {n}): {name} holds "
                       f"{cards_str(held)}")
                return False
            t.find("card-not-held", seq, i, f"{name} discarded JK {_why_not(JOKER, held)} {cards_str(held)}")
            return False
        if c >= 0 and c in earlier:
            why = f"{_why_not(c, held)} {cards_str(held)}" if c in held else "twice: a deck holds each card once"
            t.find("card-not-held", seq, i, f"{name} discarded {card_str(c)} {why}")
            return False
        if c >= 0 and UNKNOWN in keep and t.ledger.place_of(c) in (None, name):
            keep.remove(UNKNOWN)
        elif c < 0 and keep and keep.count(UNKNOWN) == len(keep):
            keep.remove(UNKNOWN)
        elif c < 0 and keep:
            # an unknown discard from a hand that holds known cards: which one it was is not known
            # (one of the unknown cards, or any known one), so none of the cards kept is (the known
            # ones stay the player's in the ledger: nobody else may be dealt, draw or discard them)
            keep[:] = [UNKNOWN] * (len(keep) - 1)
        elif c < 0:
            # (an unknown card past the cards held: not "?? twice", review of session 64)
            t.find("card-not-held", seq, i, f"{name} discarded more cards than the {len(held)} held "
                   f"({cards_str(held)})")
            return False
        else:
            t.find("card-not-held", seq, i, f"{name} discarded {card_str(c)} {_why_not(c, held)} {cards_str(held)}")
            return False
        return True

    def _receive_seen(self, seq: int, i: int, c: int) -> None:
        """A card received that the ledger has seen (or a joker): back from the discards after
        the deck ran out, a discard too early, or a duplicate."""
        t = self.t
        name = t.names[i]
        ledger = t.ledger
        stock = self.stock
        if c == JOKER:
            # in the order of any other card's (below): the new deck, a ?? discard gone into it, one's
            # own discard, another's discard too early; else a joker more than the deck holds (review
            # of session 57: a joker of ?? discards was a false wrong-draw, and one drawn wrongly
            # before the run-out and again from the new deck stopped the replay)
            jp = ledger.joker_places
            if JOKER in stock:
                stock.remove(JOKER)
                k = next((k for k, p in enumerate(jp) if p.startswith(_DISCARDS)), -1)
                if k >= 0:
                    jp[k] = name
                    return
            elif self.blind_outs is not None and (len(jp) >= ledger.jokers or _certain_joker(self, i)) and \
                    self._take_blind_out(JOKER, i, IN_DECK):
                # (with a joker nobody has seen still unplaced, only one an earlier player certainly
                # discarded as ??: it leaves the unplaced one free for a later show; review of
                # session 60's masked hands, a false shown-cards-mismatch)
                if UNKNOWN in stock:
                    stock.remove(UNKNOWN)       # the ?? discard it was
                return
            elif len(jp) >= ledger.jokers and any(p.startswith(_DISCARDS) for p in jp):
                own = _DISCARDS + name
                k = next((k for k, p in enumerate(jp) if p.startswith(_DISCARDS) and p != own), -1)
                if k < 0:
                    t.find("wrong-draw", seq, i, f"{name} received JK, one of {name}'s own discards: a new deck "
                           f"is made of the earlier players' discards only")
                    k = jp.index(own)
                else:
                    _taken_early(t, seq, i, "a discarded joker")
                jp[k] = name
                return
            if ledger.put(JOKER, name) is not None:
                t.find("duplicate-card", seq, i, f"JK drawn by {name}, but this deck has no jokers" if not ledger.jokers
                       else f"JK drawn by {name}: the deck holds {ledger.jokers} joker"
                            f"{'s' if ledger.jokers != 1 else ''} and all are in play")
            return
        before = ledger.where[c]
        if c in stock:
            stock.remove(c)
        elif self.blind_outs is not None and self._take_blind_out(c, i, IN_DECK):
            # kept or discarded as ?? by an earlier player, into the new deck: now this player's
            if UNKNOWN in stock:
                stock.remove(UNKNOWN)           # the ?? discard it was
        elif before == _DISCARDS + name:
            t.find("wrong-draw", seq, i, f"{name} received {card_str(c)}, one of {name}'s own discards: a new deck "
                   f"is made of the earlier players' discards only")
        elif before.startswith(_DISCARDS):
            owner = before[len(_DISCARDS):]
            j = t.index.get(owner)
            what = (f"a card of {owner}'s folded hand" if j is not None and t.folded[j] and c in t.cards[j]
                    else "a discarded card")
            _taken_early(t, seq, i, f"{card_str(c)}, {what}")
        else:
            j = t.index.get(before)
            if j is None:
                where = f"in the {before}"
            elif t.folded[j]:
                where = f"in {before}'s folded hand"
            else:
                where = f"held by {before}"
            t.find("duplicate-card", seq, i, f"{card_str(c)} drawn by {name} is already {where}: "
                   f"a deck holds each card once")
        ledger.where[c] = name

    def _to_pile(self, i: int) -> None:
        """Seat ``i`` folded (``rules.folded_hands`` is ``discard_pile``): its cards go to the
        discards, of which a new deck is made once the deck runs out (not before)."""
        t = self.t
        cards = t.cards[i]
        if not cards:
            return
        name = t.names[i]
        place = _DISCARDS + name
        where = t.ledger.where
        for c in cards:
            if 0 <= c < JOKER:
                if where.get(c) == name:
                    where[c] = place
            elif c == JOKER:
                jp = t.ledger.joker_places
                if name in jp:
                    jp[jp.index(name)] = place
        self.pile += cards

    def _blind_discard(self, i: int, held: list[int], out: list[int], got: list[int]) -> None:
        """Seat ``i`` discarded ``out``, with ``??``: when it held known cards it did not name, each
        ``??`` may be one of them (:meth:`_discard_unknown`), which stay its own in the ledger,
        so nobody else may take them, until a deck made of these discards gives them out
        (``blind_outs``)."""
        kept = set()
        for c in held:
            if 0 <= c < JOKER and c not in out:
                kept.add(c)
        if JOKER in held and held.count(JOKER) > out.count(JOKER):
            kept.add(JOKER)
        if kept:
            if self.blind_outs is None:
                self.blind_outs = []
            # the unknown cards it held that the ?? may have been (those a named discard of a card
            # not known to be held was not): the rest of the ?? were some of the ``kept`` cards
            known = [c for c in held if c >= 0]
            unseen = held.count(UNKNOWN)
            for c in out:
                if c >= 0:
                    if c in known:
                        known.remove(c)
                    else:
                        unseen -= 1
            # and the jokers it kept (a set holds one), and how many of the cards it received may be
            # jokers (named, or unseen while a joker nobody holds is left): a joker shown beyond
            # those is one it kept
            ledger = self.t.ledger
            jokers = max(0, held.count(JOKER) - out.count(JOKER))
            free = max(0, ledger.jokers - len(ledger.joker_places))
            drawn = got.count(JOKER) + min(got.count(UNKNOWN), free)
            self.blind_outs.append([i, kept, out.count(UNKNOWN), IN_PILE, max(0, unseen), jokers, drawn])

    def _reshuffled(self, stub: bool) -> None:
        """The discards became the new deck (``stub``: added to what was left of the deck in
        play, ``reshuffle: with_stub``; else the deck in play ran out)."""
        for r in self.blind_outs:
            if r[3] == IN_PILE:
                r[3] = IN_DECK
            elif r[3] == IN_DECK and not stub:
                r[3] = RAN_OUT

    def _blind_out(self, c: int, i: int, state: int) -> list | None:
        """The record (``blind_outs``) of a ``??`` discard that may be ``c``, a card its player
        (not seat ``i``) held known before it and has not shown since (the ledger still places
        it with them), with that discard where ``state`` says: IN_PILE (the discards that make
        the next deck), IN_DECK (the deck in play), or RAN_OUT (the deck in play or one that
        ran out since, for a card drawn unseen from it and shown).  None: no such discard."""
        t = self.t
        maybe = None
        for r in self.blind_outs:
            j = r[0]
            if j == i or not r[2] or c not in r[1] or not (r[3] == state or state == RAN_OUT and r[3] != IN_PILE):
                continue
            owner = t.names[j]
            if c == JOKER:
                # (a joker the ledger places with them more often than they hold one now: a player
                # who discarded a known joker as ?? may have drawn the deck's other joker since)
                if t.ledger.joker_places.count(owner) <= t.cards[j].count(JOKER):
                    continue
            elif t.ledger.where.get(c) != owner or c in t.cards[j]:
                continue
            # a discard that was certainly ``c`` (its ?? were all of the known cards, jokers counted
            # r[5] times) before one that only may have been: the player of the other may have kept
            # it and show it later (review of session 60's masked hands: a false shown-cards-mismatch)
            if _certain(r):
                return r
            if maybe is None:
                maybe = r
        return maybe

    def _take_blind_out(self, c: int, i: int, state: int) -> bool:
        """Seat ``i`` takes ``c`` from a deck of discards where :meth:`_blind_out` finds it may have
        been one of an earlier player's ``??`` discards: the ledger places it with ``i`` (no
        longer with that player, who cannot show it now) and that ``??`` is accounted for.
        False: no such discard may have been ``c``."""
        r = self._blind_out(c, i, state)
        if r is None:
            return False
        spend_blind_out(r, c)
        owner = self.t.names[r[0]]
        if c == JOKER:
            jp = self.t.ledger.joker_places
            jp[jp.index(owner)] = self.t.names[i]
        else:
            self.t.ledger.where[c] = self.t.names[i]
        return True


#: the findings after which the count of the deck in play is not known (a card dealt, drawn or
#: discarded that was not there)
_CARD_FAULTS = frozenset(("duplicate-card", "wrong-draw", "card-not-held", "wrong-deal"))


def _certain(r: list) -> bool:
    """Whether the ``??`` discards of record ``r`` (``blind_outs``) were certainly all of its known
    cards (its jokers counted ``r[5]`` times): none of them can have been kept."""
    return r[2] - r[4] >= len(r[1]) - (1 if JOKER in r[1] else 0) + r[5]


def _certain_joker(ex, i: int) -> bool:
    """Whether a joker an earlier player than seat ``i`` certainly discarded as ``??`` is in the deck
    in play."""
    r = ex._blind_out(JOKER, i, IN_DECK)
    return r is not None and _certain(r)


def spend_blind_out(r: list, c: int) -> None:
    """One ``??`` of the record ``r`` (``blind_outs``) was ``c``, one of the known cards it may have
    been: ``c`` leaves the record (a joker only with the last of its jokers: the set holds one,
    counted in ``r[5]``; review of session 60's masked hands, where a second joker kept beside
    ``??`` discards was a false duplicate-card)."""
    r[2] -= 1
    if c == JOKER:
        if r[5] > 0:
            r[5] -= 1
        if r[5] > 0:
            return
    r[1].discard(c)


def _taken_early(t, seq: int, i: int, what: str) -> None:
    """Seat ``i`` received ``what`` (a card and what it was) from the discards before the deck ran
    out: ``wrong-draw``; another card of the same draw joins the finding already made (one fault,
    one finding; review of session 64: five cards taken from the discards were five findings)."""
    name = t.names[i]
    findings = t.findings
    prev = findings[-1] if findings else None
    if prev is not None and prev.seq == seq and prev.player == name and prev.code == "wrong-draw" \
            and prev.message.startswith(name + " received ") and prev.message.endswith(_NOT_RUN_OUT):
        findings[-1] = Finding("wrong-draw", seq, name, f"{prev.message[:-len(_NOT_RUN_OUT)]}, and {what}{_NOT_RUN_OUT}")
    else:
        t.find("wrong-draw", seq, i, f"{name} received {what}{_NOT_RUN_OUT}")


def _drawn_unseen(recycled: dict) -> bool:
    """Whether a player drew unseen cards (``??``) from a new deck of discards."""
    for drew in recycled.values():
        if drew[1]:
            return True
    return False


def _cards_faulted(findings) -> bool:
    for f in findings:
        if f.code in _CARD_FAULTS:
            return True
    return False


def _why_not(c: int, held: list[int]) -> str:
    """How a discard of ``c`` is not held: listed twice (one is held), or not held at all."""
    return "twice but holds one, in" if c in held else "but holds"
