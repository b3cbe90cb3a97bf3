"""A value from the log or the command line named in a message (a hand id, a player, a session, a
card) is quoted as it is and escaped once, where the message is shown (audit.untrusted): ``repr``
escaped it a first time, so a control character showed as ``\\\\x1b`` in the terminal, a
backslash doubled twice, and the stored message held the escape, not the name."""

from __future__ import annotations

import json
import subprocess
import sys

from audit.readers.native import parse_line
from audit.untrusted import for_terminal, quoted


def _run(tmp_path, *args):
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True,
                          timeout=120, cwd=tmp_path)


def test_quoted_names_a_string_as_it_is_and_a_json_value_in_the_logs_spelling():
    assert quoted("a\x1bb") == "'a\x1bb'"
    assert quoted("Hold'em") == '"Hold\'em"'
    assert quoted(5) == "5" and quoted(None) == "null" and quoted(["x"]) == '["x"]' and quoted(False) == "false"


def test_a_hand_id_with_a_control_character_is_escaped_once_on_the_terminal(tmp_path):
    log = tmp_path / "x.jsonl"
    log.write_text("")
    p = _run(tmp_path, "explain", "x\x1by", "--file", str(log))
    assert p.returncode == 2
    assert "no hand 'x\\x1by' in " in p.stderr, p.stderr
    assert "\\\\x1b" not in p.stderr and "\x1b" not in p.stderr


def test_a_player_who_sits_twice_is_named_as_logged_in_the_finding():
    hand = {"format": "handaudit/1", "game": "tonk", "hand_id": "t1", "rules": {"stake": 1},
            "seats": [{"seat": 1, "player": "a\\\\b\u202e", "stack": 10},
                      {"seat": 2, "player": "a\\\\b\u202e", "stack": 10}],
            "events": []}
    found, error = parse_line(json.dumps(hand).encode())
    assert found is None
    assert "player 'a\\\\b\u202e' sits twice" in error
    # shown escaped once (the mark as an escape, a backslash that could start one doubled), as the name
    # alone is; repr had made the name's two backslashes four, and its mark an escape, before that
    assert f"player '{for_terminal('a' + chr(92) * 2 + 'b' + chr(0x202e))}' sits twice" in for_terminal(error)
    assert "player 'a\\\\\\b\\u202e' sits twice" in for_terminal(error)
