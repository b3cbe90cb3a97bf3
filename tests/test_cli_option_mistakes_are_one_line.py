"""A mistake the argument parser finds (an option's value out of range or of the wrong type, an
unknown option or command, a missing argument) is a usage error like handaudit's own: one line
naming the help to read, exit 2 (CLI.md: "2 for a usage or I/O problem ... with a one-line message
and no traceback"), not the parser's framed box of six lines."""

from __future__ import annotations

import subprocess
import sys

import pytest

from .conftest import ROOT

LOG = str(ROOT / "sample_histories" / "draw-faults.jsonl")


@pytest.mark.parametrize("args, says", [
    (["check", LOG, "--jobs", "0"], "handaudit: Invalid value for '--jobs' / '-j': Input should be greater than "
                                    "or equal to 1 (see '"),
    (["check", LOG, "--jobs", "abc"], "Input should be a valid integer"),
    (["check", LOG, "--foo"], "handaudit: No such option: --foo"),
    (["check"], "handaudit: Missing argument 'paths'. (see '"),
    (["bogus"], "handaudit: No such command 'bogus'. (see '"),
    (["simulate", "--game", "draw", "--hands", "0", "-o", "x.jsonl"], "Invalid value for '--hands'"),
    (["simulate", "--game", "draw", "--hands", "5", "--faults", "1.5", "-o", "x.jsonl"], "Invalid value for '--faults'"),
    # nan and inf are floats to Python but no share of hands (before, nan was "less than or equal to
    # 1", inf the same, as the range check read them)
    (["simulate", "--game", "draw", "--hands", "5", "--faults", "nan", "-o", "x.jsonl"],
     "Invalid value for '--faults': 'nan': a share of hands is a number from 0 to 1"),
    (["simulate", "--game", "draw", "--hands", "5", "--faults", "inf", "-o", "x.jsonl"],
     "Invalid value for '--faults': 'inf': a share of hands is a number from 0 to 1"),
    (["simulate", "--game", "draw", "--hands", "5", "--faults", "some", "-o", "x.jsonl"],
     "Invalid value for '--faults': 'some' is not a number"),
    # the report is a folder of pages: --out - cannot be the standard output (before, a folder named
    # - was made, the test's empty folder below says it no longer is)
    (["report", "--db", "x.duckdb", "--out", "-"], "Invalid value for '--out' / '-o': '-' is the standard "
                                                   "output, but the report is a folder of pages"),
    (["audit", LOG, "--db", "x.duckdb", "--out", "-"], "the report is a folder of pages"),
])
def test_an_option_mistake_is_one_line_and_exit_2(tmp_path, args, says):
    p = subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=120,
                       cwd=tmp_path)
    assert p.returncode == 2, p.stderr
    assert p.stdout == "" and p.stderr.count("\n") == 1 and p.stderr.startswith("handaudit: "), p.stderr
    assert says in p.stderr and p.stderr.endswith(" -h')\n")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("args, help_of", [
    (["check", LOG, "--jobs"], "python -m audit check"),
    (["stats", "--db"], "python -m audit stats"),
    (["--nosuch"], "python -m audit"),
])
def test_an_option_missing_its_value_names_the_commands_help(args, help_of):
    # the parser raises it with no context: the command is the command line's, under the program's
    # name as the parser gives it with one (here ``python -m audit``; review of session 67: it named
    # the program's help alone)
    p = subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=120)
    assert p.returncode == 2 and p.stderr.count("\n") == 1, p.stderr
    assert p.stderr.endswith(f"(see '{help_of} -h')\n"), p.stderr


def test_no_command_shows_the_help():
    p = subprocess.run([sys.executable, "-m", "audit"], capture_output=True, text=True, timeout=120)
    assert p.returncode == 2 and "Usage: " in p.stdout and "Commands" in p.stdout and "Error" not in p.stdout


@pytest.mark.parametrize("args, says", [
    (["check", LOG, "--format", "\x1b[2J"], "handaudit: --format must be text or json, not '\\x1b[2J'\n"),
    (["stats", "--db", "DB", "--game", "\x1b[2J\n"], "not '\\x1b[2J\\x0a'\n"),
])
def test_a_value_named_in_a_message_is_escaped_once(tmp_path, args, says):
    # the terminal's escapes of the value, as for any shown text: \x1b, not \\x1b
    args = [str(tmp_path / "x.duckdb") if a == "DB" else a for a in args]
    if "stats" in args:
        subprocess.run([sys.executable, "-m", "audit", "ingest", LOG, "--db", args[2]], capture_output=True, timeout=300)
    p = subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=120)
    assert p.returncode == 2 and p.stderr.endswith(says), p.stderr

