"""A draw blind the log leaves out is one ``wrong-forced-bet`` at the deal either way; when the
first betting round reads as if it was posted (the big blind's: the round's first line putting
chips in is a call of the big blind or a raise; the small blind's: its player's call is what they
owed less the small blind), the line was lost and its chips are counted, so that the legal lines
after it and the payout are not judged against a pot without it (README).  Before (review of
session 65) a lost blind line gave up to eight findings, the right payout among them."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _found():
    return {c.hand_id: [(f.code, f.seq, f.message) for f in c.findings]
            for c in validate([str(FIXTURES / "draw_s65" / "blind-line-lost.jsonl")])}


def test_a_lost_blind_line_is_one_finding_and_its_chips_count():
    found = _found()
    assert found["legal"] == []
    assert [(c, s) for c, s, _ in found["sb-line-lost"]] == [("wrong-forced-bet", 1)]
    assert [(c, s) for c, s, _ in found["bb-line-lost"]] == [("wrong-forced-bet", 1)]
    assert found["bb-line-lost"][0][2] == ("cat's big blind of 10 is not in the log, but the betting after it "
                                           "says it was posted: taken as posted")
    # heads-up, the small blind calls the rest of the big blind (the diff review of session 65)
    assert [(c, s) for c, s, _ in found["hu-bb-lost"]] == [("wrong-forced-bet", 1)]


def test_a_blind_the_betting_does_not_show_is_not_posted():
    # ann opens with a bet: no big blind stood
    found = _found()
    assert found["bb-not-posted"][0] == ("wrong-forced-bet", 1, "cat did not post the big blind of 10")
    # a raise to the big blind's size raised the small blind alone: no big blind stood either (the
    # diff review of session 65: it was taken as posted, five findings)
    assert found["bb-not-posted-raise-to-10"] == [("wrong-forced-bet", 1, "cat did not post the big blind of 10")]
    # no limit and spread: a raise to 15, a legal raise of the small blind alone (the fourth diff review)
    for hand in ("nl-raise15-bb-never-posted", "spread-raise15-bb-never-posted"):
        assert found[hand] == [("wrong-forced-bet", 1, "cat did not post the big blind of 10")]
