"""handaudit: hand-history analysis and rules audit for draw, stud, Palace Poker and Tonk."""

__version__ = "0.1.0"
