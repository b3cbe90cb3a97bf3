"""Palace Poker: a log that ends after some antes were posted ends *during* the antes, and
says so (session 60 left the message "before the antes" for it)."""

from __future__ import annotations

from .test_palace_hands import ante, run

THREE = 3  # players


def _incomplete(r):
    return [f for f in r.findings if f.code == "hand-incomplete"]


def test_a_log_ending_after_some_antes_ends_during_the_antes():
    (f,) = _incomplete(run([ante("alice"), ante("bob")], n=THREE))
    assert "during the antes" in f.message and "before the antes" not in f.message


def test_a_log_ending_with_no_ante_ends_before_the_antes():
    (f,) = _incomplete(run([], n=THREE))
    assert "before the antes" in f.message
