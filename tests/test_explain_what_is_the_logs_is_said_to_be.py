"""What explain shows as the log has it is said to be the log's (review of session 62).

* An event's ``note`` (the log's own words, FORMAT.md) is quoted and marked as the log's, as the
  report's hand page does: printed as ``(...)`` it read like one of explain's own remarks, such as
  ``(all-in)``, even when it contradicted the verdict ("(odd chip: alice made the last bet or raise
  that was called)" beside an ``odd-chip`` finding giving the chip to carol).
* The players' ends and nets, when the recorded settlement differs from the correct one, are headed
  "as logged", in explain and on the hand page: they read as what the players were owed."""

from __future__ import annotations

from .conftest import SPEC
from .test_cli_check import run


def test_a_note_is_quoted_as_the_logs_own():
    p = run("explain", "draw-split-1", "--file", str(SPEC / "examples" / "draw-split-pot.jsonl"))
    assert p.returncode == 0, p.stdout + p.stderr
    [line] = [x for x in p.stdout.splitlines() if "collects 37" in x]
    assert line.endswith('carol collects 37 from the main pot  [log note: "the odd chip goes to the player '
                         'who was called"]')


def test_the_players_ends_are_said_to_be_as_logged_when_the_settlement_differs():
    # (review of session 62: the ends and nets of a wrong payout read as what the players were owed)
    p = run("explain", "draw-split-1", "--file", str(SPEC / "examples" / "draw-split-pot.jsonl"))
    assert "  seat  player  start  end  net" in p.stdout          # a right settlement: plain


def test_the_hand_page_says_as_logged_as_explain_does(tmp_path):
    import json

    hand = json.loads((SPEC / "examples" / "draw-split-pot.jsonl").read_text())
    wrong = dict(hand, hand_id="draw-split-wrong", events=[dict(e) for e in hand["events"]])
    collects = [e for e in wrong["events"] if e["type"] == "collect"]
    collects[0]["amount"] += 1
    collects[1]["amount"] -= 1
    path = tmp_path / "h.jsonl"
    path.write_text(json.dumps(hand) + "\n" + json.dumps(wrong) + "\n")
    p = run("audit", str(path), "--db", str(tmp_path / "s.duckdb"), "--out", str(tmp_path / "r"))
    assert p.returncode == 1, p.stdout + p.stderr
    # (a page for each hand with a finding: the wrong one's)
    pages = [f.read_text() for f in (tmp_path / "r" / "hands").glob("*.html")]
    assert [("draw-split-wrong" in t, t.count("end as logged"), t.count("net as logged")) for t in pages] == [
        (True, 1, 1)]


def test_a_tonk_hand_paid_wrong_has_its_ends_as_logged_in_explain_and_on_its_page(tmp_path):
    # Tonk has no pot rows: its ends were never headed "as logged" (review of session 63).  b
    # dropped with the lowest count, but the log has b and c pay a
    from .conftest import FIXTURES

    log = FIXTURES / "tonk_s63" / "wrong-payments.jsonl"
    p = run("explain", "tonk-aslogged", "--file", str(log))
    assert "  seat  player  start  end as logged  net as logged" in p.stdout, p.stdout
    p = run("audit", str(log), "--db", str(tmp_path / "s.duckdb"), "--out", str(tmp_path / "r"))
    assert p.returncode == 1, p.stdout + p.stderr
    pages = [f.read_text() for f in (tmp_path / "r" / "hands").glob("*.html")]
    assert [(t.count("end as logged"), t.count("net as logged")) for t in pages] == [(1, 1)]
    # (a counted Tonk player is not tagged with poker's "showdown")
    assert pages[0].count('<td class="muted w">counted</td>') == 3 and '<td class="muted w">showdown' not in pages[0]


def test_a_tonk_hand_paid_right_has_plain_ends(tmp_path):
    import json

    from .conftest import FIXTURES

    hand = json.loads((FIXTURES / "tonk_s63" / "wrong-payments.jsonl").read_text())
    # the payments as they should be: a and c each pay b 1
    pays = [e for e in hand["events"] if e["type"] == "pay"]
    pays[0]["from"], pays[0]["to"], pays[1]["to"] = "a", "b", "b"
    path = tmp_path / "right.jsonl"
    path.write_text(json.dumps(hand) + "\n")
    p = run("explain", "tonk-aslogged", "--file", str(path))
    assert "No findings" in p.stdout, p.stdout
    assert "  seat  player  start  end  net" in p.stdout
