"""A hand the validator itself fails on is one ``internal-error`` line in ``check``; ``explain --file``
showed Python's traceback instead (review of session 62).  Now it prints one ``malformed:`` line
naming the hand, its line and the internal error, and exits 1, as ``check`` does.

The hand that showed it: a draw pot whose last player folds after the payout (nobody left to win
it), whose unknown-cards check divided by the number of players who could win it: zero.  It is
now judged (``unverifiable-award`` there), with no internal error."""

from __future__ import annotations

from typer.testing import CliRunner

from audit.cli import app
from audit.runner import validate

from .conftest import FIXTURES, SPEC

CRASHED = FIXTURES / "explain_s62" / "payout-before-the-last-fold.jsonl"


def test_a_pot_nobody_is_left_to_win_is_judged_without_an_internal_error():
    found = [(f.code, f.seq) for c in validate([str(CRASHED)]) for f in c.findings]
    assert "internal-error" not in [c for c, _ in found]
    # (carol collected the pot, 10, and her uncalled 5 was never returned: not "collected with the pot")
    assert ("uncalled-bet-not-returned", None) in found and ("unverifiable-award", 6) in found


def test_explain_of_a_hand_the_validator_fails_on_is_one_line(monkeypatch):
    import audit.explain

    def fail(*args, **kwargs):
        raise ZeroDivisionError("integer division or modulo by zero")

    monkeypatch.setattr(audit.explain, "explain_data", fail)
    example = SPEC / "examples" / "draw-split-pot.jsonl"
    out = CliRunner().invoke(app, ["explain", "draw-split-1", "--file", str(example)])
    assert out.exit_code == 1 and (out.exception is None or isinstance(out.exception, SystemExit))
    assert "Traceback" not in out.output and out.output.count("\n") == 1
    assert out.output.startswith("malformed: hand 'draw-split-1' (")
    assert ("the validator failed on this draw hand (internal error ZeroDivisionError: integer division or "
            "modulo by zero); please report it with the hand") in out.output
