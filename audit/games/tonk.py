"""Tonk: the replay of one hand (TONK.md) behind the replay protocol.

The state follows every card: each player's hand (known cards as a set plus a
number of unknown ``??`` cards), the discard pile (a list, top last), the
spreads on the table (numbered 1, 2, 3... in the order laid) and the size of
the stock.  The turn is a small state machine: the deal (deal events, the
upcard, declarations), then turns clockwise from the dealer's left (drop |
draw, spreads and hits, one discard), then the end (tonk, out, drop, stock
out, a dealt tonk or a void hand) after which only ``reveal`` and ``pay``
events belong.  The settlement is in :mod:`audit.games.tonk_settle`, the
explanation in :mod:`audit.games.tonk_explain`.
"""

from __future__ import annotations

from ..cards import CARD_INDEX, JOKER, UNKNOWN, CardLedger, card_str, cards_str
from ..model import Event, Finding, Hand, Result, View
from ..protocol import RulesError
from . import tonk_settle as st
from .tonk_explain import result as _result
from .tonk_melds import RUN, SET, VALUES, Spread, spread_kind, why_invalid
from .tonk_options import AFTER_LAST_DRAW, BEFORE_DRAW, ON_EMPTY_DRAW, TonkOptions, parse_options

DEAL, PLAY, OVER = 0, 1, 2
DISCARDS = "the discard pile"


