"""POKER.md 4.3: with ``all_check: redeal``, a first round every player checks ends the hand with
no winner, and its pot is carried to the next hand of the session (the log shows no collect).
The carried chips join the next hand's main pot: its winner collecting them is right, a log that
loses them is wrong, and a redeal after a redeal carries both pots.  The log cannot say the pot
(FORMAT.md has no field for it): the checks across hands find it and judge the table's next
hand again with it, in ``check``, ``ingest`` (one run or two, one job or two, a chunk boundary
between the two hands) and ``explain`` alike."""

from __future__ import annotations

import json

import duckdb
import msgspec
import pytest

from audit import runner
from audit.explain import explain_data, find_hand_and_carry, render_text
from audit.model import Hand
from audit.replay import replay
from audit.simulate import simulate
from audit.store import ingest

from .conftest import FIXTURES, dump_database, stored_rows

CARRY = FIXTURES / "redeal_carry"
WON = CARRY / "winner-collects-the-carried-pot.jsonl"
LOST = CARRY / "winner-collects-only-the-new-pot.jsonl"
TWICE = CARRY / "redeal-after-redeal.jsonl"


def _found(path, jobs=1) -> dict[str, list[tuple]]:
    return {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in runner.validate([str(path)], None, jobs)}


def _hands(path) -> list[Hand]:
    return [msgspec.json.decode(line, type=Hand) for line in path.read_bytes().splitlines()]


def test_the_winner_collecting_the_carried_pot_is_clean():
    assert _found(WON) == {"r1": [], "n2": []}
    (_, won), = [(c.hand_id, c) for c in runner.validate([str(WON)], keep=True) if c.hand_id == "n2"]
    assert won.carried_from == "r1" and won.result.carried == 15
    main = won.result.pots[0]
    assert (main.amount, main.carried, main.winners) == (50, 15, ["carol"])
    assert sum(main.contributions.values()) == 35


def test_a_log_that_loses_the_carried_pot_is_wrong_at_the_collect():
    found = _found(LOST)
    assert found["r1"] == []
    assert found["n2"] == [("wrong-amount", 15), ("books-unbalanced", None)]
    (c,) = [c for c in runner.validate([str(LOST)]) if c.hand_id == "n2"]
    messages = [f.message for f in c.findings]
    assert "carol collected 35 from the main pot; their share is 50" in messages[0]
    assert "a redeal carried 15 in" in messages[1] and "15 missing" in messages[1]


def test_a_redeal_after_a_redeal_carries_both_pots():
    assert _found(TWICE) == {"r1": [], "r2": [], "n3": []}
    by_id = {c.hand_id: c for c in runner.validate([str(TWICE)], keep=True)}
    assert by_id["r1"].result.carries == 15
    # r2 plays for r1's pot, and carries it on with its own
    assert (by_id["r2"].carried_from, by_id["r2"].result.carried, by_id["r2"].result.carries) == ("r1", 15, 30)
    assert (by_id["n3"].carried_from, by_id["n3"].result.carried) == ("r2", 30)
    assert by_id["n3"].result.pots[0].amount == 65


def test_the_replay_takes_the_carried_pot_from_outside_the_log():
    r1, n2 = _hands(WON)
    assert replay(r1).carries == 15 and replay(r1).carried == 0
    alone = replay(n2)          # judged alone, the collect of the carried chips is too much
    assert [(f.code, f.seq) for f in alone.findings] == [("wrong-amount", 15), ("books-unbalanced", 15)]
    carried = replay(n2, None, 15)
    assert carried.findings == [] and carried.pot_total == 50 and carried.carries is None
    assert replay(n2, None, 15) == carried      # a pure function of (hand, rules, carry)
    with pytest.raises(ValueError):
        replay(msgspec.convert(dict(msgspec.to_builtins(n2), game="stud"), Hand), None, 15)


def test_a_hand_set_aside_between_leaves_the_pot_to_the_next_hand_whose_log_plays_for_it(tmp_path):
    # a malformed record between the redeal and the next hand may have played for the pot, or not:
    # the next hand, whose winner collects it, played for it (README; before session 55 the pot was
    # dropped, and the right collect was books-unbalanced)
    lines = WON.read_text().splitlines()
    log = tmp_path / "broken.jsonl"
    log.write_text("\n".join([lines[0], '{"format": "handaudit/1", "hand_id": "x", "session": '
                              '"winner-collects-the-carried-pot", "table": "T1"}', lines[1]]) + "\n")
    found = _found(log)
    assert found["n2"] == []
    assert [c.carried_from for c in runner.validate([str(log)]) if c.carried_from] == ["r1"]      # the redeal


