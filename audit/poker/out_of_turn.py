"""Actions out of turn.  Functions of a :class:`audit.poker.betting.BettingRound` ``r`` (see that
module's docstring for the rules), as :mod:`audit.poker.round_end` are: an action by a player who
folded, is all-in, acts before their turn or after the round was over (:func:`out_of_turn`, which
the round's actions call when the actor is not the one to act); a line out of turn after which the
log reads on as after the action of the player in turn: theirs, under the wrong name
(:func:`misnamed`, :func:`reads_as_after`); an illegal check followed by the player's own answer
(:func:`answer_next`).

No ``.pxd``, as :mod:`audit.poker.round_end` says why."""

from __future__ import annotations

from .repeated_lines import logged_twice, raise_repeated
from .round_end import _PAYOUT, _line_after, assumed_action, in_log_after, late_answer, plays_on


def out_of_turn(r, seq: int, i: int, verb: str, amount: int | None = None) -> int:
    """Seat ``i`` acts (``verb``: "checked", "called", "folded", "bet", ...; ``amount``: a call's
    chips, when logged) while it is not its turn: the seat whose action it is taken as (``i``, or
    the player in turn when the line is theirs under ``i``'s name: :func:`misnamed`), or -1 when
    it is not applied (:func:`_judged`; a fold out of turn by a player who plays on later is
    another's line: :func:`plays_on`)."""
    if verb in _RAISES and raise_repeated(r, seq, i):
        return -1
    j = misnamed(r, seq, i, verb, amount)
    if j >= 0:
        return j
    if verb == "called" and logged_twice(r, seq, i):
        return -1
    if verb == "called" and amount is not None and lost_wager(r, seq, i, amount):
        return i
    if not _judged(r, seq, i, verb) or (verb == "folded" and plays_on(r.t, seq, i)):
        return -1
    return i


def _judged(r, seq: int, i: int, verb: str) -> bool:
    """Seat ``i``'s action out of turn: after folding or all-in, after the round was over
    (``r.reopened``; a player taken as checking where the log went on: :func:`assumed_action`)
    or before its turn (the players passed over are in ``r.passed``), reported.  True: apply the
    action; False: it is not applied (a folded or all-in player's, one after everyone else folded,
    or a check logged late, taken when the round ended)."""
    t = r.t
    if t.folded[i]:
        if verb == "folded" and late_answer(t, i, "fold"):
            return False
        if t.start[i] == 0:
            r._find("out-of-turn", seq, i, f"{t.names[i]} {verb} but sat with no chips, so was not dealt in: "
                    f"out of the hand")
        else:
            r._find("out-of-turn", seq, i, f"{t.names[i]} {verb} after folding: a folded player is out of the hand")
        return False
    if t.all_in[i]:
        r._find("out-of-turn", seq, i, f"{t.names[i]} {verb} but is all-in and has nothing left to act with")
        return False
    ta = r.to_act
    if ta is None and t.folded.count(False) < 2:
        # everyone else folded: the hand is over (CODES.md: acting after the hand ended is out of
        # turn), and nothing the last player does changes who wins it.  The chips of a bet or
        # raise go in as logged (FORMAT.md), all of them uncalled, unless the payout settles the
        # pot as it stood before them (the totals then kept: table_settle._paid_as_it_stood, as
        # for chips put in after the payout): either way the one fault is this line's
        r._find("out-of-turn", seq, i, f"{t.names[i]} {verb} after the hand had ended (everyone else folded)")
        hand = getattr(t, "hand", None)
        if hand is not None and verb in _RAISES:
            to = hand.events[seq].to
            if to is not None and to > r.put[i]:
                if t.paid_total is None:
                    t.paid_total = list(t.total)
                r._pay(seq, i, to - r.put[i], verb, to)
        return False
    if ta is None and r.assumed is not None:
        back = assumed_action(r, i, verb == "checked")
        if back == 1:
            return False        # a check logged late: taken when the round ended
        if back == 2:
            ta = r.to_act
    if ta is None and verb == "checked" and r.can <= 1 and r.owed(i) <= 0 and r.acted_level[i] < r.level \
            and t.folded.count(False) >= 2 and True not in t.shown and True not in t.mucked \
            and not t.collects and not t.returns:
        # (while the hand goes on: not after everyone else folded, nor once the showdown or the
        # payout has begun: a check then is out of turn)
        # the one player left with chips, owing nothing, everyone else all-in or folded: a check
        # that changes nothing, accepted once (README; PokerKit logs it), in every game
        r.acted_level[i] = r.level
        return False
    passed = r.passed
    while ta is not None and ta != i and passed is not None and ta in passed and r.owed(ta) > 0 and \
            not t.folded[ta] and not in_log_after(t, seq, ta):
        # the turn comes back, facing a bet, to a player an action out of turn passed over
        # (reported then) who is not in the log again: their fold line was lost, taken as folding
        # here, not named again (README; review of session 65: one lost fold, a finding at each
        # raise after it)
        r._out(ta)
        ta = r.to_act
        if ta == i:
            return True
    if ta != i:
        if ta is None:
            r.reopened = i
            if verb != "checked" and verb != "called" and verb != "folded" and \
                    (r.can <= 1 or r.uncallable(i)) and not r.closed(i):
                return True     # a bet nobody can call: one illegal-action (BettingRound._judge), chips as logged
            msg = f"{t.names[i]} {verb} but the betting round was over"
        else:
            msg = f"{t.names[i]} {verb} but it was {t.names[ta]}'s turn to act"
            if r.passed is None:
                r.passed = []
                r.passed_owed = {}
            r.passed.append(ta)
            owed = r.owed(ta)
            if owed > 0 and ta not in r.passed_owed:
                r.passed_owed[ta] = owed
        r._find("out-of-turn", seq, i, msg)
    return True