class Replay:
    game = "tonk"
    __slots__ = ("hand", "opt", "findings", "order", "pos", "n", "hands", "unknown", "ledger",
                 "pile", "spreads", "stock", "phase", "dealt", "upcard_seen", "declared",
                 "cur", "drawn", "acted", "penalized", "penalty", "last_stock", "end_kind",
                 "end_actor", "end_how", "end_stakes", "end_seq", "pays", "round", "rounds", "ev_round", "_turn_started")

    def __init__(self, hand: Hand, rules: dict) -> None:
        opt = parse_options(rules)
        self.opt: TonkOptions = opt
        self.hand = hand
        self.findings: list[Finding] = []
        names = [s.player for s in hand.seats]
        n = len(names)
        if n < 2:
            raise RulesError(f"tonk needs at least 2 players, the hand has {n}")
        need = n * opt.hand_size + (1 if opt.upcard else 0)
        if need > 52:
            raise RulesError(f"hand_size {opt.hand_size} for {n} players needs {need} cards; the deck has 52")
        b = next((i for i, s in enumerate(hand.seats) if s.seat == hand.button), n - 1)
        self.order = names[b + 1:] + names[:b + 1]       # from the dealer's left; the dealer last
        self.pos = {p: i for i, p in enumerate(self.order)}
        self.n = n
        self.hands: dict[str, set[int]] = {p: set() for p in names}
        self.unknown = dict.fromkeys(names, 0)
        self.ledger = CardLedger()
        self.pile: list[int] = []
        self.spreads: list[Spread] = []
        self.stock = 52
        self.phase = DEAL
        self.dealt: list[str] = []
        self.upcard_seen = False
        self.declared: list[str] = []
        self.cur = 0
        self.drawn = False
        self.acted = False
        self.penalized = False
        self.penalty = dict.fromkeys(names, 0)
        self.last_stock = False
        self.end_kind: str | None = None       # how the hand ended (tonk_settle's endings)
        self.end_actor: str | None = None      # the winner, or the dropper
        self.end_how = ""
        self.end_stakes = 0
        self.end_seq: int | None = None
        self.pays: list[tuple[int, str, str, int]] = []
        self.round = 0
        self.rounds: list[int] = []
        self.ev_round = 0                      # the turn-round of the event being applied
        self._turn_started = False

    # ---- helpers ---------------------------------------------------------
    def _find(self, code: str, seq: int | None, player: str | None, message: str) -> None:
        self.findings.append(Finding(code, seq, player, message))

    def _held(self, p: str) -> str:
        cards = sorted(self.hands[p], key=lambda c: (((c >> 2) + 1) % 13, c & 3))   # ace first
        text = cards_str(cards) + " ??" * self.unknown[p]
        return text.strip() or "no cards"

    def count_of(self, p: str) -> int | None:
        if self.unknown[p]:
            return None
        v = VALUES
        return sum(v[c] for c in self.hands[p])

    def _qualifies(self, p: str) -> int:
        """Stakes a dealt count wins (0: it does not qualify; -1: unknown)."""
        c = self.count_of(p)
        if c is None:
            return -1
        opt = self.opt
        if c in opt.dealt_tonk:
            return opt.dealt_tonk_pays
        if opt.low_tonk is not None and c <= opt.low_tonk:
            return opt.low_tonk_pays
        return 0

    def _to_hand(self, p: str, card: int) -> None:
        if card < 0:
            self.unknown[p] += 1
        elif card != JOKER:                 # a joker is no Tonk card (reported as duplicate-card)
            self.hands[p].add(card)

    def _take(self, seq: int, p: str, cards: list[int], verb: str) -> bool:
        """Remove ``cards`` from p's hand; card-not-held (nothing removed) if they are not all there."""
        hand = self.hands[p]
        missing = []
        resolve = []
        seen = set()
        unknown_used = 0
        for c in cards:
            if c in seen and c >= 0:
                missing.append(c)
                continue
            seen.add(c)
            if c in hand:
                continue
            if unknown_used < self.unknown[p] and (c < 0 or self.ledger.place_of(c) is None):
                unknown_used += 1
                if c >= 0:
                    resolve.append(c)
                continue
            missing.append(c)
        if missing:
            self._find("card-not-held", seq, p,
                       f"{p} {verb} {cards_str(missing)} but holds {self._held(p)}")
            return False
        self.unknown[p] -= unknown_used
        for c in cards:
            if c >= 0 and c not in resolve:
                hand.discard(c)
        for c in resolve:
            self.ledger.put(c, p)
        return True

    # ---- turns -----------------------------------------------------------
    def _begin_turn(self, i: int) -> None:
        if not self._turn_started or i <= self.cur:
            self.round += 1
        self._turn_started = True
        self.cur = i
        self.drawn = False
        self.acted = False
        self.last_stock = False
        p = self.order[i]
        pen = self.penalty[p]
        self.penalized = pen > 0
        if pen:
            self.penalty[p] = pen - 1

    def _end_turn(self, seq: int) -> None:
        if self.last_stock and self.opt.stock_out == AFTER_LAST_DRAW:
            self._finish(seq, st.STOCK_OUT, how="the stock ran out")
            return
        self._begin_turn((self.cur + 1) % self.n)

    def _finish(self, seq: int | None, kind: str, actor: str | None = None, how: str = "",
                stakes: int = 0) -> None:
        self.phase = OVER
        self.end_kind = kind
        self.end_actor = actor
        self.end_how = how
        self.end_stakes = stakes
        self.end_seq = seq

    def _stock_out_due(self) -> bool:
        """on_empty_draw: the player to act would have to draw from the empty stock."""
        return (self.stock <= 0 and not self.drawn and not self.acted
                and self.opt.stock_out == ON_EMPTY_DRAW and self.phase == PLAY)

    def _close_deal(self, seq: int | None, playing: bool) -> None:
        """The first event after the deal: a declared dealt tonk ends the hand; else play starts."""
        qualified = [p for p in self.order if self._qualifies(p) > 0]
        if self.declared:
            holders = list(dict.fromkeys(qualified + self.declared))
            if len(holders) >= 2:
                self._finish(seq, st.VOID,
                             how=f"{' and '.join(holders)} were each dealt a tonk: the hand is void")
            else:
                w = holders[0]
                pays = self._qualifies(w)
                if pays < 0:
                    pays = self.opt.dealt_tonk_pays
                c = self.count_of(w)
                self._finish(seq, st.DEALT_TONK, w,
                             f"{w} declared a dealt tonk" + (f" (a count of {c})" if c is not None else ""), pays)
            return
        if seq is None:
            return
        for p in qualified:
            self._find("tonk-dealt-tonk", seq, p,
                       f"{p} was dealt a count of {self.count_of(p)} but play went on without a declaration; "
                       f"a dealt tonk must be declared before play starts (the automatic win is lost)")
        if playing:
            missing = [p for p in self.order if p not in self.dealt]
            if missing:
                self._find("wrong-deal", seq, None,
                           f"play started but {', '.join(missing)} {'was' if len(missing) == 1 else 'were'} "
                           f"never dealt; every player is dealt {self.opt.hand_size} cards")
            elif self.opt.upcard and not self.upcard_seen:
                self._find("wrong-deal", seq, None,
                           "play started without an upcard; with upcard: true the card after the deal "
                           "is turned up to start the discard pile")
        self.phase = PLAY
        self._begin_turn(0)

    def _ended_text(self) -> str:
        return self.end_how or "the hand ended"

    def _enter_play(self, seq: int, ev: Event) -> bool:
        """Bring the state to the turn of ev.player; False when the event cannot be played."""
        if self.phase == PLAY and self.stock > 0 and ev.player == self.order[self.cur]:
            self.ev_round = self.round           # the common case: the player whose turn it is
            return True
        if self.phase == DEAL:
            self._close_deal(seq, True)
        p = ev.player
        if self.phase == PLAY:
            if self._stock_out_due() and not (p == self.order[self.cur] and ev.type in ("drop", "draw")):
                self._finish(seq, st.STOCK_OUT,
                             how=f"the stock ran out ({self.order[self.cur]} would have had to draw from it)")
        if self.phase == OVER:
            self._find("out-of-turn", seq, p, f"{p} acted ({ev.type}) after the hand had ended: {self._ended_text()}")
            return False
        self.ev_round = self.round
        c = self.order[self.cur]
        if p == c:
            return True
        if self.drawn and p == self.order[(self.cur + 1) % self.n]:
            held = len(self.hands[c]) + self.unknown[c]
            self._find("tonk-turn-order", seq, c,
                       f"{c}'s turn ended without a discard while {c} still held {held} "
                       f"card{'s' if held != 1 else ''}; a turn ends with one discard")
            self._end_turn(seq)
            self.ev_round = self.round
            if self.phase == PLAY and self._stock_out_due() and ev.type not in ("drop", "draw"):
                self._finish(seq, st.STOCK_OUT, how=f"the stock ran out ({p} would have had to draw from it)")
            if self.phase == OVER:
                self._find("out-of-turn", seq, p,
                           f"{p} acted ({ev.type}) after the hand had ended: {self._ended_text()}")
                return False
            return True
        phase = "had drawn" if self.drawn else "was to drop or draw"
        self._find("out-of-turn", seq, p, f"{p} acted ({ev.type}) but it was {c}'s turn ({c} {phase})")
        self._begin_turn(self.pos[p])
        self.ev_round = self.round
        return True

    # ---- events ----------------------------------------------------------
    def apply(self, seq: int, ev: Event) -> None:
        self.ev_round = self.round
        handler = _HANDLERS.get(ev.type)
        if handler is None:
            self._find("illegal-action", seq, ev.player, f"a {ev.type} event has no meaning in tonk")
        else:
            handler(self, seq, ev)
        self.rounds.append(self.ev_round)

    def _deal(self, seq: int, ev: Event) -> None:
        p = ev.player
        cards = [CARD_INDEX[c] for c in ev.cards]
        size = self.opt.hand_size
        problem = None
        if self.phase != DEAL or self.upcard_seen:
            problem = f"{p} was dealt cards after the deal was over"
        elif p in self.dealt:
            problem = f"{p} was dealt twice"
        else:
            nxt = next(q for q in self.order if q not in self.dealt)
            if p != nxt:
                problem = (f"{p} was dealt before {nxt}; the deal goes one at a time clockwise "
                           f"from the dealer's left ({', '.join(self.order)})")
            elif len(cards) != size:
                problem = f"{p} was dealt {len(cards)} cards; the deal is {size} cards each"
        if problem:
            self._find("wrong-deal", seq, p, problem)
        if p not in self.dealt:
            self.dealt.append(p)
        put = self.ledger.put
        hand = self.hands[p]
        for c in cards:
            prev = put(c, p)
            if prev is not None:
                self._find("duplicate-card", seq, p, f"{card_str(c)} dealt to {p} is already in {_place(prev)}")
            if c >= 0 and c != JOKER:
                hand.add(c)
            else:
                self._to_hand(p, c)
        self.stock -= len(cards)

    def _upcard(self, seq: int, ev: Event) -> None:
        c = CARD_INDEX[ev.card]
        problem = None
        if not self.opt.upcard:
            problem = "an upcard was turned but upcard is false: the pile starts with the first discard"
        elif self.upcard_seen:
            problem = "a second upcard was turned; the deal turns up one card"
        elif self.phase != DEAL:
            problem = "the upcard was turned after play had started"
        else:
            missing = [p for p in self.order if p not in self.dealt]
            if missing:
                problem = f"the upcard was turned before {', '.join(missing)} had been dealt"
        if problem:
            self._find("wrong-deal", seq, None, problem)
        prev = self.ledger.put(c, DISCARDS)
        if prev is not None:
            self._find("duplicate-card", seq, None, f"the upcard {card_str(c)} is already in {_place(prev)}")
        self.pile.append(c)
        self.stock -= 1
        self.upcard_seen = True

    def _declare(self, seq: int, ev: Event) -> None:
        p = ev.player
        if self.phase == OVER:
            self._find("out-of-turn", seq, p, f"{p} declared after the hand had ended: {self._ended_text()}")
            return
        if self.phase == PLAY:
            self._find("illegal-action", seq, p,
                       f"{p} declared a dealt tonk after play had started; a dealt tonk is declared before the first turn")
            return
        if p in self.declared:
            self._find("illegal-action", seq, p, f"{p} declared a dealt tonk twice")
            return
        q = self._qualifies(p) if p in self.dealt else 0
        if q == 0:
            allowed = sorted(self.opt.dealt_tonk)
            low = f", or {self.opt.low_tonk} or less" if self.opt.low_tonk is not None else ""
            have = f"a count of {self.count_of(p)}" if p in self.dealt else "no cards yet"
            self._find("tonk-dealt-tonk", seq, p,
                       f"{p} declared a dealt tonk with {have}; only a dealt count of "
                       f"{' or '.join(map(str, allowed)) or 'nothing'}{low} qualifies")
            return
        self.declared.append(p)

    def _drop(self, seq: int, ev: Event) -> None:
        if not self._enter_play(seq, ev):
            return
        p = ev.player
        why = []
        if self.opt.drop == BEFORE_DRAW and (self.drawn or self.acted):
            why.append("after drawing; with drop: before_draw a drop is the first thing in the turn"
                       if self.drawn else "after acting; a drop is the first thing in the turn")
        if self.penalized:
            why.append("while under a hit penalty (a spread of theirs was hit)")
        if why:
            self._find("tonk-drop-not-allowed", seq, p, f"{p} dropped " + " and ".join(why))
        self._finish(seq, st.DROP, p, f"{p} dropped")

    def _draw(self, seq: int, ev: Event) -> None:
        if not self._enter_play(seq, ev):
            return
        p = ev.player
        c = CARD_INDEX[ev.card]
        if self.drawn:
            self._find("tonk-turn-order", seq, p, f"{p} drew a second card ({card_str(c)}); a turn has exactly one draw")
        if ev.source == "discard":
            pile = self.pile
            top = pile[-1] if pile else None
            if top is None:
                self._find("tonk-draw-source", seq, p,
                           f"{p} drew {card_str(c)} from the discard pile, but the discard pile is empty")
                if self.ledger.put(c, p) is not None:
                    self._find("duplicate-card", seq, p, f"{card_str(c)} drawn by {p} is already elsewhere")
            elif c == top or c == UNKNOWN:
                c = pile.pop()
                self.ledger.move(c, p)
            else:
                self._find("tonk-draw-source", seq, p,
                           f"{p} drew {card_str(c)} from the discard pile; its top card is {card_str(top)}")
                if c in pile:
                    pile.remove(c)
                    self.ledger.move(c, p)
                else:
                    self.ledger.put(c, p)
        else:
            if self.stock <= 0:
                self._find("tonk-draw-source", seq, p, f"{p} drew {card_str(c)} from the stock, but the stock is empty")
                self.ledger.put(c, p)
            else:
                prev = self.ledger.put(c, p)
                if prev is not None:
                    self._find("duplicate-card", seq, p,
                               f"{p} drew {card_str(c)} from the stock, but {card_str(c)} is in {_place(prev)}")
                self.stock -= 1
                if self.stock == 0:
                    self.last_stock = True
        self._to_hand(p, c)
        self.drawn = True
        self.acted = True

    def _spread(self, seq: int, ev: Event) -> None:
        if not self._enter_play(seq, ev):
            return
        p = ev.player
        cards = [CARD_INDEX[c] for c in ev.cards]
        if not self.drawn:
            self._find("tonk-turn-order", seq, p, f"{p} spread before drawing; a turn starts with the draw")
        if not self._take(seq, p, cards, "spread"):
            return
        kind = spread_kind(cards, self.opt.ace_high)
        number = len(self.spreads) + 1
        if kind is None:
            self._find("tonk-invalid-spread", seq, p,
                       f"{p} spread {cards_str(cards)}: {why_invalid(cards, self.opt.ace_high)}")
        sp = Spread(number, p, cards, kind)
        self.spreads.append(sp)
        move = self.ledger.move
        for c in cards:
            move(c, sp.place)
        self.acted = True
        self._after_meld(seq, p)

    def _hit(self, seq: int, ev: Event) -> None:
        if not self._enter_play(seq, ev):
            return
        p = ev.player
        cards = [CARD_INDEX[c] for c in ev.cards]
        if not self.drawn:
            self._find("tonk-turn-order", seq, p, f"{p} hit before drawing; a turn starts with the draw")
        k = ev.spread
        if not 1 <= k <= len(self.spreads):
            self._find("tonk-invalid-hit", seq, p,
                       f"{p} hit spread {k}, but the table has {len(self.spreads)} spread(s)")
            return
        if not self._take(seq, p, cards, "hit with"):
            return
        sp = self.spreads[k - 1]
        opt = self.opt
        combined = sp.cards + cards
        kind = spread_kind(combined, opt.ace_high)
        if opt.hits_on_runs_only and (sp.kind == SET or kind == SET):
            self._find("tonk-invalid-hit", seq, p,
                       f"{p} hit spread {k} ({cards_str(sp.cards)}), a set; with hits_on_runs_only only runs may be hit")
        elif kind is None or (sp.kind is not None and kind != sp.kind):
            what = {SET: "set", RUN: "run"}.get(sp.kind, "spread")
            self._find("tonk-invalid-hit", seq, p,
                       f"{p} hit spread {k} ({cards_str(sp.cards)}) with {cards_str(cards)}: "
                       f"the {what} would not stay a valid {what}"
                       + (" (a set has at most four cards)" if sp.kind == SET and len(combined) > 4 else ""))
        sp.cards = combined
        if sp.kind is None:
            sp.kind = kind
        sp.hits.append((p, cards))
        move = self.ledger.move
        for c in cards:
            move(c, sp.place)
        if sp.owner != p:
            self.penalty[sp.owner] += opt.hit_penalty
        self.acted = True
        self._after_meld(seq, p)

    def _after_meld(self, seq: int, p: str) -> None:
        if not self.hands[p] and not self.unknown[p]:
            self._finish(seq, st.TONK, p, f"{p} tonked (spread the last card)", 2)

    def _discard(self, seq: int, ev: Event) -> None:
        if not self._enter_play(seq, ev):
            return
        p = ev.player
        c = CARD_INDEX[ev.card]
        if not self.drawn:
            self._find("tonk-turn-order", seq, p, f"{p} discarded before drawing; a turn starts with the draw")
        hand = self.hands[p]
        if c in hand:
            hand.remove(c)
            taken = True
        else:
            taken = self._take(seq, p, [c], "discarded")
        if taken:
            self.pile.append(c)
            self.ledger.move(c, DISCARDS)
            if not hand and not self.unknown[p]:
                self._finish(seq, st.OUT, p, f"{p} went out (discarded the last card)", 1)
                return
        self._end_turn(seq)

    def _reveal(self, seq: int, ev: Event) -> None:
        p = ev.player
        if self.phase == DEAL:
            self._close_deal(seq, False)
        if self._stock_out_due():
            self._finish(seq, st.STOCK_OUT, how="the stock ran out")
        if self.phase != OVER:
            self._find("illegal-action", seq, p,
                       f"{p} revealed cards while the hand was still being played; hands are revealed when counted")
            return
        cards = [CARD_INDEX[c] for c in ev.cards]
        hand = self.hands[p]
        shown = {c for c in cards if c >= 0}
        shown_unknown = len(cards) - len(shown)
        extras = shown - hand
        missing = hand - shown
        ok = (len(cards) == len(hand) + self.unknown[p] and len(shown) == len(cards) - shown_unknown
              and len(extras) <= self.unknown[p] and len(missing) <= shown_unknown
              and all(self.ledger.place_of(c) is None for c in extras))
        if not ok:
            self._find("tonk-reveal-mismatch", seq, p, f"{p} revealed {cards_str(cards) or 'no cards'} "
                       f"but holds {self._held(p)}")
            return
        for c in extras:
            self.ledger.put(c, p)
            hand.add(c)
        self.unknown[p] -= len(extras)

    def _pay(self, seq: int, ev: Event) -> None:
        if self.phase == DEAL:
            self._close_deal(seq, False)
        if self._stock_out_due():
            self._finish(seq, st.STOCK_OUT, how="the stock ran out")
        self.pays.append((seq, ev.source, ev.to, ev.amount))

    # ---- explain and settle ------------------------------------------------
    def view(self) -> View:
        stacks = {s.player: s.stack for s in self.hand.seats}
        for _, a, b, amt in self.pays:
            stacks[a] -= amt
            stacks[b] += amt
        piles = f"stock {self.stock}, discard pile {len(self.pile)}"
        if self.phase == DEAL:
            return View(None, 0, 0, stacks, f"the deal; {piles}")
        if self.phase == OVER:
            return View(None, 0, 0, stacks, f"hand over: {self._ended_text()}; {piles}")
        p = self.order[self.cur]
        if self.drawn:
            what = "drawn, may spread/hit/" + ("drop/" if self.opt.drop != BEFORE_DRAW and not self.penalized else "") + "discard"
        else:
            what = "to drop or draw" if not self.penalized else "to draw (hit penalty: no drop)"
        return View(p, 0, 0, stacks, f"{p}'s turn (round {self.round}): {what}; {piles}")

    def _final_outcome(self) -> st.Outcome:
        """The settlement of the way the hand ended (counting the hands for a drop or a stock out)."""
        kind = self.end_kind
        if kind is None:
            return st.Outcome(st.INCOMPLETE, "the hand did not end")
        if kind == st.DROP:
            return st.drop(self.order, self.end_actor, {p: self.count_of(p) for p in self.order})
        if kind == st.STOCK_OUT:
            out = st.stock_out(self.order, {p: self.count_of(p) for p in self.order}, self.opt.stock_out_tie)
            out.how = self.end_how + out.how.removeprefix("the stock ran out")
            return out
        if kind == st.VOID:
            return st.void(self.end_how)
        return st.win_outright(kind, self.order, self.end_actor, self.end_stakes, self.end_how)

    def settle(self, explain: bool = False) -> Result:
        if self.phase == DEAL:
            self._close_deal(None, False)
        if self._stock_out_due():
            self._finish(None, st.STOCK_OUT, how="the stock ran out")
        if self.phase != OVER:
            self._find("hand-incomplete", None, None, self._incomplete_text())
        out = self._final_outcome()
        return _result(self, out, explain)

    def _incomplete_text(self) -> str:
        if self.phase == DEAL:
            return "the log ends during the deal; nobody tonked, went out, dropped or ran the stock out"
        p = self.order[self.cur]
        what = "had drawn" if self.drawn else "was to drop or draw"
        return (f"the log ends in round {self.round} with {p} to act ({p} {what}); "
                f"the hand has no winner (stock {self.stock})")


def _place(place: str) -> str:
    if place.startswith("nowhere"):
        return "no Tonk deck: Tonk is played with 52 cards and no jokers"
    return place if place.startswith(("the ", "spread")) else f"{place}'s hand"


_HANDLERS = {
    "deal": Replay._deal,
    "upcard": Replay._upcard,
    "declare": Replay._declare,
    "drop": Replay._drop,
    "draw": Replay._draw,
    "spread": Replay._spread,
    "hit": Replay._hit,
    "discard": Replay._discard,
    "reveal": Replay._reveal,
    "pay": Replay._pay,
}
