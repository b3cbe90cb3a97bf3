"""A chunk ends after CHUNK records or CHUNK_BYTES of lines.  With workers, a first chunk of
fewer than CHUNK records was taken for the whole input (checked in the parent, and nothing read
after it), so a log whose first lines are huge (an ignored field of a producer's own) lost every
hand after them with ``--jobs 2`` and not with ``--jobs 1`` (review of session 58)."""

from __future__ import annotations

import json

import audit.runner as runner
from audit.runner import validate

from .conftest import EXAMPLES


def test_every_hand_after_a_first_chunk_cut_by_size_is_checked(tmp_path, monkeypatch):
    hand = json.loads((EXAMPLES / "draw-split-pot.jsonl").read_text().splitlines()[0])
    lines = []
    for k in range(5):
        h = dict(hand, hand_id=f"big-{k}", pad="a" * 2000)
        lines.append(json.dumps(h))
    lines.append(json.dumps(dict(hand, hand_id="after", seats="oops")))     # malformed
    path = tmp_path / "big.jsonl"
    path.write_text("\n".join(lines) + "\n")
    monkeypatch.setattr(runner, "CHUNK_BYTES", 3000)      # each huge line makes a chunk of its own
    one = [(c.hand_id, [f.code for f in c.findings]) for c in validate([str(path)], jobs=1)]
    two = [(c.hand_id, [f.code for f in c.findings]) for c in validate([str(path)], jobs=2)]
    assert len(one) == 6 and one[-1] == ("after", ["malformed"])
    assert two == one
