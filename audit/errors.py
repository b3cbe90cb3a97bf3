"""Errors that are the user's to fix: the CLI prints them in one line and exits 2."""


class UserError(Exception):
    """A usage or I/O problem (missing file, unreadable database, bad option)."""


class MalformedHandError(UserError):
    """The hand asked for is malformed (it cannot be replayed): a finding of severity
    ``malformed``, so ``explain`` prints it and exits 1 as ``check`` does (CLI.md), not 2."""
