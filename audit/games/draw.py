"""Five-card draw (POKER.md section 4) behind the replay protocol.

Phases: forced bets (antes, blinds) -> the deal (five down to each player, one
player after another clockwise from the button's left) -> the first betting
round -> the draw (clockwise from the button's left) -> the second betting round
-> the showdown.  The shared state, betting and settlement are in
:mod:`audit.poker.table`; this module adds the order of play and the draw.

Rule options read here: ``ante``, ``blinds`` ``[small, big]``, ``all_check``
(``continue`` | ``redeal``), ``max_discard`` (0-5, default 5), ``wild``/``jokers``
and the other wild options (:class:`audit.poker.evaluate.WildRules`), the
betting options (:class:`audit.poker.betting.BettingRules`), ``odd_chip``
(default ``called``) and ``entry_blinds`` (default true: a player entering the
game may post one extra big blind out of position, as card rooms allow; it is a
live bet; false makes such a post a wrong-forced-bet).
"""

from __future__ import annotations

import msgspec

from ..cards import CARD_INDEX, JOKER, UNKNOWN, card_str, cards_str
from ..model import Event, Hand, Result, View
from ..poker.evaluate import WildRules, best_five, best_five_wild, rank_hand, rank_hand_wild
from ..poker.betting import BettingRules
from ..poker.table import PokerTable, odd_chip_rule
from ..protocol import RulesError

FORCED, DEAL, BET1, DRAW, BET2, SHOWDOWN, DONE = range(7)
PHASES = ("forced bets", "deal", "first betting round", "draw", "second betting round", "showdown", "settled")
HAND_SIZE = 5


def _amount(rules: dict, key: str, default: int) -> int:
    v = rules.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise RulesError(f"{key} must be an integer >= 0, got {v!r}")
    return v


_CACHE: dict[bytes, tuple] = {}
_ENCODE = msgspec.json.Encoder().encode


def _parse(rules: dict) -> tuple:
    blinds = rules.get("blinds")
    if blinds is not None:
        if (not isinstance(blinds, list) or len(blinds) != 2 or
                any(isinstance(b, bool) or not isinstance(b, int) or b < 0 for b in blinds)):
            raise RulesError(f"blinds must be [small, big] amounts, got {blinds!r}")
    ante = _amount(rules, "ante", 0)
    max_discard = _amount(rules, "max_discard", 5)
    if max_discard > HAND_SIZE:
        raise RulesError(f"max_discard must be 0 to 5, got {max_discard}")
    rule = rules.get("all_check", "continue")
    if rule not in ("continue", "redeal"):
        raise RulesError(f"all_check must be continue or redeal, got {rule!r}")
    eb = rules.get("entry_blinds", True)
    if not isinstance(eb, bool):
        raise RulesError(f"entry_blinds must be true or false, got {eb!r}")
    wild = WildRules.from_rules(rules)
    jokers = rules.get("jokers", 0)
    betting = BettingRules.from_rules(rules, blinds[1] if blinds else 0)
    odd = odd_chip_rule(rules, "called")
    return (blinds, ante, max_discard, rule == "redeal", eb, wild, jokers if isinstance(jokers, int) else 0,
            betting, odd)


def _options(rules: dict) -> tuple:
    """The parsed rule options, cached by their JSON (hands of a session share their rules)."""
    key = _ENCODE(rules)
    opts = _CACHE.get(key)
    if opts is None:
        opts = _parse(rules)
        if len(_CACHE) > 512:
            _CACHE.clear()
        _CACHE[key] = opts
    return opts


