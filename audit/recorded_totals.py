"""The pot totals a text log's summary records, checked against the replay.

A PokerStars hand ends with ``Total pot $1.55 | Rake $0.04`` (with side pots: ``Total pot
$1.08 Main pot $0.42. Side pot $0.61. | Rake $0.05``).  The total is every chip put in but the
uncalled bet given back, the rake included; each pot is shown after its part of the rake (the
room divides the rake among the pots; any division is accepted, as for the collects: POKER.md
3).  A summary that does not add up to what the actions put in is a log at odds with itself:
``books-unbalanced``, about the whole hand (SOURCES.md: "the sum of collected amounts plus the
rake equals Total pot"; the collects and the rake themselves are judged by the settlement).  What
the summary's seat lines say each player won must agree with the ``collected`` lines too.
"""

from __future__ import annotations

from .model import Finding, Result


#: the settlement's findings about what the log paid out: a summary at odds with the payout then
#: says nothing more (one fault, one finding)
_PAYOUT = frozenset(("wrong-winner", "wrong-amount", "odd-chip", "uncalled-bet-not-returned", "books-unbalanced",
                     "unverifiable-award"))


def summary_findings(summary: tuple, result: Result) -> list[Finding]:
    """``books-unbalanced`` when the summary's total, or its pots, differ from the replay's, or
    (when the settlement found nothing wrong with the ``collected`` lines) its pots differ from
    what the collected lines naming them take, or what its seat lines say each player won differs
    from the collected lines.  ``summary``: (total, rake, pots, won, named), ``named`` the
    collected lines' chips by the pot each names, when every one names one."""
    total, rake, pots, won, named = summary[:5]
    if total != result.pot_total:
        return [Finding("books-unbalanced", None, None,
                        f"the summary records a total pot of {total}, but the actions put in "
                        f"{result.pot_total} (after any uncalled bet was given back)")]
    if any(f.code == "hand-incomplete" for f in result.findings):
        return []       # the replay did not reach the settlement: its pots and payout are not known
    if pots:
        mine = {p.index: p.amount for p in result.pots}
        taken = [mine.get(index, 0) - amount for index, amount in pots]
        if len(pots) != len(mine) or min(taken) < 0 or sum(taken) != rake:
            shown = _pots_words(pots)
            have = _pots_words(sorted(mine.items()))
            return [Finding("books-unbalanced", None, None,
                            f"the summary records the pots as {shown} after a rake of {rake}, but the actions "
                            f"make them {have or 'none'} before the rake")]
    if named and not any(f.code in _PAYOUT for f in result.findings) and dict(named) != dict(pots):
        # every collected line names its pot, and the collects of a pot come to it after its part
        # of the rake: a summary at odds with them says the payout moved chips between pots (the
        # settlement accepts any division of the rake: the summary states this one)
        shown = _pots_words(pots)
        have = _pots_words(named)
        return [Finding("books-unbalanced", None, None,
                        f"the summary records the pots as {shown} after the rake, but the 'collected' lines "
                        f"take {have} from them")]
    if won and not any(f.code in _PAYOUT for f in result.findings):
        said = {p: a for p, a in won if a}
        lines = {p for p, _ in won}     # (a player the summary has no seat line for: not compared)
        paid: dict[str, int] = {}
        for a in result.awards:
            if a.recorded and a.player in lines:
                paid[a.player] = paid.get(a.player, 0) + a.recorded
        if paid != said:
            return [Finding("books-unbalanced", None, None,
                            f"the summary records what the players won as "
                            f"{', '.join(f'{p} {a}' for p, a in said.items()) or 'nothing'}, but the 'collected' "
                            f"lines give {', '.join(f'{p} {a}' for p, a in paid.items()) or 'nothing'}")]
    return []


def collect_against_summary(summary: tuple, result: Result) -> Finding | None:
    """The one ``collected`` line the summary contradicts, when the settlement found the books
    unbalanced and nothing else about the payout: ``wrong-amount`` at that collect.  The summary's
    seat lines (``collected ($0.24)``) and its rake must come to its total pot, which must be what
    the actions put in (and its pots, when it gives them, to what the seat lines say was won), and
    one player's collected line, their only one, must differ from their seat line: the log itself
    then says which line is wrong (the settlement alone, which cannot tell a collect a chip too
    high from a rake a chip too high, names the books at the rake).  None otherwise."""
    if len(summary) < 6:
        return None
    total, rake, pots, won, _named, lines = summary[:6]
    codes = {f.code for f in result.findings}
    if not won or (codes & _PAYOUT) != {"books-unbalanced"} or "hand-incomplete" in codes:
        return None
    said = dict(won)
    if total != result.pot_total or sum(said.values()) + rake != total or any(p not in said for p, *_ in lines):
        return None
    if pots and sum(a for _, a in pots) != sum(said.values()):
        return None
    paid: dict[str, list[tuple[int, int, int | None]]] = {}
    for p, seq, amount, pot in lines:
        paid.setdefault(p, []).append((seq, amount, pot))
    wrong = [p for p in said if sum(a for _, a, _ in paid.get(p, [])) != said[p]]
    if len(wrong) != 1 or not said[wrong[0]]:
        return None
    p = wrong[0]
    mine = paid.get(p, [])
    if len(mine) == 1:
        ((seq, amount, _),) = mine
        return Finding("wrong-amount", seq, p,
                       f"{p} collected {amount}; their share is {said[p]}: the summary says {p} collected "
                       f"{said[p]}, and its seat lines and rake of {rake} come to its total pot of {total}, "
                       f"what the actions put in")
    # several lines (a main pot and side pots): the summary's pots say which one is off, when
    # every line names its pot (review of session 60: the books were named at the rake)
    if not pots or not mine or any(pot is None for _, _, _, pot in lines):
        return None
    by_pot: dict[int, int] = {}
    for _, _, amount, pot in lines:
        by_pot[pot] = by_pot.get(pot, 0) + amount
    stated = dict(pots)
    off = [k for k in set(stated) | set(by_pot) if by_pot.get(k, 0) != stated.get(k, 0)]
    over = sum(a for _, a, _ in mine) - said[p]
    if len(off) != 1 or by_pot.get(off[0], 0) - stated.get(off[0], 0) != over:
        return None
    line = [(seq, amount) for seq, amount, pot in mine if pot == off[0]]
    if len(line) != 1:
        return None
    ((seq, amount),) = line
    name = "the main pot" if off[0] == 0 else f"side pot {off[0]}"
    return Finding("wrong-amount", seq, p,
                   f"{p} collected {amount} from {name}; their share is {amount - over}: the summary says "
                   f"{name} was {stated.get(off[0], 0)} and {p} collected {said[p]} in all, and its seat lines "
                   f"and rake of {rake} come to its total pot of {total}, what the actions put in")


