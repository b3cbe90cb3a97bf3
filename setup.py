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
    "audit/seat_order.py",
    "audit/runner.py",
    "audit/session.py",
    "audit/session_button.py",
    "audit/store_rows.py",
    "audit/store_events.py",
    "audit/store_build.py",
    "audit/readers/native*.py",
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


#: The two compiles of a profile-guided build (GCC).
PROFILE_GENERATE = ["-fprofile-generate", "-fprofile-update=single"]
PROFILE_USE = ["-fprofile-use", "-fprofile-partial-training", "-fprofile-correction", "-Wno-missing-profile"]
#: Written beside the package's modules by a profile-guided build (bench/ says which build it measured).
BUILD_NOTE = "BUILD.txt"


def _say(message: str) -> None:
    sys.stderr.write(f"handaudit build: {message}\n")


class OptionalCythonBuild(build_ext):
    """Cythonize and compile; fall back to the pure-Python package when that cannot be done."""

    def finalize_options(self) -> None:
        super().finalize_options()
        if not self.parallel:
            self.parallel = os.cpu_count() or 1

    def run(self) -> None:
        note = os.path.join(os.getcwd() if self.inplace else self.build_lib, "audit", BUILD_NOTE)
        if os.path.exists(note):        # an earlier build's, in the same build directory
            os.remove(note)
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
            if self._profile_guided():
                return
            super().run()
        except Exception as e:    # no compiler, a compiler error: the pure package still works
            _say(f"compiling failed ({e}): installing the pure-Python package")

    # -- profile-guided optimisation ------------------------------------------------------
    #
    # GCC only (clang's profiles take another tool).  Compiled with -fprofile-generate, the
    # modules count how often each branch and call is taken while audit/simulate/training.py
    # checks simulated hands of the four games; compiled again with -fprofile-use, GCC lays
    # out the hot paths straight, inlines and unrolls where the counts say it pays, and
    # predicts Cython's many error and type checks as not taken.  Session 49: the compiled
    # check of the stud bench hands 150 -> 121 us a hand (-20%).  -fprofile-partial-training
    # keeps the code the training does not reach (rare faults, the other readers) optimised as
    # without a profile, not for size.  The cost is a second compile (the build takes about
    # twice as long).  HANDAUDIT_PGO=0 skips it; any failure falls back to the plain build.

    def _gcc(self) -> bool:
        import subprocess
        import tempfile
        from distutils.ccompiler import new_compiler
        from distutils.sysconfig import customize_compiler

        try:
            cc = new_compiler(compiler=self.compiler)
            customize_compiler(cc)
            gcc = cc.compiler_so[0]
            out = subprocess.run([gcc, "--version"], capture_output=True, text=True, timeout=60).stdout
            if "Free Software Foundation" not in out:
                return False
            # the flags of both compiles, on an empty file (-fprofile-partial-training: GCC 10 and later)
            with tempfile.TemporaryDirectory() as tmp:
                for flags in (PROFILE_GENERATE, PROFILE_USE):
                    probe = subprocess.run([gcc, *flags, "-x", "c", "-c", os.devnull, "-o", "probe.o"],
                                           capture_output=True, timeout=60, cwd=tmp)
                    if probe.returncode != 0:
                        return False
        except Exception:
            return False
        return True

    def _compile_all(self, compiler) -> None:
        """One build of every extension, from nothing (build_ext.run makes its own compiler
        object from the name it was given, and rebuilds what is up to date only with force)."""
        self.compiler = compiler
        self.force = True
        for ext in self.extensions:
            for path in self._objects(ext) + [self.get_ext_fullpath(ext.name)]:
                if os.path.exists(path):
                    os.remove(path)
        build_ext.run(self)

    def _objects(self, ext: Extension) -> list[str]:
        from distutils.ccompiler import new_compiler

        return new_compiler().object_filenames(ext.sources, output_dir=self.build_temp)

    def _profile_guided(self) -> bool:
        """Build with profile-guided optimisation; False (nothing built) when it cannot be done."""
        if os.environ.get("HANDAUDIT_PGO", "1") == "0" or os.name != "posix":
            return False
        import importlib.util
        import subprocess

        missing = [m for m in ("msgspec", "pyarrow", "numpy") if importlib.util.find_spec(m) is None]
        if missing:         # the training needs them (pyproject.toml's build requirements)
            _say(f"{', '.join(missing)} not installed: building without profile-guided optimisation")
            return False
        if not self._gcc():
            _say("the C compiler is not GCC 10 or later: building without profile-guided optimisation")
            return False

        compiler = self.compiler        # a name (or None), as build_ext.run wants it
        plain = {ext.name: (list(ext.extra_compile_args), list(ext.extra_link_args)) for ext in self.extensions}
        # -O2 with the profile runs as fast as -O3 with it (session 49: 122-126 us a hand of the stud
        # check either way) and compiles in less time (the two compiles 5.5 min against 6.5)
        guided = {name: ["-O2" if f == "-O3" else f for f in args] for name, (args, _) in plain.items()}
        try:
            for ext in self.extensions:
                for path in self._objects(ext):
                    gcda = os.path.splitext(path)[0] + ".gcda"
                    if os.path.exists(gcda):
                        os.remove(gcda)
                ext.extra_compile_args = guided[ext.name] + PROFILE_GENERATE
                ext.extra_link_args = plain[ext.name][1] + ["-fprofile-generate"]
            _say("profile-guided build: compiling with instrumentation")
            self._compile_all(compiler)
            lib = os.path.abspath(os.getcwd() if self.inplace else self.build_lib)
            _say("profile-guided build: training on simulated hands (audit/simulate/training.py)")
            subprocess.run([sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]); "
                            "from audit.simulate.training import main; main([])", lib],
                           check=True, cwd=self.build_temp, timeout=1800, stdout=subprocess.DEVNULL)
            trained = 0
            for ext in self.extensions:
                if all(os.path.exists(os.path.splitext(p)[0] + ".gcda") for p in self._objects(ext)):
                    ext.extra_compile_args = guided[ext.name] + PROFILE_USE
                    trained += 1
                else:
                    ext.extra_compile_args = list(plain[ext.name][0])
                ext.extra_link_args = list(plain[ext.name][1])
            _say(f"profile-guided build: compiling again, {trained} of {len(self.extensions)} modules "
                 f"with the training's profile")
            self._compile_all(compiler)
            with open(os.path.join(lib, "audit", BUILD_NOTE), "w") as f:
                f.write(f"profile-guided: {trained} of {len(self.extensions)} modules\n")
            return True
        except Exception as e:
            _say(f"profile-guided build failed ({e}): building without it")
            for ext in self.extensions:
                ext.extra_compile_args, ext.extra_link_args = (list(a) for a in plain[ext.name])
            self.compiler = compiler
            return False

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as e:
            _say(f"{ext.name} not compiled ({e}): it stays pure Python")


setup(ext_modules=_modules(), cmdclass={"build_ext": OptionalCythonBuild})