def test_a_hand_of_another_game_after_a_redeal_does_not_play_for_the_pot():
    found = _found(FIXTURES / "codes" / "carried-pot-not-played.jsonl")
    assert found == {"T1-0041": [], "T1-0042": [("carried-pot-not-played", None)]}


def _simulated_log(tmp_path, seed=1, hands=1500, faults=0.0):
    log = tmp_path / f"draw-{seed}.jsonl"
    log.write_bytes(b"".join(msgspec.json.encode(h) + b"\n" for h in simulate("draw", hands, None, seed, faults)))
    return log


def test_simulated_hands_after_a_redeal_collect_the_carried_pot_and_are_clean(tmp_path):
    log = _simulated_log(tmp_path)
    checked = list(runner.validate([str(log)], keep=True))
    again = [c for c in checked if c.carried_from is not None]
    assert len(again) >= 10, "the simulation has redeals followed by a hand"
    assert all(not c.findings for c in checked)
    for c in again:
        if c.result.carries is not None:
            assert c.result.carries > c.result.carried      # a redeal again: it passes the pot on
            continue
        # what the players gained in all is the pot carried in, less the rake
        assert sum(p.end - p.start for p in c.result.players) + c.result.rake == c.result.carried > 0


def test_simulated_faults_after_a_redeal_are_found_with_their_code(tmp_path):
    log = _simulated_log(tmp_path, seed=3, hands=2500, faults=0.3)
    raw = [json.loads(line) for line in log.read_text().splitlines()]
    after = 0
    for h, c in zip(raw, runner.validate([str(log)])):
        got = {(f.code, f.seq) for f in c.findings}
        if h.get("injected"):
            assert (h["injected"]["code"], h["injected"]["seq"]) in got, h["hand_id"]
            after += c.carried_from is not None
        else:
            assert not got, (h["hand_id"], got)
    assert after >= 3


@pytest.mark.parametrize("chunk", [1, 7])
def test_the_carried_pot_crosses_chunks_and_jobs(tmp_path, monkeypatch, chunk):
    # chunk 1: every hand after a redeal is the first of its chunk, judged again in the parent from
    # the chunk's input kept beside it (with two jobs, from a worker's chunk in flight)
    log = tmp_path / "log.jsonl"
    log.write_bytes(_simulated_log(tmp_path, seed=10, hands=300).read_bytes() + LOST.read_bytes() + WON.read_bytes())
    monkeypatch.setattr(runner, "CHUNK", chunk)
    results = []
    for jobs in (1, 2):
        results.append([(c.line, c.hand_id, c.carried_from, [(f.code, f.seq, f.message) for f in c.findings])
                        for c in runner.validate([str(log)], None, jobs)])
    assert results[0] == results[1]
    carried = [(hid, source, found) for _, hid, source, found in results[0] if source is not None]
    assert len(carried) >= 3
    assert [found for hid, source, found in carried if hid == "n2"][0][0][:2] == ("wrong-amount", 15)
    assert [found for hid, source, found in carried if hid == "n2"][1] == []


def _ingest_apart_and_together(tmp_path, lines: list[bytes], split: int, jobs=1):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    a.write_bytes(b"".join(lines[:split]))
    b.write_bytes(b"".join(lines[split:]))
    together, apart = tmp_path / f"together-{split}.duckdb", tmp_path / f"apart-{split}.duckdb"
    ingest([str(a), str(b)], together, jobs=jobs)
    ingest([str(a)], apart, jobs=jobs)
    second = ingest([str(b)], apart, jobs=jobs)
    return dump_database(together), dump_database(apart), second


