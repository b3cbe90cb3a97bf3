"""A log that records no ``collect`` makes no claim about who won (FORMAT.md), but a ``return`` or
``rake`` it records must still be possible: the owner of the uncalled bet must get back its
amount (CODES.md ``uncalled-bet-not-returned``: "or a wrong return"), and returns and rake beyond
every chip put in unbalance the books (POKER.md 3: contributions = collected + returned + raked).
Before, a return of 500 of an uncalled 20, or a rake of 80 from a pot of 30, was clean when the
log left the collect out, and the same events beside a collect (even of 0) were not."""

from __future__ import annotations

from audit.readers.native import read
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

DIR = FIXTURES / "settle_s40"
HANDS = hands_by_id(DIR / "payouts-without-a-collect.jsonl")


def _found(hand_id: str) -> list[tuple[str, int | None, str | None]]:
    return [(f.code, f.seq, f.player) for f in replay(HANDS[hand_id]).findings]


def test_a_return_beyond_the_uncalled_bet_without_a_collect():
    assert _found("ret500-nocollect") == [("uncalled-bet-not-returned", 9, "bob"), ("books-unbalanced", 9, None)]
    [first, books] = replay(HANDS["ret500-nocollect"]).findings
    assert first.message == "bob was returned 500 in all; the uncalled bet was 20"
    assert books.message == "players put in 50 but 0 was collected, 500 returned and 0 raked (450 too many)"


def test_a_return_short_of_the_uncalled_bet_without_a_collect():
    assert _found("ret5-nocollect") == [("uncalled-bet-not-returned", 9, "bob")]


def test_a_rake_beyond_the_pot_without_a_collect():
    assert _found("rake80-nocollect") == [("books-unbalanced", 10, None)]
    assert _found("showdown-rake80") == [("books-unbalanced", 18, None)]
    (rec,) = read(DIR / "palace-rake-beyond-the-pot-without-a-collect.jsonl")
    assert [(f.code, f.seq) for f in replay(rec.hand).findings] == [("books-unbalanced", 21)]


def test_the_right_return_without_a_collect_is_clean_and_a_wrong_player_is_one_finding():
    assert _found("ret20-nocollect") == []
    # judged when it came (audit.poker.table.PokerTable.record): that finding alone
    assert _found("ret-wrongplayer-nocollect") == [("uncalled-bet-not-returned", 9, "carol")]


def test_a_rake_beyond_the_pots_is_wrong_though_an_uncalled_bet_was_not_returned():
    # the pots hold 210; bob's uncalled 200 is no pot's, and the log records no return: a rake of
    # 300 is more than the pots hold (it was not found, being less than every chip put in)
    (rec,) = read(DIR / "rake-beyond-the-pots-with-an-uncalled-bet.jsonl")
    [f] = replay(rec.hand).findings
    assert (f.code, f.seq) == ("books-unbalanced", 13)
    assert f.message.startswith("300 raked, but the pots hold 210 (90 too many")
