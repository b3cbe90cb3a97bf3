"""Feeding chunks of hand facts to a :class:`audit.session.SessionChecker` as the runner does
(look the chunk up, then judge each hand in order), for the tests of the session checks."""

from __future__ import annotations

from audit.session import HandFacts, SessionChecker


def answers_of(checker: SessionChecker, chunks: list[list[HandFacts]], *, observe: bool = False,
               messages: bool = False) -> list:
    """Per hand: ``is_repeat``'s answer (True, False, or the duplicate-hand finding's code, with
    its message when ``messages``); with ``observe``, after a hand that is not a repeat, the codes
    of the table checks (``observe``) too."""
    out: list = []
    for chunk in chunks:
        checker.prefetch(chunk)
        for f in chunk:
            r = checker.is_repeat(f)
            out.append(r if isinstance(r, bool) else (r.code, r.message) if messages else r.code)
            if observe and r is False:
                out.append([x.code for x in checker.observe(f)])
    return out
