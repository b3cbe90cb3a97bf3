"""The ``handaudit`` command line (Typer).  Each command is a thin shell over a module."""

from __future__ import annotations

import os
import sys
from functools import wraps
from pathlib import Path
from typing import Annotated, Optional

import typer

from .errors import MalformedHandError, UserError
from .cli_paths import any_path as _path, db_path as _db_path, out_path as _out_path, report_path as _report_path, share as _share
from .cli_rules import load_rules
from .untrusted import for_terminal, quoted

app = typer.Typer(
    name="handaudit",
    help="Audit recorded card-game logs (five-card draw, seven-card stud, Palace Poker, Tonk): "
         "replay every action through a strict rules validator, store the results in DuckDB, "
         "write HTML reports.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version
        try:
            v = version("handaudit")
        except PackageNotFoundError:    # the source run without installing it (python -m audit)
            v = "(not installed)"
        typer.echo(f"handaudit {v}")
        raise typer.Exit()


@app.callback()
def _main(show_version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True,
                                                     help="Show the version and exit.")] = False) -> None:
    """Audit recorded card-game logs (five-card draw, seven-card stud, Palace Poker, Tonk): replay
    every action through a strict rules validator, store the results in DuckDB, write HTML reports."""


Paths = Annotated[list[Path], typer.Argument(parser=_path, help="Log files or folders (searched recursively); "
                                                  "native JSON Lines, PHH or PokerStars text.",
                                             show_default=False, readable=False)]
# readable=False: a path that cannot be read is handaudit's own one-line error, not Click's box
DEFAULT_DB = Path("handaudit.duckdb")   # the store of every command given no --db (explain: nor --file)
DbOpt = Annotated[Path, typer.Option("--db", parser=_db_path, help="The DuckDB database file.", readable=False)]
JobsOpt = Annotated[Optional[int], typer.Option(
    "--jobs", "-j", min=1, help="Worker processes (default: every core, at most the CPU quota of a container).")]
RulesOpt = Annotated[Optional[Path], typer.Option("--rules", parser=_path, help="A JSON object of rule options applied "
                                                                   "to hands that do not state them.",
                                                   readable=False)]


def _fail(message: str) -> None:
    typer.echo(f"handaudit: {for_terminal(message)}", err=True)
    raise typer.Exit(2)


def user_errors(fn):
    """Turn a user's mistake into one line on stderr and exit status 2."""

    @wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except UserError as e:
            _fail(str(e))
        except KeyboardInterrupt:
            typer.echo("handaudit: interrupted", err=True)
            raise typer.Exit(130) from None
        except BrokenPipeError:
            # the reader of the output went away (`check | head`): what was not written is
            # unknown to it, so this is no success; later writes to the closed pipe go nowhere
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            typer.echo("handaudit: the output was closed before everything was written", err=True)
            raise typer.Exit(2) from None
        except OSError as e:    # the system refused a file operation not caught nearer (a full disk)
            _fail(f"{e.filename}: {e.strerror or e}" if e.filename else f"{e.strerror or e}")
        except Exception as e:
            if _interrupted(e):
                # Ctrl-C while DuckDB ran a query: it stops the query and raises its own error
                typer.echo("handaudit: interrupted", err=True)
                raise typer.Exit(130) from None
            # a database file damaged or cut short (only DuckDB can tell, at the first read of the
            # damaged part); any other error is a defect and keeps its traceback
            if "duckdb" not in sys.modules:
                raise
            from .store import damaged
            problem = damaged(kwargs.get("db"), e)
            if problem is None:
                raise
            _fail(str(problem))

    return wrapper


def _interrupted(e: BaseException) -> bool:
    """Whether ``e`` comes of a Ctrl-C that DuckDB took while a query ran: its interrupt error, a
    "Query interrupted", or an error raised while handling one (an Arrow table registered or
    unregistered as the query stopped)."""
    seen = 0
    while e is not None and seen < 8:
        if isinstance(e, KeyboardInterrupt) or type(e).__name__ == "InterruptException" or \
                "Query interrupted" in str(e) or "KeyboardInterrupt" in str(e):
            return True
        e = e.__cause__ or e.__context__
        seen += 1
    return False


def _inputs(paths: list[Path]) -> list[str]:
    """The files to read under ``paths`` (a missing path, or a file named that cannot be opened,
    is a usage error before anything is written); a note on stderr names the files of the
    folders that were passed over."""
    from .readers import scan_paths, skipped_note

    found = scan_paths(paths, check_named=True)
    for note in skipped_note(found):
        typer.echo(for_terminal(f"handaudit: {note}"), err=True)
    return [str(f) for f in found.files]


