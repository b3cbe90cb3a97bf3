"""The end of a betting round the log leaves open.  Functions of a
:class:`audit.poker.betting.BettingRound` ``r`` (see that module's docstring for the rules), as
:mod:`audit.poker.bet_sizes` are (actions out of turn: :mod:`audit.poker.out_of_turn`): a log
that goes on to the next phase while players still had to act: their checks left out, or a bet
made after the round was over left unanswered (:func:`end_left_open`, :func:`end_unanswered`); the round then ends as if they
checked, and is put back if one of them acts in it after all (:func:`assumed_action`).  When
players still to act owed chips, what the rest of the log says of each tells their answer
(:func:`answers_left_out`: folded, called or checked; :func:`late_answer` takes their line of it
logged later).  And the look-aheads the round's actions make: an illegal check followed by a
line of the player's later in the round (:func:`acts_again_in_round`), a fold out of turn by a
player who plays on later (:func:`plays_on`).

No ``.pxd``: these run only when the log and the turn disagree, so that their reads of the
round's fields stay attribute lookups in the compiled build (and the round's module imports
this one, which could not cimport it back)."""

from __future__ import annotations

from ..cards import CARD_INDEX, UNKNOWN
from ..model import Finding


#: the events by which a player shows they are still in the hand
_IN_HAND = frozenset(("check", "call", "bet", "raise", "complete", "draw", "show"))


def plays_on(t, seq: int, i: int) -> bool:
    """Seat ``i`` acts, draws or shows after event ``seq``: a fold out of turn at ``seq`` was
    another player's line (the name wrong), not applied (README).  A show under ``i``'s name that
    is another player's (:func:`_anothers_show`) does not count (review of session 66: a lost
    call, then another player's show under the folded player's name, kept the fold from being
    applied: 20 findings)."""
    hand = getattr(t, "hand", None)
    if hand is None:
        return False
    name = t.names[i]
    events = hand.events
    for k in range(seq + 1, len(events)):
        ev = events[k]
        if ev.player == name and ev.type in _IN_HAND and not (ev.type == "show" and _anothers_show(t, k, i, ev, seq)):
            return True
    return False


def _anothers_show(t, seq: int, i: int, ev, since: int) -> bool:
    """The show at ``seq`` under seat ``i``'s name holds none of ``i``'s known cards and every
    known card (one at least) of one other player still in the hand, one with no show or muck of
    their own in the log, and no known card of anyone else: that player's show, logged under
    ``i``'s name (README), not ``i`` playing on.  The cards are those held at the show: the draws
    logged between event ``since`` (now) and it applied (the diff review of session 66: in draw a
    player who drew after the fold no longer held the cards of the deal)."""
    shown = set()
    for text in ev.cards or ():
        c = CARD_INDEX.get(text, UNKNOWN)
        if c >= 0:
            shown.add(c)
    cards = _held_at(t, since, seq)
    if not shown or any(c in shown for c in cards[i]):
        return False
    owner = -1
    for j in range(t.n):
        if j == i:
            continue
        held = [c for c in cards[j] if c >= 0]
        if not any(c in shown for c in held):
            continue
        if owner >= 0 or t.folded[j] or not all(c in shown for c in held):
            return False        # (the cards of two players, or of one out of the hand, or not all of theirs)
        owner = j
    if owner < 0:
        return False
    other = t.names[owner]
    for e in t.hand.events:
        if e.player == other and (e.type == "show" or e.type == "muck"):
            return False
    return True


def _held_at(t, since: int, seq: int) -> list:
    """Every seat's cards at event ``seq``: ``t.cards`` (as after event ``since``) with the draws
    logged between them applied (their known cards only)."""
    events = t.hand.events
    cards = t.cards
    for k in range(since + 1, seq):
        e = events[k]
        if e.type != "draw":
            continue
        j = t.index.get(e.player)
        if j is None:
            continue
        if cards is t.cards:
            cards = [list(held) for held in t.cards]
        held = cards[j]
        for text in e.discard or ():
            c = CARD_INDEX.get(text, UNKNOWN)
            if c >= 0 and c in held:
                held.remove(c)
        for text in e.receive or ():
            c = CARD_INDEX.get(text, UNKNOWN)
            if c >= 0:
                held.append(c)
    return cards


