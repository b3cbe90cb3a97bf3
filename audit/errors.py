"""Errors that are the user's to fix: the CLI prints them in one line and exits 2."""


class UserError(Exception):
    """A usage or I/O problem (missing file, unreadable database, bad option)."""
