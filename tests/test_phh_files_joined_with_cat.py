"""README: `.phh` files joined with `cat` read like the files apart, cut at each `variant`
statement, also one run on after the last line of a file without a final line feed (the WSOP
files have none), and keys written before `variant` that the hand before already has go with
the next hand."""

from __future__ import annotations

from audit.runner import validate

from .conftest import REAL

PHH = sorted((REAL / "phh").glob("*.phh"))


def _hands(path) -> list[tuple]:
    return [(c.hand_id, c.error, [f.code for f in c.findings],
             None if c.hand is None else [s.stack for s in c.hand.seats]) for c in validate([str(path)], keep=True)]


def test_real_files_without_a_final_line_feed_joined_with_cat_read_like_the_files_apart(tmp_path):
    assert all(not p.read_bytes().endswith(b"\n") for p in PHH)
    joined = tmp_path / "joined.phh"
    joined.write_bytes(b"".join(p.read_bytes() for p in PHH))
    apart = [h for p in PHH for h in _hands(p)]
    together = _hands(joined)
    assert len(together) == len(PHH) == 4
    assert [h[1:] for h in together] == [h[1:] for h in apart]
    assert all(h[1] is None and h[2] == [] for h in together)


def test_a_key_written_before_variant_goes_with_the_next_hand_when_the_hand_before_has_it(tmp_path):
    texts = []
    for n, p in enumerate(PHH[:2], 7):
        body = p.read_text()
        body = "\n".join(line for line in body.splitlines() if not line.startswith("hand ="))
        texts.append(f"hand = {n}\n{body}\n")
    joined = tmp_path / "joined.phh"
    joined.write_text("".join(texts))
    hands = _hands(joined)
    assert [(h[0], h[1], h[2]) for h in hands] == [("7", None, []), ("8", None, [])]
    assert [h[3] for h in hands] == [h[3] for p in PHH[:2] for h in _hands(p)]


def test_keys_run_on_lines_above_variant_and_files_ending_in_a_comment_or_an_inline_table(tmp_path):
    """The first file ends without a line feed: after `table = 'T'`, the next beginning with
    `table` and `hand` before its `variant`; after an inline table or a comment, the next
    beginning with its `variant`."""
    a, b = PHH[0].read_text().rstrip("\n"), PHH[1].read_text().rstrip("\n")
    b_head = "table = 'T'\nhand = 6\n" + "\n".join(x for x in b.splitlines() if not x.startswith("hand ="))
    for ending, rest, want in (("\ntable = 'T'", b_head, ["T-5", "T-6"]),
                               ("\n_source = {site = 'wsop'}", b, ["5", "6"]),
                               ("\n  # chips after the hand", b, ["5", "6"])):
        joined = tmp_path / "joined.phh"
        joined.write_text(a + ending + rest)
        hands = _hands(joined)
        assert [(h[0], h[1], h[2]) for h in hands] == [(w, None, []) for w in want], ending
