"""`handaudit explain` for a floor person: the splits after the rake, every stored finding of the
hand (those of the checks across hands too), the exit status of CLI.md, the rules in force."""

from __future__ import annotations

import json

from .conftest import EXAMPLES, FIXTURES
from .test_cli_check import run


def _split_pot_with_rake(tmp_path):
    """The spec's split-pot example with 1 chip raked: 36 each instead of 37 and 36."""
    hand = json.loads((EXAMPLES / "draw-split-pot.jsonl").read_text().splitlines()[0])
    hand["hand_id"] = "split-rake"
    events = [e for e in hand["events"] if e["type"] != "collect"]
    events += [{"type": "rake", "amount": 1}, {"type": "collect", "player": "carol", "amount": 36},
               {"type": "collect", "player": "bob", "amount": 36}]
    hand["events"] = events
    path = tmp_path / "rake.jsonl"
    path.write_text(json.dumps(hand) + "\n")
    return path


def test_split_is_shown_after_the_rake_without_a_false_odd_chip(examples_dir, tmp_path):
    path = _split_pot_with_rake(tmp_path)
    assert run("check", str(path)).returncode == 0
    p = run("explain", "split-rake", "--file", str(path))
    assert p.returncode == 0, p.stderr
    line = next(x for x in p.stdout.splitlines() if "split 2 ways" in x)
    assert "less 1 rake" in line and "carol 36" in line and "bob 36" in line and "odd chip" not in line


def _session_with_a_stack_mismatch(tmp_path):
    lines = (FIXTURES / "codes" / "stack-mismatch.jsonl").read_text().splitlines()
    path = tmp_path / "session.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_stored_findings_of_the_checks_across_hands_are_shown_and_exit_1(tmp_path):
    path = _session_with_a_stack_mismatch(tmp_path)
    doc = json.loads(run("check", str(path), "--format", "json").stdout)
    mismatch = next(f for f in doc["findings"] if f["code"] == "stack-mismatch")
    db = tmp_path / "s.duckdb"
    run("ingest", str(path), "--db", str(db))
    p = run("explain", mismatch["hand_id"], "--db", str(db))
    assert p.returncode == 1, p.stdout + p.stderr
    assert "stack-mismatch" in p.stdout and "No findings" not in p.stdout
    # read from the file, the checks across the hands of the session in it up to the hand are made
    # too, as check makes them: the same finding, the same exit status
    q = run("explain", mismatch["hand_id"], "--file", str(path))
    assert q.returncode == 1, q.stdout + q.stderr
    assert "error stack-mismatch" in q.stdout and "No findings" not in q.stdout


def test_explain_shows_the_rules_given_with_rules(examples_dir, tmp_path):
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"short_big_blind": "posted"}))
    p = run("explain", "draw-split-1", "--file", str(examples_dir / "draw-split-pot.jsonl"), "--rules", str(rules))
    assert p.returncode == 0, p.stderr
    assert "short_big_blind=posted" in p.stdout.splitlines()[1]


def test_rules_with_a_stored_hand_is_refused(examples_dir, tmp_path):
    # review 54: a stored hand replayed under other rules kept its stored findings, made under its
    # own: "1 finding" and exit 1 beside a settlement the replay found right
    db = tmp_path / "x.duckdb"
    assert run("ingest", str(examples_dir / "draw-split-pot.jsonl"), "--db", str(db)).returncode == 0
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"odd_chip": "high_card"}))
    p = run("explain", "draw-split-1", "--db", str(db), "--rules", str(rules))
    assert p.returncode == 2 and "Traceback" not in p.stderr
    assert "--rules applies to hands read with --file" in p.stderr and len(p.stderr.strip().splitlines()) == 1


def test_a_duckdb_file_that_is_not_a_store_is_exit_2_and_leaves_the_report_folder(tmp_path):
    import duckdb

    empty, other = tmp_path / "empty.duckdb", tmp_path / "other.duckdb"
    duckdb.connect(str(empty)).close()
    con = duckdb.connect(str(other))
    con.execute("CREATE TABLE t (x INTEGER)")
    con.close()
    out = tmp_path / "report"
    out.mkdir()
    (out / "hands").mkdir()
    kept = out / "hands" / "h0000.html"
    kept.write_text("an earlier report")
    for db in (empty, other):
        for args in (["stats", "--db", str(db)], ["report", "--db", str(db), "--out", str(out)],
                     ["explain", "x", "--db", str(db)]):
            p = run(*args)
            assert p.returncode == 2 and "Traceback" not in p.stderr, (args, p.stderr)
            assert "not a handaudit database" in p.stderr
    # someone else's database is not written into either
    p = run("ingest", str(EXAMPLES), "--db", str(other))
    assert p.returncode == 2 and "not a handaudit database" in p.stderr
    assert kept.read_text() == "an earlier report"


def test_pot_and_stacks_after_the_payout_events(examples_dir):
    from audit.explain import explain_data
    from audit.readers import read_paths

    for path in sorted(examples_dir.glob("*.jsonl")):
        for rec in read_paths([str(path)]):
            if rec.hand is None or rec.hand.game not in ("draw", "stud", "palace"):
                continue
            d = explain_data(rec.hand)
            last = d["steps"][-1]
            # after the last collect the pot is empty and every stack is the player's end stack
            assert last["pot"] == 0, (path.name, last)
            assert last["stacks"] == {p["player"]: p["end"] for p in d["players"]}, path.name


def test_a_hand_set_aside_as_malformed_is_named_so(tmp_path):
    db = tmp_path / "q.duckdb"
    run("ingest", str(FIXTURES / "codes" / "malformed.jsonl"), "--db", str(db))
    p = run("explain", "bad-card", "--db", str(db))
    # a malformed hand is a finding of severity malformed (CLI.md: exit 1, as check gives)
    assert p.returncode == 1 and p.stderr == ""
    assert p.stdout.startswith("malformed: hand 'bad-card' (") and p.stdout.count("\n") == 1
    assert "set aside as malformed" in p.stdout and "unknown card '1x'" in p.stdout
