"""Tonk: the replay of one hand (TONK.md) behind the replay protocol.

The state follows every card: each player's hand (known cards as a set plus a
number of unknown ``??`` cards), where each card is (``where``, see
:mod:`audit.games.tonk_deal`), the discard pile (a list, top last), the
spreads on the table (numbered 1, 2, 3... in the order laid) and the size of
the stock.  Players are indexes into ``order`` (from the dealer's left).  The
turn is a small state machine: the deal (deal events, the upcard,
declarations; in :mod:`audit.games.tonk_deal`), then turns clockwise from the
dealer's left (drop | draw, spreads and hits, one discard; the turn passing in
:mod:`audit.games.tonk_turns`, the spreads and hits in :mod:`audit.games.tonk_spreads`), then the end
(tonk, out, drop, stock out, a dealt tonk or a void hand) after which only
``reveal`` and ``pay`` events belong.  The settlement is in
:mod:`audit.games.tonk_settle`, the result and explanation in
:mod:`audit.games.tonk_explain`.

Hot path: ``actor`` is the name of the player whose turn it is while the
hand is being played with cards left in the stock (else :data:`NOBODY`, equal
to no player and to no missing player); an event by that player needs no turn
bookkeeping, and :meth:`Replay.apply` handles the plain draw and discard of
most turns itself.  Anything else goes through :meth:`Replay._enter_play`.
"""

from __future__ import annotations

from ..cards import CARD_INDEX, JOKER, UNKNOWN, card_str, cards_str
from ..model import INT64, Event, Hand, Result, View
from ..player_counts import player_count_finding
from ..seat_order import button_index
from ..protocol import RulesError
from . import tonk_settle as st
from .payout_order import AFTER_PAYOUT, late_event, paid_at
from .tonk_deal import DEAL, NOBODY, ODD, OVER, PILE, PLAY, match_tokens
from .tonk_explain import result as _result
from .tonk_misnamed_drop import misnamed_drop
from .tonk_melds import VALUES, Spread
from .tonk_options import AFTER_LAST_DRAW, BEFORE_DRAW, TonkOptions, parse_options
from .tonk_spreads import SpreadPhase
from .tonk_unlogged import reveal_without

_card = CARD_INDEX.__getitem__      # card name -> int


