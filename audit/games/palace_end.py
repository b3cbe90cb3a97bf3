"""Palace Poker, the settlement (PALACE.md section 4): one pot, who it belongs to.

The hand ends with the last one standing (the whole pot), with every player
left under the same banner suit (split evenly), with a tie between the last two
in a battle (split), or with a quiet round and an ordinary showdown (best five
of all the cards, no suit left out; tied hands split).  Splits follow the
``odd_chip`` rule (POKER.md section 3).  The correct awards are compared with
the recorded ``collect`` / ``rake`` events by :mod:`audit.poker.settle`.
"""

from __future__ import annotations

from ..cards import UNKNOWN, card_str
from ..model import PlayerResult, Pot, Result, ShownHand
from ..poker.pots import BUTTONS_LEFT, odd_chip_order
from ..poker.settle import books_finding, compare_settlement, correct_settlement
from ..seat_order import button_index
from .palace_banner_words import may_be_same_suit, same_suit_name
from .palace_capture import CaptureMixin
from .palace_deal import OVER
from .palace_judge import compare, showdown
from .palace_state import CAPTURE, JUDGE


def _held_only_tie(ranked, winners) -> str:
    """Why the showdown is split between hands that tie only as far as the shorter goes."""
    return (f"a quiet round ended the hand; at the showdown {', '.join(winners)} tie, compared only as "
            f"far as the shorter hand goes (short_hand held_only): "
            + "; ".join(f"{r[0]} {r[4]}" for r in ranked if r[0] in winners))


#: the events after the hand's end whose chips go in as logged (EndMixin._paid_after_the_end)
_CHIPS_IN = frozenset(("buy", "attack", "call", "raise"))
#: a late battle (EndMixin._late_play): waiting for an answer, called or folded, its result logged,
#: its capture logged; and the answers in it
_LATE_BETTING, _LATE_DECIDED, _LATE_RESULT, _LATE_CAPTURED = range(4)
_ANSWERS = frozenset(("call", "raise", "fold"))
#: events of the settlement, which may stand between a payout logged early and the battle's lines
_SETTLEMENT = frozenset(("collect", "rake", "return", "show", "muck"))


