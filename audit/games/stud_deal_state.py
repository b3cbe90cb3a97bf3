"""The stud deal's state (its fields, declared once here) and the boards.

:class:`DealState` is the base of :class:`audit.games.stud_deal.Dealer` (which checks the
deal, burn and community events against it): the seating from the dealer's left, what each
player has received on the street being dealt and who is still owed cards, the cards out of the
deck and the burn pile, the community card, and the upcards, with each player's board and its
strength kept as they come (so that who acts first is found without evaluating the boards again).
"""

from __future__ import annotations

from ..poker.evaluate import rank_hand
from .stud_rules import DEAL_SHAPE, DECK_SIZE, has_open_pair

#: rank -> its nibble in a board key (how many upcards of that rank; a joker is rank 13)
NIBBLE = tuple(1 << (4 * r) for r in range(14))
_PAIRS = sum(0b1110 << (4 * r) for r in range(14))   # a nibble of two or more
#: rank counts of a board of fewer than five cards -> its strength (:func:`rank_hand`)
BOARDS: dict[int, int] = {}


def board_of_key(key: int) -> int:
    """The strength of a board of fewer than five cards from its rank counts (suits cannot
    matter: no flush or straight has fewer than five cards; jokers, nibble 13, are dead
    cards as in :func:`rank_hand`)."""
    s = BOARDS.get(key)
    if s is None:
        cards = [r * 4 + k for r in range(13) for k in range((key >> (4 * r)) & 15)]
        s = BOARDS[key] = rank_hand(cards)
    return s


_SEATINGS: dict[tuple[int, int], tuple[list[int], list[int]]] = {}


def _seating(n: int, dealer: int) -> tuple[list[int], list[int]]:
    """(seats clockwise from the left of seat ``dealer``, each seat's position in that order)."""
    got = _SEATINGS.get((n, dealer))
    if got is None:
        order = [(dealer + k) % n for k in range(1, n + 1)]
        pos = [0] * n
        for k, j in enumerate(order):
            pos[j] = k
        got = _SEATINGS[(n, dealer)] = (order, pos)
    return got


_NO_BOARD = rank_hand(())