class Replay(SpreadPhase):
    game = "tonk"
    __slots__ = ()      # the state's fields are declared by DealPhase (tonk_deal; see there)

    def __init__(self, hand: Hand, rules: dict) -> None:
        opt = parse_options(rules)
        self.opt: TonkOptions = opt
        self.hand = hand
        self.findings = []
        seats = hand.seats
        n = len(seats)
        wrong = player_count_finding("tonk", n)     # every seat is dealt in (README)
        if wrong is not None:
            self.findings.append(wrong)
        need = n * opt.hand_size + (1 if opt.upcard else 0)
        if need > 52 and wrong is None:
            # (with too many players, the count is the fault, wrong-player-count, and the hand is
            # replayed: a card dealt twice is then duplicate-card, as in draw)
            raise RulesError(f"hand_size {opt.hand_size} for {n} players needs {need} cards; the deck has 52")
        most = opt.stake * max(opt.dealt_tonk_pays, opt.low_tonk_pays, 2) * max(n - 1, 1)
        if most > INT64:
            # (a settlement no store could hold: review of session 61, ingest failed on it)
            raise RulesError(f"stake {opt.stake} x {max(opt.dealt_tonk_pays, opt.low_tonk_pays, 2)} stakes (the largest "
                             f"payment) x {max(n - 1, 1)} opponents is more than a 64-bit integer holds, {INT64}")
        names = [s.player for s in seats]
        b = button_index(seats, hand.button)      # a dead button: the seat before it
        if b is None:
            b = n - 1
        order = names[b + 1:] + names[:b + 1]       # from the dealer's left; the dealer last
        self.order = order
        self.pos = {p: i for i, p in enumerate(order)}
        self.n = n
        self.next_of = [*range(1, n), 0]       # who plays after player i
        self.hands: list[set[int]] = [set() for _ in order]
        self.unknown = [0] * n
        self.where: list[int | None] = [None] * 52 + [ODD, ODD]   # [52]: a joker, [53] (= [-1]): unknown
        self.jokers: list[int] = []
        self.pile: list[int] = []
        self.spreads: list[Spread] = []
        self.stock = 52
        self.phase = DEAL
        self.dealt: list[str] = []
        self.upcard_seen = False
        self.declared: list[str] = []
        self.cur = 0
        self.actor: str | object = NOBODY
        self.drawn = False
        self.acted = False
        self.penalized = False
        self.penalty = [0] * n
        self.last_stock = False
        self.end_kind: str | None = None       # how the hand ended (tonk_settle's endings)
        self.end_actor: str | None = None      # the winner, or the dropper
        self.end_how = ""
        self.end_stakes = 0
        self.end_seq: int | None = None
        self.end_unplayed = False   # end_seq is the first event not played (it found the hand over)
        self.past_end: str | None = None       # who played on after the end (their turn's events: one finding)
        #: spreads and hits logged before the turn's draw that brings a card of theirs: (seq, event)
        #: each, applied at that draw (tonk_turns)
        self.held_melds: list | None = None
        #: the seq of a discard applied before its line (logged after the draw that took it from the
        #: pile: _swapped_discard), which is then not played again
        self.done_early = -1
        #: the turns that ended without their discard applied (its line left out, or naming a card
        #: the player does not hold), in their order: (seat, the known cards it held then, the pile's
        #: size then, the card a skipped discard named, else -1) each; one of those cards may have
        #: been discarded unlogged, as a reveal or the pile shows (tonk_turns).  A list, not one slot:
        #: a later turn ending so, anyone's, leaves the earlier ones standing (review of session 66)
        self.unlogged: list[tuple[int, frozenset, int, int]] = []
        self.pays: list[tuple[int, str, str, int]] = []
        self.round = 0
        self.rounds: list[int] = []            # per event: its turn-round (set when the event starts)
        self._ace_high = opt.ace_high
        self._end_after_last_draw = opt.stock_out == AFTER_LAST_DRAW
        self.play_seq: int | None = None       # the first event after the deal (tonk_deal._close_deal)
        self.hidden = ()                       # players dealt an unknown card, as of the close of the deal
        self.deal_tonks: list[str] = []        # players whose known dealt count qualified then
        self.rules = rules
        self.disproved: dict[str, int] = {}    # false hidden declarations, as proven (see settle)
        self.skipped: list[str] = []           # players a wrong-deal named as not dealt in turn (tonk_deal; passed over in a round of a deal a card at a time: until dealt)
        self.discarded = False                 # the turn's discard came before its draw (_discard)
        self.held_back: tuple[int, int] | None = None   # a discard before the draw of a card not held yet
        self.missed = False                    # the turn's discard was not held: skipped (tonk_turns)
        self.missed_card = -1                  # the card that skipped discard named (with ``missed``)
        self.late_turn: tuple | None = None    # a turn ended without a discard (_no_discard): its record there
        self.spare = 0                         # stock cards beyond a full deal, from the close of the deal (tonk_deal)
        self.face_down: tuple[int, bool] | None = None   # the pile's top discarded ?? (tonk_turns._to_pile)
        self.maybe: list[list[frozenset]] | None = None   # per seat: its tokens (tonk_deal._took_face_down)
        #: per seat: its unknown cards are all among its kept cards (a face-down discard from a
        #: wholly known hand: tonk_turns._face_down_discard), so none is a card seen nowhere
        self.kept_only = [False] * n

    # ---- turns: audit.games.tonk_turns; spreads and hits: audit.games.tonk_spreads --

    # ---- events ----------------------------------------------------------

    def apply(self, seq: int, ev: Event) -> None:
        self.rounds.append(self.round)
        t = ev.type
        if self.pays and t not in AFTER_PAYOUT:      # (after the log's payout: no short path)
            handler = _HANDLERS.get(t)
            if handler is not None:
                handler(self, seq, ev)
                late_event(self.findings, seq, ev, paid_at(self.pays))
                return
        if ev.player == self.actor:
            # The two events of most turns, handled here when nothing is special: the player
            # whose turn it is draws an unseen card from the stock, or discards a held card and
            # keeps cards (the turn passes).  Anything else goes to the event's handler.
            if t == "draw":
                if not self.drawn and ev.source != "discard":
                    c = CARD_INDEX[ev.card]
                    where = self.where
                    if where[c] is None:         # (never None for an unknown card or a joker)
                        i = self.cur
                        where[c] = i
                        self.hands[i].add(c)
                        left = self.stock - 1
                        self.stock = left
                        if not left:
                            self.last_stock = True
                            self.actor = NOBODY
                        self.drawn = self.acted = True
                        return
            elif t == "discard":
                if self.drawn and not self.last_stock:
                    c = CARD_INDEX[ev.card]
                    i = self.cur
                    hand = self.hands[i]
                    if c in hand and (len(hand) > 2 or len(hand) == 2 and not self.unlogged):
                        # (two cards with an unlogged discard: the last one may be it, _discard)
                        hand.remove(c)
                        self.where[c] = PILE
                        self.pile.append(c)
                        # the next player's turn begins: _begin_turn, inline (the stock is not empty)
                        i = self.next_of[i]
                        if not i:
                            self.round += 1
                        self.cur = i
                        self.drawn = self.acted = False
                        pen = self.penalty[i]
                        if pen:
                            self.penalty[i] = pen - 1
                            self.penalized = True
                        else:
                            self.penalized = False
                        self.actor = self.order[i]
                        return
        try:
            handler = _HANDLERS[t]
        except KeyError:
            self._find("illegal-action", seq, ev.player, f"a {t} event has no meaning in tonk")
            return
        handler(self, seq, ev)

    def _drop(self, seq: int, ev: Event) -> None:
        p = ev.player
        if p != self.actor:
            if misnamed_drop(self, seq, p):
                p = self.actor
            elif not self._enter_play(seq, ev):
                return
        if self.held_melds is not None:      # no draw follows a drop: the melds before it as they are
            self._release_held_melds()
        if self.held_back is not None:       # no draw follows a drop: the discard before it was not held
            self._release_held_back()
        if self.penalized or (self.drawn or self.acted) and self.opt.drop == BEFORE_DRAW:
            why = []
            if self.opt.drop == BEFORE_DRAW and (self.drawn or self.acted):
                why.append("after drawing; with drop: before_draw a drop is the first thing in the turn"
                           if self.drawn else "after acting; a drop is the first thing in the turn")
            if self.penalized:
                why.append("while under a hit penalty (a spread of theirs was hit)")
            self._find("tonk-drop-not-allowed", seq, p, f"{p} dropped " + " and ".join(why))
        self._finish(seq, st.DROP, p, f"{p} dropped")

    def _draw(self, seq: int, ev: Event) -> None:
        p = ev.player
        if p != self.actor and not self._enter_play(seq, ev):
            return
        c = CARD_INDEX[ev.card]
        i = self.cur
        if self.drawn:
            self._find("tonk-turn-order", seq, p, f"{p} drew a second card ({card_str(c)}); a turn has exactly one draw")
        if ev.source == "discard" and self.drawn and 0 <= c < 52 and self.where[c] == i and c in self.hands[i]:
            # a second draw from the pile of a card the player already holds (a repeated line): not
            # played, as a repeated stock draw (README), and no draw-source beside it
            self._find("duplicate-card", seq, p, f"{p} drew {card_str(c)} from the discard pile, but "
                       f"{card_str(c)} is in {p}'s hand; the draw is not played")
            return
        if ev.source == "discard":
            pile = self.pile
            top = pile[-1] if pile else None
            if top != c and c != UNKNOWN and self.late_turn is not None and self._swapped_discard(seq, c):
                top = c             # (the previous player's discard, logged next, applied first)
            elif top != c and self.unlogged and self._unlogged_draw(i, c):
                top = c             # (the discard of a turn that ended without one applied: tonk_turns)
            if top is not None and (c == top or c == UNKNOWN):
                if top == UNKNOWN and self.face_down is not None:
                    self._took_face_down(i, self.face_down[0])
                self.face_down = None
                c = pile.pop()
                if 0 <= c < 52:
                    self.where[c] = i
                else:
                    self._move_odd(c, i)
            elif top == UNKNOWN and 0 <= c < 52 and (self._face_down_could_be(c, i) or self._unknown_upcard(c)):
                # the top card was discarded face down (``??``): this draw names it
                self.face_down = None
                pile.pop()
                self.where[c] = i
            elif top is not None and c in pile:
                self._find("tonk-draw-source", seq, p,
                           f"{p} drew {card_str(c)} from the discard pile; its top card is {card_str(top)}")
                pile.remove(c)
                if c < 52:
                    self.where[c] = i
                else:
                    self._move_odd(c, i)
            else:
                self._find("tonk-draw-source", seq, p,
                           f"{p} drew {card_str(c)} from the discard pile, but the discard pile is empty"
                           if top is None else
                           f"{p} drew {card_str(c)} from the discard pile; its top card is {card_str(top)}")
                self._off_the_pile(seq, p, i, c)
        elif self.drawn and 0 <= c < 52 and self.where[c] == i:
            # a second draw of a card the player already holds (a repeated line): not played, and
            # no stock card is taken (README)
            self._find("duplicate-card", seq, p, f"{p} drew {card_str(c)} from the stock, but {card_str(c)} "
                       f"is in {p}'s hand; the draw is not played")
            return
        elif self.pile and c == self.pile[-1] and 0 <= c < 52:
            # the discard pile's top card, said to come from the stock: the draw's source is wrong
            # (CODES.md), and the card is taken from the pile (not a card in two places)
            self._find("tonk-draw-source", seq, p, f"{p} drew {card_str(c)} from the stock, but {card_str(c)} "
                       f"is the discard pile's top card: a draw from the discard pile")
            self.face_down = None
            self.pile.pop()
            self.where[c] = i
        elif self.stock <= 0:
            self._find("tonk-draw-source", seq, p, f"{p} drew {card_str(c)} from the stock, but the stock is empty")
            self._stock_card(seq, p, i, c)
        else:
            if 0 <= c < 52 and self.where[c] is not None and self.unlogged:
                # (a card drawn earlier under another name, the discard it became skipped: tonk_turns)
                self._unlogged_stock(seq, c)
            self._stock_card(seq, p, i, c)
            self._take_stock()
        if 0 <= c < 52:
            self.hands[i].add(c)
        else:
            self._to_hand(i, c)
        self.drawn = True
        self.acted = True
        if self.held_melds is not None:      # spreads and hits logged before this draw (tonk_turns)
            self._release_held_melds()
        if self.held_back is not None:       # a discard logged before this draw (tonk_turns)
            self._release_held_back()

    def _discard(self, seq: int, ev: Event) -> None:
        p = ev.player
        c = CARD_INDEX[ev.card]
        if p != self.actor:
            if seq == self.done_early:      # applied at the draw logged before it (_swapped_discard)
                return
            if self.late_turn is not None and self._late_discard(seq, p, c):
                return
            if self._misnamed_play(seq, p, [c], "discarded", "discard"):
                p = self.order[self.cur]
            elif self._second_discard(seq, p, c):
                return
            elif self._unplayable_discard(seq, p, c) or not self._enter_play(seq, ev):
                return
        i = self.cur
        early = False
        hand = self.hands[i]
        if self.discarded or self.held_back is not None:
            self._find("tonk-turn-order", seq, p, f"{p} discarded a second card in one turn; "
                       f"a turn has one draw, then one discard")
        elif not self.drawn:
            self._find("tonk-turn-order", seq, p, f"{p} discarded before drawing; a turn starts with the draw")
            early = True
            if c not in hand and not self._may_be_unknown(seq, i, c) or self._pile_draw_next(seq, p, c):
                # not held (yet), or the turn's draw from the pile is next (it takes the card under
                # this one): held back for the turn's draw (the two lines swapped; tonk_turns)
                self.held_back = (seq, c)
                self.actor = NOBODY
                return
        if not self._to_pile(seq, i, c):
            # not played: the turn stays with the player, whose next discard is the turn's (the
            # next player's event ends the turn with no other finding)
            self.missed = self.acted = True
            self.missed_card = c
            self.actor = NOBODY
            return
        if not hand and not self.unknown[i] and not (early and self._draws_next(seq, p)):
            self._finish(seq, st.OUT, p, f"{p} went out (discarded the last card)", 1)
        elif not early and self.unlogged and self._unlogged_last(seq, i):
            self._finish(seq, st.OUT, p, f"{p} went out (discarded the last card)", 1)
        elif early:
            # the turn stays open: its draw may follow (the two lines swapped), else the next
            # player's event ends it without another finding (_enter_play)
            self.discarded = self.acted = True
            self.actor = NOBODY
        elif self.last_stock and self._end_after_last_draw:
            self._finish(seq, st.STOCK_OUT, how="the stock ran out")
        else:
            self._begin_turn(self.next_of[i])

    def _reveal(self, seq: int, ev: Event) -> None:
        p = ev.player
        if self.phase == DEAL:
            self._settled_undeclared(seq)
            self._close_deal(seq, False)
        self._settling(seq)
        if self.phase == PLAY and self._drop_left_out(seq):
            # the player to act, before any play of the turn, reveals among the settling lines that
            # follow: their drop line was left out (README), one finding, the hand settled as the drop
            a = self.actor
            self._find("illegal-action", seq, a, f"{p} revealed cards while the hand was still being played, "
                       f"with no drop logged; {a}, to act, reveals among the settling lines: taken as {a}'s drop")
            self._finish(seq, st.DROP, a, f"{a} dropped")
        if self.phase != OVER and p not in self.disproved:     # (a refused declaration's hand may be shown)
            self._find("illegal-action", seq, p,
                       f"{p} revealed cards while the hand was still being played; hands are revealed when counted")
            return
        cards = list(map(_card, ev.cards))
        i = self.pos[p]
        if JOKER in cards and i in self.jokers:      # a joker given to p (reported then) is no Tonk card
            cards.remove(JOKER)
        hand = self.hands[i]
        unknown = self.unknown[i]
        if not unknown and len(cards) == len(hand) and hand == set(cards):   # exactly the hand
            return
        ok = self._reveal_fits(i, cards, hand, unknown)
        if not ok and self.unlogged:
            ok = self._unlogged_reveal(i, cards)
            hand = self.hands[i]
        if not ok:
            # the reason, where the counts fit: a card shown that is known to be elsewhere
            extras = {c for c in cards if c >= 0} - hand
            elsewhere = [c for c in cards if c in extras and c != JOKER and self.where[c] is not None
                         and not self._kept_unknown(i, c)]     # (in the order revealed)
            why = ""
            if elsewhere and len(cards) == len(hand) + unknown:
                why = f" ({cards_str(elsewhere)} {'is' if len(elsewhere) == 1 else 'are'} known to be elsewhere)"
            self._find("tonk-reveal-mismatch", seq, p, f"{p} revealed {cards_str(cards) or 'no cards'} "
                       f"but holds {self._held(p)}{why}")
            return
        extras = {c for c in cards if c >= 0} - hand
        if self.maybe is not None:
            borrowed = self._borrowed(i, extras)
            if borrowed:
                self._use_tokens(i, borrowed)
        for c in extras:
            self.where[c] = i
            hand.add(c)
        self.unknown[i] = unknown - len(extras)

    def _reveal_fits(self, i: int, cards: list[int], hand: set[int], unknown: int) -> bool:
        """Whether ``cards``, revealed by seat ``i``, may be a hand of the known cards ``hand`` and
        ``unknown`` unknown ones: each known card shown once (or as ``??``), the others cards an
        unknown one may be (unseen, or kept by ``i`` at a face-down discard)."""
        shown = {c for c in cards if c >= 0}
        shown_unknown = cards.count(UNKNOWN)            # a known card shown twice is a mismatch
        extras = shown - hand
        missing = hand - shown
        if not (len(cards) == len(hand) + unknown and len(shown) == len(cards) - shown_unknown
                and len(extras) <= unknown and len(missing) <= shown_unknown and JOKER not in extras):
            return False
        for c in extras:
            if not (self.where[c] is None or self._kept_unknown(i, c)):
                return False
        if self.maybe is not None:          # one card for each unseen card taken off a face-down discard
            borrowed = self._borrowed(i, extras)
            if borrowed and match_tokens(borrowed, self.maybe[i]) is None:
                return False
        return True

    def _unlogged_reveal(self, i: int, cards: list[int]) -> bool:
        """Seat ``i``, whose turn ended without its discard applied (tonk_turns._unlogged_discard),
        reveals its hand without one of the known cards it held then: that card was the discard,
        gone to the pile unlogged (one fault, already reported: no mismatch), and the hand is
        counted without it (True).  So too without one card for each of several such turns of
        ``i``'s (review of session 66: tonk_unlogged).  Else False, nothing changes."""
        found = reveal_without(self, i, cards)
        if found is None:
            return False
        recs, out = found
        hand = self.hands[i]
        for k in range(len(recs) - 1, -1, -1):      # (the latest first: the earlier places stand)
            c = out[k]
            self.unlogged.remove(recs[k])
            hand.remove(c)
            self.where[c] = PILE
            self.pile.insert(min(recs[k][2], len(self.pile)), c)
        return True

    def _pay(self, seq: int, ev: Event) -> None:
        if self.phase != OVER:
            if self.phase == DEAL:
                self._settled_undeclared(seq)
                self._close_deal(seq, False)
            self._settling(seq)
            if self.phase == PLAY:
                self._ended_unlogged(seq)       # the last lines of a winning turn left out (review of session 65)
        self.pays.append((seq, ev.source, ev.to, ev.amount))

    # ---- explain and settle ------------------------------------------------
    def view(self) -> View:
        stacks = {s.player: s.stack for s in self.hand.seats}
        for _, a, b, amt in self.pays:
            stacks[a] -= amt
            stacks[b] += amt
        piles = f"stock {self.stock}, discard pile {len(self.pile)}"
        if self.phase == DEAL:
            # the deal done (every player dealt, the upcard turned when there is one): play begins
            # with the first player, whose turn the next event is judged on
            done = len(self.dealt) == self.n and (self.upcard_seen or not self.opt.upcard)
            events = self.hand.events
            k = len(self.rounds)        # (the next event: a deal logged a card at a time goes on)
            if done and k < len(events) and events[k].type == "deal" and events[k].player in self.pos:
                i = self.pos[events[k].player]
                done = not 0 < len(self.hands[i]) + self.unknown[i] < self.opt.hand_size
            if self.declared:
                # a declared dealt tonk ends the hand at the first event that is no other
                # declaration: nobody's turn comes (review of session 60)
                return View(None, 0, 0, stacks, f"the deal; {' and '.join(self.declared)} declared a dealt "
                                                f"tonk: the hand ends, no play follows; {piles}")
            if done:
                # (the hand page's phase of the first player's first play: their turn, as every
                # later play's, not "the deal"; review of session 65)
                first = self.order[0]
                return View(first, 0, 0, stacks, f"{first}'s turn (round 1): to drop or draw; {piles}")
            return View(None, 0, 0, stacks, f"the deal; {piles}")
        if self.phase == OVER:
            return View(None, 0, 0, stacks, f"hand over: {self._ended_text()}; {piles}")
        p = self.order[self.cur]
        if self.drawn:
            what = "drawn, may spread/hit/" + ("drop/" if self.opt.drop != BEFORE_DRAW and not self.penalized else "") + "discard"
        else:
            what = "to drop or draw" if not self.penalized else "to draw (hit penalty: no drop)"
        return View(p, 0, 0, stacks, f"{p}'s turn (round {self.round}): {what}; {piles}")

    def _final_outcome(self, words: bool = True) -> st.Outcome:
        """The settlement of the way the hand ended (counting the hands for a drop or a stock out).

        ``words=False``: without the texts of a counted hand (see :mod:`audit.games.tonk_settle`).
        """
        kind = self.end_kind
        if kind is None:
            return st.Outcome(st.INCOMPLETE, "the hand did not end")
        if kind == st.DROP:
            actor = self.end_actor
            return st.bounded(lambda c, w: st.drop(self.order, actor, c, w), self._counts(), self._bounds(), words)
        if kind == st.STOCK_OUT:
            tie = self.opt.stock_out_tie
            out = st.bounded(lambda c, w: st.stock_out(self.order, c, tie, w), self._counts(), self._bounds(), words)
            if out.how:
                out.how = self.end_how + out.how.removeprefix("the stock ran out")
            return out
        if kind == st.VOID:
            return st.void(self.end_how)
        if self.end_stakes < 0:              # a declared dealt tonk whose multiple is not known
            return st.Outcome(kind, self.end_how, [self.end_actor], verifiable=False)
        if kind == st.DEALT_TONK:
            others = self._may_be_dealt_tonks()
            if others:
                how = (f"{self.end_how}; {' and '.join(others)} may hold a dealt tonk too, which would make "
                       f"the hand void")
                return st.Outcome(kind, how, [self.end_actor], verifiable=False)
        return st.win_outright(kind, self.order, self.end_actor, self.end_stakes, self.end_how)

    def _face_down_could_be(self, c: int, i: int) -> bool:
        """Whether the pile's top, discarded face down (``??``), may be ``c``, drawn by ``i``: a card
        the discarder kept after that discard (placed with them, not in their known hand), or, when
        they held unknown cards of their own, one nobody is known to hold."""
        fd = self.face_down
        if fd is None:
            return False
        j, any_unseen = fd
        if self.where[c] is None:
            return any_unseen
        return j != i and self._kept_unknown(j, c)

    def _unknown_upcard(self, c: int) -> bool:
        """Whether the pile is the unknown upcard play started with (its line left out:
        tonk_declare._close_deal) and ``c``, unseen, may be it (review of session 65)."""
        return len(self.pile) == 1 and self.face_down is None and self.where[c] is None \
            and self._played_without_upcard()

    def _may_be_dealt_tonks(self) -> list[str]:
        """A declared dealt tonk: the other players whose hands are unknown and may count a dealt
        tonk too (each unknown card 1 to 10, :meth:`_bounds`).  Two dealt tonks make the hand void
        (TONK.md 1, as a known one does), so the declarer's win cannot be checked."""
        out = []
        for p, (lo, hi) in self._bounds().items():
            if p != self.end_actor:
                for count in range(lo, hi + 1):
                    if self._count_qualifies(count):
                        out.append(p)
                        break
        return out

    def _counts(self) -> dict[str, int | None]:
        """Every player's count (None when a card is unknown), in turn order."""
        value = VALUES.__getitem__
        return {p: None if u else sum(map(value, h)) for p, h, u in zip(self.order, self.hands, self.unknown)}

    def _bounds(self) -> dict[str, tuple[int, int]]:
        """The lowest and highest count of each hand with unknown cards (each is 1 to 10)."""
        value = VALUES.__getitem__
        return {p: (sum(map(value, h)) + u, sum(map(value, h)) + 10 * u)
                for p, h, u in zip(self.order, self.hands, self.unknown) if u}

    def settle(self, explain: bool = False) -> Result:
        if self.phase == DEAL:
            self._close_deal(None, False)
        disproved = self._prove_hidden_deals()
        if disproved and not self.disproved:        # (once: the replay again refuses them)
            # A hidden declaration the reveal proves false is refused as a known count's would have
            # been (TONK.md 1): the hand is replayed with it refused, and played on as logged.
            again = type(self)(self.hand, self.rules)
            again.disproved = disproved
            apply = again.apply
            for seq, ev in enumerate(self.hand.events):
                apply(seq, ev)
            return again.settle(explain)
        if self._stock_out_due():
            self._finish(None, st.STOCK_OUT, how="the stock ran out")
        if self.held_melds is not None:
            self._release_held_melds()
        if self.held_back is not None:
            self._release_held_back()
        if self.phase != OVER:
            self._find("hand-incomplete", None, None, self._incomplete_text())
        return _result(self, self._final_outcome(explain), explain)

    def _incomplete_text(self) -> str:
        if self.phase == DEAL:
            return "the log ends during the deal; nobody tonked, went out, dropped or ran the stock out"
        p = self.order[self.cur]
        what = "had drawn" if self.drawn else "was to drop or draw"
        return (f"the log ends in round {self.round} with {p} to act ({p} {what}); "
                f"the hand has no winner (stock {self.stock})")


#: Event type -> the method ``_<type>`` that applies it, looked up by name (compiled, a method is
#: a C function, which only its class makes into a Python object)
_HANDLERS = {t: getattr(Replay, "_" + t) for t in (
    "deal", "upcard", "declare", "drop", "draw", "spread", "hit", "discard", "reveal", "pay")}