def in_log_after(t, seq: int, i: int) -> bool:
    """Seat ``i`` has a line after event ``seq`` (an action, draw, show, muck, ...), or the hand
    is not known (a table of the tests)."""
    return _line_after(t, seq, i, None) is not False


#: the lines of a betting round
_ROUND_LINES = frozenset(("check", "call", "bet", "raise", "complete", "fold"))


def acts_again_in_round(t, seq: int, i: int) -> bool:
    """Seat ``i`` has a betting line later in this round: one of :data:`_ROUND_LINES` after event
    ``seq``, before the first line of any other kind (a deal, a draw, a show, ...)."""
    return _line_after(t, seq, i, None, within=_ROUND_LINES) is True


#: the payout lines: one of a player's does not put them in the log again (README)
_PAYOUT = frozenset(("collect", "return", "rake"))


def _line_after(t, seq: int, i: int, kinds, but=None, within=None) -> bool | None:
    """Whether seat ``i`` has a line after event ``seq`` (of one of ``kinds``, when given; not of
    one of ``but``, when given; before the first line not of ``within``, when given); None when
    the hand is not known."""
    hand = getattr(t, "hand", None)
    if hand is None:
        return None
    name = t.names[i]
    events = hand.events
    for k in range(seq + 1, len(events)):
        ev = events[k]
        if within is not None and ev.type not in within:
            return False
        if ev.player == name and (kinds is None or ev.type in kinds) and (but is None or ev.type not in but):
            return True
    return False


def late_answer(t, i: int, kind: str) -> bool:
    """Seat ``i``'s ``kind`` line ("fold", "call"), logged after the log went on without it (taken
    as folding or calling then: :func:`end_answers_left_out`): that answer, no finding, no chips
    again (once)."""
    late = t.late_answers
    if late is None or late.get(i) != kind:
        return False
    del late[i]
    return True


def _answers_later(t, i: int, kind: str) -> None:
    if t.late_answers is None:
        t.late_answers = {}
    t.late_answers[i] = kind


def checks_left(r) -> list[int]:
    """The players still to act, in turn, when each of them owes nothing and may check (a log
    that goes on to the next phase left their checks out); else an empty list.  (Those of
    them an action out of turn passed over, already reported, are in ``r.passed``.)"""
    j = r.to_act
    if j is None or not r.check_allowed or r.owed(j) > 0:
        return []
    left = [j]
    acted = r.acted_level
    level = r.level
    for k in r.after[j]:
        if k != j and acted[k] < level and not r.folded[k] and not r.all_in[k]:
            if r.owed(k) > 0:
                return []
            left.append(k)
    return left


def end_left_open(r, seq: int, i: int, code: str, text: str) -> list[int] | None:
    """The log goes on to the next phase (seat ``i``'s event: a draw, a show, a muck) while
    this round is not over.  When every player still to act owes nothing, their checks were
    left out: one finding (``code``, ``text`` and who had not acted), unless an action out of
    turn passed over each of them (reported then).  When a bet made after the round was over
    (reported then) reopened it and nobody answered it, it stays unanswered: its chips are an
    uncalled bet.  Either way the round ends there, as if they checked (no chips move, nobody
    folds), and the players taken as checking (or not answering) are returned; None: the
    round stays open (someone owed chips: what the log left out cannot be told).  What they
    do later in the round is :func:`assumed_action`."""
    if r.to_act is None:
        return None
    left = unanswered(r)
    if left is not None:
        # the event that went on gets its finding only if the bet is answered after all
        _assume(r, left, None, text, (code, seq, i), False)
        return left
    left = checks_left(r)
    if not left:
        return end_answers_left_out(r, seq, i, code, text)
    passed = r.passed
    if passed is None or not all(j in passed for j in left):
        who = ", ".join(r.t.names[j] for j in left)
        r._find(code, seq, i, f"{text} ({who} had not acted, with nothing to call: taken as "
                f"{'a check' if len(left) == 1 else 'checks'})")
        _assume(r, left, r.t.findings[-1], text, None, True)
    else:
        # an action out of turn passed over every one of them (reported then): no finding
        # now; if one of them acts in the round after all, the event was logged early, and
        # its finding is made then
        _assume(r, left, None, text, (code, seq, i), True)
    return left


