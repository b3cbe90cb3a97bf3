"""The profile-guided build's training (setup.py runs audit/simulate/training.py with the
instrumented modules): it must check every simulated hand of the four games and build their
store rows, the paths `check`, `ingest` and `audit` take, or the build falls back to no profile."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from audit.simulate import training

ROOT = Path(__file__).resolve().parents[1]


def test_training_checks_and_builds_rows_for_every_simulated_hand_of_the_four_games():
    assert training.GAMES == ("draw", "stud", "palace", "tonk")
    assert training.train(12) == 48


def test_training_runs_as_setup_py_runs_it(tmp_path):
    # the command line of setup.py's OptionalCythonBuild._profile_guided, from another folder
    out = subprocess.run([sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]); "
                          "from audit.simulate.training import main; main(['5'])", str(ROOT)],
                         cwd=tmp_path, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "checked 20 simulated hands"


def test_setup_py_runs_the_training_the_test_runs():
    assert "from audit.simulate.training import main; main([])" in (ROOT / "setup.py").read_text()
