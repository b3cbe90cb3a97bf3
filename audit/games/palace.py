"""Palace Poker (PALACE.md): the replay of one hand.

The work is split by the parts of the game:

* :mod:`.palace_rules`  the rule options (and the readings chosen where the rules are silent);
* :mod:`.palace_state`  players, their cards, where each card is, card matching;
* :mod:`.palace_deal`   antes, banner cards by groups, palace cards;
* :mod:`.palace_misnamed` a turn action logged under the name of a player not to act;
* :mod:`.palace_pile`   the discard pile and the draw decks made of it;
* :mod:`.palace_turns`  turns: buy, discard, wait, fold; the quiet round; the ends of the hand;
* :mod:`.palace_battle` attacks, responses, the battle result (:mod:`.palace_answers` what the log
  gives after a battle line); :mod:`.palace_capture` the capture, and a show;
* :mod:`.palace_judge`  comparing hands (battle: opponent's banner suit left out; showdown);
* :mod:`.palace_end`    the settlement against ``collect``;
* :mod:`.palace_explain` ``view()`` and the explanation sections.

Speed: one dispatch table per class (event type -> function), players looked
up by name once per event, cards as ints (:data:`audit.cards.CARD_INDEX`),
counters kept up to date instead of rescanning the table (players still in,
the quiet streak, who is dealt next), and words made only with a finding or
for ``explain``.
"""

from __future__ import annotations

from typing import Any

from ..cards import CARD_INDEX, card_str
from ..model import Event, Finding, Hand, add_finding
from ..player_counts import player_count_finding
from ..seat_order import button_index
from .palace_battle import BETTING, CAPTURE, DONE, JUDGE
from .palace_deal import ANTE, OVER, PLAY, can_ante
from .palace_deal_lines import TURN_ACTIONS
from .palace_explain import ExplainMixin
from .palace_rules import rules_for
from .palace_state import DECK_SIZE, SOLDIER_LIMIT, Player, group_of, new_where, put_card
from .palace_turns import CONT_BUY
from .payout_order import AFTER_PAYOUT, late_event, paid_at

#: Lines after which a waiting battle's result or capture is no longer to come (_aftermath_follows).
_BATTLE_OR_END = frozenset(("call", "raise", "show", "collect", "rake"))

#: events that mark who is dealt in
_DEALT_IN = frozenset(("ante", "banner", "deal"))
#: events that belong to a battle's (or the hand's) aftermath: they leave a pending battle open
_AFTERMATH = frozenset(("battle", "capture", "show"))
#: events that neither finish a pending battle nor close a buyer's/capturer's discards
_NO_TURN = frozenset(("show", "collect", "rake"))

_PLACE_WORDS = {"rejected": "set aside as a rejected banner", "discards": "in the discard pile",
                "out": "out of play (the banner or a soldier of a player who left the hand)",
                "deck": "in the deck", "bdeck": "in the deck"}


