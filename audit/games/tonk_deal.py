"""Tonk's deal (TONK.md section 1) and where every card is, for :class:`audit.games.tonk.Replay`.

Players are indexes into ``order`` (from the dealer's left, the dealer
last).  Each card's place is an int in ``where`` (indexed by card, ``None``
while the card is unseen): a player's index for their hand, :data:`PILE` for
the discard pile, ``PILE + k`` for spread k (what ``CardLedger`` would hold,
without strings).  ``where`` has two more entries, for the joker (52) and an
unknown card (-1, the last entry), that are never ``None``: ``where[c] is
None`` alone tells a real card that is seen for the first time.  A joker is
no Tonk card: it is never held, and its places are kept apart in ``jokers``
(a joker is always reported as a ``duplicate-card`` that belongs to no Tonk
deck); an unknown card is never tracked.

:class:`DealPhase` holds the deal events (``deal``, ``upcard``) and the card-place
helpers; the declarations and the close of the deal at the first event of play (a
declared dealt tonk ends the hand) are in :mod:`audit.games.tonk_declare`, the turns
in :mod:`audit.games.tonk_turns`.
"""

from __future__ import annotations

from ..cards import CARD_INDEX, JOKER, UNKNOWN, card_str, cards_str
from ..later_lines import players_later
from ..model import Event, Finding, add_finding
from .deal_rounds import dealt_singly
from .tonk_lookahead import dealt_more, own_discard_follows, own_play_follows, passed_over
from .tonk_melds import VALUES

DEAL, PLAY, OVER = 0, 1, 2
PILE = 1000          # the discard pile; spread k is PILE + k
NO_DECK = -3         # where a joker "already is": Tonk's deck has none
ODD = -4             # where[JOKER] and where[UNKNOWN]: never None, so a "where[c] is None" test means a real, unseen card
NO_JOKERS = "Tonk is played with one 52-card deck and no jokers"
NOBODY = object()    # Replay.actor when no event can skip the turn bookkeeping (compares equal to no name, nor None)
_card = CARD_INDEX.__getitem__      # card name -> int


#: the start of the finding when play starts before the upcard was turned
NO_UPCARD = "play started without an upcard"

def match_tokens(cards: list[int], tokens: list) -> list[int] | None:
    """A distinct token (a set of cards, :meth:`DealPhase._took_face_down`) of ``tokens`` for each of
    ``cards``, holding it: the indices of the tokens so used; None when there is none (a bipartite
    matching, by augmenting paths: a few cards and tokens)."""
    owner = [-1] * len(tokens)
    for x in range(len(cards)):
        if not _augment(x, cards, tokens, owner, [False] * len(tokens)):
            return None
    return [t for t in range(len(tokens)) if owner[t] >= 0]


def _augment(x: int, cards: list[int], tokens: list, owner: list[int], seen: list[bool]) -> bool:
    c = cards[x]
    for t in range(len(tokens)):
        if not seen[t] and c in tokens[t]:
            seen[t] = True
            if owner[t] < 0 or _augment(owner[t], cards, tokens, owner, seen):
                owner[t] = x
                return True
    return False


def dealt_stakes(opt, lo: int, hi: int) -> list[int]:
    """The stakes the dealt counts ``lo`` to ``hi`` win under the rules ``opt`` (0: a count that
    does not qualify), each once (for a hand with unknown cards: DealPhase._qualifies)."""
    out = []
    for c in range(lo, hi + 1):
        if c in opt.dealt_tonk:
            s = opt.dealt_tonk_pays
        elif opt.low_tonk is not None and c <= opt.low_tonk:
            s = opt.low_tonk_pays
        else:
            s = 0
        if s not in out:
            out.append(s)
    return out