#: the betting actions: a player's next one in the log says they were still to act in the round
_ACTIONS = frozenset(("check", "call", "bet", "raise", "complete", "fold", "bring_in"))
#: the actions that answer a bet
_ANSWERS = frozenset(("call", "raise", "complete", "fold"))
#: the actions that put a bet to call
_BETS = frozenset(("bet", "raise", "complete", "bring_in"))
#: the events that show a player still in the hand (a payout line does not: a collect of 0); a
#: deal does too, but the answer may still follow it (a stud call logged after the next street's deal)
_PLAYS = frozenset(("draw", "show", "muck"))

#: what :func:`answers_left_out` takes a player as doing, and why (the finding's words)
FOLD_GONE, FOLD_LATER, FOLD_MUCK, FOLD_NO_CHECK, CALL, CALL_LATER, CHECK = range(7)
_WHY = {FOLD_GONE: ("had not acted, facing a bet, and {is} not in the log again", "folded"),
        FOLD_MUCK: ("had not acted, facing a bet, and {muck} before any show", "folded"),
        FOLD_LATER: ("had not acted, facing a bet, and {fold} later in the log", "folded"),
        FOLD_NO_CHECK: ("had not acted, with nothing to call but checking not allowed, and {is} not in the "
                        "log again", "folded"),
        CALL: ("had not acted, facing a bet, and {play} on", "calling"),
        CALL_LATER: ("had not acted, facing a bet, and {call} later in the log", "calling"),
        CHECK: ("had not acted, with nothing to call", "{check}")}


def answers_left_out(r, seq: int) -> list[tuple[int, int]] | None:
    """The log goes on to the next phase at event ``seq`` while players are still to act: their
    answers were left out, unless one of them answers after all (the event that went on was
    logged early, as a call logged after the next street's deal: None).  Each player's first
    event from ``seq`` on tells: one who owed chips and whose answer (a call, raise, completion
    or fold) is the next betting action in the log answers late (None); one who plays on (draws,
    shows or mucks, or acts after the others' next actions; a deal does not tell, as the answer
    may follow it) called, unless that action is a fold (folded later) or a muck before anyone
    showed (folded); one only dealt called; one not in the log again folded.  One who owed nothing and
    whose first event is an action checks late (None); else checked (or, with checking not
    allowed and not in the log again, folded).  Returns ``[(seat, what)]`` (``FOLD_GONE``, ...,
    ``CHECK``), else None (also when nobody was still to act)."""
    j = r.to_act
    if j is None:
        return None
    t = r.t
    acted = r.acted_level
    level = r.level
    waiting: dict[str, tuple[int, bool]] = {}       # name -> (seat, owes chips)
    for k in r.after[j]:
        if t.folded[k] or t.all_in[k]:
            continue
        if r.owed(k) > 0:
            waiting[t.names[k]] = (k, True)
        elif acted[k] < level:
            waiting[t.names[k]] = (k, False)
    if not waiting:
        return None
    fate: dict[str, int] = {}
    dealt: set[str] = set()         # seen playing on, their answer may still follow
    mucked: set[str] = set()
    events = t.hand.events
    # a betting action seen, a bet, a show, another's draw or show
    betting = raised = shown = moved_on = False
    for e in range(seq, len(events)):
        ev = events[e]
        typ = ev.type
        name = ev.player
        if name in waiting and name not in fate:
            owes = waiting[name][1]
            if typ in _ACTIONS:
                if not owes or (not betting and typ in _ANSWERS and
                                not (moved_on and (name in dealt or typ == "call" or typ == "fold" or shown))):
                    # (a raise after the others drew is still their answer logged late, the others'
                    # answers to it taken where they play on: review of the review of session 67; not
                    # after a show: the hands shown, the raise is a stray line, as for a call or fold)
                    return None
                # (a call with nothing bet since the log went on calls what they owed, logged late)
                fate[name] = (FOLD_LATER if typ == "fold" and name not in dealt else
                              CALL_LATER if typ == "call" and not raised and ev.amount != 0 else CALL)
            elif not owes:
                if typ in _PLAYS or typ == "deal":
                    fate[name] = CHECK
            elif e == seq and typ == "muck" and not shown:
                dealt.add(name)         # (its own muck before any show: folded, unless it answers next)
                mucked.add(name)
            elif typ == "deal" or (e == seq and (typ == "show" or typ == "draw")):
                # dealt the next street, or showing or drawing early: the answer may still follow (a
                # late call), unless the others drew or showed since; else the player played on (a fold
                # after it is the next round's)
                dealt.add(name)
            elif typ in _PLAYS:
                # (a muck before anyone showed gives up facing the bet; at the showdown, the hand)
                fate[name] = FOLD_MUCK if typ == "muck" and not shown else CALL
            if len(fate) == len(waiting):
                break
        if typ in _ACTIONS:
            betting = True
            raised = raised or typ in _BETS
        elif typ in _PLAYS:
            shown = shown or typ == "show"
            moved_on = moved_on or (e > seq and name not in dealt)
    return [(k, fate.get(name, (FOLD_MUCK if name in mucked else CALL if name in dealt else FOLD_GONE) if owes else
                         (CHECK if r.check_allowed else FOLD_NO_CHECK)))
            for name, (k, owes) in waiting.items()]


