"""A fold line lost before the payout is one ``out-of-turn`` at the payout, the payout judged
(README), also with ``check_allowed: false``: the big blind, whose option comes only after the
lost fold, owed no answer (before, review of session 65, the option was taken as a fold, the big
blind being the player the log pays: the hand incomplete and the right return called wrong)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_the_big_blinds_option_is_no_fold_when_the_lost_fold_ends_the_round():
    found = {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate(
        [str(FIXTURES / "draw_s65" / "fold-lost-before-the-payout-checking-not-allowed.jsonl")])}
    assert found == {"hu-ca-false": [("out-of-turn", 4)], "three-ca-false": [("out-of-turn", 6)],
                     "three-ca-true": [("out-of-turn", 6)], "three-ca-false-nolost": []}
