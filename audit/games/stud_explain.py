"""The stud part of ``explain``: who brought in, who acted first on each street and why."""

from __future__ import annotations

from ..cards import UNKNOWN, card_str, cards_str
from ..model import Section
from .stud_rules import STREET_NAMES, board_reason, bring_in_reason, high_upcard_reason


def first_actor_lines(t, openers: list[tuple], deal, bring_in: int) -> list[Section]:
    """Sections for :meth:`audit.games.stud.Replay.settle` (explain only)."""
    lines = []
    for street, kind, first, live, logged, acted, open_big in openers:
        if kind == "unjudged":
            lines.append(f"who acts first on {STREET_NAMES[street]} cannot be judged: an upcard is unknown "
                         f"or was not dealt, so the first to act is taken as logged"
                         + (f"; nor can whether an open pair shows, so the big bet ({open_big}) is allowed"
                            if open_big else ""))
            continue
        if kind == "unknown":
            lines.append(_unknown_line(t, street, first, live, deal.upcards_then(logged), acted, open_big, bring_in))
            continue
        names = [t.names[j] for j in live]
        shown = deal.upcards_then(logged)
        ups = [shown[j] for j in live]
        k = live.index(first)
        if kind == "bring_in":
            third = [u[0] if u else None for u in ups]
            text = bring_in_reason(names, third, k)
        elif kind == "high":
            third = [u[0] if u else None for u in ups]
            text = high_upcard_reason(names, third, k) + " (no bring-in: the highest upcard opens and may check)"
        else:
            text = board_reason(names, ups, k, street)
        if acted is None:
            text += f"; no betting on {STREET_NAMES[street]}: fewer than two players could still bet"
        elif acted != first and kind == "bring_in":
            # the lowest upcard is all-in: the next player brings in (the line must not say it does)
            text = text.replace(f"{t.names[first]} brings in: ", f"{t.names[first]} would bring in: ", 1)
            text += f"; {t.names[first]} is all-in, so {t.names[acted]} brings in"
        elif acted != first:
            # the best board (or, with no bring-in, the highest upcard) is all-in: it would act first
            # (the line must not say it does)
            for says in (" acts first on ", " acts first: "):
                text = text.replace(f"{t.names[first]}{says}", f"{t.names[first]} would{says.replace(' acts', ' act')}", 1)
            text += f"; {t.names[first]} is all-in, so {t.names[acted]} acts first"
        if open_big:
            text += f"; an open pair shows, so the big bet ({open_big}) may be bet on 4th street"
        lines.append(text)
    if deal.community is not None:
        lines.append(f"the community card {card_str(deal.community)} was dealt for 7th street: "
                     f"{deal.community_left} cards were left (deck and burned) for "
                     f"{deal.community_for} players, so every player uses it as their seventh card")
    if deal.reused:
        lines.append(f"{deal.reused} burned card{'s were' if deal.reused > 1 else ' was'} dealt again "
                     f"once the deck ran out")
    if not lines:
        return []
    return [Section("Who acts first", lines)]


def _unknown_line(t, street: int, first: int, live: list[int], shown: list[list[int]], acted, open_big: int,
                  bring_in: int) -> str:
    """Who acts first (or brings in) behind an unknown upcard: taken as logged among the players the
    unknown cards may make first, the one the known upcards make first (``first``, unless it has one
    too: nobody's are all known) and every player with one (review of session 66)."""
    unknown = [j for j in live if UNKNOWN in shown[j]]
    low = street == 0 and bring_in
    who = [t.names[j] for j in unknown]
    text = (f"who {'brings in' if low else 'acts first'} on {STREET_NAMES[street]} cannot be judged fully: "
            + (f"an upcard of {who[0]} is unknown" if len(who) == 1 else f"upcards of {', '.join(who)} are unknown")
            + ", so the first to act is taken as logged among the players the unknown cards may make first: "
            + ", ".join([t.names[j] for j in ([] if first in unknown else [first]) + unknown]))
    if first not in unknown:
        known = (f"{card_str(shown[first][0])} is the {'lowest' if low else 'highest'} known upcard" if street == 0
                 else f"{cards_str(shown[first])} is the best board of those all known")
        text += f" ({t.names[first]}: {known})"
        if acted is not None and acted != first and acted not in unknown:
            # the one the known upcards make first is all-in: the next player acts in their place
            # (the diff review of session 66: explain named only the all-in player)
            text += (f"; {t.names[first]} is all-in, so {t.names[acted]} "
                     f"{'brings in' if low else 'acts first'} in {t.names[first]}'s place")
    if acted is None:
        text += f"; no betting on {STREET_NAMES[street]}: fewer than two players could still bet"
    if open_big:
        text += f"; nor can whether an open pair shows, so the big bet ({open_big}) is allowed"
    return text
