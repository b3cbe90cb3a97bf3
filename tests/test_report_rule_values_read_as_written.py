"""The hand page lists the hand's rules as JSON text, escaped as every untrusted text is: a rule
value's ``<``, ``&`` or ``é`` reads as written (as ``explain`` shows it), not as the ``\\u``
escapes JSON uses inside a script (review of session 57: ``house="Caf\\u00e9 \\u003cNord..."``)."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_cli_check import run


def test_a_rule_value_with_markup_and_accents_reads_as_written_and_escaped(tmp_path):
    hand = json.loads((FIXTURES / "codes" / "wrong-amount.jsonl").read_text().splitlines()[0])
    hand.pop("expect", None)
    hand["rules"]["house"] = "Café <Nord> & Süd"
    log = tmp_path / "h.jsonl"
    log.write_text(json.dumps(hand, ensure_ascii=False) + "\n", encoding="utf-8")
    out = tmp_path / "site"
    run("audit", str(log), "--db", str(tmp_path / "s.duckdb"), "--out", str(out))
    [page] = list((out / "hands").glob("*.html"))
    text = page.read_text(encoding="utf-8")
    assert "<code>house=&#34;Café &lt;Nord&gt; &amp; Süd&#34;</code>" in text
    assert "\\u00e9" not in text and "\\u003c" not in text and "<Nord>" not in text
