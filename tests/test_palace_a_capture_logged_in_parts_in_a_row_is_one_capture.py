"""Palace: the winner's capture logged in parts, capture lines in a row by the same winner from the
same loser (FORMAT.md's ``capture``: "the battle winner takes the loser's soldiers and banner"; nothing
says in one line, as a deal may be logged in parts), is one capture, judged as one: exactly the
loser's banner and soldiers together is the legal capture, no finding, and the winner holds them all
(the next battle's call is sized by them); a card among them that is not the loser's is one
``palace-capture``.  Before, the first line was a ``palace-capture`` (it named only some of them, the
others leaving play) and the second a capture with no battle to capture for (or after the hand had
ended): two findings, three mid-hand with the next call misjudged."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "palace_s70" / "a-capture-in-parts.jsonl")
# carol beats bob (banner Kh, soldier Kd) at event 15 and captures at 16; alice attacks carol, whose
# call (event 19, 30) is (2 soldiers + 1) x 10 only if carol took both cards


def _found(hand_id):
    r = replay(HANDS[hand_id])
    return [(f.code, f.seq) for f in r.findings], {a.player: a.correct for a in r.awards}


def test_a_capture_in_one_line_is_the_reference():
    assert _found("mid-whole") == ([], {"carol": 95})


def test_a_capture_in_two_lines_that_together_are_the_losers_cards_is_legal():
    assert _found("mid-in-parts") == ([], {"carol": 95})
    assert _found("mid-in-parts-soldier-first") == ([], {"carol": 95})
    # a ?? for a card of the loser's the log knows hides that card (README), in a part too
    assert _found("mid-in-parts-one-hidden") == ([], {"carol": 95})


def test_the_capture_that_ends_the_hand_in_two_lines_too():
    assert _found("last-in-parts") == ([], {"carol": 85})


def test_a_capture_in_parts_with_a_card_not_the_losers_is_one_finding():
    codes, _ = _found("last-in-parts-with-a-card-not-bobs")
    assert codes == [("palace-capture", 20)]
    (f,) = replay(HANDS["last-in-parts-with-a-card-not-bobs"]).findings
    assert f.message == ("carol captured Kh Kd 9c, but bob's banner and soldiers are Kh Kd; the winner takes exactly "
                         "those (the capture logged in parts, events 20 to 21)")


def test_a_capture_short_of_the_losers_cards_with_no_line_after_it_is_still_palace_capture():
    codes, _ = _found("mid-short")
    assert codes[0] == ("palace-capture", 16)
