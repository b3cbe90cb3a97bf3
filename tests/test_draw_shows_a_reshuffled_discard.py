"""A player who drew cards nobody saw after the deck ran out may show an earlier player's
discard: the discards were shuffled into the new deck (POKER.md 4.4: "When the deck runs out
during the draw, the cards discarded earlier (not the current player's own discards) are
shuffled into a new deck: only then may a discarded card come back").  Before, the card was
still taken to be in the discards and the legal hand got ``shown-cards-mismatch`` (with
PokerStars logs, where other players' new cards are never shown).  When the deck did not run
out, showing a discard is still a mismatch."""

from __future__ import annotations

from audit.checkout import Summary
from audit.runner import validate

from .conftest import FIXTURES

HERE = FIXTURES / "draw_s15"


def _codes(name: str) -> list[tuple[str, int | None]]:
    summary = Summary()
    for chunk in validate([str(HERE / name)], None, 1):
        summary.add(chunk)
    return [(row["code"], row["seq"]) for row in summary.rows]


def test_a_discard_reshuffled_into_the_new_deck_may_be_shown_by_who_drew_from_it():
    assert _codes("shows-a-reshuffled-discard.jsonl") == []
    assert _codes("shows-a-reshuffled-discard.txt") == []


def test_a_discard_shown_when_the_deck_never_ran_out_is_a_mismatch():
    assert _codes("shows-a-discard-deck-not-run-out.txt") == [("shown-cards-mismatch", 31),
                                                              ("unverifiable-award", 33)]


def test_no_more_reshuffled_discards_may_be_shown_than_cards_drawn_from_the_new_deck():
    # P6 drew 3 cards unseen from the new deck and shows 4 of Hero's discards
    assert _codes("shows-more-reshuffled-discards-than-drawn.jsonl") == [("shown-cards-mismatch", 31),
                                                                          ("unverifiable-award", 33)]



def test_a_pokerstars_draw_the_deck_cannot_serve_takes_discards_while_the_deck_held_cards(tmp_path):
    # 7 players: 2 cards left when gus draws 5; he shows 4 of Mr calls' discards and one card
    # nobody saw. PokerStars shuffles the deck's last cards with the discards (reshuffle:
    # with_stub, which its hands are read with); dealing the last 2 first allows 3 discards.
    import msgspec

    from audit.readers.pokerstars import read

    path = FIXTURES / "pokerstars" / "draw_deck_runs_out_stub_shuffled_with_discards.txt"
    summary = Summary()
    for chunk in validate([str(path)], None, 1):
        summary.add(chunk)
    assert summary.rows == []
    (rec,) = list(read(path, path.read_text(encoding="utf-8")))
    assert rec.hand.rules["reshuffle"] == "with_stub"
    rec.hand.rules = {k: v for k, v in rec.hand.rules.items() if k != "reshuffle"}
    native = tmp_path / "stub-first.jsonl"
    native.write_bytes(msgspec.json.encode(rec.hand) + b"\n")
    summary = Summary()
    for chunk in validate([str(native)], None, 1):
        summary.add(chunk)
    assert [row["code"] for row in summary.rows] == ["shown-cards-mismatch", "unverifiable-award"]