class DealState:
    """The state of one stud hand's deal (the base of :class:`~audit.games.stud_deal.Dealer`).

    ``up[i]``: player ``i``'s upcards; ``up_log``: the seat of every upcard in the
    order they were dealt (so that what showed at any moment can be told later);
    ``board_key[i]``: the rank counts of ``up[i]`` (unknown cards left out) and
    ``board[i]`` its strength, kept as the upcards come, so that the best board is
    found without evaluating the boards again; ``unknown_up[i]``: one of them is ``??``.
    ``folded``, ``cards``, ``names``, ``where``: the table's lists and its ledger's places, held
    here for :meth:`~audit.games.stud_deal.Dealer.give` (fewer look-ups per deal once compiled;
    never replaced by the table).
    """

    __slots__ = ("t", "order", "pos", "up", "up_log", "board_key", "board", "unknown_up", "street", "got_down",
                 "got_up", "size", "shape", "pending", "last", "cards_out", "burn_pile", "community",
                 "burned_now", "reused", "community_left", "community_for", "community_owed", "any_dealt", "unseen_burns", "named", "ahead",
                 "ahead_burn", "folded", "cards", "names", "where")

    def __init__(self, t, dealer: int) -> None:
        n = t.n
        self.t = t
        #: seats clockwise from the dealer's left; seat -> its position in ``order`` (shared, read-only)
        self.order, self.pos = _seating(n, dealer)
        self.up: list[list[int]] = [[] for _ in range(n)]
        self.up_log: list[int] = []
        self.board_key = [0] * n
        self.board = [_NO_BOARD] * n
        self.unknown_up = [False] * n
        self.street = 0
        self.got_down: list[int] = []            # cards each player received on this street (begin())
        self.got_up: list[int] = []
        self.size = 3                             # cards each player receives on this street
        self.shape = DEAL_SHAPE[0]                # (down, up) of this street
        self.pending = 0                          # players still in who have not received them all
        self.last = -1                            # position in ``order`` of the last player dealt to
        self.cards_out = 0                        # cards dealt to players or as the community card
        self.burn_pile = 0                        # burned cards not dealt again
        self.community: int | None = None
        self.burned_now = False
        self.reused = 0                           # burned cards dealt again
        self.unseen_burns: dict[int, int] | None = None   # seat -> burned cards dealt it again as ``??``
        self.community_left = 0                   # cards left (deck + burns) when the community card came
        self.community_for = 0                    # players still in when it came
        #: cards left (deck + burns) at 7th street's start when a player was dealt one of their own
        #: though too few were left for everyone (the community card is still owed), else -1
        self.community_owed = -1
        self.any_dealt = False
        #: seat -> the finding that named it still owed this street's cards (None: nobody)
        self.named: dict | None = None
        #: seat -> (down, up) of the next street dealt before this street's betting was over
        self.ahead: dict[int, tuple[int, int]] | None = None
        self.ahead_burn = False                   # the next street's burn came while cards were owed
        self.folded = t.folded
        self.cards = t.cards
        self.names = t.names
        self.where = t.ledger.where

    # ---- state ----------------------------------------------------------------------
    def deck_left(self) -> int:
        return DECK_SIZE - self.cards_out - self.burn_pile

    def begin(self, street: int) -> None:
        self.street = street
        n = self.t.n
        self.got_down = [0] * n
        self.got_up = [0] * n
        self.shape = down, up = DEAL_SHAPE[street]
        self.size = down + up
        self.pending = n - self.t.folded.count(True)
        self.last = -1
        self.burned_now = self.ahead_burn
        self.ahead_burn = False
        self.any_dealt = False
        self.named = None
        ahead = self.ahead
        if ahead:
            # cards of this street dealt before the last street's betting was over (reported then)
            self.ahead = None
            folded = self.t.folded
            for j, (nd, nu) in ahead.items():
                if not folded[j]:
                    self.got_down[j] = nd
                    self.got_up[j] = nu
                    self.any_dealt = True
                    if nd + nu >= self.size:
                        self.pending -= 1

    def started(self) -> bool:
        return self.any_dealt or self.community is not None and self.street == len(DEAL_SHAPE) - 1

    def _needs(self, j: int) -> bool:
        return self.got_down[j] + self.got_up[j] < self.size

    def missing(self) -> list[int]:
        if self.pending <= 0:       # every player in at the street's start has its cards
            return []
        t = self.t
        if self.community is not None and self.street == len(DEAL_SHAPE) - 1:
            return []
        return [j for j in self.order if not t.folded[j] and self._needs(j)]

    def unlogged(self) -> int:
        """How many cards this street's lines are short of its deal to the players in at its start
        (those who have their cards, and ``pending``, still owed them, folded since or not): cards
        dealt whose lines were lost, out of the deck.  A line logged under the wrong player holds
        the cards of the one it passed over: none short (review of session 66: a lost line left its
        cards in the deck, and with the deck short 7th street saw a community card not needed, or a
        burned card dealt again)."""
        got_down = self.got_down
        got_up = self.got_up
        size = self.size
        dealt = 0
        players = self.pending
        for j in range(self.t.n):
            g = got_down[j] + got_up[j]
            dealt += g
            if g >= size:
                players += 1
        return players * size - dealt

    def lost_out(self, lost: int) -> None:
        """The street's deal is over: ``lost`` more cards (:meth:`unlogged`, not taken for the players
        never dealt them: those of players who folded since) left the deck, as far as it held them."""
        self.cards_out += max(0, min(lost, self.deck_left()))
        self.pending = 0

    def complete(self) -> bool:
        return self.pending <= 0 or (self.community is not None and self.street == len(DEAL_SHAPE) - 1)

    def shown_from_burns(self, i: int, cards: list[int]) -> None:
        """Shown cards that are burned cards, by a player dealt burned cards again unseen: as many
        of them as it was dealt leave the burn pile for its hand (POKER.md 5.6; here, beside the
        state, since session 66: stud_deal.py was 613 lines)."""
        unseen = self.unseen_burns
        left = unseen.get(i, 0) if unseen else 0
        where = self.t.ledger.where
        for c in cards:
            if left and where.get(c) == "burn":
                del where[c]
                left -= 1
        if unseen:
            unseen[i] = left

    # ---- boards -----------------------------------------------------------------------
    def board_strength(self, j: int) -> int:
        """``rank_hand`` of player ``j``'s upcards."""
        ups = self.up[j]
        return board_of_key(self.board_key[j]) if len(ups) < 5 else rank_hand(ups)

    def best_board(self, seats: list[int], known: bool = False) -> int | None:
        """The index in ``seats`` of the best board (pairs, trips, quads, then high cards;
        ties to the first), or ``None`` when an upcard is unknown (who opens cannot be judged;
        ``known``: the best of the boards without one, None when every board has one)."""
        board = self.board
        unknown = self.unknown_up
        best = None
        top = -1
        for k, j in enumerate(seats):
            if unknown[j]:
                if known:
                    continue
                return None
            if board[j] > top:
                top = board[j]
                best = k
        return best

    def open_pair(self, seats: list[int]) -> bool:
        """Any of these players shows two upcards of one rank (4th street's big-bet option)."""
        key = self.board_key
        up = self.up
        for j in seats:
            if len(up[j]) < 5:
                if key[j] & _PAIRS:
                    return True
            elif has_open_pair([up[j]]):
                return True
        return False

    def upcards_then(self, logged: int) -> list[list[int]]:
        """Every player's upcards when ``up_log`` held ``logged`` cards."""
        counts = [0] * self.t.n
        for j in self.up_log[:logged]:
            counts[j] += 1
        return [u[:k] for u, k in zip(self.up, counts)]

    def _show_up(self, i: int, c: int) -> None:
        self.up[i].append(c)
        self.up_log.append(i)
        if c >= 0:
            self.board_key[i] += NIBBLE[c >> 2]
        else:
            self.unknown_up[i] = True
        self.board[i] = self.board_strength(i)
