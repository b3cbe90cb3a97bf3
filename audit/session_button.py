"""The button and the entry blinds of a hand, checked against the table's previous hand (the
checks across hands, :class:`audit.session.SessionChecker`): where the button should have moved
(a dead button, seats numbered downward, players new to their seats, rules.heads_up_button and
rules.button_new_player), and the entry posts of players who are not entering.
"""

from __future__ import annotations

from .model import Finding
from .seat_order import numbered_downward, seat_after
from .table_states import TableState


def rotation(table: TableState, seats: list[tuple[int, str, int, int]], button: int, logged: bool,
              heads_up: bool = False, low: int = 0, prev: int | None = None,
              deals_new: bool = False) -> tuple[str | None, int | None]:
    """Why ``button`` is not where the previous hand's button (``table``, or ``prev``: the seat it
    should have been on) should have moved to, and the seat it should be on; (None, None) when it is.  The button moves to the next seat clockwise whose player was dealt in
    the previous hand in that seat (a player who sat down since, or moved to another seat, between
    the button and the blinds, is not dealt the button: casino practice, PokerStars too; nor is
    one who sat without chips, not dealt in), or to any seat when fewer than two of them are
    left; or it moves to the seat that was next in the previous hand when that seat is empty now
    (a dead button).  With ``heads_up`` (draw with blinds, rules.heads_up_button
    no_big_blind_twice), a hand that two of the previous hand's three or more players play alone
    has the button on the seat of the one who had the big blind, if they are one of the two.
    A seat whose player starts with less than ``low`` chips (too few to be dealt in: one who
    busted in the previous hand, still listed) is, for the button, an empty seat.  With ``deals_new``
    (rules.button_new_player deals: FORMAT.md's letter), a player new to a seat is dealt the button
    as any other: it moves to the next seat clockwise whose player starts with chips enough."""
    if prev is None:
        prev = table.button
    prev_hand = table.prev_hand
    numbers = [s[0] for s in seats]
    # which way the seats are numbered (for a seat nobody sits in): by this hand's seats, as its
    # replay takes them (audit.seat_order.button_index); when they are two (which fit both ways),
    # by the previous hand's (a table of 9, 7, 4, 2 gone heads-up on 4 and 2 still runs downward)
    down = numbered_downward(numbers, table.seats)
    # the previous hand's players who were dealt in (a seat without chips holds "": not dealt in)
    dealt = {player: seat for seat, player in zip(table.seats, table.players) if player}
    stayed = [seat for seat, player, start, _added in seats if dealt.get(player) == seat and start >= low]
    if deals_new:
        # FORMAT.md's letter: one seat clockwise, whoever sits there (with chips enough to be dealt in)
        stayed = [seat for seat, _player, start, _added in seats if start >= low]
    if len(stayed) < 2 and table.players:
        return None, None   # nobody, or one player (the button's?), is left of the previous hand: any seat
    expected = seat_after(stayed or numbers, prev, down)
    if heads_up:
        big = _heads_up_big_blind(table, seats, stayed)
        if big is not None:
            if button == big:
                return None, None
            return (f"the button is on seat {button}, but play is heads-up now and {_dealt_name(table, big)} had the "
                    f"big blind in the previous hand ({prev_hand}), so the button should be on seat {big} "
                    f"(rules.heads_up_button no_big_blind_twice: nobody posts the big blind twice in a row)"), big
    if button == expected:
        return None, None
    dealt_seats = list(dealt.values())      # in the previous hand's (clockwise) order
    dead = seat_after(dealt_seats, prev, down) if dealt_seats else None
    if dead is not None and (dead not in numbers or any(s[0] == dead and s[2] < low for s in seats)):
        if button == dead:
            return None, None
        state = "empty now" if dead not in numbers else "whose player has too few chips to be dealt in now"
        alternative = f" (or to seat {dead}, {state}, as a dead button)"
    else:
        alternative = ""
    if logged:
        now = f"the button is on seat {button}" + ("" if button in numbers else " (a seat with no player)")
    else:
        now = f"the hand names no button, so its dealer is on its last seat, {button}"
    if table.logged:
        before = f"the previous hand ({prev_hand}) had it on seat {prev}"
    else:
        before = f"the previous hand ({prev_hand}) named no button (its dealer was on its last seat, {prev})"
    why = ""
    if stayed and len(stayed) < len(numbers) and seat_after(numbers, prev, down) != expected:
        # the seats passed over: a player new there since the previous hand, or one who sat there
        # without chips (not dealt in)
        sat = {seat: player for seat, player in zip(table.seats, table.players)}
        passed = []
        k = seat_after(numbers, prev, down)
        while k != expected and k not in passed:
            passed.append(k)
            k = seat_after(numbers, k, down)
        short = {s[0] for s in seats if s[2] < low}     # too few chips to be dealt in now
        idle = new = broke = False
        for k in passed:
            if sat.get(k) == "":
                idle = True
            elif k in short:
                broke = True
            else:
                new = True
        if deals_new:
            who = ("a player without chips enough to be dealt in (rules.button_new_player deals: a player new "
                   "to the seat is dealt it)")
        else:
            # (a player who was dealt in there before but has too few chips now: not "new", review
            # of session 60)
            reasons = (["a player new to the seat since the previous hand (sat down, or moved from another seat)"]
                       if new else []) + \
                (["a player who sat there in the previous hand without the chips to be dealt in"] if idle else []) + \
                (["a player with too few chips to be dealt in now"] if broke else [])
            who = ", or ".join(reasons) + ("," if len(reasons) > 1 else "")
        why = f"; {who} is not dealt the button"
    return (f"{now}, but {before}, so it should have moved one seat clockwise to seat {expected}"
            f"{alternative}{why}"), expected


def _dealt_name(table: TableState, seat: int) -> str:
    return table.players[table.seats.index(seat)]


def _heads_up_big_blind(table: TableState, seats: list[tuple[int, str, int, int]], stayed: list[int]) -> int | None:
    """The seat of the previous hand's big blind, when this hand (``seats``) is played heads-up by
    two of the previous hand's players in their seats (``stayed``), the previous hand was a draw
    hand with blinds (its replay names the big blind's seat) that three or more players were
    dealt in, and the big blind is one of the two; else None."""
    big = table.big_blind
    if big is None or sum(1 for p in table.players if p) < 3:
        return None     # no big blind (another game, antes only), or the previous hand was heads-up already
    playing = [seat for seat, _player, start, _added in seats if start > 0]
    if len(playing) != 2 or any(seat not in stayed for seat in playing):
        return None
    return big if big in playing else None


def not_entering(table: TableState, seats: list[tuple[int, str, int, int]],
                 entries: tuple[tuple[int, str, str], ...]) -> list[Finding]:
    """The entry posts ``entries`` (draw: an entry big blind, a dead small blind) of a hand of ``seats`` by players who
    played the table's previous hand (``table``) in the seat they have now: they are not entering
    (a player who was not in that hand, sat in it without chips (not dealt in), or has moved to
    another seat since, may post one)."""
    before = dict(zip(table.players, table.seats))
    now = {player: seat for seat, player, _start, _added in seats}
    out = []
    for seq, player, kind in entries:
        seat = before.get(player)
        if seat is not None and seat == now.get(player):
            post = "an entry big blind" if kind == "big" else "a dead blind"
            out.append(Finding(
                "wrong-forced-bet", seq, player,
                f"{player} posted {post} but played the previous hand ({table.prev_hand}) at this table in the "
                f"same seat: only a player entering posts one"))
    return out