class EndMixin(CaptureMixin):
    __slots__ = ()

    def _on_collect(self, seq, ev):
        if not self._aftermath_later(seq):
            self._settle_pending(seq, ev.type)
        self._quiet_by_payout(seq)
        self._paid_out()
        self.collects.append((seq, ev.player, ev.amount, ev.pot))

    def _on_rake(self, seq, ev):
        if not self._aftermath_later(seq):
            self._settle_pending(seq, ev.type)
        self._quiet_by_payout(seq)
        self._paid_out()
        self.rakes.append((seq, ev.amount))

    def _aftermath_later(self, seq):
        """A battle waits for its result or its capture, and the log gives it right after this
        payout (the pot paid out before them): the battle is not settled here but by those lines,
        applied where they stand; the first of them is the one finding, an action after the payout
        (:func:`.payout_order.late_event`).  Review 56: a collect between the call and the battle
        line was three findings, a missing capture and two actions after the hand had ended."""
        b = self.battle
        if b is None or (b.state != JUDGE and b.state != CAPTURE):
            return False
        events = self.events
        for k in range(seq + 1, len(events)):
            t = events[k].type
            if t in _SETTLEMENT:
                continue
            if t == "capture":
                return self._captured_later(k - 1, b) if b.state == CAPTURE else True
            return t == "battle" and b.state == JUDGE
        return False

    def _paid_out(self):
        """The log pays out (its first collect or rake), or chips come after the hand had ended
        (:meth:`_paid_after_the_end`): what each player had put in then."""
        if self.paid_at_payout is None:
            self.paid_at_payout = {p.name: p.paid for p in self.seat_order}

    def _paid_after_the_end(self, seq, p, ev):
        """A buy, an attack, a call or a raise by ``p`` after the hand had ended
        (``palace-hand-not-over``, reported by the caller; the action is not taken, and a call or
        raise answers no battle): its chips go in as logged (FORMAT.md), unless the
        payout settles the pot as it stood before them (:meth:`_paid_as_it_stood`, as draw and stud
        do with a bet after everyone else folded); either way the one fault is this line's.  Before
        (review of session 69) the chips were dropped: a payout that counted them was wrong-amount
        and books-unbalanced besides.  More than ``p`` has left is ``stack-exceeded`` besides, as
        in draw and stud (review of session 69's verdict changes: a payout counting chips the
        player never had was accepted with no word of them)."""
        amount = ev.amount
        if ev.type in _CHIPS_IN and amount:
            if amount > p.stack:
                self._find("stack-exceeded", seq, p.name, f"{p.name} put in {amount} ({ev.type}) after the hand had "
                           f"ended but had only {p.stack} left")
            self._paid_out()            # what each player had put in before these chips
            p.stack -= amount
            p.paid += amount

    def _after_the_end(self, seq, p, ev, message):
        """A turn action by ``p`` after the hand had ended: ``palace-hand-not-over`` (``message``),
        but for the answer of a late battle (:meth:`_late_play`: a fold), and its chips as logged
        (:meth:`_paid_after_the_end`)."""
        if not self._late_play(ev):
            self._find("palace-hand-not-over", seq, p.name, message)
        self._paid_after_the_end(seq, p, ev)

    def _late_play(self, ev):
        """Whether ``ev``, after the hand had ended, goes on with the battle an attack after the end
        began (its ``palace-hand-not-over`` the one finding: the hand went on after it ended, one
        fault): the answers of the player who must answer (a call, a raise, a fold; the other side's
        answer to a raise), then the battle's result and the capture between its two players, and the
        capturer's discard right after it.  Any other line is a late play of its own, its own finding,
        and ends that battle; a late attack begins one (review of session 69: a late attack and the
        call answering it were two findings).  Their chips go in all the same
        (:meth:`_paid_after_the_end`)."""
        late = self.late_battle
        t = ev.type
        self.late_battle = None
        if t == "attack":
            if ev.player is not None and ev.target is not None and ev.target != ev.player:
                self.late_battle = [ev.player, ev.target, ev.target, _LATE_BETTING]
            return False
        if late is None:
            return False
        a, d, r, stage = late
        if stage == _LATE_BETTING:
            if ev.player != r or t not in _ANSWERS:
                return False
            if t == "raise":
                late[2] = a if r == d else d
            else:
                late[2] = None
                late[3] = _LATE_DECIDED
        elif t == "battle":
            if stage != _LATE_DECIDED or (ev.winner is not None and ev.winner != a and ev.winner != d):
                return False
            late[3] = _LATE_RESULT
        elif t == "capture":
            if stage == _LATE_CAPTURED or {ev.player, ev.source} != {a, d}:
                return False
            late[2] = ev.player
            late[3] = _LATE_CAPTURED
        elif t != "discard" or stage != _LATE_CAPTURED or ev.player != r:
            return False
        self.late_battle = late
        return True

    def _paid_as_it_stood(self):
        """Chips were put in after the log paid out or after the hand had ended (by an event
        reported there), and what it paid out (collects and rake) is exactly what had been put in
        before them: the pot is judged as it stood then, and the late chips are that event's fault
        alone (one fault, one finding; as in draw and stud,
        :func:`audit.poker.table_settle._paid_as_it_stood`)."""
        then = self.paid_at_payout
        if then is None:
            return
        out, now = self._out_and_in()
        if out == sum(then.values()) != now:
            for p in self.seat_order:
                p.paid = then[p.name]

    def _out_and_in(self):
        """What the log paid out (its collects and rake) and what the players have put in."""
        out = 0
        for c in self.collects:
            out += c[2]
        for r in self.rakes:
            out += r[1]
        now = 0
        for p in self.seat_order:
            now += p.paid
        return out, now

    def _paid_as_ruled(self):
        """Lines whose amount the rules fix (an ante, a buy, a battle call, a limit attack or raise)
        logged with another amount, or an ante line lost (each reported at its line), and a payout
        (collects and rake) that is exactly what was put in with each of them the rules' amount and
        not what the lines put in: the payout settled the pot as the chips went in at the table, so
        the pot is judged so, and each such line is the one fault (its finding says the payout
        counts the rules' amount; as draw and stud do with an ante, table_settle._antes_as_paid).
        Before (session 71's damage harness), the right payout was wrong-amount and the books
        unbalanced besides: three findings for one line.  Not when a player would have put in
        more than they had."""
        fixed = self.as_ruled
        if not fixed or self.paid_at_payout is None:
            return
        out, now = self._out_and_in()
        alt = {}
        for _f, name, logged, right in fixed:
            alt[name] = alt.get(name, 0) + right - logged
        if out == now or out != now + sum(alt.values()):
            return
        players = self.players
        for name, d in alt.items():
            p = players[name]
            if p.paid + d < 0 or p.paid + d > p.start:
                return
        for name, d in alt.items():
            players[name].paid += d
        off = now - out
        other = f"the payout is {abs(off)} {'short of' if off > 0 else 'more than'} the pot"
        for f, name, logged, right in fixed:
            if logged:
                f.message += (f" (the payout counts {right} here, not {logged}: the pot is judged with {right}, "
                              f"this line's amount the one fault; if the line is right, {other})")
            else:
                f.message += f" (the payout counts the {right}: taken as posted, its line lost; if it was not, {other})"

    def _finish(self):
        """The log has ended: close what is still open."""
        if self.settled:
            return
        self.settled = True
        self._settle_pending(None, "end")
        self._close_cont()
        if self.phase != OVER:
            if (self.collects or self.rakes) and may_be_same_suit(self):
                # the players left may have the same banner suit (an unknown banner, of more than one
                # suit its group leaves it): the hand may have ended there (PALACE.md 4), so the
                # payout cannot be checked (the diff review of session 66: hand-incomplete, an error)
                self._find("unverifiable-award", None, self._incomplete_who(),
                           f"the play stops with {', '.join([p.name for p in self._in_hand()])} still in the hand, "
                           f"and the log goes on to the payout: they may be under the same banner suit (an "
                           f"unknown banner among them), which ends the hand at once, so the award cannot be checked")
                return
            self._find("hand-incomplete", None, self._incomplete_who(), self._incomplete_words())

    def _incomplete_who(self):
        b = self.battle
        if b is not None and b.betting:
            return b.responder.name
        return self.to_act.name if self.to_act is not None and self.phase >= 3 else None

    def _incomplete_words(self):
        b = self.battle
        if b is not None and b.betting:
            return (f"the log ends during the battle of {b.attacker.name} against {b.defender.name}, "
                    f"with {b.responder.name} to answer")
        where = ("before the antes", "during the banner cards", "during the palace cards")
        if self.phase < 3:
            if self.phase == 0:
                for p in self.seat_order:
                    if p.anted:
                        return "the log ends during the antes, before the first banner card"
            return f"the log ends {where[self.phase]}"
        left = ", ".join(p.name for p in self._in_hand())
        who = f" with {self.to_act.name} to act" if self.to_act is not None else ""
        if self.collects or self.rakes:
            # the log goes on to the payout: the play stopped before the hand was over
            return (f"the play stops with {left} still in the hand{who}, and the log goes on to the "
                    f"payout: no quiet round, fold or battle ended the hand")
        return f"the log ends with {left} still in the hand{who}; the hand is not over"

    # ---- the correct award --------------------------------------------
    def _winners(self):
        """(winners before odd-chip order, reason, ranked showdown or None, the players the pot
        is for)."""
        kind = self.end_kind
        ps = self.end_players
        by_cards = self._last_battle_by_the_cards()
        if by_cards is not None:
            return by_cards
        names = [p.name for p in ps]
        if kind == "standing":
            return names, f"{names[0]} is the last one standing", None, ps
        if kind == "same_suit":
            return names, (f"{', '.join(names)} are left under the same banner suit "
                           f"({same_suit_name(self, ps)}): they cannot battle and split the pot"), None, ps
        if kind == "tie":
            return names, f"{' and '.join(names)}, the last two, tied their battle and split the pot", None, ps
        ranked, winners = showdown({p.name: p.cards() for p in ps}, self.rules.short_held)
        if winners is None:
            return [], "a showdown after a quiet round, but some cards are unknown", ranked, ps
        best = ranked[0][4]
        if len(winners) == 1:
            why = f"a quiet round ended the hand; at the showdown {winners[0]} has the best hand ({best})"
        elif self.rules.short_held and ranked[0][3] != ranked[len(winners) - 1][3]:
            # (the winners' strengths differ: every hand of the best strength wins, so the
            # winners are not all of it when the one as many places down is weaker)
            why = _held_only_tie(ranked, winners)
        else:
            why = f"a quiet round ended the hand; at the showdown {', '.join(winners)} tie with {best}"
        return winners, why, ranked, ps

    def _battle_cards(self, players):
        """Each of ``players``' cards for the odd chips of a split (``high_card``): as they are, but
        for the last two's tie by the cards (:meth:`_last_battle_by_the_cards`), the cards they
        fought with, before the log's claimed winner captured."""
        if self._last_battle_by_the_cards() is not None:
            a_cards, _, d_cards, _ = self.battles[-1].snap
            return {self.battles[-1].attacker.name: list(a_cards), self.battles[-1].defender.name: list(d_cards)}
        return {p.name: p.cards() for p in players}

    def _last_battle_by_the_cards(self):
        """The hand ended with the last two players' battle, whose result the log claims
        otherwise than the cards give it (``palace-wrong-battle-result``, at the battle or where
        the log names the cards unknown then): the play goes on as the log has it (the claimed
        loser leaves, the claimed winner captures), but the pot is owed by the cards, to the
        battle's winner by them, or split when they tie.  ``_winners``' tuple then, else None."""
        if self.end_kind not in ("standing", "tie") or not self.battles:
            return None
        b = self.battles[-1]
        if not b.last_two or b.claimed is None or b.folded is not None or b.snap is None:
            return None
        a, d = b.attacker, b.defender
        for p in self.end_players:
            if p is not a and p is not d:
                return None
        j = b.judged
        if j is None or j.unknown:
            return None
        applied = None if self.end_kind == "tie" else self.end_players[0].name
        if j.winner == applied:
            return None
        battle = f"their battle (the attack at event {b.seq})"
        said = f"not {applied} as the log says" if applied is not None else "where the log says it was a tie"
        if j.winner is None:
            return ([a.name, d.name], f"{a.name} and {d.name}, the last two, tie {battle} by the cards, {said}: "
                    f"they split the pot", None, [a, d])
        return ([j.winner], f"{j.winner} wins the last two's battle (the attack at event {b.seq}) by the cards, "
                f"{said}: the pot is {j.winner}'s", None, [a, d])

    def _high_card_unknown(self, winners, odd_reason, cards):
        """odd_chip=high_card when a tied winner's unknown card could change the order of the highest
        cards (POKER.md 3: unknown cards leave an award unverifiable, a note, not a violation): the odd
        chips are taken as logged when the known cards give them to others but some possible cards give
        them as logged (``unverifiable-award``)."""
        where = self.where
        players = self.players
        possible = [c for c in range(52) if where[c] is None or (where[c] not in players and where[c] != "out")]
        tops = {p: max([c for c in cards[p] if 0 <= c < 52], default=-1) for p in winners}

        def above(p, q):    # whether p's highest card may be above q's
            return tops[p] > tops[q] or (UNKNOWN in cards[p] and any(c > tops[q] for c in possible))

        open_ = [p for p in winners if UNKNOWN in cards[p] and any(above(p, q) for q in winners if q != p
                                                                     and tops[q] >= tops[p])]
        if not open_:
            return winners, odd_reason
        blind = ", ".join(open_)
        known = ", ".join(f"{p} {card_str(tops[p])}" if tops[p] >= 0 else f"{p} none" for p in winners)
        why = (f"odd_chip=high_card: the highest known cards are {known}, and the unknown cards of {blind} "
               f"could hold a higher one")
        got: dict[str, int] = {}
        first: dict[str, int] = {}
        for seq, p, a, _ in self.collects:
            got[p] = got.get(p, 0) + a
            first.setdefault(p, seq)
        shares = sorted({got.get(p, 0) for p in winners})
        if len(shares) != 2 or shares[1] - shares[0] != 1 or set(got) - set(winners):
            return winners, why          # not a split with odd chips: the settlement judges the amounts
        odd = [p for p in winners if got.get(p, 0) == shares[1]]
        rest = [p for p in winners if p not in odd]
        if set(odd) == set(winners[:len(odd)]):
            return winners, why          # as the known cards give them: nothing to note
        if not all(above(p, q) for p in odd for q in rest):
            return winners, odd_reason   # no cards the log leaves open give the logged odd chips
        self._find("unverifiable-award", min(first[p] for p in odd), odd[0],
                   f"the odd chip{'s' if len(odd) > 1 else ''} of the main pot went to {', '.join(odd)}, but the "
                   f"cards that decide {'them' if len(odd) > 1 else 'it'} are not all in the log ({why})")
        return odd + rest, why + ": the odd chips are taken as logged"

    def _unknown_battle_award(self, pot):
        """The pot is paid as the log's battle results give it, but one of them was given over cards
        the log never names (not even later): the award rests on a result nobody can check, an
        ``unverifiable-award`` (a warning, at the first collect), as a showdown over unknown cards is;
        once (not beside the odd chips' one)."""
        for f in self.findings:
            if f.code == "unverifiable-award":
                return
        for b in self.battles:
            later = b.later
            if later is not None and later[3] is None:
                got: dict[str, int] = {}
                for _, p, a, _ in self.collects:
                    got[p] = got.get(p, 0) + a
                paid = ", ".join([f"{p} {a}" for p, a in got.items()])
                seq, name = self.collects[0][0], self.collects[0][1]
                self._find("unverifiable-award", seq, name,
                           f"the main pot of {pot.amount} went to {paid}, but the cards that decide it are not in "
                           f"the log (the battle of {b.attacker.name} against {b.defender.name} was decided at "
                           f"event {later[0]} over unknown cards)")
                return

    def _clockwise(self):
        seats = self.hand.seats
        k = button_index(seats, self.hand.button)
        if k is None:
            k = len(seats) - 1
        return [s.player for s in seats[k + 1:] + seats[:k + 1]]

    def settle(self, explain: bool = False) -> Result:
        self._finish()
        self._paid_as_it_stood()
        self._paid_as_ruled()
        seats = self.seat_order
        contributions = {p.name: p.paid for p in seats if p.paid}
        total = sum(contributions.values())
        collects = self.collects
        claims = bool(collects)
        findings = self.findings
        awards = []
        pots = []
        ranked = None
        odd_reason = ""
        over = self.phase == OVER
        if over:
            winners, reason, ranked, owed_to = self._winners()
            eligible = [p.name for p in owed_to]
            if len(winners) > 1:        # the odd-chip order matters only for a split
                cards = self._battle_cards(owed_to)
                winners, odd_reason = odd_chip_order(self.rules.odd_chip, winners, self._clockwise(),
                                                     self.last_bettor, cards)
                if self.rules.odd_chip == "high_card":
                    winners, odd_reason = self._high_card_unknown(winners, odd_reason, cards)
            pot = Pot(0, total, eligible, contributions, winners, reason)
            if not winners and ranked:
                pot.could = _could_win(ranked)
                pot.together = _tied_known(ranked)
                if not self.rules.short_held:
                    pot.apart = _cannot_tie(ranked)
                # who gets a split's odd chips: the known hands' cards are all high_card needs of
                # them (review of session 63)
                rule = self.rules.odd_chip
                known = {p: c for p, c in self._battle_cards(owed_to).items() if UNKNOWN not in c} \
                    if rule == "high_card" else {}
                pot.odd_by = (rule, self._clockwise(), self.last_bettor, BUTTONS_LEFT, known)
            pots = [pot]
            if claims:
                hands = {r[0]: r[4] for r in ranked} if ranked else {}
                st = compare_settlement(pots, None, collects, [], self.rakes, [odd_reason], hands)
                findings.extend(st.findings)
                if not st.findings:
                    self._unknown_battle_award(pot)
                awards = st.awards
            else:
                awards = correct_settlement(pots, [odd_reason], sum(a for _, a in self.rakes))
        collected: dict[str, int] = {}
        if claims:
            for _, p, a, _ in collects:
                collected[p] = collected.get(p, 0) + a
            if not over:
                # nobody has won, but what the log pays out must balance what was put in (POKER.md 3)
                books = books_finding(total, sum(collected.values()), 0, sum(a for _, a in self.rakes),
                                      collects, (), self.rakes)
                if books is not None:
                    findings.append(books)
        else:
            for a in awards:
                collected[a.player] = collected.get(a.player, 0) + a.correct
            raked = sum(a for _, a in self.rakes)
            if raked > total:
                # no collect: no claim of who won, but a rake beyond the pot is never right (POKER.md 3)
                findings.append(books_finding(total, 0, 0, raked, (), (), self.rakes))
        survived = self.end_players if over else self._in_hand()
        quiet = over and self.end_kind == "quiet"
        players = []
        for p in seats:
            won = collected.get(p.name, 0)
            start = p.start
            end = start - p.paid + won
            kept = p in survived
            players.append(PlayerResult(p.seat, p.name, start, end, end - start,
                                        bool(p.pos) and not kept, quiet and kept, won))
        shown = self._shown(ranked) if ranked else []
        if len(findings) > 1:
            findings.sort(key=_finding_order)
        result = Result("palace", findings, players, pots, awards, total, sum(a for _, a in self.rakes),
                        self.rounds, shown, [], claims, self._stats(survived))
        result.dealt_from = max(self.rules.ante, 1)      # (palace_deal.can_ante)
        if explain:
            result.sections = self._sections(pots, awards, ranked, odd_reason)
        return result

    def _shown(self, ranked):
        """The ranked showdown as ShownHand rows; a hand's order is 1 + the hands that beat it
        (:func:`.palace_judge.compare`, under ``short_hand``)."""
        shown = []
        held = self.rules.short_held
        known = [r[3] for r in ranked if r[2]]
        for name, cards, best, strength, words in ranked:
            if not best:
                continue        # unknown cards: not ranked (as in draw and stud; the Showdown section lists them)
            order = 1 + sum(1 for o in known if compare(o, strength, held) > 0)
            shown.append(ShownHand(name, [card_str(c) for c in cards], [card_str(c) for c in best],
                                   words, strength, order))
        return shown

    def _stats(self, survived):
        """Result.stats: the per-player counters (Player attributes of the same names) and who survived."""
        buys, attacks, won, lost, captures = {}, {}, {}, {}, {}
        kept = []
        for p in self.order:
            name = p.name
            buys[name] = p.buys
            attacks[name] = p.attacks
            won[name] = p.battles_won
            lost[name] = p.battles_lost
            captures[name] = p.captures
            if p in survived:
                kept.append(name)
        return {"buys": buys, "attacks": attacks, "battles_won": won, "battles_lost": lost,
                "captures": captures, "survived": kept}


