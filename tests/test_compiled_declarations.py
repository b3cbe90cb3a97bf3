"""The ``.pxd`` files beside some modules (setup.py compiles those classes as extension
types) declare exactly each class's ``__slots__``: an attribute added to the Python class
but not to its declaration would break only the compiled build, at run time.  The methods
they declare ``cpdef`` have the parameters of their definitions (a default: ``=*``), and a
field declared with a class (not ``object``) names a class declared in the package.  So do the
module-level functions a ``.pxd`` declares ``cpdef`` (a parameter may be declared with a class:
``cpdef settle(PokerTable t, ...)``).  A few methods have C types: a parameter or the locals of a
``@cython.locals(...)`` line above the method may be a C integer (``Py_ssize_t``: seats, card
indexes and counts, never an amount) or a ``list`` or ``dict``; so may a field (``list``, ``dict``)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from .conftest import ROOT

_CLASS = re.compile(r"^cdef class (\w+)(?:\((\w+)\))?:$")
_FIELD = re.compile(r"^    cdef public (\w+) (\w+)$")
_METHOD = re.compile(r"^    cpdef (\w+)\(([\w=*, ]*)\)$")
_LOCALS = re.compile(r"^    @cython\.locals\(((?:\w+=\w+)(?:, \w+=\w+)*)\)$")
#: the C types a parameter or a local may have (the others are Python objects)
_C_TYPES = {"Py_ssize_t", "list", "dict"}
#: the builtin types a field may be declared with (besides ``object`` and the package's classes)
_BUILTIN_FIELDS = {"list", "dict"}


def _untyped(params: str) -> str:
    """A ``cpdef`` declaration's parameters without their C types (``seq, Py_ssize_t i``: ``seq, i``)."""
    out = []
    for p in params.split(", ") if params else []:
        words = p.split(" ")
        assert len(words) == 1 or (len(words) == 2 and words[0] in _C_TYPES), f"parameter {p!r}"
        out.append(words[-1])
    return ", ".join(out)
_CIMPORT = re.compile(r"^from audit\.[\w.]+ cimport (\w+)(?: as \w+)?$")
_FUNCTION = re.compile(r"^cpdef (\w+)\(([\w=*, ]*)\)$")


def _declared(pxd: Path) -> tuple[dict[str, list[str]], dict[str, dict[str, str]], dict[str, str],
                                   dict[str, list[str]]]:
    """Each declared class's fields (a subclass of a declared class declares none), its
    ``cpdef`` methods (name -> parameters, without C types), the fields declared with a class
    (field -> class) and the locals a method declares with C types (class.method -> names)."""
    classes: dict[str, list[str]] = {}
    methods: dict[str, dict[str, str]] = {}
    typed: dict[str, str] = {}
    typed_locals: dict[str, list[str]] = {}
    pending_locals: dict[str, str] = {}
    cimported: set[str] = set()
    current = None
    for line in pxd.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#") or line == "cimport cython":
            continue
        m = _CIMPORT.match(line)
        if m:
            cimported.add(m.group(1))
            continue
        m = _FUNCTION.match(line)
        if m:
            current = None          # a module-level function: no class's declarations follow
            continue
        m = _CLASS.match(line)
        if m:
            current = m.group(1)
            classes.setdefault(current, [])
            methods.setdefault(current, {})
            continue
        assert current is not None, f"{pxd.name}: {line!r} outside a class"
        if line == "    pass" and not classes[current] and not methods[current]:
            continue
        m = _LOCALS.match(line)
        if m:
            pending_locals = dict(x.split("=") for x in m.group(1).split(", "))
            assert set(pending_locals.values()) <= _C_TYPES, f"{pxd.name}: {line!r}"
            continue
        m = _METHOD.match(line)
        if m:
            methods[current][m.group(1)] = _untyped(m.group(2))
            if pending_locals:
                typed_locals[f"{current}.{m.group(1)}"] = sorted(pending_locals)
                pending_locals = {}
            continue
        assert not pending_locals, f"{pxd.name}: @cython.locals not followed by a cpdef method"
        m = _FIELD.match(line)
        assert m, f"{pxd.name}: only 'cdef public' fields and 'cpdef' methods are declared: {line!r}"
        kind, name = m.groups()
        if kind != "object" and kind not in _BUILTIN_FIELDS:
            assert kind in cimported, f"{pxd.name}: {name} is declared {kind}, which is not cimported"
            typed[f"{current}.{name}"] = kind
        classes[current].append(name)
    return classes, methods, typed, typed_locals


def _declared_functions(pxd: Path) -> dict[str, str]:
    """The module-level functions declared ``cpdef`` (name -> parameters as written)."""
    out = {}
    for line in pxd.read_text(encoding="utf-8").splitlines():
        m = _FUNCTION.match(line)
        if m:
            out[m.group(1)] = m.group(2)
    return out


def _parameters(f: ast.FunctionDef) -> str:
    """A function's parameters as a ``cpdef`` declares them (a default: ``=*``; ``?``: not declarable)."""
    a = f.args
    names = [x.arg for x in a.args]
    first_default = len(names) - len(a.defaults)
    simple = not (a.vararg or a.kwarg or a.kwonlyargs or a.posonlyargs or f.decorator_list)
    return ", ".join(n + ("=*" if k >= first_default else "") for k, n in enumerate(names)) if simple else "?"


