"""``--jobs`` defaults to every core the process may use, but no more than its cgroup's CPU quota."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit import cpus
from audit.runner import default_jobs


@pytest.mark.parametrize("text, period, expected", [
    ("max 100000\n", None, None),           # v2: no limit
    ("200000 100000\n", None, 2),
    ("150000 100000\n", None, 2),           # 1.5 CPUs: two processes
    ("50000 100000\n", None, 1),            # half a CPU: still one
    ("-1\n", "100000\n", None),             # v1: no limit
    ("400000\n", "100000\n", 4),
    ("", None, None),
    ("garbage here\n", None, None),
])
def test_quota_text_gives_cpus(text, period, expected) -> None:
    assert cpus.quota_cpus(text, period) == expected


def _write(path: Path, text: str) -> None:
    path.mkdir(parents=True, exist_ok=True)
    for line in text.strip().splitlines():
        name, value = line.split("=", 1)
        (path / name).write_text(value + "\n")


def test_cgroup_v2_quota_of_the_process_cgroup(tmp_path) -> None:
    _write(tmp_path / "system.slice" / "job.scope", "cpu.max=300000 100000")
    _write(tmp_path, "cpu.max=max 100000")
    assert cpus.cgroup_cpus(tmp_path, "0::/system.slice/job.scope\n") == 3


def test_cgroup_v2_quota_of_a_parent_applies(tmp_path) -> None:
    _write(tmp_path / "outer", "cpu.max=200000 100000")
    _write(tmp_path / "outer" / "inner", "cpu.max=max 100000")
    assert cpus.cgroup_cpus(tmp_path, "0::/outer/inner\n") == 2


def test_cgroup_v1_quota(tmp_path) -> None:
    _write(tmp_path / "cpu,cpuacct" / "docker" / "abc", "cpu.cfs_quota_us=250000\ncpu.cfs_period_us=100000")
    text = "4:memory:/docker/abc\n3:cpu,cpuacct:/docker/abc\n0::/\n"
    assert cpus.cgroup_cpus(tmp_path, text) == 3


def test_cgroup_v1_container_sees_its_own_cgroup_as_the_root(tmp_path) -> None:
    # no cgroup namespace: /proc/self/cgroup names the host's path, the mount is the container's cgroup
    _write(tmp_path / "cpu", "cpu.cfs_quota_us=100000\ncpu.cfs_period_us=100000")
    assert cpus.cgroup_cpus(tmp_path, "2:cpu:/docker/abc\n") == 1


def test_no_quota_anywhere(tmp_path) -> None:
    _write(tmp_path / "cpu", "cpu.cfs_quota_us=-1\ncpu.cfs_period_us=100000")
    assert cpus.cgroup_cpus(tmp_path, "2:cpu:/\n0::/\n") is None
    assert cpus.cgroup_cpus(tmp_path / "missing", "0::/x\n") is None
    assert cpus.cgroup_cpus(tmp_path, "") is None


def test_default_jobs_is_the_affinity_capped_by_the_quota(monkeypatch) -> None:
    monkeypatch.setattr(cpus, "affinity_cpus", lambda: 64)
    monkeypatch.setattr(cpus, "cgroup_cpus", lambda: 2)
    assert default_jobs() == 2
    monkeypatch.setattr(cpus, "cgroup_cpus", lambda: None)
    assert default_jobs() == 64
    monkeypatch.setattr(cpus, "affinity_cpus", lambda: 2)
    monkeypatch.setattr(cpus, "cgroup_cpus", lambda: 8)
    assert default_jobs() == 2
