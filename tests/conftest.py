"""Shared test helpers: paths to the spec and the real histories beside the checkout."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
SPEC = SHARED / "spec"
EXAMPLES = SPEC / "examples"
REAL = SHARED / "real_histories"
FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.fixture
def examples_dir() -> Path:
    if not EXAMPLES.is_dir():
        pytest.skip("../shared/spec/examples is not beside the checkout")
    return EXAMPLES
