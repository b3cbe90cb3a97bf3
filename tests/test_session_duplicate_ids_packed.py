"""duplicate-hand stays exact when the hand ids seen are packed into arrays (audit/seen_ids.py
``Packed``), alone and with ids moved to disk: it answers exactly as one plain dictionary of every
(group, id) would, with few ids (so that they come back, after being packed and after moving to
disk), at every PACK and limit, and with hashes made to collide."""

from __future__ import annotations

import builtins

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from audit import seen_ids
from audit.seen_ids import Packed, SeenIds
from audit.session import HandFacts, SessionChecker, group_key

from .session_chunks import answers_of


def _facts(session: str | None, hand_id: str, digest: int, file: str = "f.jsonl") -> HandFacts:
    return HandFacts(file, hand_id, session, None, None, digest, [], {})


def _answers(chunks: list[list[HandFacts]], id_limit: int | None = None) -> tuple[list, int]:
    checker = SessionChecker(id_limit)
    try:
        return answers_of(checker, chunks, messages=True), len(checker.seen.packed)
    finally:
        checker.close()


def _reference(chunks: list[list[HandFacts]]) -> list:
    seen: dict[tuple[str, str], int] = {}
    out: list = []
    for chunk in chunks:
        for f in chunk:
            key = (group_key(f.session, f.file), f.hand_id)
            if key not in seen:
                seen[key] = f.digest
                out.append(False)
            else:
                out.append(True if seen[key] == f.digest else "duplicate-hand")
    return out


hands = st.lists(st.tuples(st.sampled_from([None, "s", "\0s", "sé"]), st.sampled_from(["f", "g"]),
                           st.sampled_from(["", "h", "é", "\0"]), st.integers(0, 6),
                           st.sampled_from([0, -1, 1, 2**63 - 1, -2**63])),
                 max_size=150)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(hands, st.lists(st.integers(0, 12), min_size=1).filter(any), st.integers(0, 7),
       st.sampled_from([None, 0, 2, 5, 9, 20, 45]), st.sampled_from([None, 3, 1]))
def test_packed_ids_answer_as_one_dictionary(monkeypatch_pack, seq, sizes, pack, limit, buckets) -> None:
    facts = [HandFacts(f, p + ("" if i == 6 else str(i)), s, None, None, d, [], {}) for s, f, p, i, d in seq]
    chunks, at, k = [], 0, 0
    while at < len(facts):
        size = sizes[k % len(sizes)]
        chunks.append(facts[at:at + size])
        at, k = at + size, k + 1
    monkeypatch_pack(pack)
    if buckets is not None:         # few hashes: most pairs collide
        seen_ids.hash = lambda s: builtins.hash(s) % buckets if buckets > 1 else 0
    checker = SessionChecker(limit)
    try:
        assert answers_of(checker, chunks) == _reference(chunks)
    finally:
        checker.close()
        if buckets is not None:
            del seen_ids.hash


def test_a_long_input_packs_its_ids_and_still_knows_each(monkeypatch) -> None:
    monkeypatch.setattr(seen_ids, "PACK", 10)
    chunks = [[_facts("s", f"h{k}-{i}", k) for i in range(10)] for k in range(6)]
    chunks.append([_facts("s", "h0-3", 0), _facts("s", "h1-4", 99), _facts(None, "h1-4", 1),
                   _facts("s", "h5-9", 5)])
    answers, packed = _answers(chunks)
    assert packed == 60                                          # all six chunks' ids
    assert answers[:60] == [False] * 60
    assert answers[60] is True                                   # the same hand again: a repeat
    assert answers[61][0] == "duplicate-hand"                    # other content under a packed id
    assert answers[62] is False                                  # the same id in another group
    assert answers[63] is True                                   # the last id packed


class _SameHash(str):
    """An id whose pairs all hash alike: two different ids meet at one hash."""

    def __hash__(self) -> int:
        return 7


def test_ids_with_the_same_hash_are_told_apart_by_their_bytes() -> None:
    packed = Packed()
    packed.add({"s": {_SameHash("a"): 1, _SameHash("b"): 2}, "t": {_SameHash("a"): 3}})
    assert len(set(packed.hashes.tolist())) == 2             # s/a and s/b share one
    asked = [("s", _SameHash("b")), ("t", _SameHash("a")), ("s", _SameHash("c")), ("u", _SameHash("a"))]
    assert sorted(packed.find(asked)) == [("s", "b", 2), ("t", "a", 3)]


def test_one_id_in_two_groups_with_the_same_hash_is_told_apart_by_its_group() -> None:
    packed = Packed()
    packed.add({_SameHash("s"): {_SameHash("a"): 1}, _SameHash("t"): {_SameHash("a"): 3}})
    assert len(set(packed.hashes.tolist())) == 1
    assert list(packed.find([(_SameHash("t"), _SameHash("a"))])) == [("t", "a", 3)]
    assert list(packed.find([(_SameHash("s"), _SameHash("a"))])) == [("s", "a", 1)]


def test_packed_ids_move_to_disk_whole_beyond_the_limit(monkeypatch) -> None:
    monkeypatch.setattr(seen_ids, "PACK", 4)
    seen = SeenIds(limit=12)
    try:
        for k in range(3):
            assert seen.get("s", f"h{k}-0") is None
            for i in range(4):
                seen.add("s", f"h{k}-{i}", 10 * k + i)
            seen.spill_if_full()
        assert len(seen.packed) == 12 and not seen.disk.opened
        seen.add("s", "x", 5)                   # 13 ids: over the limit
        assert seen.spill_if_full()
        assert seen.disk.opened and len(seen.packed) == 0 and seen.n == 0
        seen.recall([("s", "h0-1"), ("s", "h2-3"), ("s", "x"), ("s", "y")])
        assert [seen.get("s", h) for h in ("h0-1", "h2-3", "x", "y")] == [1, 23, 5, None]
    finally:
        seen.close()