def end_at_payout(r, seq: int, code: str, text: str) -> None:
    """The log pays out (event ``seq``: a collect, return or rake) while this round is not over,
    and the players still to act who face a bet are not in the log again: their folds were left
    out.  When those folds leave one player who can still bet (the others all-in), and none of
    them is a player the log pays, the round ends as :func:`end_left_open` ends it at a show (one
    finding at the payout naming them, unless an action out of turn passed over each), so that
    the payout is judged (review of session 64: a lost fold line left the hand incomplete, its
    right return called wrong and its payout unjudged).  Otherwise the round stays open."""
    if r.to_act is None or unanswered(r) is not None:
        return
    found = answers_left_out(r, seq)
    if found is None:
        return
    names = r.t.names
    paid = set()
    for e in r.t.hand.events[seq:]:
        if (e.type == "collect" or e.type == "return") and e.player is not None:
            paid.add(e.player)
    out = _folds(r, found)
    for j in out:
        if names[j] in paid:
            return
    if not out and _showdown_logged(r):
        # only checks left out, and every player still in has shown or mucked already (early,
        # reported then): the showdown is in the log, so the round ends as if they checked and the
        # payout is judged (review of session 67: a draw line lost, the shows during the draw and
        # the fold after them, the hand was called incomplete, its payout not judged)
        end_left_open(r, seq, None, code, text)
        return
    if not out or _bettors_beside(r, out) > 1:
        # (checks or calls left out, and the hand goes on to a showdown the log does not show:
        # what it left out cannot be told; only fold lines lost before the payout are read so,
        # when they leave one player who can still bet, all-in players beside; review of
        # session 64)
        return
    end_left_open(r, seq, None, code, text)


def _showdown_logged(r) -> bool:
    """Every player still in the hand has shown or mucked (two at least)."""
    t = r.t
    left = 0
    for k in range(len(t.folded)):
        if not t.folded[k]:
            if not t.shown[k] and not t.mucked[k]:
                return False
            left += 1
    return left > 1


def _folds(r, found: list[tuple[int, int]]) -> set[int]:
    """The players :func:`answers_left_out` takes as folding: those facing a bet, and those who
    could not check (``check_allowed`` false) unless the folds of the others leave one player who
    can bet (their answer was then never owed: review of session 65, the big blind's option taken
    as a fold while the log paid them, and the payout left unjudged)."""
    facing = {j for j, what in found if what == FOLD_GONE or what == FOLD_LATER or what == FOLD_MUCK}
    if facing and _bettors_beside(r, facing) <= 1:
        return facing
    return {j for j, what in found if what != CALL and what != CALL_LATER and what != CHECK}


def _bettors_beside(r, out: set[int]) -> int:
    """How many players could still bet once the players ``out`` fold (all-in players do not)."""
    left = 0
    for k in range(len(r.folded)):
        if not r.folded[k] and not r.all_in[k] and k not in out:
            left += 1
    return left


