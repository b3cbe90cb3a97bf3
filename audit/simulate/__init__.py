"""Synthetic hands that follow the rules, with optional injected faults.

Each game has a module here exporting

* ``FAULTS``: the codes it can inject;
* ``generate(rng, hand_id, seats, button, fault) -> dict``: one native hand
  (a dict ready for JSON) played legally by the given seats (dicts with
  ``seat``, ``player``, ``stack``) with the given button.  With ``fault`` set to
  a code of ``FAULTS`` the hand carries exactly that one violation and records
  it under ``"injected": {"code": ..., "seq": ...}``.  Draw's also takes ``carry``: the pot a
  redeal of the table's previous hand carried to the hand, which its winners collect too.

The players per table come from :mod:`audit.player_counts` (the bounds the validator checks).

This module runs tables: hands follow each other with stacks carried over
(from the replayed result), the button moving one seat clockwise, players
rebuying when short (in draw, some play on short until they have nothing left), and a draw redeal's pot carried to the next hand, so that
sessions look like real ones.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Iterator

import msgspec

from ..model import Hand
from ..player_counts import PLAYERS, SIMULATED_DRAW_MAX
from ..replay import replay
from ..untrusted import quoted
from .by_card import by_card
from .own_view import own_view

HANDS_PER_TABLE = 60
NAMES = ("alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
         "mallory", "niaj", "olivia", "peggy", "rupert", "sybil", "trent", "victor", "walter", "zoe")


def game_module(game: str):
    return importlib.import_module(f"audit.simulate.{game}")


def seat_bounds(game: str) -> tuple[int, int]:
    """The fewest and most players the simulator seats at a table of ``game``."""
    low, high = PLAYERS[game]
    return low, high if high is not None else SIMULATED_DRAW_MAX


def simulate(game: str, hands: int, players: int | None = None, seed: int = 0,
             faults: float = 0.0, views: bool = False) -> Iterator[dict]:
    """``hands`` native hands of ``game`` (dicts), reproducible from ``seed``; ``views``: some legal
    hands logged from one player's view, with ``??`` cards (:mod:`.own_view`)."""
    mod = game_module(game)
    rng = random.Random(seed)
    made = 0
    table_no = 0
    while made < hands:
        table_no += 1
        n = players or rng.randint(*seat_bounds(game))
        names = rng.sample(NAMES, n) if n <= len(NAMES) else [f"p{i}" for i in range(1, n + 1)]
        buy_in = mod.BUY_IN
        seats = [{"seat": i + 1, "player": name, "stack": buy_in} for i, name in enumerate(names)]
        button = rng.randint(1, n)
        session = f"sim-{game}-{seed}"
        table = f"T{table_no}"
        carried: dict = {}      # draw: {"carry": the pot a redeal of the previous hand carried}
        short = _short_players(game, session, table, seats)
        vacated: list[int] = []     # draw: the seats of players who left the table
        ever = {s["player"] for s in seats}
        if game == "draw":
            own = random.Random(f"{session}/{table}/heads-up")
            carried["table_rules"] = {"heads_up_button": "no_big_blind_twice"} if own.random() < 0.5 else {}
            if own.random() < 0.5:
                carried["table_rules"]["button_new_player"] = "deals"
        for _ in range(min(HANDS_PER_TABLE, hands - made)):
            made += 1
            fault = rng.choice(mod.FAULTS) if faults and rng.random() < faults else None
            hand = mod.generate(rng, f"{game}-{seed}-{made}", [dict(s) for s in seats], button, fault, **carried)
            if fault is not None and "injected" not in hand:
                # this hand could not carry that fault (a generator then plays it clean): another
                # one, so that the share of hands with a fault is the one asked for
                for other in rng.sample(mod.FAULTS, len(mod.FAULTS)):
                    if other != fault:
                        hand = mod.generate(rng, f"{game}-{seed}-{made}", [dict(s) for s in seats], button, other,
                                            **carried)
                        if "injected" in hand:
                            break
            hand = by_card(game, hand)
            if views:
                hand = own_view(game, hand)
            hand.setdefault("session", session)
            hand.setdefault("table", table)
            yield hand
            # carry the recorded end stacks over to the next hand (and a redeal's pot); rebuy when short
            result = replay(msgspec.convert(hand, Hand), None, carried.get("carry", 0))
            table_rules = carried.get("table_rules")
            carried = {"carry": result.carries} if result.carries else {}
            if table_rules is not None:
                carried["table_rules"] = table_rules
            button = hand["button"]
            ends = {p.player: p.end for p in result.players}
            dealt = len(seats)
            for s in list(seats):
                s.pop("added", None)
                s["stack"] = ends.get(s["player"], s["stack"])
                if s["stack"] < mod.MIN_STACK:
                    if s["player"] in short and (s["stack"] > 0 or len(seats) > 2):
                        # plays on short (a big blind all-in for less: rules.short_big_blind), or, with
                        # nothing left, leaves the table (which may go heads-up: rules.heads_up_button)
                        if s["stack"] <= 0:
                            seats.remove(s)
                            vacated.append(s["seat"])
                        continue
                    s["added"] = buy_in - s["stack"]
                    s["stack"] = buy_in
            stayed = [s["seat"] for s in seats]
            if vacated and random.Random(f"{session}/{table}/{made}/join").random() < 0.3:
                # a new player sits down in an empty seat (rules.button_new_player: passes, the
                # default, deals the button only to the previous hand's players; deals: to anyone)
                # (a name new to the table: one who played here before would carry their stack)
                name = next((x for x in NAMES if x not in ever), None)
                if name is not None:
                    ever.add(name)
                    seats.append({"seat": vacated.pop(0), "player": name, "stack": buy_in})
                    seats.sort(key=lambda x: x["seat"])
            numbers = [s["seat"] for s in seats]
            if table_rules and table_rules.get("button_new_player") == "deals":
                stayed = numbers
            if table_rules and "heads_up_button" in table_rules and len(seats) == 2 < dealt \
                    and result.big_blind in numbers:
                # gone heads-up: under heads_up_button no_big_blind_twice the player who had the big
                # blind takes the button, when the next hand has blinds (draw's generate decides)
                carried["heads_up"] = result.big_blind
            button = next((x for x in stayed if x > button), stayed[0])


