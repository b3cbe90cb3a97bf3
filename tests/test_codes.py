"""Every finding code is declared once, matches CODES.md, and has a fixture that triggers it."""

from __future__ import annotations

import re

import msgspec
import pytest

from audit.codes import CODES, SEVERITIES
from audit.runner import validate

from .conftest import FIXTURES, SPEC

CODE_FIXTURES = FIXTURES / "codes"


def _spec_codes() -> set[str]:
    text = (SPEC / "CODES.md").read_text(encoding="utf-8")
    return set(re.findall(r"^\| `([a-z-]+)` \|", text, re.M))


def test_every_code_of_codes_md_is_declared_with_its_exact_name():
    if not (SPEC / "CODES.md").exists():
        pytest.skip("spec not beside the checkout")
    missing = _spec_codes() - set(CODES)
    assert not missing, f"codes of CODES.md not declared: {sorted(missing)}"


def test_every_code_has_severity_explanation_and_example():
    for code in CODES.values():
        assert code.severity in SEVERITIES
        assert re.fullmatch(r"[a-z]+(-[a-z]+)*", code.name)
        assert code.when and code.why and code.example


def _expectations(path):
    """(line, [(code, seq)]) for each native hand that states what it must trigger."""
    out = []
    if not path.name.endswith(".jsonl"):
        return out
    for n, raw in enumerate(path.read_bytes().splitlines(), 1):
        try:
            obj = msgspec.json.decode(raw)
        except msgspec.DecodeError:
            continue
        if isinstance(obj, dict) and isinstance(obj.get("expect"), list):
            out.append((n, [(e["code"], e.get("seq")) for e in obj["expect"]]))
    return out


@pytest.mark.parametrize("code", sorted(set(CODES) - {"internal-error"}))
def test_code_fixture_triggers_code(code):
    files = sorted(CODE_FIXTURES.glob(f"{code}.*"))
    assert files, f"no fixture tests/fixtures/codes/{code}.* for {code}"
    checked = list(validate([str(f) for f in files]))
    found = {(c.file, c.line): {(f.code, f.seq) for f in c.findings} for c in checked}
    assert any(code == fc for codes in found.values() for fc, _ in codes), f"{code} not reported by its fixture"
    for f in files:
        for line, expected in _expectations(f):
            got = found.get((str(f), line), set())
            for exp in expected:
                assert exp in got, f"{f.name}:{line} should report {exp}, got {sorted(got, key=str)}"


def test_internal_error_sets_the_hand_aside_and_the_others_go_on(monkeypatch):
    import audit.runner as runner

    calls = []

    def broken(hand, defaults=None, carry=0):
        calls.append(hand.hand_id)
        if len(calls) == 1:
            raise ZeroDivisionError("division by zero")
        return real(hand, defaults, carry)

    real = runner.replay
    monkeypatch.setattr(runner, "replay", broken)
    checked = [c for c in validate([str(FIXTURES / "garbage.jsonl")]) if c.game]
    assert [f.code for f in checked[0].findings] == ["internal-error"]
    assert "ZeroDivisionError" in checked[0].findings[0].message
    assert checked[-1].findings == [] and checked[-1].hand_id == "good-2"
