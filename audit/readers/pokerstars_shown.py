"""PokerStars text: what the log says about the cards players showed, checked and used once the
hand's lines are walked (a part of :class:`audit.readers.pokerstars_events.Builder`).

* ``??`` in the deals is replaced by the cards a player showed or mucked face up, where they sit
  at the same places and none of them is known elsewhere in the hand.
* The cards a muck or the summary lists for a player must be the cards the player showed, and
  (in stud) those dealt, where known: else one ``shown-cards-mismatch`` naming the line.
"""

from __future__ import annotations

from ..model import Event, Finding
from . import cards_known, fills_unknown


class ShownCards:
    """The checks of the cards shown and listed, over a :class:`Builder`'s ``events``, ``slots``,
    ``reveals``, ``shown``, ``listed``, ``draws`` and ``warnings``."""

    def _fill_reveals(self) -> None:
        """Replace ``??`` in the deals with the cards a player showed or mucked face up, unless
        one of them is known elsewhere in the hand (:func:`cards_known`)."""
        known = cards_known(self.events)
        for name, cards in self.reveals.items():
            slots = self._dealt_slots(name)
            if not slots:
                continue
            if self.game == "draw":
                ev = self.draws.get(name)
                if ev is not None and ev.discard:
                    continue    # which of the shown cards were drawn is not known
            if len(slots) != len(cards):
                continue
            held = [getattr(ev, f)[i] for ev, f, i in slots]
            if self.game == "draw":
                if any(c != "??" for c in held) or not all(len(c) == 2 for c in cards):
                    continue
            elif any(c != "??" and c.lower() != r.lower() for c, r in zip(held, cards)):
                continue
            if not fills_unknown(held, cards, known):
                continue
            for (ev, f, i), card in zip(slots, cards):
                getattr(ev, f)[i] = card

    def _dealt_slots(self, name: str) -> list[tuple[Event, str, int]]:
        """Where each card dealt to ``name`` is, in dealing order: (deal event, ``down`` or ``up``,
        index)."""
        return [(ev, f, i) for _, ev, f, i in sorted(self.slots.get(name, ()), key=lambda s: s[0])]

    def _stud_places(self, name: str, full: bool) -> list[tuple[tuple[Event, str, int], int]]:
        """Each stud card dealt to ``name`` (deal event, ``down`` or ``up``, index) with its place
        in a line that lists the player's cards: ``full`` (a summary's list, or the ``Dealt to``
        lines of a player whose lines show the down cards) 3rd street's down cards 0 and 1 and up
        card 2, then one place a street (4th street 3, ..., the river 6); else the up cards alone
        (3rd street 0, ..., 6th street 3).  A street whose line is lost has no card here, and the
        places of the others do not move."""
        out = []
        for rank, ev, f, i in sorted(self.slots.get(name, ()), key=lambda s: s[0]):
            if full:
                out.append(((ev, f, i), (i if f == "down" else 2) if rank == 0 else rank + 2))
            elif f == "up":
                out.append(((ev, f, i), rank))
        return out

    def _check_listed(self) -> None:
        """The cards a muck or the summary lists for a player must be the cards the player showed
        (the same cards, in any order), and in stud those dealt to the player, in dealing order,
        where the log knows them: else the log contradicts itself about the hand, one
        ``shown-cards-mismatch`` naming the line (no event shows those cards: the replay cannot
        judge them)."""
        for lineno, name, what, cards in self.listed:
            shown = self.shown.get(name)
            why = None
            if shown is not None and sorted(c.lower() for c in shown) != sorted(c.lower() for c in cards):
                why = f"{name} showed {' '.join(shown)}"
            else:
                held = [getattr(ev, f)[i] for ev, f, i in self._dealt_slots(name)]
                if self.game == "stud":
                    # (compared place by place: more cards listed than dealt is a deal line lost,
                    # the replay's wrong-deal, not the log at odds with itself: review of session 60)
                    places = self._stud_places(name, True)
                    if held and (len(cards) < len(held) or len(cards) > 7):
                        why = f"{name} was dealt {len(held)} cards ({' '.join(held)})"
                    elif any(k < len(cards) and (h := getattr(ev, f)[i]) != "??" and h.lower() != cards[k].lower()
                             for (ev, f, i), k in places):
                        why = f"{name} was dealt {' '.join(held)}"
                elif held and len(cards) != len(held):
                    why = f"{name} was dealt {len(held)} cards"      # (a draw keeps as many as dealt)
                elif held and "??" not in held:
                    # draw: the hand dealt, less the discards, plus the cards drawn (all known)
                    final = list(held)
                    draw = self.draws.get(name)
                    if draw is not None and "??" in draw.discard:
                        final = ["??"]          # which cards were discarded is not known
                    elif draw is not None:
                        for c in draw.discard:
                            if c in final:
                                final.remove(c)
                        final += draw.receive
                    if "??" not in final and sorted(c.lower() for c in final) != sorted(c.lower() for c in cards):
                        why = f"{name} holds {' '.join(final)}"
            if why is None:
                # a card of theirs another player was dealt or showed (a community card: everyone's)
                mine = {c.lower() for _, ev, f, i in self.slots.get(name, ()) if (c := getattr(ev, f)[i]) != "??"}
                for c in cards:
                    if c.lower() in mine:
                        continue
                    owner = self._holder(c, name)
                    if owner is not None:
                        why = f"{c} is {owner}"
                        break
            if why is not None:
                self.warnings.append(Finding(
                    "shown-cards-mismatch", None, name,
                    f"line {lineno}: {what} {' '.join(cards)}, but {why}: the log contradicts itself about "
                    f"{name}'s cards"))
                return      # one finding: the first line at odds

    def _holder(self, card: str, name: str) -> str | None:
        """Who else the hand's events show holding ``card`` at the end ("alice's", "a community
        card"), or None: another player's show, a community card, or in stud another player's deal
        (in draw a card dealt may be discarded, and drawn again from the reshuffled discards)."""
        card = card.lower()
        kinds = ("deal", "show", "community") if self.game == "stud" else ("show",)
        for ev in self.events:
            if ev.player == name or ev.type not in kinds:
                continue
            for held in (ev.up, ev.down, ev.cards):
                if held and any(c.lower() == card for c in held):
                    return "a community card" if ev.type == "community" else f"{ev.player}'s"
        return None
