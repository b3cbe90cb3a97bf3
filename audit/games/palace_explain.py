"""Palace Poker for ``explain``: the table after an event, and the hand's own account.

``view()`` says whose turn it is (or who must answer in a battle), what they
owe, the pot and the stacks.  ``_sections()`` tells the hand: the banners by
group, every battle with each side's eligible cards (the opponent's banner
suit left out) and ranked hands and why the winner won, the showdown if a
quiet round ended the hand, and the split of the pot.
"""

from __future__ import annotations

from ..cards import card_str, cards_str
from ..model import Section, View
from ..poker.rake_division import by_pot
from ..poker.settle_words import pot_name
from .palace_battle import BETTING, CAPTURE, JUDGE, TIED, call_words
from .palace_deal import OVER
from .palace_end import EndMixin
from .palace_state import GROUP_BOUNDS, TURN_TYPES
from .palace_turns import CONT_BUY

PHASES = ("antes", "banner cards", "palace cards")


class ExplainMixin(EndMixin):
    __slots__ = ()

    def view(self) -> View:
        stacks = {p.name: p.stack for p in self.seat_order}
        pot = sum(p.paid for p in self.seat_order)
        # the chips the log has paid out so far (collects, rake) have left the pot
        for _seq, name, amount, _pot in self.collects:
            pot -= amount
            if name in stacks:
                stacks[name] += amount
        for _seq, amount in self.rakes:
            pot -= amount
        b = self.battle
        if b is not None and b.state == BETTING:
            r = b.responder
            return View(r.name, b.owed[r.name], pot, stacks,
                        f"battle: {b.attacker.name} attacks {b.defender.name}")
        if b is not None and b.state == JUDGE:
            return View(None, 0, pot, stacks,
                        f"battle: {b.attacker.name} against {b.defender.name}, the cards are compared")
        if b is not None and b.state == CAPTURE:
            return View(b.winner.name, 0, pot, stacks,
                        f"battle won by {b.winner.name}: {b.winner.name} captures {b.loser.name}'s banner and soldiers")
        if b is not None and b.split_rest:
            # the rest of a capture logged in parts is still to come: the winner's (CaptureMixin;
            # before, session 70, its lines were labelled the next player's turn)
            return View(b.winner.name, 0, pot, stacks,
                        f"battle won by {b.winner.name}: {b.winner.name} captures {b.loser.name}'s banner "
                        f"and soldiers, logged in parts")
        if self.phase == OVER:
            return View(None, 0, pot, stacks, f"over: {self.end_words}")
        if self.phase < 3:
            return View(None, 0, pot, stacks, PHASES[self.phase])
        c = self.cont
        if c is not None and self._discards_next(self.cont_seq, c.name):
            # the buyer or the capturer goes on (only a discard does, PALACE.md 2): still their turn
            # (review of session 60: any next event of theirs was labelled so, and its out-of-turn
            # finding said it was the next player's turn)
            after = "the buy" if self.cont_kind == CONT_BUY else "the capture"
            return View(c.name, 0, pot, stacks, f"turn-round {self.round_no + 1}, {c.name} going on after {after}")
        who = self.to_act.name if self.to_act is not None else None
        return View(who, 0, pot, stacks, f"turn-round {self.round_no + 1}")

    def _discards_next(self, seq, name):
        """Whether the next turn or battle event after ``seq`` is ``name``'s discard."""
        for ev in self.events[seq + 1:]:
            if ev.type in TURN_TYPES:
                return ev.type == "discard" and ev.player == name
        return False

    def _sections(self, pots, awards, ranked, odd_reason):
        out = [self._banner_section()]
        for i, b in enumerate(self.battles, 1):
            out.append(self._battle_section(i, b))
        if ranked:
            # the showdown told once, here, where it says why there is one: the place of each hand
            # (1 + the hands that beat it), as the ranked showdown explain and the hand page showed
            # beside this section, which they no longer do (``Section.showdown``)
            places = {s.player: s.order for s in self._shown(ranked)}
            rows = [[str(places[name]) if name in places else "-", name, cards_str(cards), cards_str(best), words]
                    for name, cards, best, _, words in ranked]
            rows.sort(key=_place_key)
            unknown = [row[1] for row in rows if row[0] == "-"]
            lines = [f"only the hands whose cards are known are ranked; the cards of {', '.join(unknown)} "
                     f"are not"] if unknown else []
            out.append(Section("Showdown after a quiet round (best five of all cards, no suit left out)",
                               lines, rows, ["place", "player", "cards", "best five", "hand"], True))
        lines = []
        if self.phase == OVER:
            # (the last two's battle claimed otherwise than the cards give it: the play followed the
            # log's claim, the pot is owed by the cards, as the next line says)
            claimed = " as the log has it" if self._last_battle_by_the_cards() is not None else ""
            lines.append(f"The hand ended: {self.end_words}{claimed}.")
        else:
            lines.append("The hand is not over: no settlement can be computed.")
        for k, pot in enumerate(pots):
            lines.append(f"The {pot_name(k)} of {pot.amount}: {pot.reason}.")
        if odd_reason and any(a.odd_chips for a in awards):
            lines.append(f"Odd chips: {odd_reason}.")
        raked = sum(amount for _seq, amount in self.rakes)
        if raked and pots and self.collects:
            # the pot's part of the rake, as the settlement judged it: what its correct shares
            # leave of it when its winners are known (poker.settle may judge the collects under
            # the whole rake when they are no settlement under the smaller one they leave), else
            # rake_division's (the correct shares are the recorded ones when the cards are unknown)
            if pots[0].winners:
                part = pots[0].amount - sum([a.correct for a in awards if a.pot == 0])
            else:
                paid = sum([amount for _seq, _name, amount, _pot in self.collects])
                part = by_pot([pots[0].amount], [paid], raked)[0]
            lines.append(f"The rake of {raked}: {part} taken from the pot; the shares are of what is left "
                         f"({pots[0].amount - part}).")
        elif raked:
            lines.append(f"The rake of {raked}: the log records no settlement to compare with.")
        # (the lines only: each award's row is in the settlement table every game's view shows,
        # correct beside recorded with the rows that differ marked; a second table of the same rows
        # here wrote a missing collect otherwise, "not recorded" beside "-" or a blank: review of
        # session 67)
        out.append(Section("Settlement", lines))
        return out

    def _banner_section(self):
        rows = []
        for p in self.order:
            lo, hi = GROUP_BOUNDS[p.group]
            b = p.exit_cards[0] if not p.in_hand and p.exit_cards else p.banner
            rows.append([str(p.pos), f"{lo}-{hi}", p.name, card_str(b) if b is not None else "-",
                         p.out_how or "in the hand"])
        return Section("Banners (positions from the dealer's left; each group's suits differ)",
                       [], rows, ["position", "group", "player", "banner", "at the end"])

    def _battle_section(self, i, b):
        a, d = b.attacker, b.defender
        lines = ["; ".join(call_words(c) for c in b.calls) + "."]
        j = b.judged
        if b.folded is not None:
            lines.append(f"{b.folded.name} gave up the battle: {b.other(b.folded).name} wins without a comparison.")
        elif j is not None:
            if b.later is not None and b.later[3] is not None:
                lines.append(f"Cards unknown at the battle are named later in the log (event {b.later[3]}); "
                             f"with them:")
            for side, enemy in j.sides():
                lines.append(side.line(enemy) + ".")
            if j.unknown:
                lines.append("Some cards are unknown: the battle cannot be checked; "
                             + _unknown_outcome(b))
            elif j.winner is None:
                lines.append(_tie_words(j, False) + " and so do the counts of own-suit cards: "
                             + ("the last two split the pot." if b.last_two else "both leave the hand."))
            else:
                w = j.attacker if j.winner == j.attacker.name else j.defender
                l = j.defender if w is j.attacker else j.attacker
                if j.by_suit_count:
                    lines.append(f"{_tie_words(j)}; {w.name} holds {w.own} cards of their own banner "
                                 f"suit against {l.own}: {w.name} wins.")
                else:
                    lines.append(f"{w.name}'s {w.words} beats {l.name}'s {l.words}: {w.name} wins.")
        if b.claimed is not None:
            claim = "a tie" if b.claimed is TIED else b.claimed
            right = j is not None and not j.unknown and (None if b.claimed is TIED else b.claimed) != j.winner
            lines.append(f"The log says: {claim}" + (" (wrong)." if right else "."))
        if b.winner is not None:
            lines.append(f"As logged, {b.loser.name} leaves the hand and {b.winner.name} captures "
                         f"the banner and soldiers.")
        ab, db = (card_str(c) if c is not None else "no banner" for c in b.banners)
        return Section(f"Battle {i}: {a.name} ({ab}) attacks {d.name} ({db}), turn-round {b.round_no + 1}", lines)


def _place_key(row) -> int:
    """A showdown row's place, for sorting (an unranked hand, "-", last)."""
    return int(row[0]) if row[0] != "-" else 99


def _unknown_outcome(b) -> str:
    """What became of a battle whose cards could not be compared."""
    if b.winner is not None or b.claimed is TIED:
        return "the log's result stands."
    if b.claimed is None:
        return "the log gives no result, so both stay in the hand."
    return "the log's result names a player not in the battle, so both stay in the hand."


def _tie_words(j, words: bool = True) -> str:
    """"The hands tie (...)": with the words of the tied hand when ``words``, or of the shorter one
    when the hands tie only as far as it goes (``short_hand: held_only``)."""
    a, d = j.attacker, j.defender
    if not j.short_tie:
        return f"The hands tie ({a.words})" if words else "The hands tie"
    short = a if len(a.best) < len(d.best) else d
    return (f"The hands tie as far as the shorter one goes ({short.name}'s {short.words}; "
            f"short_hand held_only compares no further)")
