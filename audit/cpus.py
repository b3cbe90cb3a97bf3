"""How many processes ``--jobs`` starts by default: the cores this process may use.

Every core the process may run on (its CPU affinity), but no more than its control
group's CPU quota allows: in a container limited to 2 CPUs on a 64-core host, the
affinity still lists 64 cores, and 64 workers would share two CPUs' worth of time
(and each hold its own memory).  The quota is read as Linux publishes it:

* cgroup v2: ``cpu.max`` (``"<quota> <period>"`` in microseconds, or ``"max ..."``:
  no limit);
* cgroup v1: ``cpu.cfs_quota_us`` (``-1``: no limit) and ``cpu.cfs_period_us``;

in the process's own cgroup (``/proc/self/cgroup``) and every cgroup above it (a limit
on a parent applies too), wherever the hierarchy is mounted under ``/sys/fs/cgroup``.
A quota of 1.5 CPUs allows 2 processes (rounded up).  Where none of this exists (other
systems, no quota), the affinity alone counts.
"""

from __future__ import annotations

import math
import os
from pathlib import Path

CGROUP_ROOT = Path("/sys/fs/cgroup")


def quota_cpus(quota: str, period: str | None = None) -> int | None:
    """CPUs allowed by a quota as a cgroup file states it (``cpu.max``'s text, or v1's quota
    and period); ``None``: no limit, or nothing readable."""
    parts = quota.split()
    if not parts or parts[0] == "max":
        return None
    if period is None:
        if len(parts) < 2:
            return None
        period = parts[1]
    try:
        q, p = int(parts[0]), int(period.strip())
    except ValueError:
        return None
    if q <= 0 or p <= 0:
        return None
    return max(1, math.ceil(q / p))


def _read(path: Path) -> str | None:
    try:
        return path.read_text()
    except (OSError, UnicodeDecodeError):
        return None


def _ancestry(path: str) -> list[str]:
    """``/a/b`` -> ``["a/b", "a", ""]``: a cgroup and every one above it, relative to the root."""
    parts = [p for p in path.split("/") if p]
    return ["/".join(parts[:i]) for i in range(len(parts), -1, -1)]


def _dir_cpus(folder: Path) -> int | None:
    """The quota a cgroup's folder states: v2's ``cpu.max``, else v1's quota and period."""
    text = _read(folder / "cpu.max")
    if text is not None:
        return quota_cpus(text)
    quota, period = _read(folder / "cpu.cfs_quota_us"), _read(folder / "cpu.cfs_period_us")
    return quota_cpus(quota, period) if quota is not None and period is not None else None


def cgroup_cpus(root: Path = CGROUP_ROOT, self_cgroup: str | None = None) -> int | None:
    """The smallest CPU quota over this process's cgroups (v2 and v1), rounded up; ``None``: none.

    ``self_cgroup``: the text of ``/proc/self/cgroup`` (read when not given)."""
    text = self_cgroup if self_cgroup is not None else _read(Path("/proc/self/cgroup"))
    if not text:
        return None
    found: list[int] = []
    for line in text.splitlines():
        fields = line.split(":", 2)
        if len(fields) != 3:
            continue
        _, controllers, path = fields
        if controllers == "":                           # v2: the unified hierarchy
            mounts = [root, root / "unified"]
        elif "cpu" in controllers.split(","):           # v1: the cpu controller's hierarchy
            mounts = [root / name for name in sorted({controllers, "cpu", "cpu,cpuacct", "cpuacct,cpu"})]
        else:
            continue
        for mount in mounts:
            for rel in _ancestry(path):
                n = _dir_cpus(mount / rel)
                if n is not None:
                    found.append(n)
    return min(found) if found else None


def affinity_cpus() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def available_cpus() -> int:
    """The default number of jobs: the cores of the affinity, at most the cgroup's quota."""
    cores = affinity_cpus()
    quota = cgroup_cpus()
    return min(cores, quota) if quota is not None else cores