def rake_against_summary(summary: tuple, result: Result) -> Finding | None:
    """The summary's rake line, when it is the line the log contradicts: its seat lines, which the
    ``collected`` lines agree with player by player, and its rake come to less than its total pot,
    which is what the actions put in, and the settlement, judged with that rake, finds one winner's
    collect short by exactly what is missing (so the collects are the settlement under the rake
    the other lines give).  Then the fault is the rake line: ``books-unbalanced`` at it, instead
    of ``wrong-amount`` on a collect two lines confirm (review of session 60; a rake line too
    high is already the books alone).  None otherwise."""
    if len(summary) < 7:
        return None
    total, rake, _pots, won, _named, lines, rake_seq = summary[:7]
    codes = {f.code for f in result.findings}
    if not won or not lines or "wrong-amount" not in codes or not codes & _PAYOUT <= {"wrong-amount", "books-unbalanced"} \
            or "hand-incomplete" in codes:
        return None
    said = dict(won)
    paid: dict[str, int] = {}
    for p, _seq, amount, _pot in lines:
        paid[p] = paid.get(p, 0) + amount
    short = total - rake - sum(said.values())
    if total != result.pot_total or short <= 0 or any(paid.get(p, 0) != a for p, a in said.items()) \
            or any(p not in said for p in paid):
        return None
    off = [a for a in result.awards if (a.recorded or 0) != a.correct]
    if len(off) != 1 or off[0].recorded is None or off[0].correct - off[0].recorded != short:
        return None
    if sum(1 for a in result.awards if a.pot == off[0].pot and a.correct) != 1:
        return None         # a split pot: the rake's part of it is not told by one collect
    return Finding("books-unbalanced", rake_seq, None,
                   f"the summary records a rake of {rake}, but its total pot of {total}, what the actions put "
                   f"in, less what its seat lines say the players won ({sum(said.values())}, as the 'collected' "
                   f"lines have it) leaves {rake + short}: the rake line is {short} short")


def _pots_words(pots) -> str:
    """``(index, chips)`` pairs in words: "the main pot of 8, side pot 1 of 7"."""
    return ", ".join(f"{'the main pot' if k == 0 else f'side pot {k}'} of {a}" for k, a in pots)


def with_reader_findings(findings: list[Finding], warnings, summary, result: Result) -> list[Finding]:
    """A replay's ``findings`` with those its reader made of the record: the warnings (a PokerStars
    line not understood) first, then what the summary's totals disagree on; ``check``, ``ingest``
    and ``explain --file`` report the same."""
    if warnings:
        if any(w.code == "shown-cards-mismatch" for w in warnings):
            # a list of a player's cards at odds with their show, beside the show's own finding: the
            # show's line is the fault (one fault, one finding); so is a draw of theirs that is
            # wrong-draw (it left them other cards than the list's; a list at odds with their show
            # is a fault of its own); and a hand the replay did not deal to its end
            # (hand-incomplete) is not judged on the cards it lists
            shown = {f.player for f in findings if f.code == "shown-cards-mismatch"}
            drew = {f.player for f in findings if f.code == "wrong-draw"}
            if any(f.code == "hand-incomplete" for f in findings):
                shown = None
            warnings = [w for w in warnings
                        if w.code != "shown-cards-mismatch" or (shown is not None and w.player not in shown and
                                                                (w.player not in drew or f"but {w.player} showed " in w.message))]
        if any(f.code == "hand-incomplete" for f in findings):
            # the reader's (a log cut off before its summary) beside the replay's: one finding
            warnings = [w for w in warnings if w.code != "hand-incomplete"]
        findings = list(warnings) + findings
    if summary is not None:
        raked = rake_against_summary(summary, result)
        if raked is not None:
            # the summary says the rake line is wrong, not the collect two lines confirm
            out = [f for f in findings if f.code not in ("wrong-amount", "books-unbalanced")]
            return out + [raked]
        named = collect_against_summary(summary, result)
        if named is not None:
            # the summary says which line is wrong: the collect, not the books at the rake
            out = []
            for f in findings:
                if f.code != "books-unbalanced":
                    out.append(f)
                elif named not in out:
                    out.append(named)
            return out
        wrong = summary_findings(summary, result)
        if wrong:
            findings = findings + wrong
    return findings
