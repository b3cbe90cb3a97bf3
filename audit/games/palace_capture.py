"""Palace Poker, the capture (PALACE.md section 3): the battle's winner takes the loser's banner
and soldiers (up to the soldier limit, the rest to the discard pile).  A capture logged late, one
missing, one of other cards than the loser's army, and the settlement of a battle still waiting
for its capture when the log goes on (:meth:`CaptureMixin._settle_pending`); a ``show``, and the
unknown cards a capture or a show names later (:meth:`CaptureMixin._reveal_later`).  A link of the
replay's chain (:class:`audit.games.palace.Replay`) after the battles."""

from __future__ import annotations

from itertools import combinations
from math import comb

from msgspec.structs import replace

from ..cards import CARD_INDEX, UNKNOWN, card_str, cards_str, suit_of
from .palace_answers import FOLDS
from .palace_battle import BattleMixin
from .palace_deal import OVER, PLAY
from .palace_deal_lines import TURN_ACTIONS
from .palace_state import BETTING, CAPTURE, DONE, JUDGE, SOLDIER_LIMIT, TURN_TYPES, match_cards
from .palace_turns import CONT_CAPTURE
from .palace_judge import battle_winner


class CaptureMixin(BattleMixin):
    __slots__ = ()

    def _on_capture(self, seq, ev):
        b = self.battle
        name = ev.player
        if b is not None and seq in b.split_rest:
            # the rest of a capture logged in parts, taken with its first line (the lines still to
            # come are the winner's: ExplainMixin.view)
            b.split_rest = b.split_rest[b.split_rest.index(seq) + 1:]
            return
        if b is None or b.state != CAPTURE:
            for lb in self.battles:
                late = lb.late_capture
                if late is not None and late[0] == seq:     # applied already, where it was owed
                    self._find("palace-capture", seq, name,
                               f"{name} captured {lb.loser.name}'s banner and soldiers late, after event "
                               f"{late[1]}; the winner captures right after the battle, before the next "
                               f"action (taken as made there)")
                    return
        if b is not None and b.state == BETTING and self.phase != OVER:
            r = b.responder
            if r is not None and name == b.other(r).name and ev.source == r.name and \
                    not self._answers_later(seq, r.name):
                # the other side's capture from the player who had to answer, who answers nowhere:
                # the answer left out, taken as that player giving the battle up, as a result line
                # naming the other side is (README; review of session 66: a lost fold with no
                # battle line was seven findings, the capture refused and the battle left waiting)
                owed = b.owed[r.name]
                if self._lost_call(seq, b, r, b.other(r)):
                    # (the payout counts the call's chips, and the cards give the battle to the
                    # capturer: the answer left out was a call; review of session 67)
                    self._find("palace-wrong-response", seq, r.name,
                               f"{name} captured from {r.name} before {r.name} answered (owing {owed}); a "
                               f"battle is decided after a call or a fold, and {r.name} answers nowhere, but "
                               f"the payout counts {owed} more than the log's lines put in: taken as "
                               f"{r.name}'s call, its line lost")
                else:
                    self._find("palace-wrong-response", seq, r.name,
                               f"{name} captured from {r.name} before {r.name} answered (owing {owed}); "
                               f"a battle is decided after a call or a fold, and {r.name} answers nowhere: taken "
                               f"as {r.name} giving it up")
                    b.folded = r
                    b.calls.append((FOLDS, r.name, 0, 0, 0))
                    self._apply_outcome(seq, b, b.other(r))
        if b is not None and b.state == JUDGE:
            self._decide(seq, b, name, True)   # no battle event: the capture names the winner
        if b is None or b.state != CAPTURE:
            # (a capture after a battle that ended the hand with no winner, a tie that put both
            # out, is that battle's wrong capture, as after the last two's tie: review of session 57)
            if self.phase == OVER and (b is None or b.state == DONE) and self.end_kind != "tie" and not (
                    b is not None and b.winner is None and b.folded is None and self.end_seq >= b.seq):
                if not self._late_play(ev):
                    self._find("palace-hand-not-over", seq, name,
                               f"{name} captured cards after the hand had ended ({self.end_words})")
            else:
                self._find("palace-capture", seq, name,
                           f"{name} captured cards but no battle had a winner to capture them")
            return
        w, l = b.winner, b.loser
        src = ev.source
        if name != w.name or src != l.name:
            # applied as logged (FORMAT.md; README): the winner takes the named cards the loser
            # holds, the loser's others leave play with their army; one finding
            # (but a capturer the log's battle result named, the replay giving the battle to
            # another: the log plays on as that claim has it, so the winner took nothing)
            as_claimed = name != w.name and b.claimed == name
            self._find("palace-capture", seq, name,
                       f"{name} captured from {src}, but {w.name} won the battle against {l.name}: "
                       f"only the winner captures, and only the loser's banner and soldiers" +
                       ("" if as_claimed else f" (taken as {w.name}'s capture of the named cards {l.name} holds)"))
            if as_claimed:
                self._capture_missing(b, False)
            else:
                self._take(seq, b, ev, True)
            return
        cards = self._split_capture(seq, ev, b)
        n = len(self.findings)
        self._take(seq, b, ev if cards is None else replace(ev, cards=cards))
        if cards is not None and len(self.findings) > n and self.findings[n].code == "palace-capture":
            self.findings[n].message += f" (the capture logged in parts, events {seq} to {b.split_rest[-1]})"

    def _split_capture(self, seq, ev, b):
        """The winner's capture logged in parts (FORMAT.md: the winner takes the loser's banner and
        soldiers; nothing says in one line): when this line leaves some of them, and the capture
        lines right after it, the same winner's from the same loser, name the rest, no card twice,
        those lines together are the capture, judged as one (README): their cards, the lines after
        this one skipped at theirs (``split_rest``); no finding when they are exactly the loser's,
        else one.  A later line naming again a card an earlier one named (``Kh``, then ``Kh Kd``)
        is the same card: the lines are the capture all the same, one palace-capture at the first
        line that repeats, naming both readings (logged in parts with a card twice, or the capture
        logged again in full; before, session 70, the first line was a palace-capture and the
        second a capture with no battle waiting).  Else None (before, session 69: the first line
        was a palace-capture and the second a capture with no battle waiting, or after the hand had
        ended)."""
        l = b.loser
        held = [l.banner, *l.soldiers] if l.banner is not None else l.soldiers
        claimed = list(map(CARD_INDEX.__getitem__, ev.cards))
        left = match_cards(claimed, held, True)[3]
        if not left:
            return None
        events = self.events
        rest = []
        twice = None            # (seq, its cards, the cards named again) of the first line that repeats
        for k in range(seq + 1, len(events)):
            e = events[k]
            if e.type != "capture" or e.player != ev.player or e.source != ev.source or not e.cards:
                return None
            again = []
            for c in map(CARD_INDEX.__getitem__, e.cards):
                if c != UNKNOWN and c in claimed:
                    again.append(c)
                else:
                    claimed.append(c)
            if again and twice is None:
                twice = (k, e.cards, again)
            rest.append(k)
            known = [c for c in claimed if c != UNKNOWN]
            if len(set(known)) != len(known):
                return None         # (a card named twice in one line)
            if not match_cards(claimed, held, True)[3]:
                b.split_rest = tuple(rest)
                if twice is not None:
                    self._find("palace-capture", twice[0], ev.player,
                               f"{ev.player} captured {' '.join(twice[1])} from {l.name}, but "
                               f"{cards_str(twice[2])} {'was' if len(twice[2]) == 1 else 'were'} captured "
                               f"already (event {seq}{'' if twice[0] == seq + 1 else f' to {twice[0] - 1}'}): "
                               f"taken as one capture of {l.name}'s banner and "
                               f"soldiers ({cards_str(claimed)}) logged in parts, events {seq} to {k}, "
                               f"a card named twice (or the capture logged again in full)")
                return [card_str(c) for c in claimed]
        return None

    def _take(self, seq, b, ev, wrong=False):
        """The winner takes the cards the ``capture`` event ``ev`` (at ``seq``) names.  ``wrong``:
        the event names another capturer or loser (reported already): the winner takes the named
        cards the loser holds (an unknown one filled in only when the loser is the one named),
        with no further finding."""
        w, l = b.winner, b.loser
        claimed = list(map(CARD_INDEX.__getitem__, ev.cards))
        held = [l.banner, *l.soldiers] if l.banner is not None else l.soldiers
        if wrong and ev.source != l.name:
            # another loser named: only the cards the loser is known to hold (a card named for
            # another player's does not fill in an unknown one of the loser's)
            claimed = [c for c in claimed if c >= 0 and c in held]
        where = self.where
        wname = w.name
        if claimed == held:                  # the usual case: exactly the banner and soldiers
            for c in held:
                if c >= 0:
                    where[c] = wname
            w.soldiers.extend(held)
            l.soldiers = []
            if UNKNOWN in held:
                self._pass_kept(l, w)
        else:
            self._capture_claimed(seq, w, l, claimed, held, not wrong)
        l.banner = None
        self._army_out(l)
        w.captures += 1
        b.state = DONE
        if w.in_hand and (len(w.soldiers) > SOLDIER_LIMIT or self._acts_next(seq, w.name)):
            self.cont, self.cont_kind, self.cont_seq = w, CONT_CAPTURE, seq
            self.pending = True
        else:
            self.pending = False        # the battle is over and no discards can follow

    def _late_capture(self, seq, b):
        """The seq of ``b``'s capture when the log gives it after the action at ``seq`` (the winner
        capturing from the loser, before any other battle result, capture or payout), or None."""
        events = self.events
        w, l = b.winner.name, b.loser.name
        for k in range(seq + 1, len(events)):
            ev = events[k]
            t = ev.type
            if t == "capture":
                return k if ev.player == w and ev.source == l else None
            if t == "battle" or t == "collect" or t == "rake":
                return None
        return None

    def _capture_claimed(self, seq, w, l, claimed, held, report=True):
        """A capture that names other cards than the loser's banner and soldiers (or fills in ``??``).
        ``report``: the cards that differ are a finding (not when the capture is reported already)."""
        # (a ``??`` for a card of the loser's the log knows hides that card: it is taken, no
        # finding; review of session 65, the card stayed the loser's, and the winner's next call
        # was figured without it)
        taken, reveals, extra, left = match_cards(claimed, held, True)
        if report and (extra or left):
            palace = [c for c in extra if c in l.palace]
            note = f" ({cards_str(palace)}: palace cards go to the discard pile)" if palace else ""
            self._find("palace-capture", seq, w.name,
                       f"{w.name} captured {cards_str(claimed) or 'nothing'}, but {l.name}'s banner and soldiers "
                       f"are {cards_str(held) or 'none'}; the winner takes exactly those{note}")
        got = list(held)
        if reveals and l.banner == UNKNOWN and held.count(UNKNOWN) == 1 and reveals[0][0] == 0 \
                and self.where[reveals[0][1]] is None:
            # the banner, logged ??, named (the only unknown card of the capture, and a card not
            # seen anywhere yet): its group's banner deal is judged again
            self._banner_named(seq, l, reveals[0][1], "the capture")
        for j, c in reveals:        # (one of the loser's unknown cards: one they kept unseen may be it)
            self._ledger_check(seq, w.name, c, w.name, ("deck",) + self.deck_places(), l.name)
            got[j] = c
        if reveals:     # the loser's banner and soldiers, in the layout of all their cards (exit_cards)
            nb = 1 if l.banner is not None else 0
            skip = len(l.exit_cards) - len(held)
            self._reveal_later(seq, l, [(j if j < nb else j + skip, c) for j, c in reveals], "the capture")
        moved = [got[j] for j in sorted(taken)]
        where = self.where
        for c in moved:
            if c >= 0:
                where[c] = w.name
        w.soldiers.extend(moved)
        l.soldiers = [held[j] for j in range(len(held)) if j not in taken]
        if UNKNOWN in moved:
            self._pass_kept(l, w)

    def _capture_missing(self, b, made):
        """The capture is not logged where it is owed.  ``made``: the log never gives it (nor a
        capture by another player in its place), and play goes on as if it was made (PALACE.md 3:
        the winner takes the loser's banner and soldiers; a call sized by the soldiers taken, a
        discard of one, is right), as a capture logged late is taken as made where it was owed,
        when it leaves the winner five soldiers or fewer (else the discard it owes is not in the
        log either, and which soldiers it kept is unknown).  Else (that, the log giving it after
        another battle result, or another capture in its place) the winner took nothing there:
        the loser's banner and soldiers leave play.  Whether it was taken as made."""
        w, l = b.winner, b.loser
        held = [l.banner, *l.soldiers] if l.banner is not None else list(l.soldiers)
        taken = made and w.in_hand and len(w.soldiers) + len(held) <= SOLDIER_LIMIT
        if taken:
            # (taken as made only when it owes no discard: which soldiers a discard the log does
            # not give would keep is unknown, and the winner's cards decide battles)
            where = self.where
            for c in held:
                if c >= 0:
                    where[c] = w.name
            w.soldiers.extend(held)
            if UNKNOWN in held:
                self._pass_kept(l, w)
            l.banner = None
            l.soldiers = []
        self._army_out(l)
        b.state = DONE
        return taken

    def _captured_later(self, seq, b):
        """The log gives ``b``'s capture (the winner's from the loser) somewhere after ``seq``."""
        w, l = b.winner.name, b.loser.name
        events = self.events
        for k in range(seq + 1 if seq is not None else len(events), len(events)):
            ev = events[k]
            if ev.type == "capture" and ev.player == w and ev.source == l:
                return True
        return False

    def _settle_pending(self, seq, t):
        """Before an event that is not part of the battle's aftermath: finish the battle."""
        b = self.battle
        if b is None:
            return
        if b.state == JUDGE and t not in ("battle", "capture", "show"):
            self._decide(seq, b, None, False)
        if b.state == CAPTURE and t not in ("capture", "show", "battle"):
            if seq is not None and t != "collect" and t != "rake":
                k = self._late_capture(seq, b)
                if k is not None:       # logged late: applied where it was owed, reported at k
                    b.late_capture = (k, seq)
                    self._take(k, b, self.events[k])
                    return
            # at the event that stands where the capture should be; after the battle that ended
            # the hand, at the payout that follows it, or with no seq when the log ends there (a
            # log cut off before the hand is over is hand-incomplete, and no more)
            j = b.judged
            tie = b.last_two and b.claimed is not None and j is not None and not j.unknown and j.winner is None
            # (the last two's battle the log claims won is a tie by the cards: the claim is the
            # fault, palace-wrong-battle-result, and a tie owes no capture)
            if (self.phase == OVER or seq is not None) and not tie:
                l = b.loser
                when = ("before the log ends" if seq is None else
                        "before the pot was paid" if t == "collect" or t == "rake" else "before the next action")
                self._find("palace-capture", seq, b.winner.name,
                           f"{b.winner.name} won the battle but did not capture {l.name}'s banner and "
                           f"soldiers ({l.army()}) {when}; the winner takes exactly those")
            w = b.winner
            if self._capture_missing(b, not self._captured_later(seq, b)) and t == "discard" and \
                    self.phase != OVER and self.events[seq].player == w.name:
                # the winner's discard stands where the capture taken as made was owed: the
                # capturer's discard, which belongs to the capture (review of session 67: it was
                # out-of-turn and, two left, palace-must-battle besides the one palace-capture)
                self.cont, self.cont_kind, self.cont_seq = w, CONT_CAPTURE, seq - 1

    # ---- show (moved from palace_turns, review of session 65: the module was at the size limit)
    def _acts_later(self, seq):
        """Whether a turn or battle event (the play) follows ``seq``."""
        return any(ev.type in TURN_TYPES for ev in self.events[seq + 1:])

    def _battle_show(self, p):
        """Whether ``p`` is one of the two players of a battle whose betting is over and whose
        hands are compared (PALACE.md 3: after a call): showing the cards belongs to it."""
        b = self.battle
        return (b is not None and (b.state == JUDGE or b.state == CAPTURE) and b.folded is None
                and (p is b.attacker or p is b.defender))

    def _quiet_by_payout(self, seq):
        """The showdown or payout at ``seq`` comes with play still open, after a quiet round whose
        last lines were out of turn (two waits swapped): an action out of turn cannot end the round
        (:meth:`TurnMixin._quiet_action`), and nothing after them did.  When every player still in
        has kept quiet in it (and, ``quiet_round: turn_round``, took a turn in the quiet
        turn-round), the log's showdown or payout ends it, at the last turn action: the swapped
        lines are their findings, and the pot is judged (review of session 66: hand-incomplete, a
        wrong payout unreported; session 65 fixed the same in the middle of the log)."""
        if self.phase != PLAY or not self.n_in or self.in_turn or self.cont is not None:
            return
        b = self.battle
        if b is not None and b.state != DONE:
            return
        if self.rules.quiet_in_a_row:
            if self.n_quiet != self.n_in:
                return
        else:
            if not self.round_quiet:
                return
            for q in self.order:
                if q.in_hand and q.turn_round != self.round_no:
                    return
        events = self.events
        k = seq - 1
        while k >= 0 and events[k].type not in TURN_ACTIONS:
            k -= 1
        self._end(k, "quiet", self._in_hand())

    def _on_show(self, seq, ev):
        p = self.players[ev.player]
        if p.in_hand and not self._acts_later(seq):
            self._quiet_by_payout(seq)      # (the showdown after a quiet round's swapped lines)
        if p.in_hand and self.phase != OVER and not self._battle_show(p) and self._acts_later(seq):
            # two players or more can still bet: hands are shown at the showdown (as in draw
            # and stud); the show is not applied, so the showdown's own shows are judged as usual.
            # (With no play after it, the show is the log's showdown: the play that stops before
            # the hand is over is the fault, hand-incomplete.)
            left = self._in_hand()
            who = f", {self.to_act.name} to act" if self.to_act is not None else ""
            self._find("out-of-turn", seq, p.name,
                       f"{p.name} showed before the hand was over ({', '.join(q.name for q in left)} still "
                       f"in the hand{who}); hands are shown at the showdown")
            return
        claimed = list(map(CARD_INDEX.__getitem__, ev.cards))
        if p.in_hand or not p.exit_cards:
            held = p.cards()
        else:
            held = p.exit_cards
        taken, reveals, extra, left = match_cards(claimed, held)
        if extra or left:
            # (a player out of the hand shows the cards they left it with, their banner and
            # soldiers since captured or gone: review of session 63, "holds" a banner captured)
            holds = "holds" if held is not p.exit_cards else f"left the hand ({p.out_how}) holding"
            self._find("shown-cards-mismatch", seq, p.name,
                       f"{p.name} showed {cards_str(claimed)} but {holds} {cards_str(held)} "
                       f"(banner, palace cards and soldiers)")
        if reveals:
            self._reveal_later(seq, p, reveals, "a show")
        if not reveals or not p.in_hand:
            return
        nb = 1 if p.banner is not None else 0
        np_ = len(p.palace)
        if nb and p.banner == UNKNOWN and held.count(UNKNOWN) == 1 and reveals[0][0] == 0 \
                and self.where[reveals[0][1]] is None:
            # the banner, logged ??, named by the show (its only unknown card, and a card not seen
            # anywhere yet): its group's banner deal is judged again
            self._banner_named(seq, p, reveals[0][1], "a show")
        for j, c in reveals:
            self._ledger_check(seq, p.name, c, p.name, ("deck",) + self.deck_places())
            if j < nb:
                p.banner = c
            elif j < nb + np_:
                p.palace[j - nb] = c
            else:
                p.soldiers[j - nb - np_] = c

    # ---- a later proof --------------------------------------------------
    def _reveal_later(self, seq, p, reveals, how):
        """The log names cards of ``p`` that were unknown (``reveals``: ``(index, card)`` in the
        layout of :meth:`Player.cards`, of all their cards when they left): fill them in where a
        battle judged over unknown cards held the same cards (no discard by ``p`` since), and once
        a battle's cards are all known, report a claimed result they prove wrong."""
        events = self.events
        for b in self.battles:
            later = b.later
            if later is None or later[3] is not None:
                continue
            if any(ev.type == "discard" and ev.player == p.name for ev in events[b.seq + 1:seq]):
                continue        # the soldiers have moved: the positions are not those of the battle
            for side, who in ((1, b.attacker), (2, b.defender)):
                if who is p:
                    cards = later[side]
                    held = p.cards() if p.in_hand or not p.exit_cards else p.exit_cards
                    if any(held[j] == UNKNOWN for j in range(len(cards), len(held))):
                        # unknown cards gained since (a buy, a capture) are named too, in any order
                        # (a show's is not the order they were gained): which of the cards named the
                        # battle's unknown places held is one choice or another, kept to judge by
                        # (review of session 63)
                        named = dict(reveals)
                        pool = [named.get(j, UNKNOWN) if held[j] == UNKNOWN else held[j]
                                for j in range(len(cards)) if cards[j] < 0]
                        if pool:
                            pool += [named.get(j, UNKNOWN) for j in range(len(cards), len(held))
                                     if held[j] == UNKNOWN]
                            later[5][side] = pool
                        continue
                    for j, c in reveals:
                        if j < len(cards) and cards[j] < 0:
                            cards[j] = c
            claim_seq, a_cards, d_cards, _, checked, pools = later
            choice = ""
            if pools:
                # (one choice of the cards fought with, which all give the battle one winner: said so)
                choice = ", whichever of the cards named were the ones fought with (one choice"
                chosen = _one_verdict(b, a_cards, d_cards, pools, self.rules.short_held)
                if chosen is None:
                    continue
                a_cards, d_cards = chosen
            elif UNKNOWN in a_cards or UNKNOWN in d_cards:
                continue
            later[3] = seq
            ab, db = b.banners
            # a banner unknown at the battle is the first of its player's cards (Player.cards),
            # named now: its suit is the one the other side leaves out
            if ab is not None and ab < 0:
                ab = a_cards[0]
            if db is not None and db < 0:
                db = d_cards[0]
            b.snap = (a_cards, ab, d_cards, db)
            b._judged = None
            j = b.judged
            if checked != j.winner:
                claim = checked
                self._find("palace-wrong-battle-result", claim_seq, claim,
                           f"the log says {'nobody (a tie)' if claim is None else claim} won the battle, but the cards the log names "
                           f"later ({p.name}'s, at {how}, event {seq}) decide it{choice}: {j.verdict}"
                           + (")" if choice else ""))


