"""README: a player the ante leaves without chips owes no blind; a new player's entry big blind is
a live post.  The entry big blind beside such a player (due to post the big blind, all-in for the
ante) was taken as theirs, "logged under" the entrant's name: their empty stack charged 10
(stack-exceeded), the entrant's check an illegal-check, and the side pot they never paid into
awarded to them (wrong-winner).  Review of session 61.  Also the heads-up button named in a
wrong-forced-bet message when a seat without chips sits beside the two players."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

FIX = Path(__file__).parent / "fixtures" / "poker_s61"


def _found(name: str) -> dict[str, list[tuple[str, int | None, str]]]:
    return {c.hand_id: [(f.code, f.seq, f.message) for f in c.findings] for c in validate([str(FIX / name)])}


def test_an_entry_big_blind_beside_a_player_the_ante_left_all_in_is_legal() -> None:
    # the antes before the blinds, and after them
    assert _found("draw-entry-big-blind-beside-a-player-the-ante-left-all-in.jsonl") == \
        {"entry-1": [], "entry-ante-after": []}


def test_heads_up_the_small_blind_is_the_buttons_whatever_seats_have_no_chips() -> None:
    found = _found("draw-heads-up-beside-a-seat-without-chips-blinds-swapped.jsonl")["m2"]
    assert found[0] == ("wrong-forced-bet", 0, "C posted the small blind of 5 but A, the button, posts it")
