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
    what its seat lines say each player won differs from the log's ``collected`` lines (when the
    settlement found nothing wrong with those)."""
    total, rake, pots, won = summary
    if total != result.pot_total:
        return [Finding("books-unbalanced", None, None,
                        f"the summary records a total pot of {total}, but the actions put in "
                        f"{result.pot_total} (after any uncalled bet was given back)")]
    if pots:
        mine = {p.index: p.amount for p in result.pots}
        taken = [mine.get(index, 0) - amount for index, amount in pots]
        if len(pots) != len(mine) or min(taken) < 0 or sum(taken) != rake:
            shown = ", ".join(f"{_name(k)} {a}" for k, a in pots)
            have = ", ".join(f"{_name(k)} {a}" for k, a in sorted(mine.items()))
            return [Finding("books-unbalanced", None, None,
                            f"the summary records the pots as {shown} after a rake of {rake}, but the actions "
                            f"make them {have or 'none'} before the rake")]
    if won and not any(f.code in _PAYOUT for f in result.findings):
        said = {p: a for p, a in won if a}
        paid: dict[str, int] = {}
        for a in result.awards:
            if a.recorded:
                paid[a.player] = paid.get(a.player, 0) + a.recorded
        if paid != said:
            return [Finding("books-unbalanced", None, None,
                            f"the summary records what the players won as "
                            f"{', '.join(f'{p} {a}' for p, a in said.items()) or 'nothing'}, but the 'collected' "
                            f"lines give {', '.join(f'{p} {a}' for p, a in paid.items()) or 'nothing'}")]
    return []


def _name(index: int) -> str:
    return "main" if index == 0 else f"side {index}"


def with_reader_findings(findings: list[Finding], warnings, summary, result: Result) -> list[Finding]:
    """A replay's ``findings`` with those its reader made of the record: the warnings (a PokerStars
    line not understood) first, then what the summary's totals disagree on; ``check``, ``ingest``
    and ``explain --file`` report the same."""
    if warnings:
        findings = list(warnings) + findings
    if summary is not None:
        wrong = summary_findings(summary, result)
        if wrong:
            findings = findings + wrong
    return findings
