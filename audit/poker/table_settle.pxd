from audit.poker.table cimport PokerTable
# The table's settlement: functions of a PokerTable ``t``, declared with its class so that their
# reads of its fields are C struct reads and their calls of its methods C calls (``cpdef``: the
# same parameters, ``=*`` for each one with a default; tests/test_compiled_declarations.py).
# The pure-Python build ignores this file.

cpdef settle(PokerTable t, game, explain=*, strength=*, showdown=*, describe_hand=*, best=*, over=*)
cpdef _judged_again(PokerTable t, found)
cpdef _rake_notes(PokerTable t, found)
