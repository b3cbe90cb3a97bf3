"""``handaudit --version`` is what a first-time user types to see what is installed: it prints
``handaudit`` and the installed version, exit 0 (before: "No such option: --version", exit 2)."""

from __future__ import annotations

import subprocess
import sys
from importlib.metadata import PackageNotFoundError, version


def test_version_option_prints_the_version_and_exits_0():
    p = subprocess.run([sys.executable, "-m", "audit", "--version"], capture_output=True, text=True, timeout=60)
    assert p.returncode == 0 and p.stderr == ""
    try:
        expected = version("handaudit")
    except PackageNotFoundError:
        expected = "(not installed)"
    assert p.stdout == f"handaudit {expected}\n"


def test_commands_still_run_and_no_command_still_shows_the_help():
    p = subprocess.run([sys.executable, "-m", "audit", "rules", "--format", "json"], capture_output=True,
                       text=True, timeout=60)
    assert p.returncode == 0 and p.stdout.startswith("[")
    p = subprocess.run([sys.executable, "-m", "audit"], capture_output=True, text=True, timeout=60)
    assert p.returncode == 2 and "Commands" in p.stdout + p.stderr