class DealPhase:
    """The deal and the card places; the base of the Tonk ``Replay``.

    It declares the slots of the whole replay state (``Replay.__init__`` sets them), so that
    the compiled build (``tonk_deal.pxd``) makes both classes one extension type whose
    fields the methods of either read directly."""

    __slots__ = ("hand", "opt", "findings", "order", "pos", "n", "hands", "unknown", "where", "jokers",
                 "pile", "spreads", "stock", "phase", "dealt", "upcard_seen", "declared",
                 "cur", "next_of", "actor", "drawn", "acted", "penalized", "penalty", "last_stock", "end_kind",
                 "end_actor", "end_how", "end_stakes", "end_seq", "end_unplayed", "pays", "round", "rounds",
                 "_ace_high", "_end_after_last_draw", "play_seq", "hidden", "deal_tonks", "rules", "disproved",
                 "skipped", "discarded", "held_back", "missed", "late_turn", "spare", "face_down",
                 "past_end", "held_melds", "done_early", "unlogged", "missed_card", "maybe", "kept_only")

    # ---- card places -------------------------------------------------------
    def _put_odd(self, c: int, place: int) -> int | None:
        """Record an unknown card (nothing) or a joker somewhere: the previous place, as ``CardLedger.put``."""
        if c < 0:
            return None
        self.jokers.append(place)
        return NO_DECK

    def _move_odd(self, c: int, place: int) -> None:
        if c == JOKER and self.jokers:
            self.jokers[0] = place

    def _place_of(self, c: int) -> int | None:
        if c == JOKER:
            return self.jokers[0] if self.jokers else None
        return self.where[c]

    def _place_text(self, place: int) -> str:
        if place == PILE:
            return "the discard pile"
        if place > PILE:
            return f"spread {place - PILE}"
        return f"{self.order[place]}'s hand"

    def _to_hand(self, i: int, card: int) -> None:
        if card < 0:
            self.unknown[i] += 1
            self.kept_only[i] = False       # (an unknown card that may be any card nobody is seen with)
        elif card != JOKER:                 # a joker is no Tonk card (reported as duplicate-card)
            self.hands[i].add(card)

    def _take(self, seq: int, i: int, cards: list[int], verb: str) -> bool:
        """Remove ``cards`` from player i's hand; card-not-held (nothing removed) if they are not all there."""
        hand = self.hands[i]
        unknown = self.unknown[i]
        missing = []
        twice = []
        resolve = []
        seen = set()
        unknown_used = 0
        for c in cards:
            if c in seen and c >= 0:
                twice.append(c)
                continue
            seen.add(c)
            if c in hand:
                continue
            if unknown_used < unknown and (c < 0 or self._place_of(c) is None and not self._drawn_later(seq, i, c)
                                           or self._kept_unknown(i, c)):
                unknown_used += 1
                if c >= 0:
                    resolve.append(c)
                continue
            missing.append(c)
        borrowed = self._borrowed(i, resolve) if self.maybe is not None and not missing else None
        if borrowed and match_tokens(borrowed, self.maybe[i]) is None:
            missing = borrowed          # more of another player's kept cards than unseen cards taken
        if missing or twice:
            p = self.order[i]
            held = self._held(p)
            if not twice:
                msg = f"{p} {verb} {cards_str(missing)} but holds {held}"
            else:                            # a card listed twice: the deck has one, so one of them is not held
                listed = f"{cards_str(list(dict.fromkeys(twice)))} twice (the deck has one of each card)"
                msg = (f"{p} {verb} {cards_str(missing)} but holds {held}, and lists {listed}" if missing
                       else f"{p} {verb} {cards_str(cards)}, listing {listed}; {p} holds {held}")
            self._find("card-not-held", seq, p, msg)
            return False
        self.unknown[i] = unknown - unknown_used
        for c in cards:
            if c >= 0 and c not in resolve:
                hand.discard(c)
        if borrowed:
            self._use_tokens(i, borrowed)
        for c in resolve:                    # an unknown card of the hand turns out to be c
            if c < 52:
                self.where[c] = i
            else:
                self._put_odd(c, i)
        return True

    def _may_be_unknown(self, seq: int, i: int, c: int) -> bool:
        """Whether card c, named by player i at ``seq`` and not among their known cards, may be one
        of their unknown cards: they hold one, c is not seen elsewhere, and the log does not show
        c coming in later in the turn (a draw of it: the lines swapped; README).  A ``??`` (c < 0)
        may be any card they hold (a face-down discard: TurnPhase._face_down_discard).  Unknown cards
        that are all among the player's kept cards (``kept_only``: a face-down discard from a wholly
        known hand) are none seen nowhere (README: its known cards stay the player's; review of
        session 66: such a card, its draw line lost, was taken for one of them)."""
        if c < 0:
            return bool(self.unknown[i] or self.hands[i])
        if not self.unknown[i]:
            return False
        return (self._place_of(c) is None and not self.kept_only[i] and not self._drawn_later(seq, i, c)
                or self._kept_unknown(i, c))

    def _kept_unknown(self, i: int, c: int) -> bool:
        """Whether card c is placed with player i but is not among their known cards: one of the
        known cards i held at a face-down (``??``) discard (TurnPhase._face_down_discard), each
        of which may be one of i's unknown cards now, or the card they discarded face down; or
        such a card of another player's, still placed with them, that i may have taken unseen
        (``??``) off the pile with that discard (:attr:`maybe`)."""
        if not 0 <= c < 52:
            return False
        k = self.where[c]
        if k == i:
            return c not in self.hands[i]
        maybe = self.maybe
        if maybe is None or k is None or not 0 <= k < PILE or c in self.hands[k]:
            return False
        for token in maybe[i]:      # (a loop: no generator in a compiled method, setup.py)
            if c in token:
                return True
        return False

    def _took_face_down(self, i: int, j: int) -> None:
        """Seat ``i`` takes unseen (``??``) the card seat ``j`` discarded face down: one card (a
        *token* of ``i``'s) that may be any of the cards ``j`` kept at that discard (placed with ``j``,
        not among its known cards), or one ``j`` may have taken so itself (review of session 59:
        such a card, played or revealed by ``i`` later, was card-not-held).  Each token stands for
        one card: :meth:`_borrowed` cards ``i`` plays or shows use one each (:func:`match_tokens`)."""
        if i == j:
            return                  # (its own kept cards are placed with it already)
        maybe = self.maybe
        if maybe is None:
            maybe = self.maybe = [[] for _ in range(self.n)]
        hand = self.hands[j]
        where = self.where
        token = set()
        for c in range(52):
            if where[c] == j and c not in hand:
                token.add(c)
        for other in maybe[j]:
            token.update(other)
        if token:
            maybe[i].append(frozenset(token))

    def _borrowed(self, i: int, cards) -> list[int]:
        """Of ``cards`` (of seat ``i``'s unknown cards), those another player kept at a face-down
        discard: each is a token's of ``i`` (:meth:`_took_face_down`), or not ``i``'s at all."""
        out = []
        where = self.where
        for c in cards:
            if 0 <= c < 52:
                k = where[c]
                if k is not None and k != i and 0 <= k < PILE and c not in self.hands[k]:
                    out.append(c)
        return out

    def _use_tokens(self, i: int, cards: list[int]) -> None:
        """Seat ``i`` plays or shows the borrowed ``cards``: the tokens they match are used up."""
        tokens = self.maybe[i]
        used = match_tokens(cards, tokens)
        if used is not None:
            for t in sorted(used, reverse=True):
                del tokens[t]

    def _drawn_later(self, seq: int, i: int, c: int) -> bool:
        """Whether player i's own events right after ``seq`` (the rest of their turn as logged) draw c."""
        p = self.order[i]
        events = self.hand.events
        for k in range(seq + 1, len(events)):
            e = events[k]
            if e.player != p:
                return False
            if e.type == "draw" and e.card is not None and CARD_INDEX.get(e.card) == c:
                return True
        return False

    def _misnamed_play(self, seq: int, p: str, cards: list[int], verb: str, what: str) -> bool:
        """A discard (or a spread or hit: review of session 65) out of turn, during play, of cards
        the player cannot hold but the player in turn, who has drawn, holds (or may hold as unknown
        cards: review of session 66, it was not played, and the turn ended without a discard): the
        line names the wrong player (one card-not-held), taken as the ``what`` of the player in turn
        (``verb``: the message's, e.g. "discarded").  A discard so only when the player in turn logs
        no discard of their own in the turn (:func:`own_discard_follows`; review of session 66); a
        spread or hit not when the player in turn's own lines after it play every one of its cards
        (:func:`own_play_follows`): then it is a stray line, reported and not played (None)."""
        if self.phase != PLAY or p == self.order[self.cur] or not self.drawn or self.discarded or not cards:
            return False
        if self.actor != self.order[self.cur] and not (
                self.stock <= 0 and self.actor is NOBODY and not self.missed and self.held_back is None):
            # (with the stock empty, after the turn's draw, no one is the actor, but the turn's discard
            # is due: the discard that ends the hand, under another name, is read as mid-hand; README)
            return False
        if what == "discard" and own_discard_follows(self.hand.events, seq, self.order[self.cur]):
            # the player in turn logs a discard of their own in the turn: this line is not it (review
            # of session 66: a stray line taken as it, that discard was out of turn, five findings more)
            return False
        stray = what != "discard" and own_play_follows(self.hand.events, seq, self.order[self.cur], cards,
                                                       len(self.hands[self.cur]) + self.unknown[self.cur])
        j = self.pos[p]
        turn = self.hands[self.cur]
        theirs = True               # every card may be p's: p's own play, judged as it stands
        known = True                # every card is a known one of the player in turn's
        for c in cards:
            if c not in turn:
                # (or one of the unknown cards of the player in turn: review of session 66)
                if not self._may_be_unknown(seq, self.cur, c):
                    return False
                known = False
            if not (c in self.hands[j] or self._may_be_unknown(seq, j, c)):
                theirs = False
        if theirs:
            return False
        c_turn = self.order[self.cur]
        them = "it" if len(cards) == 1 else "them"
        if stray:
            # the player in turn's own lines of the turn play these cards: a stray line, not the
            # turn's meld (as a discard under another name is not when the turn's own discard
            # follows; review of session 67: taken as the turn's, the own discard of its card was a
            # false card-not-held, and a hit put its spread's owner under a false hit penalty)
            self._find("card-not-held", seq, p, f"{p} {verb} {cards_str(cards)} but holds {self._held(p)}, and it "
                       f"was {c_turn}'s turn, whose own lines after it play {them}: the line is not played")
            return None
        self._find("card-not-held", seq, p, f"{p} {verb} {cards_str(cards)} but holds {self._held(p)}, and it "
                   f"was {c_turn}'s turn, who " + (f"holds {them}" if known else f"may hold {them} (unknown cards)")
                   + f": taken as {c_turn}'s {what} (the line names the wrong player)")
        return True

    def _unplayable_discard(self, seq: int, p: str, c: int) -> bool:
        """A discard out of turn, during play, of a card the player cannot hold (a repeated line):
        one card-not-held, and the event is skipped (the turn stays where it is; README)."""
        if self.phase != PLAY or p == self.order[self.cur]:
            return False
        j = self.pos[p]
        if c in self.hands[j] or self._may_be_unknown(seq, j, c):
            return False
        c_turn = self.order[self.cur]
        self._find("card-not-held", seq, p, f"{p} discarded {card_str(c)} but holds {self._held(p)}, "
                   f"and it was {c_turn}'s turn; the discard is not played")
        return True

    def _stock_card(self, seq: int, p: str, i: int, c: int) -> None:
        """A card drawn from the stock goes to player i's place: duplicate-card when it is already elsewhere."""
        if 0 <= c < 52:
            where = self.where
            prev = where[c]
            where[c] = i
        else:
            prev = self._put_odd(c, i)
        if prev is not None:
            self._find("duplicate-card", seq, p, f"{p} drew JK from the stock, but {NO_JOKERS}" if prev == NO_DECK
                       else f"{p} drew {card_str(c)} from the stock, but {card_str(c)} is in {self._place_text(prev)}")

    def _find(self, code: str, seq: int | None, player: str | None, message: str) -> None:
        add_finding(self.findings, Finding(code, seq, player, message))

    def _held(self, p: str) -> str:
        i = self.pos[p]
        cards = sorted(self.hands[i], key=lambda c: (((c >> 2) + 1) % 13, c & 3))   # ace first
        text = cards_str(cards) + " ??" * self.unknown[i]
        return text.strip() or "no cards"

    def count_of(self, p: str) -> int | None:
        i = self.pos[p]
        if self.unknown[i]:
            return None
        v = VALUES
        return sum(v[c] for c in self.hands[i])

    # ---- the deal ----------------------------------------------------------
    def _qualifies(self, p: str) -> int:
        """Stakes a dealt count wins (0: it does not qualify; -1: unknown).  A hand with unknown
        (``??``) cards may count its known cards plus 1 to 10 for each unknown one (README): 0 when
        none of those counts qualifies, the stakes when all of them win the same, else -1 (review of
        session 66: any hand with a ``??`` was -1, so a declaration its known cards rule out was
        accepted; TONK.md 1: "so is a declaration of a count not listed")."""
        c = self.count_of(p)
        opt = self.opt
        if c is None:
            lo, hi = self._count_range(p)
            stakes = dealt_stakes(opt, lo, hi)
            return stakes[0] if len(stakes) == 1 else -1
        if c in opt.dealt_tonk:
            return opt.dealt_tonk_pays
        if opt.low_tonk is not None and c <= opt.low_tonk:
            return opt.low_tonk_pays
        return 0

    def _count_range(self, p: str) -> tuple[int, int]:
        """The lowest and highest count ``p``'s hand may have, each unknown card 1 to 10."""
        i = self.pos[p]
        known = 0
        for c in self.hands[i]:
            known += VALUES[c]
        u = self.unknown[i]
        return known + u, known + 10 * u

    def _deal(self, seq: int, ev: Event) -> None:
        p = ev.player
        cards = list(map(_card, ev.cards))
        dealt = self.dealt
        problem = None
        size = self.opt.hand_size
        i = self.pos[p]
        held = len(self.hands[i]) + self.unknown[i] if p in dealt else 0
        # the rest of p's hand in a deal line of its own (the deal logged a card at a time, as it is
        # dealt: TONK.md 1; an unknown card too, but no card p holds), taken with p's first
        rest = 0 < held < size and held + len(cards) <= size and self.phase == DEAL and \
            self.hands[i].isdisjoint(cards)
        k = self._logged_before(seq, ev) if p in dealt and not rest else None
        if k is not None:
            # the same player's same cards again: a deal logged twice, left out (no stock; README)
            self._find("wrong-deal", seq, p, f"{p} was dealt twice: {cards_str(cards)} again, as at event {k} "
                       f"(a deal logged twice); the line is left out")
            return
        q = None if rest else self._deal_owner(seq, p, len(cards))
        if rest:
            # a card at a time, the deal goes round once for each card: a card out of that order is
            # one finding, the players it passes over named once (README, as in draw); a hand
            # short at its last line is one finding there (an upcard before it is the one: _upcard)
            if len(cards) == 1 and dealt_singly(self.hand.events, seq, p, held):
                over = passed_over(self.hand.events, seq, self.order, [len(self.hands[j]) + self.unknown[j]
                                   for j in range(self.n)], i, size)
                new = [q for q in over if q not in self.skipped]
                if new:
                    self.skipped.extend(new)
                    problem = (f"{p} was dealt card {held + 1} before {new[0]} was dealt card "
                               f"{len(self.hands[self.pos[new[0]]]) + self.unknown[self.pos[new[0]]] + 1}; the deal "
                               f"goes one card at a time clockwise from the dealer's left ({', '.join(self.order)})")
            if held + len(cards) < size and not dealt_more(self.hand.events, seq, p):
                short = f"{p} was dealt {held + len(cards)} cards; the deal is {size} cards each"
                problem = f"{problem}, and {short}" if problem else short
        elif q is not None:
            # the next player's deal under p's name (README): one finding, the cards theirs
            self._find("wrong-deal", seq, p, f"{p} was dealt " + ("twice" if p in dealt else
                       f"before {q} and is dealt again later") + f", and {q}, the next to be dealt, has no deal "
                       f"in the log: taken as {q}'s cards, logged under {p}'s name")
            p = q
        elif p in self.skipped and p not in dealt and (self.phase != DEAL or self.upcard_seen):
            pass    # named when the upcard was turned or play started before it: no second finding
        elif self.phase != DEAL or self.upcard_seen:
            problem = f"{p} was dealt cards after the deal was over"
        elif p in dealt:
            problem = f"{p} was dealt twice"
        else:
            # the players before p still to be dealt, once: a deal skipped is one wrong-deal (README)
            late = self._not_dealt(self.order[:self.pos[p]])
            if late:
                problem = (f"{p} was dealt before {late[0]}; the deal goes one at a time clockwise "
                           f"from the dealer's left ({', '.join(self.order)})" + self._never_dealt(seq, late))
            elif len(cards) != size and not (len(cards) < size and dealt_more(self.hand.events, seq, p)):
                problem = f"{p} was dealt {len(cards)} cards; the deal is {size} cards each"
        if problem:
            self._find("wrong-deal", seq, p, problem)
        i = self.pos[p]
        taken = len(cards)
        if p in dealt and self.phase != DEAL:
            # a second deal after play started: it takes no more than the stock holds beyond a full
            # deal (when a player was never dealt, these cards were theirs: their unknown cards
            # came from the stock already; README)
            taken = min(taken, max(self.spare, 0))
            self.spare -= taken
        elif p not in dealt:
            if self.phase != DEAL and i in self.hidden:
                # dealt after play started without them: these cards replace the unknown cards
                # taken from the stock for them then (_close_deal; those played since stay played)
                self.unknown[i] -= min(self.unknown[i], self.opt.hand_size)
                taken = 0
            dealt.append(p)
        if self.phase == DEAL and p in self.skipped and p in dealt:
            self.skipped.remove(p)      # passed over by a deal out of order, named then: dealt now
        where = self.where
        self.hands[i].update(cards)             # (an unknown card or a joker is taken out again below)
        for c in cards:
            if where[c] is None:
                where[c] = i
            else:
                self._deal_card(seq, p, i, c)
        self.stock -= taken
        if self.stock <= 0:
            self.actor = NOBODY

    def _deal_owner(self, seq: int, p: str, n: int) -> str | None:
        """The next player to deal to, whose hand a whole deal to ``p`` is when ``p`` was dealt
        already or is dealt again later in the log, and they have no deal in it (a deal under the
        wrong name), or None."""
        if self.phase != DEAL or self.upcard_seen or n != self.opt.hand_size:
            return None
        dealt = self.dealt
        q = None
        for x in self.order:
            if x not in dealt:
                q = x
                break
        if q is None or q == p or q in self.skipped:
            return None
        later = players_later(self.hand.events, seq, "deal")
        if q in later:
            return None
        return q if p in dealt or p in later else None

    def _logged_before(self, seq: int, ev: Event) -> int | None:
        """The seq of an earlier line equal to this deal (the same player, the same cards) or upcard."""
        t = ev.type
        for k, e in enumerate(self.hand.events[:seq]):
            if e.type == t and (e.card == ev.card if t == "upcard" else
                                e.player == ev.player and sorted(e.cards) == sorted(ev.cards)):
                return k
        return None

    def _deal_card(self, seq: int, p: str, i: int, c: int) -> None:
        """Deal player i a card that was seen before, an unknown card or a joker (already in the hand set)."""
        if 0 <= c < 52:
            prev = self.where[c]
            self.where[c] = i
        else:
            self.hands[i].discard(c)
            prev = self._put_odd(c, i)
            self._to_hand(i, c)
        if prev is not None:
            self._find("duplicate-card", seq, p, f"{p} was dealt JK, but {NO_JOKERS}" if prev == NO_DECK
                       else f"{card_str(c)} dealt to {p} is already in {self._place_text(prev)}")

    def _upcard(self, seq: int, ev: Event) -> None:
        c = CARD_INDEX[ev.card]
        problem = None
        if not self.opt.upcard:
            problem = "an upcard was turned but upcard is false: the pile starts with the first discard"
        elif self.upcard_seen:
            k = self._logged_before(seq, ev)
            if k is not None:           # the same upcard again: left out, it takes no stock (README)
                self._find("wrong-deal", seq, None, f"the upcard {card_str(c)} was turned twice, as at event {k} "
                           f"(an upcard logged twice); the line is left out")
                return
            problem = "a second upcard was turned; the deal turns up one card"
        elif self.phase != DEAL:
            if not self._played_without_upcard():
                problem = "the upcard was turned after play had started"
        else:
            missing = self._not_dealt(self.order)
            short = [q for q in self.order if len(self.hands[self.pos[q]]) + self.unknown[self.pos[q]]
                     < self.opt.hand_size and dealt_more(self.hand.events, seq, q)]
            if missing:
                problem = (f"the upcard was turned before {', '.join(missing)} had been dealt"
                           + self._never_dealt(seq, missing))
            elif short:     # (a deal logged a card at a time, its last cards after the upcard: _deal)
                problem = f"the upcard was turned before {', '.join(short)} had been dealt every card"
        if problem:
            self._find("wrong-deal", seq, None, problem)
        late = self.phase != DEAL and not self.upcard_seen and self._played_without_upcard()
        if late and not (self.pile and self.pile[0] == UNKNOWN):
            if self._taken_upcard(seq, c):     # (the unknown upcard, drawn by name before this line)
                self.upcard_seen = True
                return
            late = False
        if 0 <= c < 52:
            prev = self.where[c]
            self.where[c] = PILE
        else:
            prev = self._put_odd(c, PILE)
        if late:
            # the unknown upcard play started with (tonk_declare._close_deal): this line names it, and
            # it took its stock card then (review of session 65)
            if prev is not None:
                self._find("duplicate-card", seq, None, f"the upcard {card_str(c)} is already in "
                           f"{self._place_text(prev)}")
            self.pile[0] = c
            self.upcard_seen = True
            return
        if prev is not None:
            self._find("duplicate-card", seq, None, f"the upcard is JK, but {NO_JOKERS}" if prev == NO_DECK
                       else f"the upcard {card_str(c)} is already in {self._place_text(prev)}")
        self.pile.append(c)
        self.stock -= 1
        if self.stock <= 0:
            self.actor = NOBODY
        self.upcard_seen = True

    def _taken_upcard(self, seq: int, c: int) -> bool:
        """Whether the first draw from the discard pile before ``seq`` took ``c``, still in the
        drawer's hand: the unknown upcard play started with (its line logged late, naming it)."""
        for e in self.hand.events[:seq]:
            if e.type == "draw" and e.source == "discard":
                k = self.where[c] if 0 <= c < 52 else None
                return CARD_INDEX.get(e.card) == c and k is not None and 0 <= k < PILE and k == self.pos.get(e.player)
        return False

    def _played_without_upcard(self) -> bool:
        """Play started without an upcard (reported then): the upcard logged after that is the
        deal's, the lines out of order, no second finding."""
        for f in self.findings:
            if f.code == "wrong-deal" and f.message.startswith(NO_UPCARD):
                return True
        return False

    def _not_dealt(self, players: list[str]) -> list[str]:
        """Those of ``players`` not dealt yet and not yet named by a wrong-deal: they are now."""
        skipped = self.skipped
        out = [q for q in players if q not in self.dealt and q not in skipped]
        skipped.extend(out)
        return out

    def _never_dealt(self, seq: int, players: list[str]) -> str:
        """The end of a wrong-deal message naming the players who have no deal event later in the log."""
        later = {ev.player for ev in self.hand.events[seq + 1:] if ev.type == "deal"}
        never = [q for q in players if q not in later]
        if not never:
            return ""
        one = len(never) == 1
        return (f"; {' and '.join(never)} {'is' if one else 'are'} never dealt "
                f"(taken as {self.opt.hand_size} unknown cards{'' if one else ' each'})")
