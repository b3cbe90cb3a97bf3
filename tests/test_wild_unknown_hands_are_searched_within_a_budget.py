"""With wild cards that stand only for cards not held (``wild_represents: not_held``), each ranking
tries every choice of the wild cards playing as themselves, so the search of an unknown hand's
every completion (1,225 for two unknown cards) took a minute for one crafted hand, ten for a
table of them (review of session 61).  The search now first asks whether even every unknown card
standing for any card could reach the best known hand (``wild_ceiling``, an upper bound: tested
here against every completion), then tries completions up to ``WILD_BUDGET`` rankings, stopping
at the first that reaches it; past the budget the hand could be anything (the pot is
``unverifiable-award``).  The tests count rankings, not time (timing belongs in bench/)."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from audit.cards import JOKER
from audit.poker import evaluate_wild
from audit.poker.evaluate_wild import WildRules, rank_hand_wild, wild_ceiling
from audit.runner import validate

FIX = Path(__file__).parent / "fixtures" / "wild_s61"


def _counted(monkeypatch) -> list[int]:
    calls = [0]
    real = evaluate_wild._strength

    def counted(*args):
        calls[0] += 1
        return real(*args)

    monkeypatch.setattr(evaluate_wild, "_strength", counted)
    return calls


def test_ten_unknown_hands_of_wild_cards_are_ranked_by_the_bound(monkeypatch) -> None:
    # p1 shows a natural royal flush; nine players hold three known wild cards and two unknown
    # (not_held, fewer wild cards win): none can tie it, which the bound tells at once
    calls = _counted(monkeypatch)
    [checked] = list(validate([str(FIX / "ten-unknown-hands-of-many-wild-cards.jsonl")], jobs=1))
    assert checked.findings == []
    assert 0 < calls[0] < 1000          # (1.4 million before)


def test_a_search_past_the_budget_leaves_the_pot_unverifiable(monkeypatch) -> None:
    # seven cards (a broken draw), five of them wild, two unknown: past the budget
    calls = _counted(monkeypatch)
    [checked] = list(validate([str(FIX / "seven-cards-of-many-wild-cards.jsonl")], jobs=1))
    assert [(f.code, f.seq) for f in checked.findings] == [("wrong-draw", 6), ("unverifiable-award", 11)]
    assert 0 < calls[0] < 1000


_CARDS = st.sampled_from(list(range(52)) + [JOKER])
_RULES = st.builds(
    WildRules,
    cards=st.frozensets(st.sampled_from(list(range(52)) + [JOKER]), max_size=8),
    jokers=st.just(2), joker=st.sampled_from(["wild", "bug"]),
    wild_represents=st.sampled_from(["any", "not_held"]),
    double_ace_flush=st.booleans(), fewer_wilds_win=st.booleans())


@settings(max_examples=150, deadline=None)
@given(known=st.lists(_CARDS, min_size=3, max_size=4, unique=True), rules=_RULES, n=st.sampled_from([1, 2]),
       seed=st.integers(0, 10_000))
def test_the_wild_ceiling_is_never_below_a_completion(known, rules, n, seed) -> None:
    n = min(n, 5 - len(known))
    pool = [c for c in range(52) if c not in known] + [JOKER] * (2 - known.count(JOKER))
    bound = wild_ceiling(known, n, rules)
    fills = list(combinations(pool, n))
    # every completion when few, else a spread of them (the seed picks where it starts)
    step = max(1, len(fills) // 300)
    for fill in fills[seed % step::step]:
        assert rank_hand_wild(known + list(fill), rules) <= bound
