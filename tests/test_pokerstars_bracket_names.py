"""PokerStars player names are matched against the seated names: a name may hold brackets
("PC [Mittel]"), and its ``Dealt to`` lines still belong to it."""

from __future__ import annotations

from audit.readers.pokerstars_lines import Tokenizer
from audit.runner import validate

from .conftest import FIXTURES

# Ann bets on 5th street when it was Dan's turn (his open queens act first): out-of-turn at seq 20
OUT_OF_TURN = FIXTURES / "pokerstars" / "stud_out_of_turn_on_5th.txt"


def findings(path):
    (c,) = validate([str(path)], keep=True)
    assert c.error is None, c.error
    return [(f.code, f.seq, f.player) for f in c.findings], c.hand


def test_a_name_with_brackets_gives_the_same_findings(tmp_path):
    text = OUT_OF_TURN.read_text()
    assert text.count("Dan") == 11
    renamed = tmp_path / "renamed.txt"
    renamed.write_text(text.replace("Dan", "PC [Mittel]"), encoding="utf-8")
    before, hand = findings(OUT_OF_TURN)
    after, renamed_hand = findings(renamed)
    assert before == after == [("out-of-turn", 20, "Ann")]
    # the renamed player's cards are dealt as before
    deal = {e.player: (e.down, e.up) for e in hand.events if e.type == "deal"}
    assert {p.replace("PC [Mittel]", "Dan"): d for p, d in
            ((e.player, (e.down, e.up)) for e in renamed_hand.events if e.type == "deal")} == deal


def test_dealt_lines_go_to_the_longest_seated_name_the_cards_follow():
    tok = Tokenizer(["PC", "PC [Mittel]", "Dealt"])
    assert tok.token(7, "Dealt to PC [Mittel] [Qh]") == ("dealt", 7, "PC [Mittel]", [["Qh"]])
    assert tok.token(7, "Dealt to PC [Mittel] [Qh Qs] [Jh]") == ("dealt", 7, "PC [Mittel]", [["Qh", "Qs"], ["Jh"]])
    assert tok.token(7, "Dealt to PC [2c] [Qh]") == ("dealt", 7, "PC", [["2c"], ["Qh"]])
    assert tok.token(7, "Dealt to Dealt [Ah Kh]") == ("dealt", 7, "Dealt", [["Ah", "Kh"]])
    assert tok.token(7, "Dealt to Mittel [Qh]")[0] == "unknown"            # nobody seated
    assert tok.token(7, "Dealt to PC [Mittel] and more")[0] == "unknown"   # no card groups at the end
