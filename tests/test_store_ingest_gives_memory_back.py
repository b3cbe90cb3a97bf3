"""ingest ends by giving the memory it freed back (audit/store.py ``_give_back_memory``): glibc's
malloc_trim where there is one, and never an error where there is not."""

from __future__ import annotations

import ctypes

import pytest

from audit import store


def _refuse(name):
    raise TypeError("argument of type 'NoneType' is not iterable")     # Windows' CDLL(None)


def test_no_c_library_call_off_linux(monkeypatch) -> None:
    monkeypatch.setattr(store.sys, "platform", "win32")
    monkeypatch.setattr(ctypes, "CDLL", _refuse)
    store._give_back_memory()


class _Musl:
    """A C library without malloc_trim."""


def _missing(name):
    raise OSError("no such library")


@pytest.mark.parametrize("cdll", [lambda name: _Musl(), _missing], ids=["no-malloc_trim", "no-library"])
def test_a_linux_c_library_without_malloc_trim_is_no_error(monkeypatch, cdll) -> None:
    monkeypatch.setattr(store.sys, "platform", "linux")
    monkeypatch.setattr(ctypes, "CDLL", cdll)
    store._give_back_memory()


def test_malloc_trim_is_called_on_linux(monkeypatch) -> None:
    calls = []

    class Glibc:
        def malloc_trim(self, pad):
            calls.append(pad)
            return 1
    monkeypatch.setattr(store.sys, "platform", "linux")
    monkeypatch.setattr(ctypes, "CDLL", lambda name: Glibc())
    store._give_back_memory()
    assert calls == [0]
