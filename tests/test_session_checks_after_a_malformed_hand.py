"""A hand set aside as malformed breaks its table's chain (FORMAT.md: the hand is set aside): the
next hand of that session and table cannot be checked against the malformed hand's end, nor
against the hand before it, so it gets no stack-mismatch or button-not-rotated from the gap."""

from __future__ import annotations

import json

from audit.runner import validate
from audit.simulate import simulate


def _session(tmp_path, spoil) -> list:
    hands = list(simulate("stud", 4, players=4, seed=11))
    lines = [json.dumps(h) for h in hands]
    lines[1] = spoil(hands[1])
    path = tmp_path / "session.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return [(c.hand_id, [f.code for f in c.findings]) for c in validate([str(path)])]


def test_the_hand_after_a_malformed_one_is_not_checked_against_the_hand_before_it(tmp_path):
    def unknown_event(h):
        h = dict(h, events=h["events"][:3] + [{"type": "frobnicate"}] + h["events"][3:])
        return json.dumps(h)

    found = _session(tmp_path, unknown_event)
    assert [codes for _, codes in found] == [[], ["malformed"], [], []]


def test_a_bad_rule_option_sets_the_hand_aside_the_same_way(tmp_path):
    def bad_option(h):
        return json.dumps(dict(h, rules={**h["rules"], "betting": "no-such-structure"}))

    found = _session(tmp_path, bad_option)
    assert [codes for _, codes in found] == [[], ["malformed"], [], []]


def test_a_record_that_names_no_session_breaks_every_chain_of_its_file(tmp_path):
    # nothing says which table the broken record belonged to: it may have been a hand of any table
    # of the file's sessions (this one was: checked across it, the next hand got a stack-mismatch
    # and a button-not-rotated it does not deserve; review of session 59)
    found = _session(tmp_path, lambda h: "{not json")
    assert [codes for _, codes in found] == [[], ["malformed"], [], []]


def test_a_byte_that_is_not_utf8_sets_the_hand_aside_with_its_keys(tmp_path):
    # a player's name with a Latin-1 byte: the record is malformed, but its hand id, session and
    # table are plain, so it breaks its table's chain as any other malformed hand does
    hands = list(simulate("stud", 4, players=4, seed=11))
    lines = [json.dumps(h).encode() for h in hands]
    name = hands[1]["seats"][0]["player"]
    lines[1] = lines[1].replace(json.dumps(name).encode(), b'"' + name.encode() + b'\xe9"')
    path = tmp_path / "session.jsonl"
    path.write_bytes(b"\n".join(lines) + b"\n")
    found = [(c.hand_id, [f.code for f in c.findings]) for c in validate([str(path)])]
    assert found == [(h["hand_id"], ["malformed"] if k == 1 else []) for k, h in enumerate(hands)]


def test_a_record_cut_off_after_its_session_and_table_breaks_their_chain(tmp_path):
    # a line cut short (a writer that died): no JSON, but it begins with its session, table and
    # hand id, so the next hand is not checked across the gap either
    hands = list(simulate("stud", 4, players=4, seed=11))
    first = {k: hands[1][k] for k in ("session", "table", "hand_id")}
    head = {**first, **{k: v for k, v in hands[1].items() if k not in first}}
    text = json.dumps(head)
    lines = [json.dumps(h) for h in hands]
    lines[1] = text[:len(text) // 2]
    path = tmp_path / "session.jsonl"
    path.write_text("\n".join(lines) + "\n")
    found = [(c.hand_id, [f.code for f in c.findings]) for c in validate([str(path)])]
    assert found == [(h["hand_id"], ["malformed"] if k == 1 else []) for k, h in enumerate(hands)]


def test_only_the_plain_fields_a_cut_off_record_begins_with_are_read():
    from audit.readers import KEYS_READ, SESSION_UNREAD, TABLE_UNREAD
    from audit.readers.native import _keys_of

    assert _keys_of(b'{"session": "s\\"1", "table": "T1", "hand_id": "h5", "n": 3, "rules": {"x') == \
        ("h5", 's"1', "T1", None, KEYS_READ)
    # a session inside rules, or after the first nested value, is not taken for the record's: the
    # record's own may come later (it may be a hand of any session of the file)
    assert _keys_of(b'{"rules": {"session": "x"}, "session": "s", "hand_id": "h') == \
        (None, None, None, None, SESSION_UNREAD)
    assert _keys_of(b'["session", "s"') == (None, None, None, None, KEYS_READ)
    # cut after the session, before the table: a hand of any table of the session
    assert _keys_of(b'{"hand_id": "h2", "session": "S", "tab') == ("h2", "S", None, None, TABLE_UNREAD)
    # whole, but a field of another type: not known; left out: none
    assert _keys_of(b'{"hand_id": "h2", "session": "S", "table": 1}') == ("h2", "S", None, None, TABLE_UNREAD)
    assert _keys_of(b'{"hand_id": "h2", "session": 5, "table": "T"}') == ("h2", None, "T", None, SESSION_UNREAD)
    assert _keys_of(b'{"hand_id": "h2", "session": "S", "events": 3}') == ("h2", "S", None, None, KEYS_READ)
