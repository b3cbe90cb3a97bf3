"""explain's "Who acts first" for stud says what happened at the time: the community card counts
the players still in when it was dealt (POKER.md 5.6: not enough cards for 7th street), not those
left at the end; and with no bring-in, a highest upcard all-in from the ante "would act first"
(the next player does), as the bring-in's and the later streets' lines say."""

from __future__ import annotations

from audit.explain import explain_data, render_text
from audit.readers.native import read

from .conftest import FIXTURES

DIR = FIXTURES / "stud_s40"


def _text(name: str) -> tuple[str, list]:
    (rec,) = read(DIR / name)
    d = explain_data(rec.hand)
    return render_text(d), d["findings"]


def test_the_community_card_counts_the_players_in_when_it_came():
    text, findings = _text("community-card-then-six-fold.jsonl")
    assert not findings
    assert ("the community card As was dealt for 7th street: 4 cards were left (deck and burned) for 8 players, "
            "so every player uses it as their seventh card") in text


def test_a_highest_upcard_all_in_from_the_ante_would_act_first():
    text, findings = _text("no-bring-in-highest-upcard-all-in.jsonl")
    assert [f["code"] for f in findings] == ["hand-incomplete"]       # (the log stops after 3rd street)
    assert ("a would act first: Ah is the highest upcard (no bring-in: the highest upcard opens and may check); "
            "a is all-in, so b acts first") in text
    assert "a acts first" not in text