def _report_folder(out: Path) -> None:
    """Refuse an ``--out`` the report cannot be written to, before anything is read or stored:
    an existing file (not a folder), a path under a file, or a place where no folder can be
    made (permission denied, a read-only disk): tried with an empty folder, removed at once."""
    import tempfile

    first = next((p for p in (out, *out.parents) if p.exists() or p.is_symlink()), Path("."))
    if not first.is_dir():
        what = "a file" if first == out else f"{first} is a file"
        if first.is_symlink() and not first.exists():
            what = "a link to nothing" if first == out else f"{first} is a link to nothing"
        raise UserError(f"{out}: {what}, not a folder (--out names the folder the report is written to)")
    try:
        Path(tempfile.mkdtemp(prefix=".handaudit-", dir=first)).rmdir()
    except OSError as e:
        where = "" if first == out else f" in {first}"
        raise UserError(f"{out}: cannot write the report there ({e.strerror or e}{where})") from None


def _db_apart(db: Path, out: Path) -> None:
    """Refuse a database that is ``--out`` itself or lies where the report writes its pages (it
    would be written over): before anything is read or stored."""
    from .report_publish import in_the_report

    if out.absolute() == db.absolute() or out.resolve() == db.resolve():
        raise UserError(f"{out}: --out is the database (--db); the report is a folder of its own")
    if in_the_report(out, db):
        raise UserError(f"{db}: the database lies where the report in {out} writes its pages; keep it elsewhere")


def _jobs(jobs: int | None) -> int:
    """``--jobs``, or every core; more than four workers a core only fill the memory (each holds
    its own, some 75 MB), so that is refused."""
    from .runner import default_jobs
    cores = default_jobs()
    if jobs is not None and jobs > 4 * cores:
        raise UserError(f"--jobs {jobs} is more than four worker processes a core ({cores} here: at most "
                        f"{4 * cores}); each worker holds its own memory, and more than the cores only wait")
    return jobs or cores


@app.command()
@user_errors
def check(paths: Paths,
          format: Annotated[str, typer.Option("--format", "-f", help="text or json")] = "text",
          rules: RulesOpt = None, jobs: JobsOpt = None) -> None:
    """Validate logs and report every finding; store nothing.

    Exit status: 0 when there is no finding of severity error or malformed, 1 when
    there is, 2 for a usage or I/O problem.

    Examples:

      handaudit check logs/

      handaudit check night.jsonl.gz --format json > findings.json
    """
    from .checkout import Summary, format_finding, summary_line, write_json
    from .progress import track
    from .runner import validate

    if format not in ("text", "json"):
        raise UserError(f"--format must be text or json, not {quoted(format)}")
    defaults = load_rules(rules)
    n_jobs = _jobs(jobs)
    files = _inputs(paths)
    summary = Summary()
    out = sys.stdout
    for c in track(validate(files, defaults, n_jobs), "checking"):
        n = len(summary.rows)
        summary.add(c)
        if format == "text":
            for row in summary.rows[n:]:
                out.write(format_finding(row) + "\n")
    if format == "json":
        write_json(summary, out)
    else:
        out.write(summary_line(summary) + "\n")
    raise typer.Exit(summary.exit_code)


@app.command()
@user_errors
def ingest(paths: Paths, db: DbOpt = DEFAULT_DB, rules: RulesOpt = None,
           jobs: JobsOpt = None) -> None:
    """Parse, validate and store hands in the DuckDB database (idempotent).

    Malformed hands go to the quarantine table with file, line and error.

    Example:

      handaudit ingest logs/ --db club.duckdb
    """
    from .store import ingest as do_ingest

    defaults = load_rules(rules)
    n_jobs = _jobs(jobs)
    stats = do_ingest(_inputs(paths), db, n_jobs, defaults)
    typer.echo(stats.describe())
    raise typer.Exit(stats.exit_code)