def _short_players(game: str, session: str, table: str, seats: list[dict]) -> set[str]:
    """Draw: the players of a table who play on short, not rebuying until they have nothing left (a
    big blind all-in for less: rules.short_big_blind), some of them starting short.  From a random
    stream of the table's own, so that the seed's other choices stay as they were."""
    if game != "draw":
        return set()
    own = random.Random(f"{session}/{table}/short")
    short = {s["player"] for s in seats if own.random() < 0.3}
    if short and own.random() < 0.5:
        first = next(s for s in seats if s["player"] in short)
        first["stack"] = own.randint(3, 40)
    return short


def write_simulation(game: str, hands: int, output, players: int | None = None, seed: int = 0,
                     faults: float = 0.0) -> int:
    """Write the simulated hands as JSON Lines (gzip when the name ends in .gz)."""
    from ..errors import UserError
    from ..lines_out import LinesOut
    from ..progress import track

    if game not in ("draw", "stud", "palace", "tonk"):
        raise UserError(f"--game must be draw, stud, palace or tonk, not {quoted(game)}")
    low, high = seat_bounds(game)
    if players is not None and not low <= players <= high:
        raise UserError(f"the simulator seats {low} to {high} players at {game}, not {players}")
    enc = msgspec.json.Encoder()
    n = 0
    with LinesOut(output) as f:
        for hand in track(simulate(game, hands, players, seed, faults), "simulating", total=hands):
            f.write(enc.encode(hand))
            f.write(b"\n")
            n += 1
    return n
