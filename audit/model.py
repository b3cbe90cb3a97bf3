"""The small typed values every part of handaudit passes around.

* :class:`Hand`, :class:`Seat`, :class:`Event`: one native hand (FORMAT.md), as
  decoded from JSON by msgspec.  Cards stay strings here; engines turn them into
  integers with :data:`audit.cards.CARD_INDEX`.
* :class:`Finding`: one rule violation, at an event (``seq``) or about the hand.
* :class:`Result`: everything the replay of one hand produced (findings, pots,
  awards, per-player results); what the store, the report and ``explain`` use.
* :class:`View`: the table after one event, for ``explain``.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

import msgspec
from msgspec import UNSET, UnsetType

from .cards import CARD_NAMES

GAMES = ("draw", "stud", "palace", "tonk")


#: The largest amount (stack, bet, pot) a hand may state: 2^53 - 1, the largest integer every
#: JSON reader keeps exactly (I-JSON, RFC 7493); the sums of a hand's amounts then still fit
#: the store's BIGINT many times over.  A larger one makes the hand malformed.
MAX_AMOUNT = 2**53 - 1
#: the largest total a store holds (its amounts are 64-bit integers)
INT64 = 2**63 - 1
#: The largest seat, pot or spread number: the store's INTEGER.
MAX_INDEX = 2**31 - 1
Amount = Annotated[int, msgspec.Meta(ge=0, le=MAX_AMOUNT)]
Index = Annotated[int, msgspec.Meta(ge=-MAX_INDEX - 1, le=MAX_INDEX)]
PotIndex = Annotated[int, msgspec.Meta(ge=0, le=MAX_INDEX)]
# stacks may be negative here: check_hand reports that with the seat's index
_Stack = Annotated[int, msgspec.Meta(le=MAX_AMOUNT)]


class Seat(msgspec.Struct, omit_defaults=True, gc=False):
    seat: Index
    player: str
    stack: _Stack
    added: _Stack = 0


class Event(msgspec.Struct, omit_defaults=True, gc=False):
    """One event; a single flat struct covers every event type of every game.

    Code that builds events (readers of other formats, simulators, tests)
    uses this class: ``Event(type="call", player="bob", amount=10)``.  Hands
    decoded from JSON hold instances of the per-type classes of
    :data:`EVENT_CLASSES` instead, which have exactly the same attributes (and
    ``type``) but let the decoder check each type's required fields, amounts
    and cards in C.  Which fields an event type requires is declared once, in
    :data:`audit.readers.validate.EVENT_FIELDS`.
    """

    type: str
    player: str | None = None
    amount: int | None = None
    kind: str | None = None            # blind: small | big | dead
    to: int | str | None = None        # bet / raise / complete (poker): chips; tonk pay: a player
    down: list[str] | None = None      # deal (poker)
    up: list[str] | None = None        # deal (stud)
    cards: list[str] | None = None     # burn, community, show, palace discard/capture, tonk deal/spread/hit/reveal
    card: str | None = None            # palace banner/buy, tonk upcard/draw/discard
    discard: list[str] | None = None   # draw (five-card draw)
    receive: list[str] | None = None   # draw (five-card draw)
    target: str | None = None          # palace attack
    winner: str | None | UnsetType = UNSET  # palace battle (null: a tie)
    source: str | None = msgspec.field(default=None, name="from")  # tonk draw (stock|discard), tonk pay, palace capture
    spread: int | None = None          # tonk hit
    pot: int | None = None             # collect
    all_in: bool | None = None
    note: str | None = None


#: Every card in FORMAT.md's spelling (``Ah``, ``Th``, ``JK``, ``??``), as a Literal: the decoder
#: checks cards by a hash lookup in C.  A record that spells a card another way (``ah``, ``10h``,
#: ``AH``) is decoded again with its cards respelled (:func:`audit.readers.native.decode_hand`),
#: so a decoded hand always holds this spelling.
VALID_CARDS: tuple[str, ...] = tuple(sorted(set(CARD_NAMES) | {"??"}))
Card = Literal[VALID_CARDS]  # type: ignore[valid-type]


class _DecodedEvent(msgspec.Struct, omit_defaults=True, gc=False, kw_only=True, tag_field="type"):
    """The fields of every event, as decoded (see :class:`Event`)."""

    player: str | None = None
    amount: Amount | None = None
    kind: str | None = None
    to: Amount | str | None = None
    down: list[Card] | None = None
    up: list[Card] | None = None
    cards: list[Card] | None = None
    card: Card | None = None
    discard: list[Card] | None = None
    receive: list[Card] | None = None
    target: str | None = None
    winner: str | None | UnsetType = UNSET
    source: str | None = msgspec.field(default=None, name="from")
    spread: Index | None = None
    pot: PotIndex | None = None
    all_in: bool | None = None
    note: str | None = None


#: The type each field must have where an event type requires it.
_REQUIRED_TYPES: dict[str, Any] = {
    "player": str, "amount": Amount, "kind": Literal["small", "big", "dead"], "down": list[Card],
    "up": list[Card], "cards": list[Card], "card": Card, "discard": list[Card], "receive": list[Card],
    "target": str, "winner": str | None, "source": str, "spread": Index,
    "pot": PotIndex,
}


def _event_classes() -> dict[str, type]:
    """One decoded class per event type, requiring the fields every game requires of it."""
    from .event_fields import EVENT_FIELDS

    tags: dict[str, list[set[str]]] = {}
    for per_game in EVENT_FIELDS.values():
        for tag, fields in per_game.items():
            tags.setdefault(tag, []).append(set(fields))
    classes = {}
    for tag, field_sets in tags.items():
        common = set.intersection(*field_sets)
        spec = []
        for f in sorted(common):
            if f == "to":
                typ = str if tag == "pay" else Amount
            else:
                typ = _REQUIRED_TYPES[f]
            spec.append((f, typ, msgspec.field(name="from")) if f == "source" else (f, typ))
        cls = msgspec.defstruct(f"{tag.title().replace('_', '')}Event", spec, bases=(_DecodedEvent,),
                                tag=tag, kw_only=True, omit_defaults=True, gc=False)
        cls.type = tag
        classes[tag] = cls
    return classes


#: Event type -> its decoded class.
EVENT_CLASSES: dict[str, type] = _event_classes()
DecodedEvent = Union[tuple(EVENT_CLASSES.values())]  # noqa: UP007 - a runtime union for msgspec

#: The fields, beside those some game requires of the type and a ``note`` (any event may carry
#: one, FORMAT.md), that logs usually write on an event of a type (a call's amount, an all-in
#: flag, a collect's pot, a deal's cards): the fields of the narrow classes of
#: :data:`LINE_EVENT_CLASSES`.
_LINE_OPTIONAL: dict[str, tuple[str, ...]] = {
    "ante": ("all_in",), "blind": ("all_in",), "bring_in": ("all_in",), "burn": ("cards",),
    "call": ("amount", "all_in"), "bet": ("all_in",), "raise": ("amount", "all_in"), "complete": ("all_in",),
    "collect": ("pot",), "deal": ("down", "up", "cards"), "discard": ("card", "cards"),
    "draw": ("card", "source", "discard", "receive")}


def _line_event_classes() -> dict[str, type]:
    """One narrow decoded class per event type (the fast path of the native reader,
    :func:`audit.readers.native.decode_hand`): the fields of :data:`EVENT_CLASSES`' class that
    some game requires of the type or :data:`_LINE_OPTIONAL` names, each with its type, default
    and place, and no other (an event with another field is refused, and decoded by the wide
    class instead).  The wide class's other fields are class attributes holding their defaults,
    which is what the wide class holds for a field the line does not write: every attribute of
    an event decoded narrow reads as the wide class's decoding of the same line, and it encodes
    to the same JSON (``omit_defaults``; tests/test_native_narrow_decoding_is_the_wide_one.py).
    Decoding fills in no default and frees none (some 17 fields an event): a quarter less time."""
    from .event_fields import EVENT_FIELDS

    classes = {}
    for tag, wide in EVENT_CLASSES.items():
        names = {"note", *_LINE_OPTIONAL.get(tag, ())}
        for per_game in EVENT_FIELDS.values():
            names.update(per_game.get(tag, ()))
        spec = []
        rest = []
        for f in msgspec.structs.fields(wide):
            if f.name in names or f.required:
                spec.append((f.name, f.type, msgspec.field(name=f.encode_name)) if f.required else
                            (f.name, f.type, msgspec.field(default=f.default, name=f.encode_name)))
            else:
                rest.append((f.name, f.default))
        cls = msgspec.defstruct(f"{tag.title().replace('_', '')}Line", spec, tag=tag, tag_field="type",
                                kw_only=True, omit_defaults=True, gc=False, forbid_unknown_fields=True,
                                module=__name__)
        cls.type = tag
        for name, default in rest:
            setattr(cls, name, default)
        classes[tag] = cls
    return classes


#: Event type -> its narrow decoded class (:func:`_line_event_classes`).
LINE_EVENT_CLASSES: dict[str, type] = _line_event_classes()
LineEvent = Union[tuple(LINE_EVENT_CLASSES.values())]  # noqa: UP007 - a runtime union for msgspec


class Hand(msgspec.Struct, omit_defaults=True, gc=False):
    format: str
    hand_id: str
    game: str
    seats: list[Seat]
    events: list[DecodedEvent]  # code may also put Event instances here
    button: Index | None = None
    rules: dict[str, Any] = {}
    session: str | None = None
    table: str | None = None
    time: str | None = None
    currency: str | None = None
    unit: str | None = None
    # (``injected``, simulate --faults' {code, seq}, is no field: ignored and skipped unread, CLI.md)


class LineHand(Hand):
    """A :class:`Hand` whose events were decoded by the narrow classes of
    :data:`LINE_EVENT_CLASSES` (the native reader's fast path): the same fields, in the same order."""

    events: list[LineEvent]


class Finding(msgspec.Struct, array_like=True):
    """A rule violation.  Severity comes from the code (:mod:`audit.codes`)."""

    code: str
    seq: int | None
    player: str | None
    message: str


class Pot(msgspec.Struct):
    index: int                       # 0 main, 1.. side pots
    amount: int
    eligible: list[str]              # players who may win it (not folded, reached it)
    contributions: dict[str, int]    # who put what into this pot
    winners: list[str] = []          # who the correct settlement gives it to
    reason: str = ""                 # e.g. "bob: straight, ace high" or "everyone else folded"
    # no winners (cards unknown): who may still win it (an unknown hand, or the best known one)
    could: list[str] = []
    # no winners: the known hands tied best (two or more), which win it together or not at all
    together: list[str] = []
    # no winners: the known hands tied best when no unknown hand can beat them (at best tie): they
    # win it, or a share of it, whatever the unknown cards are
    sure: list[str] = []
    # no winners: pairs [an unknown hand, a known hand tied best] that cannot tie, whatever the
    # unknown cards are (one or two of them tried): the pot is not shared between them
    apart: list[list[str]] = []
    # no winners: how the odd chips of a split among the players paid go, ``odd_chip_order``'s
    # (rule, clockwise, called, start, cards): ``cards``, the known hands' (``high_card`` only)
    odd_by: tuple = ()
    # draw: chips of a pot a redeal carried into this hand (in ``amount``, in nobody's
    # ``contributions``); the main pot holds them, so every player still in may win them
    carried: int = 0


class Award(msgspec.Struct):
    pot: int
    player: str
    correct: int
    recorded: int | None = None      # None: the log records no collect for this pot/player
    odd_chips: int = 0               # odd chips in ``correct``
    reason: str = ""                 # why the odd chip (if any) went here


class PlayerResult(msgspec.Struct):
    seat: int
    player: str
    start: int                       # stack at the start of the hand
    end: int                         # stack at the end, as the log records it (correct one when it records nothing)
    net: int                         # end - start
    folded: bool = False
    showdown: bool = False           # reached the showdown (poker) / the count (tonk)
    won: int = 0                     # chips collected (recorded where recorded)


class ShownHand(msgspec.Struct):
    player: str
    cards: list[str]                 # all the player's cards as known at the end
    best: list[str]                  # the five (or fewer) cards that play
    rank: str                        # "two pair, kings and nines"
    strength: int                    # comparable; higher wins
    order: int = 0                   # 1 = best at the table
    stands_for: list[list[str]] = []  # each wild card that plays with the card it stands for ("nothing": a bug that counts as nothing)


class Section(msgspec.Struct):
    """A game-specific block of the explanation (a battle, the spreads, the settlement lines)."""

    title: str
    lines: list[str] = []
    rows: list[list[str]] = []
    header: list[str] = []
    # the section shows the ranked showdown (Palace's after a quiet round, which says why there is
    # one): explain and the hand page show no other Showdown beside it
    showdown: bool = False


class View(msgspec.Struct):
    """The table just after one event (for ``explain``)."""

    to_act: str | None = None        # whose turn it is now
    to_call: int = 0                 # what that player owes to stay in
    pot: int = 0                     # chips in the middle (all pots and current bets)
    stacks: dict[str, int] = {}      # chips behind for every player
    phase: str = ""                  # e.g. "first betting round", "4th street", "battle"
    turn_before: str | None = None   # whose turn it was when the event happened
    owed_before: int = 0             # what that player owed when the event happened


#: The most findings listed for one hand: a broken record may hold millions of faults (a deal of
#: millions of cards, each a duplicate), and each would take memory; the last one listed says so.
MAX_FINDINGS = 1000
MORE_FINDINGS = f" (this hand has more findings, not listed: at most {MAX_FINDINGS:,} are)"


def add_finding(findings: list[Finding], finding: Finding) -> None:
    """``finding`` added to a hand's ``findings``, up to :data:`MAX_FINDINGS`."""
    if len(findings) < MAX_FINDINGS:
        findings.append(finding)
    elif not findings[-1].message.endswith(MORE_FINDINGS):
        findings[-1].message += MORE_FINDINGS


class Result(msgspec.Struct):
    """What replaying one hand produced."""

    game: str
    findings: list[Finding]
    players: list[PlayerResult] = []
    pots: list[Pot] = []
    awards: list[Award] = []
    pot_total: int = 0
    rake: int = 0
    rounds: list[int] = []           # per event: the betting round (poker) or turn round (palace, tonk) it belongs to
    showdown: list[ShownHand] = []
    sections: list[Section] = []     # only filled when explain=True
    claims: bool = True              # the log records a settlement (collect / pay) to compare
    stats: dict[str, Any] = {}       # game-specific per-hand facts for statistics (see README)
    # draw: the entry posts the replay took as legal, (seq, player, "big" | "dead") each; the
    # session checks judge them against the table's previous hand (audit.session)
    entries: tuple[tuple[int, str, str], ...] = ()
    # draw with blinds and rules.heads_up_button no_big_blind_twice: when the table goes heads-up,
    # the button goes to the player who had the big blind (the session checks, audit.session)
    heads_up_button: bool = False
    # rules.button_new_player deals: a player new to a seat since the table's previous hand may be
    # dealt the button (the checks across hands, audit.session; FORMAT.md's letter)
    button_deals_new: bool = False
    # draw with blinds: the seat of the player who was to post the big blind (the checks across
    # hands: rules.heads_up_button no_big_blind_twice), None in other hands
    big_blind: int | None = None
    # draw: the pot this hand carries to the next hand of its table (all_check redeal: the chips put
    # in, and any pot carried into this hand), None when it carries none (every other hand)
    carries: int | None = None
    # draw: the chips carried into this hand by a redeal of the table's previous hand (replay's carry)
    carried: int = 0
    # the smallest start stack that is dealt in (the checks across hands: a seat with less did not
    # play the hand, and is not dealt the next button): 1 in poker, the ante in Palace (a player who
    # cannot pay it is left out), 0 in Tonk (every seated player is dealt in, chips or none)
    dealt_from: int = 1
    # Tonk: the hand ended, but its correct settlement depends on cards the log does not show
    # (with no pay recorded, no finding says so: the checks across hands pass on no end stacks)
    settlement_unknown: bool = False


def tonk_correct_nets(result: Result, rules: dict[str, Any]) -> dict[str, int] | None:
    """Tonk: each player's net by the correct settlement (the ``stakes`` statistic, in units of
    ``rules['stake']``), or None where it is not known.  The store's ``awards`` rows, and the
    players' ends headed "as logged" in ``explain`` and on the hand page, both go by it."""
    stakes = result.stats.get("stakes") if result.stats else None
    if not stakes:
        return None
    stake = rules.get("stake")
    stake = stake if type(stake) is int and stake > 0 else 1
    return {p.player: stakes.get(p.player, 0) * stake for p in result.players}