def _definitions(py: Path) -> dict[str, dict[str, str]]:
    """Each class's methods (name -> parameters as a ``cpdef`` declares them)."""
    out: dict[str, dict[str, str]] = {}
    for node in ast.parse(py.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ClassDef):
            out[node.name] = {}
            for f in node.body:
                if isinstance(f, ast.FunctionDef):
                    out[node.name][f.name] = _parameters(f)
    return out


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
        for name, fields in _declared(pxd)[0].items():
            assert name in slots, f"{pxd.name}: {name} has no __slots__ in {pxd.with_suffix('.py').name}"
            assert fields == slots[name], f"{pxd.name}: {name}'s fields differ from its __slots__"


def test_every_cpdef_method_is_declared_with_the_parameters_of_its_definition():
    """A method's parameters changed but not its declaration would fail only the compiled
    build (at its compilation: setup.py then installs the pure package, which CI refuses)."""
    declared = 0
    for pxd in sorted((ROOT / "audit").rglob("*.pxd")):
        defs = _definitions(pxd.with_suffix(".py"))
        for cls, methods in _declared(pxd)[1].items():
            for name, params in methods.items():
                assert name in defs[cls], f"{pxd.name}: {cls}.{name} is declared but not defined"
                assert params == defs[cls][name], \
                    f"{pxd.name}: {cls}.{name}({params}) is defined as ({defs[cls][name]})"
                declared += 1
    assert declared > 200, "the replays' methods are declared cpdef"


def _assigned(f: ast.FunctionDef) -> set[str]:
    """The names a function assigns (its locals), loop variables included."""
    names = set()
    for node in ast.walk(f):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
    return names


def test_every_local_declared_with_a_c_type_is_a_local_of_its_method():
    """``@cython.locals(nd=Py_ssize_t, ...)`` above a method: each name is one the method assigns
    (a misspelt one would type nothing, silently)."""
    typed = 0
    for pxd in sorted((ROOT / "audit").rglob("*.pxd")):
        py = pxd.with_suffix(".py")
        funcs = {(c.name, f.name): f for c in ast.parse(py.read_text(encoding="utf-8")).body
                 if isinstance(c, ast.ClassDef) for f in c.body if isinstance(f, ast.FunctionDef)}
        for key, names in _declared(pxd)[3].items():
            cls, name = key.split(".")
            local = _assigned(funcs[(cls, name)])
            for n in names:
                assert n in local, f"{pxd.name}: {key} declares a C type for {n!r}, which it does not assign"
                typed += 1
    assert typed, "the stud dealer's give declares its counts as C integers"


def test_every_cpdef_function_is_declared_with_the_parameters_of_its_definition():
    """A module-level function declared ``cpdef`` (its first parameter maybe with a class, so that
    its reads of that object's fields are C struct reads): the same parameters as its definition,
    and a class it names is cimported and declared."""
    classes = {}
    for pxd in (ROOT / "audit").rglob("*.pxd"):
        classes.update(dict.fromkeys(_declared(pxd)[0]))
    declared = 0
    for pxd in sorted((ROOT / "audit").rglob("*.pxd")):
        functions = _declared_functions(pxd)
        if not functions:
            continue
        text = pxd.read_text(encoding="utf-8")
        defs = {f.name: _parameters(f) for f in ast.parse(pxd.with_suffix(".py").read_text(encoding="utf-8")).body
                if isinstance(f, ast.FunctionDef)}
        for name, params in functions.items():
            assert name in defs, f"{pxd.name}: {name} is declared but not defined"
            plain = []
            for p in params.split(", "):
                kind, _, arg = p.rpartition(" ")
                if kind:
                    assert kind in classes and f"cimport {kind}" in text, \
                        f"{pxd.name}: {name}'s {arg} is declared {kind}, which is not a cimported declared class"
                plain.append(arg)
            assert ", ".join(plain) == defs[name], f"{pxd.name}: {name}({params}) is defined as ({defs[name]})"
            declared += 1
    assert declared >= 2, "the table's settlement is declared cpdef"


def test_no_cpdef_method_or_function_holds_a_closure():
    """Cython cannot compile a generator expression, a lambda or a nested function inside a
    ``cpdef`` method or function ("closures inside cpdef functions not yet supported"): the
    build then installs the pure-Python package, which only CI's compiled-build test notices."""
    found = []
    for pxd in sorted((ROOT / "audit").rglob("*.pxd")):
        tree = ast.parse(pxd.with_suffix(".py").read_text(encoding="utf-8"))
        methods = _declared(pxd)[1]
        functions = _declared_functions(pxd)
        bodies = [(f"{node.name}.{f.name}", f) for node in tree.body if isinstance(node, ast.ClassDef)
                  for f in node.body if isinstance(f, ast.FunctionDef) and f.name in methods.get(node.name, {})]
        bodies += [(f.name, f) for f in tree.body if isinstance(f, ast.FunctionDef) and f.name in functions]
        for name, f in bodies:
            for n in ast.walk(f):
                if n is not f and isinstance(n, (ast.GeneratorExp, ast.Lambda, ast.FunctionDef, ast.AsyncFunctionDef)):
                    found.append(f"{pxd.with_suffix('.py').name}:{n.lineno} {name}: {type(n).__name__}")
    assert not found, "closures in cpdef methods or functions: " + "; ".join(found)


def test_fields_declared_with_a_class_name_a_declared_class():
    classes = {}
    for pxd in (ROOT / "audit").rglob("*.pxd"):
        classes.update(dict.fromkeys(_declared(pxd)[0]))
    typed = {}
    for pxd in (ROOT / "audit").rglob("*.pxd"):
        typed.update(_declared(pxd)[2])
    assert typed, "no field is declared with its class"
    for field, kind in typed.items():
        assert kind in classes, f"{field} is declared {kind}, which no .pxd declares"


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
    assert len(Replay.__mro__) == 11 and "_on_ante" in seen and "view" in seen and "_to_pile" in seen