#: the most choices of the cards fought with that :func:`_one_verdict` tries (a legal hand has at
#: most 56: eight cards, three places)
MAX_CHOICES = 2000


def _one_verdict(b, a_cards: list[int], d_cards: list[int], pools: dict, held_only: bool):
    """Battle ``b``'s cards, ``(attacker's, defender's)``, when a side's unknown places took some
    of the cards of its pool (``pools``: side -> the cards named for them and for the unknown cards
    gained since, ``UNKNOWN`` for one left unnamed), any of them: the first choice when every choice
    gives the battle the same winner, else None (the cards do not decide it)."""
    sides = []
    for side, cards in ((1, a_cards), (2, d_cards)):
        pool = pools.get(side)
        if pool is None:
            if UNKNOWN in cards:
                return None
            sides.append([cards])
            continue
        slots = [j for j in range(len(cards)) if cards[j] < 0]
        if UNKNOWN in pool or len(pool) < len(slots) or comb(len(pool), len(slots)) > MAX_CHOICES:
            # (a card left unknown may be the one that decides it; and a log far past the soldier
            # limit is not tried every way: the third diff review of session 63, 27 s for a hand)
            return None
        choices = []
        for chosen in combinations(pool, len(slots)):
            mine = list(cards)
            for j, c in zip(slots, chosen):
                mine[j] = c
            choices.append(mine)
        sides.append(choices)
    ab, db = b.banners
    first = winner = None
    for a in sides[0]:
        for d in sides[1]:
            x = a[0] if ab is not None and ab < 0 else ab
            y = d[0] if db is not None and db < 0 else db
            won = battle_winner(a, suit_of(x) if x is not None and x >= 0 else None, d,
                                suit_of(y) if y is not None and y >= 0 else None, held_only)
            if first is None:
                first, winner = (a, d), won
            elif won != winner:
                return None
    return first
