"""Build step: compile the hot path (the replay engines, the poker core, the native reader,
the readers of PokerStars and PHH text and the row building) with Cython.  Everything else
about the package is in pyproject.toml.

The modules stay plain Python: Cython compiles them unchanged (annotations are not used for
typing), so the compiled and the pure build behave the same and the test suite checks both
(tests/test_compiled_build.py).  The one addition: a ``.pxd`` file beside a module (the
betting round, the poker table, the four games' replays, the stud dealer, Palace's players
and battles, Tonk's spreads) declares a class's ``__slots__`` as ``cdef public object``
fields (a subclass's ``.pxd`` cimports its base and declares no field: the Palace replay's parts
are one chain whose base holds the state), so that Cython builds the class as an
extension type whose attributes are read from a C struct, not looked up; the values stay
Python objects (no amount is ever a C integer: nothing can overflow).  The one exception is the
stud dealer's ``give`` (every deal line), whose seat, card indexes and card counts are C integers and
whose lists and dict are typed (its fields declared ``list`` and ``dict``), for C reads of them.  The same files declare the
classes' methods ``cpdef`` and a few fields with their class (the stud replay's table and
dealer, the draw replay's table and betting round, the table's betting round), so that the
replays' calls on ``self`` and on those fields are C calls, not an attribute lookup and a
Python call (the stud replay runs ~9% fewer instructions, draw ~7%).  A ``.pxd`` may also
declare a module's functions ``cpdef`` with such a class as their first parameter (the table's
settlement: ``cpdef settle(PokerTable t, ...)``), for the same C reads.  The pure build ignores
the files (tests/test_compiled_declarations.py keeps the fields equal to the slots and the
methods' parameters equal to their definitions).  The compiled build replays hands about
1.3-1.6x faster (bench/), before these declarations.

- No C compiler, or Cython missing: a warning, and the pure-Python package is installed.
- ``HANDAUDIT_PURE=1``: do not compile.
- Editable installs (``pip install -e .``) do not compile unless ``HANDAUDIT_COMPILE=1``:
  a compiled module beside its source would shadow every later edit of it.
"""

from __future__ import annotations

import os
import sys
from glob import glob

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

#: the modules compiled (globs relative to the project root); one extension per module
COMPILED = [
    "audit/cards.py",
    "audit/options.py",
    "audit/replay.py",
    "audit/runner.py",
    "audit/session.py",
    "audit/store_rows.py",
    "audit/store_events.py",
    "audit/store_build.py",
    "audit/readers/native.py",
    "audit/readers/validate.py",
    "audit/readers/pokerstars*.py",
    "audit/readers/phh*.py",
    "audit/poker/*.py",
    "audit/games/*.py",
]


def _modules() -> list[Extension]:
    paths = sorted({p for pattern in COMPILED for p in glob(pattern)})
    # -O3 and no debug information.  The C is large (~80 MB): -O3 takes about twice -O1's
    # compile time (~5.7 s against 2.8 s for the stud replay's module, some three minutes for
    # the whole build on two cores), and the compiled stud check runs 3.2% fewer instructions
    # (callgrind) and takes ~4% less CPU (session 48: 3.01 against 3.13 s for 20,000 hands,
    # best of five alternating runs; -O2 3.04 s).  Session 27 had found -O2 no faster than
    # -O1: since then more of the hot path is C (the .pxd declarations), which the compiler
    # can inline and optimise.
    flags = ["-O3", "-g0"] if os.name == "posix" else []
    return [Extension(p[:-3].replace("/", "."), [p], extra_compile_args=flags)
            for p in paths if not p.endswith("__init__.py")]


def _say(message: str) -> None:
    sys.stderr.write(f"handaudit build: {message}\n")


class OptionalCythonBuild(build_ext):
    """Cythonize and compile; fall back to the pure-Python package when that cannot be done."""

    def finalize_options(self) -> None:
        super().finalize_options()
        if not self.parallel:
            self.parallel = os.cpu_count() or 1

    def run(self) -> None:
        if os.environ.get("HANDAUDIT_PURE"):
            _say("HANDAUDIT_PURE is set: installing the pure-Python package")
            return
        if (self.inplace or getattr(self, "editable_mode", False)) and not os.environ.get("HANDAUDIT_COMPILE"):
            _say("editable install: not compiling (set HANDAUDIT_COMPILE=1 to compile in place)")
            return
        try:
            from Cython.Build import cythonize
        except ImportError:
            _say("Cython is not installed: installing the pure-Python package")
            return
        try:
            translated = cythonize(
                self.extensions,
                build_dir=os.path.join(self.build_temp, "cython"),
                nthreads=os.cpu_count() or 1,
                quiet=True,
                compiler_directives={"language_level": 3, "annotation_typing": False,
                                     "binding": True, "embedsignature": False},
            )
            # keep setuptools' own Extension objects (finalize_options annotated them); only
            # their sources change, from the Python module to the C translation of it
            c_files = {ext.name: ext.sources for ext in translated}
            for ext in self.extensions:
                ext.sources = c_files[ext.name]
            super().run()
        except Exception as e:    # no compiler, a compiler error: the pure package still works
            _say(f"compiling failed ({e}): installing the pure-Python package")

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as e:
            _say(f"{ext.name} not compiled ({e}): it stays pure Python")


setup(ext_modules=_modules(), cmdclass={"build_ext": OptionalCythonBuild})