#: the verbs of the actions that put chips in to a total (``to``)
_RAISES = frozenset(("bet", "raised", "completed"))

#: the lines of a betting round (a line of any other type ends it, for the look-aheads)
_BETTING = frozenset(("check", "call", "bet", "raise", "fold", "complete"))


def misnamed(r, seq: int, i: int, verb: str, amount: int | None = None) -> int:
    """Seat ``i``'s action (a check, call, fold, bet, raise or completion) at ``seq`` while it is another
    player's turn, ``p``'s, when the log reads on as if ``p`` had made it: the next line (or the
    round's end) is the turn that would follow ``p``'s action, not the one that follows the line
    as logged (``i``'s action out of turn, or a line not applied: ``i`` folded, is all-in, or had
    acted and owed nothing).  The line is then ``p``'s, logged under ``i``'s name (README):
    reported once, ``out-of-turn`` at it, and ``p`` returned, to apply it as ``p``'s (its chips
    theirs; a call's ``amount``, when logged, what ``p`` owed; a fold's ``p`` not in the log
    again, any other line's ``p``, when ``i`` could not act, in it again; a folded ``i`` not
    playing on, whose own fold would be the wrong line); -1 otherwise (then :func:`out_of_turn`
    judges it)."""
    p = r.to_act
    if p is None or p == i:
        return -1
    t = r.t
    hand = getattr(t, "hand", None)
    if hand is None:
        return -1
    if amount is not None and amount != min(r.owed(p), t.stacks[p]):
        return -1           # a call of chips ``p`` did not owe: not theirs
    if verb == "folded" and _line_after(t, seq, p, None, _PAYOUT if _not_theirs(t, seq, i) else None) is not False:
        # ``p`` is in the log again: not their fold (a payout line does not count when the fold
        # cannot be ``i``'s, README: ``i`` folded or all-in already, or folds later in the log)
        return -1
    if verb == "folded" and not t.folded[i] and not t.all_in[i] and r.owed(p) > 0 and \
            _line_after(t, seq, i, None) is False:
        # taken as ``p``'s, the fold would leave ``i`` in the hand and nowhere in the log again (not
        # even paid); as logged it is ``i``'s own, and ``p``, facing a bet and not in the log again,
        # folded (the line lost, README): one finding either way, and only this reading leaves the
        # log whole (review of session 66: a complete hand was left incomplete, its payout not judged)
        return -1
    raises = verb == "bet" or verb == "raised" or verb == "completed"
    if t.folded[i]:
        if t.start[i] == 0 or plays_on(t, seq, i) or (verb == "folded" and _late_fold(t, i)):
            # not dealt in (out_of_turn says so), a player who acts or shows later (their fold was
            # the line under the wrong name), or a fold logged late (taken as folding already)
            return -1
        why = f"{verb} after folding"
        logged = p          # (the line not applied: still p's turn)
    elif t.all_in[i]:
        why = f"{verb} but is all-in"
        logged = p
    elif r.acted_level[i] >= r.level and r.current <= r.put[i]:
        why = f"{verb} but had acted and owed nothing"
        logged = p
    else:
        why = f"{verb} but it was {t.names[p]}'s turn to act"
        logged = turn_after(r, i, raises)
    if not reads_as_after(r, seq, p, logged, raises, verb == "folded"):
        return -1
    if verb != "folded" and seq + 1 < len(hand.events) and hand.events[seq + 1] == hand.events[seq] and \
            not in_log_after(t, seq, p):
        # the counterpart of the fold's guard above: the next line, the same as this one, is this
        # line logged twice (:mod:`audit.poker.repeated_lines`), not the action of the player whose
        # turn follows ``p``'s; taken as ``p``'s, ``p`` would call or bet and be nowhere in the log
        # again. As logged it is ``i``'s own, and ``p``, passed over and not in the log again, folded
        # (the line lost, README; review of session 66: a repeated call and a lost fold, 6 findings)
        return -1
    if logged == p and verb != "folded" and not in_log_after(t, seq, p):
        return -1           # a line not applied, then ``p`` nowhere in the log: not an action of theirs
    names = t.names
    if why.endswith("turn to act"):
        why += ", and the log goes on as after theirs"
    else:
        why += f" when it was {names[p]}'s turn to act, and the log goes on as after theirs"
    r._find("out-of-turn", seq, i, f"{names[i]} {why}: taken as {names[p]}'s action, logged under {names[i]}'s name")
    return p


