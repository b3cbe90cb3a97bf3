"""Which fields each event type requires, per game (FORMAT.md): declared once.

The decoder's per-type classes (:data:`audit.model.EVENT_CLASSES`) require
what every game requires of a type; :mod:`audit.readers.validate` checks the
rest per game.  ``source`` is the field the format spells ``from``.
"""

_POKER_COMMON = {
    "ante": ("player", "amount"),
    "deal": ("player",),
    "burn": (),
    "check": ("player",),
    "call": ("player",),
    "bet": ("player", "to"),
    "raise": ("player", "to"),
    "fold": ("player",),
    "show": ("player", "cards"),
    "muck": ("player",),
    "return": ("player", "amount"),
    "rake": ("amount",),
    "collect": ("player", "amount"),
}
EVENT_FIELDS: dict[str, dict[str, tuple[str, ...]]] = {
    "draw": {**_POKER_COMMON,
             "blind": ("player", "amount", "kind"),
             "draw": ("player", "discard", "receive")},
    "stud": {**_POKER_COMMON,
             "community": ("cards",),
             "bring_in": ("player", "amount"),
             "complete": ("player", "to")},
    "palace": {
        "ante": ("player", "amount"),
        "banner": ("player", "card"),
        "deal": ("player",),     # "as above" (FORMAT.md): either list may be absent
        "buy": ("player", "card", "amount"),
        "discard": ("player", "cards"),
        "wait": ("player",),
        "fold": ("player",),
        "attack": ("player", "target", "amount"),
        "call": ("player", "amount"),
        "raise": ("player", "amount"),
        "battle": ("winner",),
        "capture": ("player", "source", "cards"),
        "show": ("player", "cards"),
        "collect": ("player", "amount"),
        "rake": ("amount",),
    },
    "tonk": {
        "deal": ("player", "cards"),
        "upcard": ("card",),
        "declare": ("player",),
        "drop": ("player",),
        "draw": ("player", "source", "card"),
        "spread": ("player", "cards"),
        "hit": ("player", "spread", "cards"),
        "discard": ("player", "card"),
        "reveal": ("player", "cards"),
        "pay": ("source", "to", "amount"),
    },
}

#: Per game, the event types that name no ``player`` (a Tonk ``pay``'s payer is its ``from``): a
#: ``player`` written on one is ignored, as any field a type does not have (not judged, not stored).
NO_PLAYER: dict[str, frozenset[str]] = {
    game: frozenset(tag for tag, fields in per_game.items() if "player" not in fields)
    for game, per_game in EVENT_FIELDS.items()}