@app.command()
@user_errors
def audit(paths: Paths, db: DbOpt = DEFAULT_DB,
          out: Annotated[Path, typer.Option("--out", "-o", parser=_report_path, help="Folder for the HTML report.")] = Path("report"),
          rules: RulesOpt = None, jobs: JobsOpt = None) -> None:
    """The main job: ingest, validate, store and write the HTML report.

    Example:

      handaudit audit sample_histories/ --db handaudit.duckdb --out report/
    """
    from .report import write_report
    from .store import ingest as do_ingest

    defaults = load_rules(rules)
    _report_folder(out)         # before ingesting: a wrong --out stores nothing
    _db_apart(db, out)
    n_jobs = _jobs(jobs)
    stats = do_ingest(_inputs(paths), db, n_jobs, defaults)
    typer.echo(stats.describe())    # (what was stored, also when the report then fails)
    index = write_report(db, out, n_jobs)
    typer.echo(for_terminal(f"report: {index}"))
    raise typer.Exit(stats.exit_code)


@app.command()
@user_errors
def report(db: DbOpt = DEFAULT_DB,
           out: Annotated[Path, typer.Option("--out", "-o", parser=_report_path, help="Folder for the HTML report.")] = Path("report"),
           jobs: JobsOpt = None) -> None:
    """Write the HTML report (a static site) from the database.

    Example:

      handaudit report --db club.duckdb --out report/
    """
    from .report import write_report

    _report_folder(out)
    _db_apart(db, out)
    typer.echo(for_terminal(f"report: {write_report(db, out, _jobs(jobs))}"))


@app.command()
@user_errors
def explain(hand_id: Annotated[str, typer.Argument(help="The hand to replay.")],
            db: Annotated[Optional[Path], typer.Option("--db", parser=_db_path, help="Find the hand in this database "
                                                       "(the default, handaudit.duckdb, when --file is not given).",
                                                                      readable=False)] = None,
            file: Annotated[Optional[list[Path]], typer.Option(
                "--file", parser=_path, readable=False,
                help="Find the hand in this log file or folder (repeat it for several).")] = None,
            session: Annotated[Optional[str], typer.Option("--session", help="The hand's session, "
                                                           "when the id is used in several.")] = None,
            rules: RulesOpt = None,
            format: Annotated[str, typer.Option("--format", "-f", help="text or json")] = "text") -> None:
    """Replay one hand step by step for a dispute.

    Shows each event with whose turn it was, the amount to call, the pot and the
    stacks after it and its findings; then every pot with who put in what (and a pot
    a draw redeal of the table's previous hand carried in) and who may win it, the
    hands at the showdown, each split with the reason for every odd chip, and the
    correct settlement beside the recorded one.

    Examples:

      handaudit explain draw-split-1 --file ../shared/spec/examples/draw-split-pot.jsonl

      handaudit explain T1-0042 --db club.duckdb

      handaudit explain T1-0042 --db club.duckdb --format json > T1-0042.json

    With neither --db nor --file, the hand is looked up in handaudit.duckdb, the database
    `handaudit audit` and `handaudit ingest` write by default.
    """
    from .explain import explain_data, find_hand_and_carry, has_errors, render_text
    from .explain_json import write_explain_json, write_malformed_json

    if format not in ("text", "json"):
        raise UserError(f"--format must be text or json, not {quoted(format)}")
    file = file or None         # (no --file: None, or an empty list)
    if db is not None and file is not None:
        raise UserError("give the hand's source once: --db FILE or --file PATH, not both")
    if db is None and file is None:
        # (CLI.md's [--db FILE | --file PATH]: neither is the store the other commands default to, the one
        # `handaudit audit` just wrote)
        db = DEFAULT_DB
        if not os.path.lexists(db):
            raise UserError(f"{db}: no such database (run handaudit ingest first, or give the hand's log "
                            f"with --file PATH)")
    if db is not None and rules is not None:
        # (the store keeps the rules each hand was checked under, and its findings: a replay under
        # others would contradict them)
        raise UserError("--rules applies to hands read with --file: a stored hand is replayed under the rules "
                        "it was checked with, which the database keeps")
    if file is not None:
        _inputs(file)
    from .protocol import RulesError
    from .readers.paths import shown_path

    defaults = load_rules(rules)
    try:
        hand, stored, record, carry = find_hand_and_carry(hand_id, db=db, file=file, session=session,
                                                          defaults=defaults)
        try:
            d = explain_data(hand, defaults, stored, record, carry)
        except RulesError as e:        # a rule option the game does not take: the hand is malformed
            where = f" ({shown_path(record.file)}, line {record.line})" if record is not None else ""
            raise MalformedHandError(f"hand {quoted(hand_id)}{where} is malformed and cannot be replayed: {e}") from None
        except Exception as e:  # noqa: BLE001 - a bug of ours: one line, as check's internal-error (no traceback)
            where = f" ({shown_path(record.file)}, line {record.line})" if record is not None else ""
            raise MalformedHandError(f"hand {quoted(hand_id)}{where}: the validator failed on this {hand.game} hand "
                                     f"(internal error {type(e).__name__}: {e}); please report it with the "
                                     f"hand") from None
    except MalformedHandError as e:    # a finding of severity malformed: exit 1, as check gives
        if format == "json":
            write_malformed_json(hand_id, str(e), sys.stdout)
        else:
            typer.echo(for_terminal(f"malformed: {e}"))
        raise typer.Exit(1) from None
    if format == "json":
        write_explain_json(d, sys.stdout)
    else:
        typer.echo(render_text(d))
    if has_errors(d):
        raise typer.Exit(1)