def test_ingesting_a_then_b_equals_a_and_b_when_b_begins_after_a_redeal(tmp_path):
    lines = [line + b"\n" for line in TWICE.read_bytes().splitlines()]
    for split in (1, 2):        # B begins after r1 (with r2, a redeal after it), or after r2
        together, apart, second = _ingest_apart_and_together(tmp_path, lines, split)
        assert together == apart
        assert second.summary.by_code == {}
    hands = {r[1]: r for r in stored_rows(tmp_path / "apart-2.duckdb",
                                          "select session, hand_id, carried_in, carried_from, n_findings from hands")}
    assert hands["n3"][2:] == (30, "r2", 0) and hands["r2"][2:] == (15, "r1", 0) and hands["r1"][2:] == (None, None, 0)
    kept = stored_rows(tmp_path / "apart-1.duckdb", "select prev_hand, carry from session_tables where table_name <> chr(0)")
    assert kept == [("n3", 0)]


def test_a_stored_table_keeps_the_pending_pot_between_ingests(tmp_path):
    a = tmp_path / "a.jsonl"
    a.write_text(LOST.read_text().splitlines()[0] + "\n")
    db = tmp_path / "s.duckdb"
    ingest([str(a)], db)
    assert stored_rows(db, "select prev_hand, carry from session_tables where table_name <> chr(0)") == [("r1", 15)]
    b = tmp_path / "b.jsonl"
    b.write_text(LOST.read_text().splitlines()[1] + "\n")
    first = ingest([str(b)], db)
    assert first.summary.by_code == {"wrong-amount": 1, "books-unbalanced": 1}
    again = ingest([str(b)], db)       # stored already: its stored findings, the judgment with the pot
    assert again.stored == 0 and again.summary.by_code == first.summary.by_code
    rows = stored_rows(db, "select p.amount, p.carried, p.contributions, a.correct_amount, a.recorded_amount "
                           "from pots p join awards a using (session, hand_id, pot_index) where hand_id = 'n2'")
    assert rows == [(50, 15, '{"alice":15,"bob":5,"carol":15}', 50, 35)]


def test_the_store_does_not_depend_on_jobs_with_a_redeal_at_a_chunk_boundary(tmp_path, monkeypatch):
    monkeypatch.setattr(runner, "CHUNK", 5)
    log = tmp_path / "log.jsonl"
    log.write_bytes(_simulated_log(tmp_path, seed=10, hands=300).read_bytes() + TWICE.read_bytes())
    dumps = []
    for jobs in (1, 2):
        db = tmp_path / f"j{jobs}.duckdb"
        ingest([str(log)], db, jobs=jobs)
        dumps.append(dump_database(db))
    assert dumps[0] == dumps[1]
    carried = [r for r in dumps[0]["hands"] if r[-2] is not None]
    assert len(carried) >= 4
    con = duckdb.connect(str(tmp_path / "j1.duckdb"), read_only=True)
    try:
        # the rows of a hand judged again are the judgment's: the pot with the chips carried in
        bad = con.execute("select count(*) from hands h join pots p using (session, hand_id) "
                          "where h.carried_in is not null and p.pot_index = 0 and p.carried <> h.carried_in").fetchall()
    finally:
        con.close()
    assert bad == [(0,)]


def test_explain_shows_the_carried_pot_from_the_file_and_from_the_store(tmp_path):
    hand, stored, record, carry = find_hand_and_carry("n2", file=LOST)
    assert carry == (15, "r1")
    d = explain_data(hand, None, stored, record, carry)
    assert d["pots"][0]["carried"] == 15 and d["pots"][0]["amount"] == 50
    text = render_text(d)
    assert "carried in: a pot of 15 from hand r1" in text
    assert "the main pot: 50 (from alice 15, bob 5, carol 15, 15 carried from hand r1)" in text
    assert "error wrong-amount" in text and "their share is 50" in text
    db = tmp_path / "s.duckdb"
    ingest([str(LOST)], db)
    from_store = find_hand_and_carry("n2", db=db)
    assert from_store[3] == (15, "r1")
    assert render_text(explain_data(from_store[0], None, from_store[1], None, from_store[3])).count(
        "15 carried from hand r1") == 1
    # the redeal says where its pot goes; a clean hand after it is clean in the explanation too
    hand, stored, record, carry = find_hand_and_carry("r1", file=LOST)
    assert carry is None
    assert "its pot of 15 carries to the table's next hand" in render_text(explain_data(hand, None, stored, record))
    hand, stored, record, carry = find_hand_and_carry("n2", file=WON)
    assert "No findings" in render_text(explain_data(hand, None, stored, record, carry))


