"""PokerStars text: the hand's rules (FORMAT.md ``rules``) from its header's stakes and the forced
bets posted (a part of :class:`audit.readers.pokerstars_events.Builder`).

The header gives the game, the betting and the stakes (limit: the small and the big bet;
otherwise the blinds), never the ante or the bring-in: those are the amounts most players
posted in full, or remembered from the file's earlier hands at the same stakes.
"""

from __future__ import annotations

from collections import Counter

#: PokerStars' limit cash games whose small blind is not half the small bet (in cents: small bet
#: to small blind): $3/$6 has a $1 small blind, $5/$10 $2, $15/$30 $10, $75/$150 $50
_ROOM_SMALL_BLIND = {300: 100, 500: 200, 1500: 1000, 7500: 5000}


class Stakes:
    """The rules of a :class:`Builder`'s hand, from its ``game``, ``betting``, ``small``, ``big``,
    ``money``, ``forced`` posts and the file's ``memory``."""

    def _forced_amount(self, kind: str, default: int) -> int:
        """The size of a forced bet the header does not give: the largest posted in full (a
        post all-in for less says nothing of the size), else ``default``."""
        return max((a for a, allin in self.forced[kind] if not allin), default=default)

    def _ante(self) -> int:
        """The hand's ante, which the header does not give: the amount most players posted in
        full (an ante all-in for less says nothing of the size), so that one player who posts
        a wrong ante is the one found; on a tie the largest of the most common amounts; 0 when
        nobody antes in full."""
        counts = Counter(a for a, allin in self.forced["ante"] if not allin)
        return max(counts, key=lambda a: (counts[a], a), default=0)

    def _blinds(self) -> list[int]:
        """``[small, big]`` blinds from the header's stakes: in limit games the two amounts are
        the small and the big bet and the blinds are half of them (SOURCES.md), otherwise they
        are the blinds.  Only a half that is no whole chip (a small bet of 25) is taken from the
        small blind posted in full, as rooms round it their own way."""
        if self.betting != "fixed":
            return [self.small, self.big]
        small = self.small // 2
        if self.small % 2:
            small = self._forced_amount("small", small)
        elif self.money.cash and self.small in _ROOM_SMALL_BLIND:
            # stakes where the room's small blind is not half the small bet: the one posted in
            # full when it is either, else the room's
            room = _ROOM_SMALL_BLIND[self.small]
            posted = self._forced_amount("small", room)
            small = posted if posted in (small, room) else room
        return [small, self.big // 2]

    def _rules(self) -> dict:
        rules: dict = {"betting": self.betting}
        ante = self._ante()
        if self.game == "stud":
            key = ("bring_in", self.betting, self.small, self.big)
            bring_in = self._forced_amount("bring_in", 0)
            if bring_in:
                self.memory[key] = bring_in
            else:
                # the lowest upcard completed at once, or brought in all-in: the size of the last
                # full bring-in of the file at these stakes, else half the small bet, or more where
                # a player all-in brought in more (short of the small bet): the bring-in is at least
                # that, as a player with more chips than the bring-in posts it and keeps the rest
                bring_in = self.memory.get(key, 0)
                if not bring_in:
                    bring_in = max(1, self.small // 2)
                    for a, allin in self.forced["bring_in"]:
                        if allin and bring_in < a < self.small:
                            bring_in = a
            rules.update(ante=ante, bring_in=bring_in, small_bet=self.small, big_bet=self.big)
            if self.betting != "fixed":
                rules["min_bet"] = self.small
            rules["odd_chip"] = "high_card"
        else:
            blinds = self._blinds()
            rules["blinds"] = blinds
            if ante:
                rules["ante"] = ante
            if self.betting == "fixed":
                rules.update(small_bet=self.small, big_bet=self.big)
            else:
                rules["min_bet"] = blinds[1]
            rules["odd_chip"] = "left_of_button"
            # a draw the deck cannot serve: its last cards are shuffled with the earlier discards
            # (the room's published rule for reshuffling in draw games)
            rules["reshuffle"] = "with_stub"
        if self.betting == "fixed":
            rules["cap_heads_up"] = "round_start"
        return rules