@app.command()
@user_errors
def stats(db: DbOpt = DEFAULT_DB,
          game: Annotated[Optional[str], typer.Option("--game", help="draw, stud, palace or tonk")] = None,
          format: Annotated[str, typer.Option("--format", "-f", help="table, csv or json")] = "table") -> None:
    """Player statistics per player and game (definitions in the README).

    Example:

      handaudit stats --db club.duckdb --game stud --format csv
    """
    from .stats import print_stats

    if format not in ("table", "csv", "json"):
        raise UserError(f"--format must be table, csv or json, not {quoted(format)}")
    print_stats(db, game, format, sys.stdout)


@app.command()
@user_errors
def simulate(game: Annotated[str, typer.Option("--game", help="draw, stud, palace or tonk")],
             hands: Annotated[int, typer.Option("--hands", min=1, help="How many hands.")],
             output: Annotated[Path, typer.Option("-o", "--output", parser=_out_path, help="The JSON Lines file to "
                                                  "write (.jsonl or .jsonl.gz; - : the standard output); an existing "
                                                  "file is replaced.")],
             players: Annotated[Optional[int], typer.Option("--players", help="Players per table "
                                                            "(default: varied).")] = None,
             seed: Annotated[int, typer.Option("--seed", help="Random seed: the same seed writes the same hands.")] = 0,
             faults: Annotated[float, typer.Option("--faults", parser=_share,
                                                   help="Share of hands that get one injected violation.")] = 0.0) -> None:
    """Write synthetic hands that follow the rules (optionally with injected faults).

    A hand with an injected fault records it as "injected": {"code": ..., "seq": ...}.

    Examples:

      handaudit simulate --game draw --hands 500 --faults 0.4 -o draw.jsonl

      handaudit simulate --game palace --hands 100 --players 6 --seed 7 -o palace.jsonl
    """
    from .lines_out import shown_output
    from .simulate import write_simulation

    n = write_simulation(game, hands, output, players, seed, faults)
    from .checkout import counted

    typer.echo(for_terminal(f"wrote {counted(n, game + ' hand')} to {shown_output(output)}"), err=_is_stdout(output))


@app.command()
@user_errors
def convert(paths: Paths,
            output: Annotated[Path, typer.Option("-o", "--output", parser=_out_path,
                                                 help="The native JSON Lines file to write (- : the standard output).")]) -> None:
    """Write hands of any supported format (PokerStars, PHH, native) as native JSON Lines.

    Example:

      handaudit convert stars/ -o stars.jsonl
    """
    from .convert import check_output, pooled_note
    from .convert import INSTEAD, convert as do_convert
    from .lines_out import shown_output
    from .readers.paths import shown_name, shown_path

    files = _inputs(paths)
    check_output(paths, output, [Path(f) for f in files])     # the folders named, and the files in them
    pooled: list[str] = []
    lost: list[tuple[str, int, str]] = []
    n, bad = do_convert(files, str(output), pooled, lost)
    for file, line, error in bad:
        typer.echo(for_terminal(f"{shown_path(file)}:{line}: malformed, not converted: {shown_name(error)}"),
                   err=True)
    for file, line, warning in lost:
        if warning.startswith(INSTEAD):
            typer.echo(for_terminal(f"{shown_path(file)}:{line}: note: the native file gives "
                                    f"{shown_name(warning[len(INSTEAD):])} (in place of the reader's finding above, "
                                    f"which check of the log gives)"), err=True)
            continue
        whose = ("of the checks across hands, of the ids of its file" if warning.startswith("duplicate-hand:") else
                 "of the reader, of what the log records beside its events")
        typer.echo(for_terminal(f"{shown_path(file)}:{line}: note: {shown_name(warning)} (a finding {whose}: not "
                                f"carried into the native file)"), err=True)
    if pooled:
        typer.echo(for_terminal(pooled_note(pooled)), err=True)
    from .checkout import counted

    typer.echo(for_terminal(f"wrote {counted(n, 'hand')} to {shown_output(output)}"), err=_is_stdout(output))
    raise typer.Exit(1 if bad else 0)