def test_the_report_page_of_a_hand_after_a_redeal_shows_the_carried_pot(tmp_path):
    from audit.report import write_report
    from audit.store_rows import slug

    db = tmp_path / "r.duckdb"
    ingest([str(LOST)], db)
    write_report(db, tmp_path / "site", jobs=1)
    page = (tmp_path / "site" / "hands" / f"{slug('winner-collects-only-the-new-pot', 'n2')}.html").read_text()
    assert "15 carried from hand r1 (a redeal)" in page
    # the page replays the hand with the pot, as the ingest judged it: the correct award is 50
    awards = page[page.index('id="awards"'):]
    assert ">50<" in awards and ">35<" in awards


def test_a_rake_logged_on_a_redeal_leaves_the_pot_and_is_not_carried(tmp_path):
    # the chips the log takes out of a redealt pot (POKER.md 3: the books balance) are not the next
    # hand's: of a pot of 15 raked 1, 14 is carried, and a winner collecting 15 more is one too many
    r1, n2 = (json.loads(line) for line in WON.read_text().splitlines())
    r1["events"].append({"type": "rake", "amount": 1})
    collect = next(e for e in n2["events"] if e["type"] == "collect")
    own = collect["amount"] - 15
    path = tmp_path / "raked.jsonl"
    for carried, codes in ((14, []), (15, ["wrong-amount", "books-unbalanced"])):
        collect["amount"] = own + carried
        path.write_text(json.dumps(r1) + "\n" + json.dumps(n2) + "\n")
        found = _found(path)
        assert found["r1"] == [] and [code for code, _seq in found["n2"]] == codes


def test_explain_from_the_files_finds_the_carry_as_check_does_across_the_tables_of_the_session(tmp_path):
    # hand ids are unique within a session (FORMAT.md), at every table: a second "x1" at the
    # redeal's table is a duplicate-hand, set aside, and no hand of the chain, for explain too
    r1, n2 = (json.loads(line) for line in WON.read_text().splitlines())
    x1 = dict(n2, hand_id="x1", table="T2")
    again = dict(x1, table=r1["table"], button=r1["button"])
    path = tmp_path / "dup.jsonl"
    path.write_text("".join(json.dumps(h) + "\n" for h in (x1, r1, again, n2)))
    assert _found(path)["n2"] == []
    hand, stored, record, carry = find_hand_and_carry("n2", file=path)
    assert carry == (15, "r1")
    assert "No findings" in render_text(explain_data(hand, None, stored, record, carry))


def test_a_redeal_that_takes_out_more_than_its_pot_is_books_unbalanced_and_carries_nothing(tmp_path):
    r1, n2 = (json.loads(line) for line in WON.read_text().splitlines())
    rake = {"type": "rake", "amount": 20}          # of a pot of 15
    r1["events"].append(rake)
    path = tmp_path / "overraked.jsonl"
    path.write_text(json.dumps(r1) + "\n" + json.dumps(n2) + "\n")
    assert _found(path)["r1"] == [("books-unbalanced", len(r1["events"]) - 1)]
    (c,) = [c for c in runner.validate([str(path)], keep=True) if c.hand_id == "r1"]
    assert c.result.carries == 0


def test_several_hands_judged_again_in_one_chunk_are_stored_as_with_one_a_chunk(tmp_path, monkeypatch):
    # the rows of a chunk's hands judged again are put in place of the worker's table by table,
    # for all of them at once (store_chunk.substitute): the store is the one of one-hand chunks
    log = tmp_path / "log.jsonl"
    log.write_bytes(_simulated_log(tmp_path, seed=4, hands=400, faults=0.3).read_bytes()
                    + TWICE.read_bytes() + LOST.read_bytes())
    dumps = []
    for chunk in (1, 1000):
        monkeypatch.setattr(runner, "CHUNK", chunk)
        db = tmp_path / f"c{chunk}.duckdb"
        ingest([str(log)], db, jobs=1)
        dumps.append(dump_database(db))
    assert dumps[0] == dumps[1]
    carried = [r for r in dumps[1]["hands"] if r[-2] is not None]
    assert len(carried) >= 6         # in the one chunk of 1,000 hands
    assert any(r for r in dumps[1]["findings"] if "n2" in r)
