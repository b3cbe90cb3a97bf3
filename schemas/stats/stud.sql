-- Seven-card stud: the poker figures, then bring-ins, completion % and steal attempts.
WITH forced_faults AS (
    -- the 3rd-street actions a wrong-forced-bet is at (a bet logged before the bring-in by
    -- another player than the one who brings in)
    SELECT DISTINCT h.ord, f.seq
    FROM findings f JOIN hands h ON h.session = f.session AND h.hand_id = f.hand_id
    WHERE f.code = 'wrong-forced-bet' AND f.seq IS NOT NULL AND h.game = 'stud'
),
r0 AS (
    -- the betting actions of 3rd street, but one a player logs after their own fold (skipped,
    -- see stat_skipped); whether the hand has a bring-in (its rules' bring_in, 0 by default:
    -- without one no chance to complete or steal)
    SELECT e.ord, e.seq, e.player, e.type, ff.seq IS NOT NULL AS forced_fault,
           coalesce(TRY_CAST(h.rules ->> '$.bring_in' AS BIGINT), 0) > 0 AS has_bring_in,
           -- the bring-in's place: an action logged before it (out of turn) enters no pot that a
           -- steal takes away (review of session 62)
           min(e.seq) FILTER (WHERE e.type = 'bring_in') OVER (PARTITION BY e.ord) AS bring_in_seq
    FROM event_rows e JOIN hands h ON h.ord = e.ord
    LEFT JOIN forced_faults ff ON ff.ord = e.ord AND ff.seq = e.seq
    ANTI JOIN stat_skipped k ON k.ord = e.ord AND k.seq = e.seq
    WHERE h.game = 'stud' AND e.round = 0
      AND e.type IN ('bring_in', 'complete', 'call', 'check', 'fold', 'bet', 'raise')
),
firsts AS (
    -- each player's first action of the street
    SELECT ord, player, min(seq) AS first_seq
    FROM r0
    GROUP BY ord, player
),
r1 AS (
    -- in order (one window, one sort): the bring-ins, the bets and the entries before this
    -- action; nth: how many players have acted by this action (this one's player included; a
    -- player's second action, an out-of-turn one say, takes no place of another's)
    SELECT r.*,
           count(*) FILTER (WHERE r.type = 'bring_in') OVER before AS brought_before,
           count(*) FILTER (WHERE r.type IN ('complete', 'bet', 'raise')) OVER before AS opened_before,
           count(*) FILTER (WHERE r.type NOT IN ('fold', 'bring_in') AND r.seq > r.bring_in_seq) OVER before
               AS entered_before,
           count(*) FILTER (WHERE r.seq = f.first_seq) OVER w AS nth
    FROM r0 r JOIN firsts f ON f.ord = r.ord AND f.player IS NOT DISTINCT FROM r.player
    WINDOW w AS (PARTITION BY r.ord ORDER BY r.seq),
           before AS (PARTITION BY r.ord ORDER BY r.seq
                      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
),
acting AS (
    -- the players who act on 3rd street: the players dealt in, but one all-in from the ante,
    -- who never acts
    SELECT ord, count(player) AS n
    FROM firsts
    GROUP BY ord
),
chances AS (
    SELECT r.*,
           -- could complete: the bring-in is the only bet so far, or this is the bring-in (or its
           -- player completing in its place) with no bet before (a raise of the bring-in, in
           -- spread, pot or no limit, is its completion; a bet logged in its place too, as the
           -- replay applies it and as it counts for a steal and for the others' chances).  An
           -- action logged before the bring-in (out of turn) had no chance, and takes none from
           -- the others (review of session 60: the street's first action had to be the bring-in)
           -- (and the bring-in's player opening with a bet in its place, no bring-in in the
           -- hand: the replay applies it as the completion; review of session 64: not another
           -- player's bet, a wrong-forced-bet "before the bring-in")
           (r.has_bring_in AND r.opened_before = 0
            AND (r.brought_before > 0 AND r.type IN ('bring_in', 'complete', 'bet', 'raise', 'call', 'fold')
                 OR r.type IN ('bring_in', 'complete')
                 OR r.type = 'bet' AND r.bring_in_seq IS NULL AND NOT r.forced_fault)) AS can_complete,
           -- could steal: after the bring-in, everyone before folded, at most one player who acts
           -- on 3rd street still to act
           (r.has_bring_in AND r.brought_before > 0 AND r.type <> 'bring_in' AND r.opened_before = 0
            AND r.entered_before = 0 AND a.n - r.nth <= 1) AS can_steal
    FROM r1 r JOIN acting a ON a.ord = r.ord
),
stud AS (
    SELECT player,
           count(*) FILTER (WHERE type = 'bring_in') AS bring_ins,
           count(*) FILTER (WHERE can_complete) AS completion_chances,
           count(*) FILTER (WHERE can_complete AND type IN ('complete', 'bet', 'raise')) AS completions,
           count(*) FILTER (WHERE can_steal) AS steal_chances,
           count(*) FILTER (WHERE can_steal AND type IN ('complete', 'bet', 'raise')) AS steals
    FROM chances
    GROUP BY player
)
SELECT p.player, p.game, p.hands, p.net, p.currency, p.net_value,
       p.vpip, p.pfr, p.af, p.afq, p.saw_second, p.showdowns, p.wtsd, p.wsd, p.wwsf,
       coalesce(s.bring_ins, 0) AS bring_ins,
       stat_pct(s.completions, s.completion_chances) AS completion,
       coalesce(s.steals, 0) AS steals,
       stat_pct(s.steals, s.steal_chances) AS steal
FROM stat_poker_player p LEFT JOIN stud s ON s.player = p.player
WHERE p.game = 'stud'
ORDER BY p.hands DESC, p.player;
