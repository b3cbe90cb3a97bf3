"""The ``.pxd`` files beside some modules (setup.py compiles those classes as extension
types) declare exactly each class's ``__slots__``: an attribute added to the Python class
but not to its declaration would break only the compiled build, at run time."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from .conftest import ROOT

_CLASS = re.compile(r"^cdef class (\w+)(?:\((\w+)\))?:$")
_FIELD = re.compile(r"^    cdef public object (\w+)$")
_CIMPORT = re.compile(r"^from audit\.[\w.]+ cimport \w+$")


def _declared(pxd: Path) -> dict[str, list[str]]:
    """Each declared class's fields (a subclass of a declared class declares none: ``pass``)."""
    classes: dict[str, list[str]] = {}
    current = None
    for line in pxd.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#") or _CIMPORT.match(line):
            continue
        m = _CLASS.match(line)
        if m:
            current = classes.setdefault(m.group(1), [])
            continue
        if line == "    pass" and current == []:
            continue
        m = _FIELD.match(line)
        assert m and current is not None, f"{pxd.name}: only 'cdef public object' fields are declared: {line!r}"
        current.append(m.group(1))
    return classes


def _slots(py: Path) -> dict[str, list[str]]:
    out = {}
    for node in ast.parse(py.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ClassDef):
            for st in node.body:
                if isinstance(st, ast.Assign) and any(getattr(t, "id", None) == "__slots__" for t in st.targets):
                    out[node.name] = list(ast.literal_eval(st.value))
    return out


def test_every_declared_class_has_exactly_its_slots_as_fields():
    pxds = sorted((ROOT / "audit").rglob("*.pxd"))
    assert pxds, "no declarations found"
    for pxd in pxds:
        slots = _slots(pxd.with_suffix(".py"))
        for name, fields in _declared(pxd).items():
            assert name in slots, f"{pxd.name}: {name} has no __slots__ in {pxd.with_suffix('.py').name}"
            assert fields == slots[name], f"{pxd.name}: {name}'s fields differ from its __slots__"


def test_declared_modules_are_compiled():
    setup = (ROOT / "setup.py").read_text(encoding="utf-8")
    for pxd in (ROOT / "audit").rglob("*.pxd"):
        rel = pxd.with_suffix(".py").relative_to(ROOT).as_posix()
        folder = rel.rsplit("/", 1)[0]
        assert f'"{rel}"' in setup or f'"{folder}/*.py"' in setup, f"{rel} has a .pxd but is not in COMPILED"


def test_the_palace_replay_parts_define_no_method_twice():
    """The Palace replay's parts are one chain of single inheritance (so that each compiles to an
    extension type); they were mixins, so no part may override another's method."""
    from audit.games.palace import Replay

    seen: dict[str, str] = {}
    for cls in Replay.__mro__[:-1]:
        for name, value in vars(cls).items():
            if callable(value) and not (name.startswith("__") and name.endswith("__")):
                assert name not in seen, f"{name} is defined by both {seen[name]} and {cls.__name__}"
                seen[name] = cls.__name__
    assert len(Replay.__mro__) == 7 and "_on_ante" in seen and "view" in seen