def lost_wager(r, seq: int, i: int, amount: int) -> bool:
    """Seat ``i`` calls ``amount`` while it is ``p``'s turn, ``i`` the player whose turn follows a
    bet or raise of ``p``'s, and ``amount`` is more than ``i`` owes: what ``i`` calls is a bet or
    raise of ``p``'s to ``i``'s chips in the round with the call (a call not all-in: one all-in
    does not tell the bet), one ``p`` could make (its size legal, or all ``p`` had), and ``p``
    makes no bet, raise or completion later in the round, nor one to those chips later in the log
    (that line logged late) nor earlier with a finding (logged early), no line of the round before
    it was found wrong (a wager of ``i``'s logged late, say), and the line cannot be
    ``p``'s call under ``i``'s name (``i`` had acted and owed nothing, and ``amount`` is what ``p``
    owes): ``p``'s line was lost, when the log reads on as after the call of that wager.  It is applied here, reported once
    (``out-of-turn`` at the call, telling the other reading), and the call is ``i``'s in turn
    (README; session 71's damage harness on stud: a lost bet or raise was two findings at each
    call after it, and the right collect called ``wrong-amount`` with the books unbalanced).
    True then; False (nothing done) otherwise."""
    p = r.to_act
    t = r.t
    if p is None or p == i or t.folded[i] or t.all_in[i] or t.folded[p] or t.all_in[p]:
        return False
    put = r.put
    to = put[i] + amount
    owed = r.owed(i)
    if owed <= 0 and r.acted_level[i] >= r.level and amount == min(r.owed(p), t.stacks[p]):
        return False            # (``i`` had acted and owed nothing: the line may be ``p``'s call, misnamed)
    if to <= r.current or amount >= t.stacks[i] or turn_after(r, p, True) != i:
        return False
    _, lo, hi, can = r.options(p)
    if not ((can and lo <= to <= hi) or to == put[p] + t.stacks[p]):
        return False
    if _line_after(t, seq, p, _WAGERS, within=_BETTING) is not False:
        return False            # (a wager of ``p``'s later in the round, or the hand not known)
    late = t.late_answers
    if late is not None and late.get(i) == "call":
        return False            # (a call taken where the log went on: this line may be it, late)
    names = t.names
    events = t.hand.events
    for e in events[seq + 1:]:
        if e.player == names[p] and e.type in _WAGERS and e.to == to:
            return False        # (that wager, logged late)
    k = seq - 1
    while k >= 0 and events[k].type in _BETTING:
        k -= 1                  # (the round's lines before this one: from k + 1)
    for f in t.findings:
        e = events[f.seq] if f.seq is not None and f.seq < seq else None
        if e is not None and e.player == names[p] and e.type in _WAGERS and e.to == to:
            return False        # (that wager, logged early: found out of its place then)
        if e is not None and f.seq > k and e.type in _BETTING:
            return False        # (a line of the round found wrong already: the log reads otherwise)
    # the log reads on as after the call of that wager: the next line is the action of the player
    # whose turn follows (the first one after ``i`` still in with chips, unless that is ``p``), or,
    # when the round ends, no betting line
    nxt = -1
    for j in r.after[i]:
        if j != i and not t.folded[j] and not t.all_in[j]:
            nxt = -1 if j == p else j
            break
    ev = events[seq + 1] if seq + 1 < len(events) else None
    if ev is not None and ev.type in _BETTING:
        if nxt < 0 or ev.player != names[nxt]:
            return False
    elif nxt >= 0:
        return False
    what = "bet" if r.current == 0 else "completed" if r.brought_in and not r.opened else "raised"
    r._wager(seq, p, to, None, True, what)     # (legal, as options said: no finding of its own)
    word, verb = _WAGER_WORDS[what]
    r._find("out-of-turn", seq, i, f"{names[i]} called {amount} but it was {names[p]}'s turn to act: "
            f"{names[p]}'s {word} to {to} is not in the log, but {names[i]}'s call says it: taken as "
            f"{what}, the line lost; if {names[p]} did not {verb}, {names[i]}'s call is out of turn and "
            f"{amount - owed} more than owed")
    return True


