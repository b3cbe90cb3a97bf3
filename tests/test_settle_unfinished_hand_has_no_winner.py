"""``hand-incomplete`` (CODES.md: "the log ends before the hand is over (no showdown, no winner)"):
a poker hand whose log stops with two players or more still in it has no winner.  Before, draw
and stud gave its pots to the best hand held at that moment, returned a bet nobody had yet had
the chance to call as "uncalled", showed a "correct settlement" and stored the invented winnings
(the statistics counted them), and a collect in such a log was compared with that settlement."""

from __future__ import annotations

import msgspec

from audit.explain import explain_data, render_text
from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES

UNFINISHED = FIXTURES / "unfinished"


def _hand(name: str) -> Hand:
    return msgspec.json.decode((UNFINISHED / name).read_text().splitlines()[0], type=Hand)


def test_a_draw_hand_that_ends_with_a_player_to_act_has_no_winner_and_no_uncalled_bet():
    hand = _hand("draw-ends-with-a-player-to-act.jsonl")
    res = replay(hand)
    assert [(f.code, f.seq) for f in res.findings] == [("hand-incomplete", None)]
    assert res.pots == [] and res.awards == [] and res.pot_total == 53
    # each player's end: the start less what they put in (nobody has won anything yet)
    assert {p.player: (p.net, p.won, p.showdown) for p in res.players} == {
        "frank": (-10, 0, False), "mallory": (0, 0, False), "judy": (-10, 0, False), "dave": (-33, 0, False)}
    text = render_text(explain_data(hand))
    assert "The hand is not over: no pot has a winner yet, and no settlement can be computed." in text
    assert "uncalled" not in text and "Showdown" not in text and "goes to" not in text


def test_a_collect_in_an_unfinished_stud_hand_is_not_compared_with_an_invented_settlement():
    res = replay(_hand("stud-ends-before-seventh-with-a-collect.jsonl"))
    assert [f.code for f in res.findings] == ["hand-incomplete"]
    assert res.pots == [] and res.awards == []
    carol = next(p for p in res.players if p.player == "carol")
    assert carol.won == 2800 and carol.net == 2800 - 1325      # what the log says carol collected counts


def test_an_unfinished_hand_still_pays_out_no_more_than_was_put_in():
    # nobody has won, but the books must balance all the same (POKER.md 3): a collect of 1000 from
    # a pot of 60 was let through with hand-incomplete alone
    res = replay(_hand("draw-ends-with-a-collect-of-more-than-the-pot.jsonl"))
    assert [(f.code, f.seq) for f in res.findings] == [("hand-incomplete", None), ("books-unbalanced", 16)]
    assert res.findings[1].message == ("players put in 60 but 1000 was collected, 0 returned and 0 raked "
                                       "(940 too many)")


def test_a_stud_show_while_two_players_can_still_bet_is_out_of_turn():
    # hands are shown at the showdown (CODES.md out-of-turn); draw said so, stud took the show
    # quietly, so a log that lost a call and showed early passed as a showdown
    res = replay(_hand("stud-show-during-the-betting.jsonl"))
    assert [(f.code, f.seq) for f in res.findings] == [("out-of-turn", 20)]
    assert res.findings[0].message == ("ann showed during 5th street, with betting still to come; hands are "
                                       "shown at the showdown")


def test_an_unfinished_palace_hand_still_pays_out_no_more_than_was_put_in():
    res = replay(_hand("palace-ends-with-a-collect-of-more-than-the-pot.jsonl"))
    assert [(f.code, f.seq) for f in res.findings] == [("books-unbalanced", 18), ("hand-incomplete", None)]