def _finding_order(f):
    return (f.seq is None, f.seq if f.seq is not None else 0)


def _tied_known(ranked) -> list[str]:
    """A showdown with unknown cards: the known hands tied best, when two or more are (they win
    together or not at all)."""
    known = [r[3] for r in ranked if r[3] >= 0]
    tied = [r[0] for r in ranked if known and r[3] == max(known)]
    return tied if len(tied) > 1 else []


def _cannot_tie(ranked) -> list[list[str]]:
    """A showdown with unknown cards, under ``short_hand: missing_lowest``: the pairs [an unknown
    hand, a known hand tied best] that cannot tie whatever the unknown cards are, because one holds
    fewer than five cards and the other another number (a hand's missing cards rank below any card,
    README; review of session 63: such a pot paid to both of them passed as unverifiable)."""
    known = [r[3] for r in ranked if r[3] >= 0]
    if not known:
        return []
    top = max(known)
    best = [r for r in ranked if r[3] == top]
    return [[r[0], b[0]] for r in ranked if r[3] < 0 for b in best if min(len(r[1]), 5) != min(len(b[1]), 5)]


def _could_win(ranked) -> list[str]:
    """A showdown with unknown cards: who may still win it, those whose cards are unknown and
    those holding the best known hand (a known hand that another known hand beats cannot win,
    whatever the unknown cards are: paid, it is wrong-winner, as in draw and stud)."""
    known = [r[3] for r in ranked if r[3] >= 0]
    top = max(known) if known else None
    return [r[0] for r in ranked if r[3] < 0 or r[3] == top]