def end_answers_left_out(r, seq: int, i: int | None, code: str, text: str) -> list[int] | None:
    """:func:`answers_left_out`: the players taken as folding fold, those taken as calling call
    what they owed (all-in for less), those taken as checking check, and the round ends (they
    are returned); one finding (``code``, ``text`` and who was taken so), unless an action out
    of turn passed over each of them (reported then).  None: nothing changes."""
    found = answers_left_out(r, seq)
    if found is None:
        return None
    told = found
    out = _folds(r, found)
    if out:
        if _bettors_beside(r, out) <= 1:
            # the folds leave one player who can bet: the others' checks were never owed (nobody
            # acts when nobody is left to bet against), so they are not named (review of session 64)
            told = [(j, what) for j, what in found if what != CHECK and (what != FOLD_NO_CHECK or j in out)]
    passed = r.passed
    if passed is None or not all(j in passed for j, _ in told):
        r._find(code, seq, i, f"{text} ({_left_out(r, told)})")
    loose = r.loose
    for j, what in found:
        if what == CALL or what == CALL_LATER:
            if not r.folded[j] and not r.all_in[j] and r.owed(j) > 0 and \
                    (loose is None or loose.get(j, 0) < r.owed(j)):
                # (chips the player called earlier in the round with nothing to call, the same or
                # more, were this answer logged early: in the pot already)
                r.to_act = j
                r.call(seq, j, None)
                if what == CALL_LATER:
                    _answers_later(r.t, j, "call")
        elif what != CHECK and j in out:
            r._out(j)
            if what == FOLD_LATER:
                _answers_later(r.t, j, "fold")
    end_with_checks(r)
    return [j for j, _ in found]


def _left_out(r, found: list[tuple[int, int]]) -> str:
    """Words for the players :func:`answers_left_out` found."""
    names = r.t.names
    said = []
    for what, (why, taken) in _WHY.items():
        who = [names[j] for j, w in found if w == what]
        if who:
            one = len(who) == 1
            verbs = {"is": "is" if one else "are", "fold": "folds" if one else "fold",
                     "play": "plays" if one else "play", "muck": "mucks" if one else "muck",
                     "check": "a check" if one else "checks", "call": "calls" if one else "call"}
            said.append(f"{', '.join(who)} {why.format(**verbs)}: taken as {taken.format(**verbs)}")
    return "; ".join(said)


def unanswered(r) -> list[int] | None:
    """The players still to act when an action after the round was over (reported then)
    reopened it and nobody has acted since, else None."""
    opener = r.reopened
    if opener is None or r.to_act is None:
        return None
    acted = r.acted_level
    level = r.level
    left = []
    for j in range(r.n):
        if j != opener and not r.folded[j] and not r.all_in[j]:
            if acted[j] >= level:
                return None
            left.append(j)
    return left


def end_unanswered(r) -> bool:
    """:func:`unanswered`: the log went on without answering the action (a bet stays
    uncalled), and the round ends as it was (True); else nothing changes."""
    left = unanswered(r)
    if left is None:
        return False
    _assume(r, left, None, "", None, False)
    return True


def _assume(r, left: list[int], finding, text: str, pending, checks: bool) -> None:
    """End the round as if ``left`` checked, keeping what they had done before
    (:func:`assumed_action` puts it back).  ``finding``: the one made for it (its message
    is cut back to ``text`` if the round goes on); ``pending``: (code, seq, seat) of the
    finding to make, with ``text``, only if the round goes on; ``checks``: they owed
    nothing (their checks were left out), else a bet was left unanswered."""
    r.assumed = (left, {j: (r.acted_level[j], r.acted_full[j], r.acted_to[j]) for j in left},
                 finding, text, pending, checks)
    end_with_checks(r)


def assumed_action(r, i: int, check: bool) -> int:
    """An action in this round, after it was ended where the log went on (:func:`_assume`),
    by seat ``i``: 0 when ``i`` is not one of the players taken as checking; 1 when it is
    their check (``check``), logged late: taken, nothing to apply; 2 when it is anything
    else (or a check facing the unanswered bet): the event that went on was logged early,
    and the round is back as it was before it ended (no chip had moved), to apply it in.
    That event's finding then says only that it was early."""
    a = r.assumed
    if a is None or i not in a[0]:
        return 0
    left, before, finding, text, pending, checks = a
    if check and checks:
        left.remove(i)
        return 1
    for j in left:
        r.acted_level[j], r.acted_full[j], r.acted_to[j] = before[j]
    r.to_act = left[0]       # (i is one of them)
    if finding is not None:
        finding.message = text
    elif pending is not None:
        code, seq, who = pending
        found = r.t.findings
        k = len(found)
        while k and found[k - 1].seq is not None and found[k - 1].seq > seq:
            k -= 1
        found.insert(k, Finding(code, seq, r.t.names[who], text))
    r.assumed = None
    r.reopened = None
    return 2


def end_with_checks(r) -> None:
    """The round ends as if every player still to act checked (see :func:`checks_left`)."""
    while r.to_act is not None:
        j = r.to_act
        r.acted_level[j] = r.level
        r._acted_at(j)
        r._advance(j)