class Replay:
    game = "draw"
    __slots__ = ("t", "findings", "phase", "rnd", "ante", "blinds", "sb", "bb", "posted", "redeal_rule",
                 "redeal", "max_discard", "wild", "dealt", "deal_next", "drawn", "draw_next", "deck_left",
                 "pile", "stock", "discard_place", "entry_blinds", "entered")

    def __init__(self, hand: Hand, rules: dict) -> None:
        opts = _options(rules)
        self.blinds, self.ante, self.max_discard, self.redeal_rule, self.entry_blinds, self.wild, jokers, \
            betting, odd = opts
        blinds = self.blinds
        t = self.t = PokerTable(hand, rules, jokers=jokers, betting=betting, odd_chip=odd)
        self.findings = t.findings
        self.phase = FORCED
        self.rnd = 0
        self.redeal = False
        n = t.n
        b = t.button if t.button is not None else n - 1
        if n == 2:
            self.sb, self.bb = b, t.left_of(b)
        else:
            self.sb = t.left_of(b)
            self.bb = t.left_of(self.sb)
        self.posted = [False, False]
        self.entered = [False] * n
        self.dealt = [False] * n
        self.deal_next = t.left_of(b)
        self.drawn = [False] * n
        self.draw_next = None
        self.deck_left = 52 + t.ledger.jokers
        self.pile: list[int] = []            # discards of earlier players, not yet reshuffled
        self.stock: list[int] = []           # reshuffled discards not yet drawn again (the deck ran out)
        self.discard_place = [f"discards of {p}" for p in t.names]
        t.open_round(t.betting.small_bet)

    # ---- the protocol ---------------------------------------------------------------
    def apply(self, seq: int, ev: Event) -> None:
        t = self.t
        t.rounds.append(self.rnd)
        h = _HANDLERS.get(ev.type)
        if h is None:
            t.find("illegal-action", seq, t.index.get(ev.player), f"a {ev.type} event has no place in five-card draw")
            return
        h(self, seq, ev)

    def view(self) -> View:
        t = self.t
        ph = self.phase
        v = t.view(PHASES[ph])
        if ph == DRAW or ph == DEAL or ph >= SHOWDOWN:
            nxt = self.draw_next if ph == DRAW else self.deal_next if ph == DEAL else None
            v.to_act = t.names[nxt] if nxt is not None else None
            v.to_call = 0
        return v

    def settle(self, explain: bool = False) -> Result:
        t = self.t
        ph = self.phase
        live = t.n - t.folded.count(True)
        if self.redeal:
            for seq, i, a, _ in t.collects:
                t.find("wrong-winner", seq, i, f"{t.names[i]} collected {a}, but every player checked the first "
                       f"round and all_check is redeal: the hand ends with no winner and the pot carries over")
                break
            t.collects = []
            rank, best = self._rank_fns()
            res = t.settle(self.game, explain, rank, False, None, best)
            for p in res.players:
                p.end = p.start - t.total[t.index[p.player]]
                p.net = p.end - p.start
                p.won = 0
            res.pots = []
            res.awards = []
            res.claims = False
            return res
        if ph < SHOWDOWN and live > 1:
            self._incomplete()
        rank, best = self._rank_fns()
        return t.settle(self.game, explain, rank, ph >= SHOWDOWN, None, best)

    # ---- helpers ------------------------------------------------------------------
    def _strength(self, cards):
        return rank_hand_wild(cards, self.wild)

    def _best(self, cards):
        return best_five_wild(cards, self.wild)

    def _rank_fns(self):
        if self.wild is None:
            return rank_hand, best_five
        return self._strength, self._best

    def _incomplete(self) -> None:
        t = self.t
        ph = self.phase
        who = None
        if ph in (BET1, BET2) and t.br.to_act is not None:
            who = t.br.to_act
        elif ph == DRAW:
            who = self.draw_next
        elif ph == DEAL:
            who = self.deal_next
        tail = f" with {t.names[who]} to act" if who is not None else ""
        t.find("hand-incomplete", None, None, f"the log ends during the {PHASES[ph]}{tail}: "
               f"the hand is not over (no showdown, no winner)")

    def _end_forced(self, seq: int) -> None:
        """The forced bets are over: report the missing ones."""
        t = self.t
        t.missing_antes(seq, self.ante)
        if self.blinds:
            for k, (i, kind) in enumerate(((self.sb, "small"), (self.bb, "big"))):
                if not self.posted[k] and self.blinds[k] > 0 and t.start[i] > 0:
                    t.find("wrong-forced-bet", seq, i, f"{t.names[i]} did not post the {kind} blind of "
                           f"{self.blinds[k]}")
        self.phase = DEAL

    def _end_deal(self, seq: int) -> None:
        """The deal is over: report players not dealt, start the first betting round."""
        t = self.t
        if self.phase == FORCED:
            self._end_forced(seq)
        for i in t.clockwise_after(t.button if t.button is not None else t.n - 1):
            if not self.dealt[i] and not t.folded[i]:
                t.find("wrong-deal", seq, i, f"{t.names[i]} was dealt no cards; five-card draw deals 5 to every player")
                self.dealt[i] = True
        self.deal_next = None
        self.phase = BET1
        first = t.left_of(self.bb) if self.blinds else t.left_of(t.button if t.button is not None else t.n - 1)
        t.br.start(first)
        self._after_bet()

    def _after_bet(self) -> None:
        """After a betting action: move to the next phase when the round is over."""
        t = self.t
        br = t.br
        if br.to_act is not None:
            return
        if t.n - t.folded.count(True) <= 1:
            self.phase = DONE
            return
        if self.phase == BET1:
            if self.redeal_rule and not self.blinds and br.current == 0:
                self.redeal = True
                self.phase = DONE
                return
            self.phase = DRAW
            self.rnd = 1
            self.draw_next = self._next_drawer(t.button if t.button is not None else t.n - 1)
            if self.draw_next is None:
                self._start_bet2()
        elif self.phase == BET2:
            self.phase = SHOWDOWN

    def _next_drawer(self, after: int) -> int | None:
        t = self.t
        j = after
        for _ in range(t.n):
            j = t.left_of(j)
            if not t.folded[j] and not self.drawn[j]:
                return j
        return None

    def _start_bet2(self) -> None:
        t = self.t
        self.phase = BET2
        self.draw_next = None
        br = t.open_round(t.betting.big_bet, last=True)
        br.start(t.next_live(t.button if t.button is not None else t.n - 1))
        self._after_bet()

    # ---- events -------------------------------------------------------------------
    def _ante(self, seq: int, ev: Event) -> None:
        t = self.t
        i = t.index[ev.player]
        if self.phase != FORCED:
            t.find("wrong-forced-bet", seq, i, f"{ev.player} posted an ante of {ev.amount} after the "
                   f"{PHASES[self.phase]} began; antes come before the deal")
            t.anted[i] = True
            t.total[i] += ev.amount
            t.stacks[i] -= ev.amount
            return
        t.post_ante(seq, i, ev.amount, self.ante)

    def _blind(self, seq: int, ev: Event) -> None:
        t = self.t
        i = t.index[ev.player]
        amount = ev.amount
        big = ev.kind == "big"
        name = ev.player
        br = t.br
        if self.phase != FORCED or self.blinds is None:
            why = "this game has no blinds" if self.blinds is None else f"the {PHASES[self.phase]} had begun"
            t.find("wrong-forced-bet", seq, i, f"{name} posted a {ev.kind} blind of {amount} but {why}")
            if self.phase == FORCED:
                br.post_blind(seq, i, amount, big)
            return
        k = 1 if big else 0
        due = (self.bb if big else self.sb)
        want = self.blinds[k]
        st = t.stacks[i]
        if i == due and not self.posted[k]:
            self.posted[k] = True
            if amount != want and not (amount == st and st < want):
                t.find("wrong-forced-bet", seq, i, f"{name} posted a {ev.kind} blind of {amount}; the {ev.kind} "
                       f"blind is {want}")
        elif (big and self.entry_blinds and amount == want and i != self.sb and i != self.bb
              and not self.entered[i]):
            self.entered[i] = True
        else:
            owner = t.names[due]
            if i == due:
                msg = f"{name} posted the {ev.kind} blind a second time"
            else:
                where = "the button" if (k == 0 and t.n == 2) else ("left of the button" if k == 0 else
                                                                     "left of the small blind")
                msg = (f"{name} posted the {ev.kind} blind of {amount} but {owner}, {where}, posts it")
            t.find("wrong-forced-bet", seq, i, msg)
        br.post_blind(seq, i, amount, big)

    def _deal(self, seq: int, ev: Event) -> None:
        t = self.t
        i = t.index[ev.player]
        ph = self.phase
        if ph == FORCED:
            self._end_forced(seq)
            ph = DEAL
        cards = (ev.down or []) + (ev.up or [])
        name = ev.player
        if ph != DEAL:
            if ph in (BET1, BET2) and t.br.to_act is not None:
                why = "before the betting round ended"
            else:
                why = f"during the {PHASES[ph]}; five-card draw deals once, before the first betting round"
            t.find("wrong-deal", seq, i, f"{name} was dealt {len(cards)} cards {why}")
        elif t.folded[i]:
            t.find("wrong-deal", seq, i, f"{name} was dealt cards after folding")
        elif self.dealt[i]:
            t.find("wrong-deal", seq, i, f"{name} was dealt a second time")
        else:
            if ev.up:
                t.find("wrong-deal", seq, i, f"{name} was dealt {len(ev.up)} cards face up; five-card draw "
                       f"deals every card face down")
            elif len(cards) != HAND_SIZE:
                t.find("wrong-deal", seq, i, f"{name} was dealt {len(cards)} cards; five-card draw deals 5")
            if i != self.deal_next and self.deal_next is not None:
                t.find("wrong-deal", seq, i, f"{name} was dealt before {t.names[self.deal_next]}: the deal goes "
                       f"clockwise from the button's left")
            dealt = self.dealt
            dealt[i] = True
            n = t.n
            j = i + 1 if i + 1 < n else 0
            if dealt[j]:
                j = next(((i + d) % n for d in range(2, n) if not dealt[(i + d) % n]), None)
            self.deal_next = j
        t.give(seq, i, cards)
        self.deck_left -= len(cards)
        if ph == DEAL and self.deal_next is None:
            self._end_deal(seq)

    def _bet_action(self, seq: int, ev: Event) -> None:
        t = self.t
        i = t.index[ev.player]
        ph = self.phase
        if ph <= DEAL:
            self._end_deal(seq)
            ph = self.phase
        if ph == BET1 or ph == BET2:
            br = t.br
            k = ev.type
            if k == "call":
                br.call(seq, i, ev.amount, ev.all_in)
            elif k == "check":
                br.check(seq, i)
            elif k == "fold":
                br.fold(seq, i)
            elif k == "raise":
                br.raise_(seq, i, ev.to, ev.all_in)
            else:
                br.bet(seq, i, ev.to, ev.all_in)
            if br.to_act is None:
                self._after_bet()
        elif ph == DRAW:
            t.find("illegal-action", seq, i, f"{ev.player} made a {ev.type} during the draw; the second betting "
                   f"round begins when every player has drawn")
        else:
            when = "the hand had ended" if ph == DONE or t.n - t.folded.count(True) <= 1 else "the betting was over"
            t.find("out-of-turn", seq, i, f"{ev.player} made a {ev.type} after {when}")

    def _draw(self, seq: int, ev: Event) -> None:
        t = self.t
        i = t.index[ev.player]
        name = ev.player
        ph = self.phase
        if t.folded[i]:
            t.find("out-of-turn", seq, i, f"{name} drew after folding: a folded player is out of the hand")
            return
        if ph != DRAW:
            t.find("illegal-action", seq, i, f"{name} drew during the {PHASES[ph]}; the draw comes after the "
                   f"first betting round")
        elif self.drawn[i]:
            t.find("out-of-turn", seq, i, f"{name} drew a second time; each player draws once")
        elif i != self.draw_next:
            t.find("out-of-turn", seq, i, f"{name} drew but it was {t.names[self.draw_next]}'s turn to draw")
        discard = ev.discard
        receive = ev.receive
        if len(discard) > self.max_discard:
            t.find("wrong-draw", seq, i, f"{name} discarded {len(discard)} cards; the limit is {self.max_discard} "
                   f"(max_discard)")
        elif len(receive) != len(discard):
            t.find("wrong-draw", seq, i, f"{name} discarded {len(discard)} cards and received {len(receive)}: "
                   f"each discarded card is replaced by one from the deck")
        self._exchange(seq, i, discard, receive)
        if ph == DRAW and not self.drawn[i]:
            self.drawn[i] = True
            self.draw_next = self._next_drawer(i)
            if self.draw_next is None:
                self._start_bet2()

    def _exchange(self, seq: int, i: int, discard: list[str], receive: list[str]) -> None:
        """Discard then receive; nothing is done when a discarded card is not held."""
        t = self.t
        name = t.names[i]
        held = t.cards[i]
        keep = list(held)
        out = []
        for text in discard:
            c = CARD_INDEX[text]
            if c >= 0 and c in keep:
                keep.remove(c)
            elif c >= 0 and UNKNOWN in keep and t.ledger.place_of(c) in (None, name):
                keep.remove(UNKNOWN)
            elif c < 0 and UNKNOWN in keep:
                keep.remove(UNKNOWN)
            elif c < 0 and keep:
                keep = [UNKNOWN] * (len(keep) - 1)
            else:
                t.find("card-not-held", seq, i, f"{name} discarded {card_str(c)} but holds {cards_str(held)}")
                return
            out.append(c)
        place = self.discard_place[i]
        ledger = t.ledger
        for c in out:
            if c == JOKER:
                jp = ledger.joker_places
                jp[jp.index(name) if name in jp else 0] = place
            elif c >= 0:
                ledger.put(c, place)
        got = []
        stock = self.stock
        for text in receive:
            c = CARD_INDEX[text]
            if self.deck_left <= 0:
                # the deck ran out: the earlier players' discards become the deck
                stock = self.stock = self.pile
                self.deck_left = len(stock)
                self.pile = []
            self.deck_left -= 1
            if c >= 0:
                before = ledger.place_of(c) if c != JOKER else None
                if c == JOKER:
                    jp = ledger.joker_places
                    if JOKER in stock:
                        stock.remove(JOKER)
                        jp[next(k for k, p in enumerate(jp) if p.startswith("discards of "))] = name
                    elif any(p.startswith("discards of ") for p in jp) and len(jp) >= ledger.jokers:
                        t.find("wrong-draw", seq, i, f"{name} received a discarded joker, but the deck had not "
                               f"run out (discards come back only when it has, and never one's own)")
                        jp[next(k for k, p in enumerate(jp) if p.startswith("discards of "))] = name
                    elif ledger.put(JOKER, name) is not None:
                        t.find("duplicate-card", seq, i, f"JK drawn by {name}: the deck holds "
                               f"{ledger.jokers} joker{'s' if ledger.jokers != 1 else ''} and all are in play")
                elif before is not None:
                    if c in stock:
                        stock.remove(c)
                    elif before.startswith("discards of "):
                        t.find("wrong-draw", seq, i, f"{name} received {card_str(c)}, a discarded card, but the "
                               f"deck had not run out (discards come back only when it has, and never one's own)")
                    else:
                        t.find("duplicate-card", seq, i, f"{card_str(c)} drawn by {name} is already "
                               f"{'held by ' + before if before in t.index else 'in the ' + before}: "
                               f"a deck holds each card once")
                    ledger.put(c, name)
                else:
                    ledger.put(c, name)
            got.append(c)
        keep.extend(got)
        t.cards[i] = keep
        self.pile.extend(out)

    def _show(self, seq: int, ev: Event) -> None:
        t = self.t
        i = t.index[ev.player]
        ph = self.phase
        if ph < SHOWDOWN and not t.folded[i] and t.n - t.folded.count(True) > 1:
            t.find("out-of-turn", seq, i, f"{ev.player} showed during the {PHASES[ph]}; hands are shown at the "
                   f"showdown")
            return
        t.show(seq, i, ev.cards)

    def _muck(self, seq: int, ev: Event) -> None:
        t = self.t
        i = t.index[ev.player]
        ph = self.phase
        if ph < SHOWDOWN and not t.folded[i] and t.n - t.folded.count(True) > 1:
            t.find("out-of-turn", seq, i, f"{ev.player} mucked during the {PHASES[ph]}; a player gives up a hand "
                   f"by folding")
            return
        if ph == SHOWDOWN or ph == DONE:
            t.muck(seq, i)

    def _settlement(self, seq: int, ev: Event) -> None:
        t = self.t
        i = t.index[ev.player] if ev.player is not None else None
        t.record(seq, ev, i)

    def _burn(self, seq: int, ev: Event) -> None:
        t = self.t
        for text in ev.cards or ():
            c = CARD_INDEX[text]
            self.deck_left -= 1
            if c >= 0:
                before = t.ledger.put(c, "burn")
                if before is not None:
                    t.find("duplicate-card", seq, None, f"burned card {card_str(c)} is already "
                           f"{'held by ' + before if before in t.index else 'in the ' + before}")
        if not ev.cards:
            self.deck_left -= 1


_HANDLERS = {
    "ante": Replay._ante, "blind": Replay._blind, "deal": Replay._deal, "burn": Replay._burn,
    "check": Replay._bet_action, "call": Replay._bet_action, "bet": Replay._bet_action,
    "raise": Replay._bet_action, "fold": Replay._bet_action, "draw": Replay._draw,
    "show": Replay._show, "muck": Replay._muck, "collect": Replay._settlement,
    "return": Replay._settlement, "rake": Replay._settlement,
}

__all__ = ["Replay", "PHASES"]
