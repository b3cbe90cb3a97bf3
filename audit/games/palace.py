"""Palace Poker (PALACE.md): the replay of one hand.

The work is split by the parts of the game:

* :mod:`.palace_rules`  the rule options (and the readings chosen where the rules are silent);
* :mod:`.palace_state`  players, their cards, card matching;
* :mod:`.palace_deal`   antes, banner cards by groups, palace cards;
* :mod:`.palace_turns`  turns: buy, discard, wait, fold; the quiet round; the ends of the hand;
* :mod:`.palace_battle` attacks, responses, the battle result, the capture;
* :mod:`.palace_judge`  comparing hands (battle: opponent's banner suit left out; showdown);
* :mod:`.palace_end`    the settlement against ``collect``;
* :mod:`.palace_explain` ``view()`` and the explanation sections.
"""

from __future__ import annotations

from typing import Any

from ..cards import CardLedger, card_str
from ..model import Event, Finding, Hand
from .palace_battle import BattleMixin
from .palace_deal import ANTE, DealMixin
from .palace_end import STAT_KEYS, EndMixin
from .palace_explain import ExplainMixin
from .palace_rules import PalaceRules
from .palace_state import DECK_SIZE, Player, group_of
from .palace_turns import CONT_BUY, TurnMixin

#: events that mark who is dealt in
_DEALT_IN = ("ante", "banner", "deal")

_PLACE_WORDS = {"rejected": "set aside as a rejected banner", "discards": "in the discard pile",
                "out": "out of play (the banner or a soldier of a player who left the hand)",
                "deck": "in the deck", "bdeck": "in the deck"}


class Replay(DealMixin, TurnMixin, BattleMixin, EndMixin, ExplainMixin):
    game = "palace"

    __slots__ = ("hand", "events", "rules", "findings", "players", "seat_order", "order", "ledger",
                 "phase", "group_suits", "rejected", "bdeck_left", "deck_left", "deck_gen",
                 "deck_place", "deck_unknown", "pile", "pile_unknown", "to_act", "last_pos",
                 "round_no", "round_quiet", "quiet", "rounds", "cont", "cont_kind", "cont_seq",
                 "battle", "battles", "end_kind", "end_seq", "end_players", "end_words",
                 "collects", "rakes", "stats", "last_bettor", "settled", "_handlers")

    def __init__(self, hand: Hand, rules: dict[str, Any]) -> None:
        self.hand = hand
        self.events = hand.events
        self.rules = PalaceRules(rules)
        self.findings: list[Finding] = []
        self.players: dict[str, Player] = {}
        self.seat_order: list[Player] = []
        for i, s in enumerate(hand.seats):
            p = Player(s.player, s.seat, i, s.stack)
            self.players[s.player] = p
            self.seat_order.append(p)
        dealt_in = {ev.player for ev in hand.events if ev.type in _DEALT_IN}
        seats = self.seat_order
        k = next((i for i, p in enumerate(seats) if p.seat == hand.button), len(seats) - 1)
        self.order = [p for p in seats[k + 1:] + seats[:k + 1] if p.name in dealt_in]
        for pos, p in enumerate(self.order, 1):
            p.pos = pos
            p.group = group_of(pos)
            p.in_hand = True
        self.ledger = CardLedger()
        self.phase = ANTE
        self.group_suits: list[dict[int, str]] = [{}, {}, {}]
        self.rejected: list[int] = []
        self.bdeck_left = DECK_SIZE
        self.deck_left = DECK_SIZE
        self.deck_gen = 0
        self.deck_place = "deck"
        self.deck_unknown = 0
        self.pile: list[int] = []
        self.pile_unknown = 0
        self.to_act = None
        self.last_pos = 0
        self.round_no = 0
        self.round_quiet = True
        self.quiet: set[str] = set()
        self.rounds: list[int] = []
        self.cont = None
        self.cont_kind = ""
        self.cont_seq = 0
        self.battle = None
        self.battles = []
        self.end_kind = ""
        self.end_seq = None
        self.end_players: list[Player] = []
        self.end_words = ""
        self.collects: list[tuple[int, str, int, int | None]] = []
        self.rakes: list[tuple[int, int]] = []
        self.stats: dict[str, dict[str, int]] = {k: {} for k in STAT_KEYS}
        self.last_bettor: str | None = None
        self.settled = False
        self._handlers = {
            "ante": self._on_ante, "banner": self._on_banner, "deal": self._on_deal,
            "buy": self._on_buy, "discard": self._on_discard, "wait": self._on_wait,
            "fold": self._on_fold, "attack": self._on_attack, "call": self._on_call,
            "raise": self._on_raise, "battle": self._on_battle, "capture": self._on_capture,
            "show": self._on_show, "collect": self._on_collect, "rake": self._on_rake,
        }

    # ---- the protocol -------------------------------------------------
    def apply(self, seq: int, ev: Event) -> None:
        t = ev.type
        handler = self._handlers.get(t)
        if handler is None:
            self._find("illegal-action", seq, ev.player, f"a {t} event has no meaning in Palace Poker")
            self.rounds.append(self.round_no)
            return
        if t not in ("show", "collect", "rake"):
            if self.battle is not None:
                self._settle_pending(seq, t)
            cont = self.cont
            if cont is not None and not (ev.player == cont.name and (t == "discard" or (
                    t == "attack" and self.rules.buy_then_attack and self.cont_kind == CONT_BUY))):
                self._close_cont()
        handler(seq, ev)
        self.rounds.append(self.round_no)

    # ---- shared helpers ----------------------------------------------
    def _find(self, code: str, seq: int | None, player: str | None, message: str) -> None:
        self.findings.append(Finding(code, seq, player, message))

    def _pay(self, p: Player, amount: int) -> None:
        p.stack -= amount
        p.paid += amount

    def _place_words(self, place: str) -> str:
        if place in self.players:
            return f"held by {place}"
        if place.startswith("deck"):
            return "in the deck"
        return _PLACE_WORDS.get(place, place)

    def _ledger_check(self, seq: int, who: str, card: int, place: str, ok: tuple[str, ...]) -> None:
        """Put ``card`` in ``place``; a card already somewhere else (not in ``ok``) is a duplicate."""
        prev = self.ledger.put(card, place)
        if prev is not None and prev not in ok:
            self._find("duplicate-card", seq, who,
                       f"{card_str(card)} given to {who} is already {self._place_words(prev)}; "
                       f"the deck holds each card once")