class Replay(ExplainMixin):
    """The replay: DealMixin <- MisnamedMixin <- PileMixin <- TurnMixin <- AnswerMixin <- BattleMixin
    <- CaptureMixin <- EndMixin <- ExplainMixin <- Replay, one chain of single inheritance (no method
    is defined twice), so that the compiled build makes each an extension type (the ``.pxd`` files) whose
    methods read the state's fields directly."""

    game = "palace"

    __slots__ = ()      # the state's fields are declared by DealMixin, the base of the chain

    def __init__(self, hand: Hand, rules: dict[str, Any]) -> None:
        self.hand = hand
        events = self.events = hand.events
        self.rules = rules_for(rules)
        self.findings: list[Finding] = []
        # the players owed a place in the hand: every seat that can pay the ante (palace_deal)
        ante = self.rules.ante
        players = self.players = {}
        seats = self.seat_order = []
        payers = set()          # the players who can pay the ante
        missing = set()         # their names, but those dealt in (below)
        for s in hand.seats:
            p = Player(s.player, s.seat, s.stack)
            players[s.player] = p
            seats.append(p)
            if can_ante(s.stack, ante):
                payers.add(p)
                missing.add(s.player)
        wrong = player_count_finding("palace", len(payers))
        if wrong is not None:
            self.findings.append(wrong)
        k = button_index(hand.seats, hand.button)     # a dead button: the seat before it
        if k is None:
            k = len(seats) - 1
        # dealt in: the players the log deals in who can pay the ante (a deal to anyone else is
        # wrong-deal, and they take no part in the hand: palace_deal).  The antes come first:
        # the scan stops once every player who can pay has been dealt in.
        if missing:
            for ev in events:
                if ev.type in _DEALT_IN:
                    missing.discard(ev.player)
                    if not missing:
                        break
        order = self.order = [p for p in seats[k + 1:] + seats[:k + 1]
                              if p in payers and p.name not in missing]
        for pos, p in enumerate(order, 1):
            p.pos = pos
            p.group = group_of(pos)
            p.in_hand = True
        #: position (0: not dealt in) -> the next player still in the hand after it, clockwise
        self.after = order + order[:1] if order else [None]
        self.n_in = len(order)       # players still in the hand
        self.suits_in = [0, 0, 0, 0]  # of them, under a banner of each suit
        self.where = new_where()
        self.phase = ANTE
        self.group_suits: list[dict[int, str]] = [{}, {}, {}]
        # per group: [name, possible suits, why] of ?? banners (a 4th item: the banner line lost)
        self.group_unknown: list[list] = [[], [], []]
        self.rejected: list[int] = []
        self.bdeck_cards: list[int] = []
        self.bdeck_left = self.deck_left = DECK_SIZE
        self.deck_gen = self.deck_unknown = self.pile_unknown = 0
        self.deck_place = "deck"
        self.pile: list[int] = []
        self.to_act = None
        self.in_turn = False        # the last turn action was taken by the player to act
        self.last_pos = self.round_no = 0
        self.turn_pos = 0           # the seat of the last turn action: the turn went on from it
        self.round_starts: list[int] = []   # the events that began turn-rounds 2, 3, ...
        self.round_quiet = True
        self.quiet_gen = 1          # the quiet streak: players with p.quiet == quiet_gen kept quiet in it
        self.n_quiet = 0            # players still in the hand who kept quiet in this streak
        self.pending = False        # a battle to finish or discards to close before the next turn
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
        #: what each player had put in when the log paid out (its first collect or rake), or when
        #: chips came after the hand had ended (EndMixin._paid_after_the_end)
        self.paid_at_payout: dict[str, int] | None = None
        self.rakes: list[tuple[int, int]] = []
        self.last_bettor: str | None = None
        self.settled = False
        self.next_banner = self.next_deal = 0   # index in order of the first player without a banner / palace
        self.n_dealt = 0
        #: (seq, event) of a call or raise logged right before the attack it answers (BattleMixin)
        self.early_answer: tuple[int, Event] | None = None
        self.early_deals: list[tuple[int, Event]] | None = None     # deals logged before the last banners
        #: cards found in two places (duplicate-card): each has a second copy in play, which the ledger's
        #: one place per card does not follow; its next conflict is that copy's, no second finding
        self.twice: set[int] | None = None
        #: a battle begun by an attack after the hand had ended (EndMixin._late_play): its attacker,
        #: target, the player who must answer (None once called or folded) and how far it went
        self.late_battle: list | None = None
        #: lines whose amount the rules fix, logged otherwise or lost (reported): (the finding, the
        #: player, the amount logged, the rules' amount); EndMixin._paid_as_ruled
        self.as_ruled: list[tuple] = []
        self.passed: list[str] = []        # players a deal out of order passed over (named then), until dealt

    # ---- the protocol -------------------------------------------------
    def apply(self, seq: int, ev: Event) -> None:
        t = ev.type
        try:
            handler = _HANDLERS[t]
        except KeyError:        # never for a checked hand (readers.validate): a type of another game
            self._find("illegal-action", seq, ev.player, f"a {t} event has no meaning in Palace Poker")
            return
        if self.pending and t not in _NO_TURN:
            self._before_turn(seq, ev, t)
        handler(self, seq, ev)
        if (self.collects or self.rakes) and t not in AFTER_PAYOUT:
            late_event(self.findings, seq, ev, paid_at(self.collects, self.rakes))

    def _before_turn(self, seq: int, ev: Event, t: str) -> None:
        """Finish a decided battle (judge it, or note the missing capture) and close a buyer's or
        capturer's discards before an event that is not part of them.  An event its handler
        skips (:meth:`_stray`) is not the next action: it leaves both open."""
        if self._stray(seq, ev, t):
            return
        keep = False
        b = self.battle
        if b is not None and (b.state == JUDGE or b.state == CAPTURE):
            if t in _AFTERMATH:
                keep = True
            else:
                self._settle_pending(seq, t)       # the battle is done after this
        cont = self.cont
        if cont is not None:
            if ev.player == cont.name and (t == "discard" or (
                    t == "attack" and self.rules.buy_then_attack and self.cont_kind == CONT_BUY)):
                keep = True
            elif (t == "attack" and self.rules.buy_then_attack and self.cont_kind == CONT_BUY
                  and ev.player in self.players and self._attack_fits(seq, ev, self.players[ev.player], cont)):
                keep = True     # the buyer's attack under another name (BattleMixin._on_attack)
            elif t == "discard" and self._misnamed_cont_discard(ev, cont):
                keep = True     # the discard owed, under another name (TurnMixin._on_discard)
            elif len(cont.soldiers) > SOLDIER_LIMIT:
                self._close_cont()
            else:
                self.cont = None        # closed: no more than five soldiers
        self.pending = keep

    def _stray(self, seq: int, ev: Event, t: str) -> bool:
        """Whether the handler of ``ev`` skips it (FORMAT.md: it cannot be applied at all), so that
        it does not stand where a battle result, a capture or a buyer's discards should be (a
        repeated ``call``, ``fold`` or ``buy`` line, say): a call or a raise with no battle
        waiting for an answer; a battle result or a capture with no battle to decide or capture
        from; a banner or palace
        cards dealt after play began; a turn action during a battle's betting (but a fold of a player
        in the hand, and a buy of one that the battle goes on after: TurnMixin._battle_buy_ok),
        once the hand is over, or by a player out of the hand (but a buy, wait, discard or fold
        that is the player to act's, logged under that name: MisnamedMixin._misnamed_buy and
        _misnamed_of); a buy out of turn of a card the buyer holds.  Before a battle's result who
        is out is not known yet: only players already out count."""
        b = self.battle
        betting = b is not None and b.state == BETTING
        if t == "call" or t == "raise":
            return not betting
        if t not in TURN_ACTIONS:
            if t == "capture":      # (one logged late was applied already: CaptureMixin._on_capture)
                return b is None or b.state == DONE or betting
            if t == "battle":
                return b is None or b.state == DONE
            return (t == "deal" or t == "banner") and self.phase >= PLAY    # cards dealt late: skipped
        p = self.players[ev.player]
        if betting:     # (a fold by a player in the hand is applied: TurnMixin._fold_in_battle; so is
            # a buy of a card the buyer does not hold, the battle going on: TurnMixin._battle_buy_ok)
            if t == "buy":
                return not (self._battle_buy_ok(p, CARD_INDEX[ev.card])
                            and self._answers_later(seq, b.responder.name))
            return t != "fold" or (p is not b.attacker and p is not b.defender and not (p.pos and p.in_hand))
        if self.phase == OVER:
            return True
        if p.pos == 0 or not p.in_hand:
            if b is not None and (b.state == JUDGE or b.state == CAPTURE) and not self._aftermath_follows(seq):
                # a decided battle whose result or capture the log leaves out: it is over, settled
                # before this line (_before_turn), and the handler then finds whose action the line
                # is (the player to act's under this name, or nobody's); judged while the battle
                # waited, nobody was to act, and the misnamed action was none (review of session 59)
                return False
            # but the buy, wait, discard or fold of the player to act, logged under p's name
            if t == "buy":
                return self._misnamed_buy(seq, ev, p) is None
            return t == "attack" or self._misnamed_of(seq, ev, t, p) is None
        return (t == "buy" and self.to_act is not None and p is not self.to_act
                and self.where[CARD_INDEX[ev.card]] == p.name)

    def _aftermath_follows(self, seq: int) -> bool:
        """Whether a battle result or a capture comes after ``seq`` before any action, bet or payout
        (the waiting battle's, logged after a stray line, rather than a new battle's)."""
        events = self.events
        for k in range(seq + 1, len(events)):
            t = events[k].type
            if t == "battle" or t == "capture":
                return True
            if t in TURN_ACTIONS or t in _BATTLE_OR_END:
                return False
        return False

    @property
    def rounds(self) -> list[int]:
        """Per event (all applied, as :func:`audit.replay.replay` does): the turn-round it
        belongs to (0 = the deal and the first round)."""
        out: list[int] = []
        prev = 0
        for r, start in enumerate(self.round_starts):
            out += [r] * (start - prev)
            prev = start
        out += [len(self.round_starts)] * (len(self.events) - prev)
        return out

    # ---- shared helpers ----------------------------------------------
    def _find(self, code: str, seq: int | None, player: str | None, message: str) -> None:
        add_finding(self.findings, Finding(code, seq, player, message))

    def _place_words(self, place: str | tuple[str, int]) -> str:
        if type(place) is tuple:        # kept unseen after a face-down discard (TurnMixin._face_down_discard)
            q = place[0]
            return (f"{q}'s (a soldier {q} held when discarding ?? face down: {q} holds it still, unseen, "
                    f"or it is in the discard pile)")
        if place in self.players:
            return f"held by {place}"
        if place.startswith("deck"):
            return "in the deck"
        return _PLACE_WORDS.get(place, place)

    def _ledger_check(self, seq: int, who: str, card: int, place: str, ok: tuple[str, ...],
                      holder: str | None = None) -> None:
        """Put ``card`` in ``place``; a card already somewhere else (not in ``ok``) is a duplicate,
        but for one a player kept unseen after a face-down discard that may be one of ``holder``'s
        (default ``who``) unknown cards (PileMixin._kept_reaches)."""
        prev = put_card(self.where, card, place)
        if prev is not None and prev not in ok and not self._kept_reaches(prev, who if holder is None else holder):
            if self.twice is None:
                self.twice = set()
            self.twice.add(card)
            self._find("duplicate-card", seq, who,
                       f"{card_str(card)} given to {who} is already {self._place_words(prev)}; "
                       f"the deck holds each card once")


#: Event type -> the function that applies it (called as ``handler(replay, seq, event)``): the
#: method ``_on_<type>``, looked up by name (compiled, a method is a C function, which only its
#: class makes into a Python object)
_HANDLERS = {t: getattr(Replay, "_on_" + t) for t in (
    "ante", "banner", "deal", "buy", "discard", "wait", "fold", "attack", "call", "raise", "battle", "capture",
    "show", "collect", "rake")}