#: the noun and the verb of a wager, by its past tense
_WAGER_WORDS = {"bet": ("bet", "bet"), "completed": ("completion", "complete"), "raised": ("raise", "raise")}

#: the lines that put chips in to a total
_WAGERS = frozenset(("bet", "raise", "complete"))


def _not_theirs(t, seq: int, i: int) -> bool:
    """A fold logged under seat ``i``'s name at ``seq`` cannot be ``i``'s own: ``i`` had folded or
    is all-in, or folds later in the log."""
    return t.folded[i] or t.all_in[i] or _line_after(t, seq, i, _FOLDS) is True


#: a player's own fold
_FOLDS = frozenset(("fold",))


def _late_fold(t, i: int) -> bool:
    """Seat ``i``, folded, was taken as folding where the log went on without its answer, which
    may come later (:func:`late_answer`)."""
    late = t.late_answers
    return late is not None and late.get(i) == "fold"


def reads_as_after(r, seq: int, p: int, logged: int, raises: bool, folds: bool = False) -> bool:
    """The log after event ``seq`` reads on as after an action of seat ``p`` (``raises``: a bet,
    raise or bring-in, which every other player still in must answer; ``folds``: a fold, after
    which nobody acts when it leaves one player in), and not as after that line as logged, whose
    next turn is ``logged`` (-1: the round's end): its next line is the betting action of the
    player whose turn would follow ``p``'s, or, when nobody's would, ends the round."""
    folded = r.t.folded
    theirs = -1 if folds and folded.count(False) - (0 if folded[p] else 1) <= 1 else turn_after(r, p, raises)
    events = r.t.hand.events
    ev = events[seq + 1] if seq + 1 < len(events) else None
    names = r.t.names
    if ev is not None and ev.type in _BETTING:
        return theirs >= 0 and ev.player == names[theirs] and (logged < 0 or ev.player != names[logged])
    return theirs < 0 and logged >= 0


def turn_after(r, k: int, raises: bool) -> int:
    """Whose turn follows seat ``k``'s action as the round stands (``raises``: a bet or raise,
    which every other player still in must answer): a seat, or -1 (the round ends)."""
    t = r.t
    acted = r.acted_level
    level = r.level
    for j in r.after[k]:
        if j != k and ((not t.folded[j] and not t.all_in[j]) if raises else acted[j] < level):
            return j
    return -1


def answer_next(r, seq: int, i: int, facing: bool) -> str | None:
    """The type of the event logged right after ``seq`` when it is seat ``i``'s own action in
    place of an illegal check (facing a bet: a call, raise, completion or fold; where checking
    is not allowed: a bet, raise, completion or fold), else None.  An illegal check followed
    by such an action of the player's is a stray line: the action is theirs (README)."""
    hand = getattr(r.t, "hand", None)
    if hand is None:
        return None
    events = hand.events
    if seq + 1 >= len(events):
        return None
    ev = events[seq + 1]
    kind = ev.type
    if (kind == "raise" or kind == "fold" or kind == "complete" or kind == ("call" if facing else "bet")) \
            and ev.player == r.t.names[i]:
        return kind
    return None
