"""Two ways a wrong payout went unmarked in the dispute view (review of session 64):

* beside unknown cards, players who tied the main pot tie the side pot too, so a side pot paid
  whole to one of them is ``wrong-amount`` naming the other, who has no row in that pot: the row
  of the collect the finding is at (the side pot's payee) is the one marked, and the hand is
  disputed in the store;
* an uncalled bet returned to the wrong player, or not returned, leaves every pot row right, but
  the players' ends are the log's, not the correct settlement's: they are headed "as logged"."""

from __future__ import annotations

from typer.testing import CliRunner

from audit.cli import app
from audit.explain import explain_data, find_hand

from .conftest import FIXTURES

DIR = FIXTURES / "explain_s64"
SIDE = DIR / "side-pot-paid-whole-to-one-of-the-main-pots-tied-players.jsonl"
UNCALLED = DIR / "uncalled-bet-returned-wrongly.jsonl"


def _data(hand_id: str, path):
    hand, stored, record = find_hand(hand_id, file=path)
    return explain_data(hand, None, stored, record)


def test_the_side_pot_paid_whole_is_marked():
    data = _data("unk_side_diff", SIDE)
    assert [(a["pot"], a["player"], a["differs"]) for a in data["awards"]] == [
        (0, "b", False), (0, "c", False), (0, "d", False), (1, "c", True)]
    out = CliRunner().invoke(app, ["explain", "unk_side_diff", "--file", str(SIDE)]).output
    assert "side pot 1    c       298      298" in out and "<-- a finding says this payout is wrong" in out
    assert "end as logged" in out


def test_the_store_counts_the_hand_disputed(tmp_path):
    import duckdb

    from audit.store import ingest
    db = tmp_path / "s.duckdb"
    ingest([str(SIDE)], db, 1, None)
    con = duckdb.connect(str(db), read_only=True)
    try:
        assert con.execute("SELECT disputed FROM hands").fetchall() == [(True,)]
        assert con.execute("SELECT pot_index, player FROM awards WHERE differs").fetchall() == [(1, "c")]
    finally:
        con.close()


def test_an_uncalled_bet_returned_wrongly_heads_the_ends_as_logged():
    for hand_id in ("ret_wrong_player", "ret_missing"):
        out = CliRunner().invoke(app, ["explain", hand_id, "--file", str(UNCALLED)]).output
        assert "end as logged" in out and "net as logged" in out, hand_id