def _is_stdout(path: Path) -> bool:
    """Whether ``path`` is the standard output (``-o /dev/stdout``, or the file or pipe it goes
    to): what the command says then goes to the standard error, not among the hands."""
    try:
        out = os.fstat(sys.stdout.fileno())
        st = os.stat(path)
    except (OSError, ValueError, AttributeError):
        return False
    return (out.st_dev, out.st_ino) == (st.st_dev, st.st_ino)


@app.command()
@user_errors
def rules(format: Annotated[str, typer.Option("--format", "-f", help="text, json or markdown")] = "text") -> None:
    """Every finding code with its severity and explanation.

    Example:

      handaudit rules --format markdown
    """
    from .ruledoc import render_rules

    if format not in ("text", "json", "markdown"):
        raise UserError(f"--format must be text, json or markdown, not {quoted(format)}")
    sys.stdout.write(render_rules(format))


def main() -> None:
    # pyarrow imports numpy, whose OpenBLAS starts a thread per core that spins now and then
    # (0.6% of an ingest's CPU, in the parent and in every worker); handaudit does no linear
    # algebra.  Set before anything imports numpy (the workers inherit it).
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    if sys.stdout is None:      # started with its output closed (`handaudit check x >&-`)
        if sys.stderr is not None:
            sys.stderr.write("handaudit: the standard output is closed: nothing could be written\n")
        sys.exit(2)
    from .untrusted import writable_anywhere

    for stream in (sys.stdout, sys.stderr):
        writable_anywhere(stream)
    try:
        code = app(standalone_mode=False)
    except UserError as e:  # raised outside a command (an option's value refused by its parser: --db newdb/)
        typer.echo(f"handaudit: {for_terminal(str(e))}", err=True)
        sys.exit(2)
    except _UsageError as e:
        if type(e).__name__ == "NoArgsIsHelpError":     # `handaudit` alone: the help
            e.show()
            sys.exit(2)
        sys.exit(_usage_error(e))
    except _ClickException as e:                        # (none is raised by handaudit's options)
        typer.echo(f"handaudit: {for_terminal(e.format_message())}", err=True)
        sys.exit(e.exit_code)
    except typer.Abort:
        typer.echo("handaudit: aborted", err=True)
        sys.exit(1)
    sys.exit(code if isinstance(code, int) else 0)


#: The argument parser's errors (Click's, vendored by recent Typer): found through the class
#: Typer exports, whichever Click it uses.
_UsageError = next(c for c in typer.BadParameter.__mro__ if c.__name__ == "UsageError")
_ClickException = next(c for c in typer.BadParameter.__mro__ if c.__name__ == "ClickException")


def _command_named() -> str:
    """The command a usage error without its context belongs to (an option's value missing at the
    end of the line, ``check x --jobs``: the parser raises it with no context), from the command
    line: ``handaudit check``, or ``handaudit`` when it names none (review of session 67: it named
    ``handaudit -h``)."""
    import importlib

    try:    # the name the parser gives the program (``python -m audit`` run so), as with a context
        program = importlib.import_module(_UsageError.__module__.rsplit(".", 1)[0] + ".utils")._detect_program_name()
    except (ImportError, AttributeError):
        program = "handaudit"
    names = set(typer.main.get_command(app).commands)
    word = next((a for a in sys.argv[1:] if not a.startswith("-")), None)
    return f"{program} {word}" if word in names else program


def _usage_error(e) -> int:
    """A mistake on the command line (an option's value out of range, an unknown option, a missing
    argument or command) as one line, as handaudit's own usage errors are (CLI.md: a one-line
    message and exit 2), naming the help to read."""
    command = e.ctx.command_path if e.ctx is not None else _command_named()
    message = " ".join(e.format_message().split())
    typer.echo(f"handaudit: {for_terminal(message)} (see '{for_terminal(command)} -h')", err=True)
    return e.exit_code
